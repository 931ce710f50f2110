import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import { readUnpagedListParams } from '../common/lists/list-params';
import { QueryReader } from '../common/lists/query-reader';
import type { AccountTx } from '../database/account-scope.extension';
import type { CreateVatCodeSaleDto } from './dto/create-vat-code-sale.dto';
import type { UpdateVatCodeSaleDto } from './dto/update-vat-code-sale.dto';
import type { VatCodeSaleResponse } from './dto/vat-code-sale.response';
import { toVatCodeSaleResponse } from './vat-code.mappers';
import { VatCodeSalesRepository } from './vat-code-sales.repository';
import { taxColumn, VAT_CODE_SORT_FIELDS, vatKindForWrite } from './vat-code.rules';

/**
 * VAT codes for offers and invoices. There is no delete: documents keep referring to their
 * codes, so a code is retired with `active: false`.
 */
@Injectable()
export class VatCodeSalesService {
  constructor(private readonly codes: VatCodeSalesRepository) {}

  /** Every matching code as a plain array: the reference does not page this list. */
  async list(
    account: AccountContext,
    query: Record<string, unknown>,
  ): Promise<VatCodeSaleResponse[]> {
    const reader = new QueryReader(query);
    const params = readUnpagedListParams(reader, VAT_CODE_SORT_FIELDS);
    const { rows } = await this.codes.list(account.accountId, params, reader);
    return rows.map(toVatCodeSaleResponse);
  }

  async get(account: AccountContext, id: number): Promise<VatCodeSaleResponse> {
    const code = await this.codes.find(account.accountId, id);
    if (!code) throw DomainError.notFound();
    return toVatCodeSaleResponse(code);
  }

  async create(account: AccountContext, input: CreateVatCodeSaleDto): Promise<VatCodeSaleResponse> {
    const tax = taxColumn(input.tax);
    const { accountId } = account;
    const code = await this.codes.transaction(accountId, async (tx) => {
      const kind = await vatKindForWrite(input, null, () => this.codes.isEuMember(accountId, tx));
      await this.assertCodeFree(accountId, input.code, null, tx);
      return this.codes.create(
        accountId,
        {
          code: input.code,
          description: input.description ?? null,
          tax,
          kind,
          active: input.active ?? true,
          printGrossTotal: input.print_gross_total ?? true,
          noticeTaxExemption: input.notice_tax_exemption ?? null,
          noticeTaxExemptionAlt: alternativeNotice(input) ?? null,
          creditAccount: input.credit_account ?? null,
        },
        tx,
      );
    });
    return toVatCodeSaleResponse(code);
  }

  async update(
    account: AccountContext,
    id: number,
    input: UpdateVatCodeSaleDto,
  ): Promise<VatCodeSaleResponse> {
    const tax = input.tax === undefined ? undefined : taxColumn(input.tax);
    const { accountId } = account;
    const code = await this.codes.transaction(accountId, async (tx) => {
      const current = await this.codes.find(accountId, id, tx);
      if (!current) throw DomainError.notFound();
      const kind = await vatKindForWrite(input, current.kind, () =>
        this.codes.isEuMember(accountId, tx),
      );
      if (input.code !== undefined) await this.assertCodeFree(accountId, input.code, id, tx);
      return this.codes.update(
        accountId,
        id,
        {
          code: input.code,
          description: input.description,
          tax,
          kind,
          active: input.active,
          printGrossTotal: input.print_gross_total,
          noticeTaxExemption: input.notice_tax_exemption,
          noticeTaxExemptionAlt: alternativeNotice(input),
          creditAccount: input.credit_account,
        },
        tx,
      );
    });
    return toVatCodeSaleResponse(code);
  }

  private async assertCodeFree(
    accountId: number,
    code: string,
    ownId: number | null,
    tx: AccountTx,
  ) {
    const existing = await this.codes.findByCode(accountId, code, tx);
    if (existing && existing.id !== ownId)
      throw DomainError.validation({ code: ['has already been taken'] });
  }
}

/** `notice_tax_exemption_alt`, or its old reference name `notice_tax_exemption_en`. */
function alternativeNotice(input: UpdateVatCodeSaleDto): string | null | undefined {
  return input.notice_tax_exemption_alt !== undefined
    ? input.notice_tax_exemption_alt
    : input.notice_tax_exemption_en;
}
