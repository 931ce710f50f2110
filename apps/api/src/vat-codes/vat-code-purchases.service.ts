import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import { readUnpagedListParams } from '../common/lists/list-params';
import { QueryReader } from '../common/lists/query-reader';
import type { AccountTx } from '../database/account-scope.extension';
import type { CreateVatCodePurchaseDto } from './dto/create-vat-code-purchase.dto';
import type { UpdateVatCodePurchaseDto } from './dto/update-vat-code-purchase.dto';
import type { VatCodePurchaseResponse } from './dto/vat-code-purchase.response';
import { VatCodePurchasesRepository } from './vat-code-purchases.repository';
import { toVatCodePurchaseResponse } from './vat-code.mappers';
import { taxColumn, VAT_CODE_SORT_FIELDS, vatKindForWrite } from './vat-code.rules';

/**
 * VAT codes for purchase items. There is no delete: purchase items keep referring to their
 * codes, so a code is retired with `active: false`.
 */
@Injectable()
export class VatCodePurchasesService {
  constructor(private readonly codes: VatCodePurchasesRepository) {}

  /** Every matching code as a plain array: the reference does not page this list. */
  async list(
    account: AccountContext,
    query: Record<string, unknown>,
  ): Promise<VatCodePurchaseResponse[]> {
    const reader = new QueryReader(query);
    const params = readUnpagedListParams(reader, VAT_CODE_SORT_FIELDS);
    const { rows } = await this.codes.list(account.accountId, params, reader);
    return rows.map(toVatCodePurchaseResponse);
  }

  async get(account: AccountContext, id: number): Promise<VatCodePurchaseResponse> {
    const code = await this.codes.find(account.accountId, id);
    if (!code) throw DomainError.notFound();
    return toVatCodePurchaseResponse(code);
  }

  async create(
    account: AccountContext,
    input: CreateVatCodePurchaseDto,
  ): Promise<VatCodePurchaseResponse> {
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
          creditAccount: input.credit_account ?? null,
        },
        tx,
      );
    });
    return toVatCodePurchaseResponse(code);
  }

  async update(
    account: AccountContext,
    id: number,
    input: UpdateVatCodePurchaseDto,
  ): Promise<VatCodePurchaseResponse> {
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
          creditAccount: input.credit_account,
        },
        tx,
      );
    });
    return toVatCodePurchaseResponse(code);
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
