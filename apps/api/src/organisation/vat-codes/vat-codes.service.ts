import { Injectable } from '@nestjs/common';
import type { AccountContext } from '../../platform/auth';
import type { ResourceRoutes } from '../../platform/http';
import type { CreateVatCodePurchaseDto } from './dto/create-vat-code-purchase.dto';
import { VatCodesRepository } from './vat-codes.repository';
import type { ListVatCodesQuery } from './dto/list-vat-codes.query';
import { taxColumn, vatKindForWrite, type VatCodeRow } from './vat-code.rules';
import type { VatCodeSide } from './vat-code.side';
import { refuseIfTaken, found } from '../../platform/errors';
/**
 * VAT codes of either side: `/vat_code_sales` (offers, invoices) and `/vat_code_purchases`.
 * There is no delete: documents keep referring to their codes, so a code is retired with
 * `active: false`.
 */
@Injectable()
export class VatCodesService {
  constructor(private readonly codes: VatCodesRepository) {}

  /** Every matching code as a plain array: the reference does not page these lists. */
  async list<Row extends VatCodeRow, Create extends CreateVatCodePurchaseDto, Response>(
    side: VatCodeSide<Row, Create, Response>,
    account: AccountContext,
    query: ListVatCodesQuery,
  ): Promise<Response[]> {
    const rows = await this.codes.list(side, account.accountId, query);
    return rows.map((row) => side.toResponse(row));
  }

  async get<Row extends VatCodeRow, Create extends CreateVatCodePurchaseDto, Response>(
    side: VatCodeSide<Row, Create, Response>,
    account: AccountContext,
    id: number,
  ): Promise<Response> {
    const code = found(await this.codes.find(side, account.accountId, id));
    return side.toResponse(code);
  }

  async create<Row extends VatCodeRow, Create extends CreateVatCodePurchaseDto, Response>(
    side: VatCodeSide<Row, Create, Response>,
    account: AccountContext,
    input: Create,
  ): Promise<Response> {
    const tax = taxColumn(input.tax);
    const { accountId } = account;
    const code = await this.codes.transaction(accountId, async (tx) => {
      const kind = await vatKindForWrite(input, null, () => this.codes.isEuMember(accountId, tx));
      await refuseIfTaken('code', this.codes.findByCode(side, accountId, input.code, tx), null);
      const columns = {
        code: input.code,
        description: input.description ?? null,
        tax,
        kind,
        active: input.active ?? true,
        creditAccount: input.credit_account ?? null,
      };
      return this.codes.create(
        side,
        accountId,
        { ...columns, ...side.ownColumns(input, true) },
        tx,
      );
    });
    return side.toResponse(code);
  }

  async update<Row extends VatCodeRow, Create extends CreateVatCodePurchaseDto, Response>(
    side: VatCodeSide<Row, Create, Response>,
    account: AccountContext,
    id: number,
    input: Partial<Create>,
  ): Promise<Response> {
    const tax = input.tax === undefined ? undefined : taxColumn(input.tax);
    const { accountId } = account;
    const code = await this.codes.transaction(accountId, async (tx) => {
      const current = found(await this.codes.find(side, accountId, id, tx));
      const kind = await vatKindForWrite(input, current.kind, () =>
        this.codes.isEuMember(accountId, tx),
      );
      if (input.code !== undefined)
        await refuseIfTaken('code', this.codes.findByCode(side, accountId, input.code, tx), id);
      const columns = {
        code: input.code,
        description: input.description,
        tax,
        kind,
        active: input.active,
        creditAccount: input.credit_account,
      };
      const data = { ...columns, ...side.ownColumns(input, false) };
      return this.codes.update(side, accountId, id, data, tx);
    });
    return side.toResponse(code);
  }
}

/** The routes of one side's controller (ResourceController): the service with `side` bound. */
export function vatCodeRoutes<
  Row extends VatCodeRow,
  Create extends CreateVatCodePurchaseDto,
  Response,
>(side: VatCodeSide<Row, Create, Response>) {
  return (
    codes: VatCodesService,
  ): ResourceRoutes<ListVatCodesQuery, Create, Partial<Create>, Response> => ({
    list: (account, query) => codes.list(side, account, query),
    get: (account, id) => codes.get(side, account, id),
    create: (account, input) => codes.create(side, account, input),
    update: (account, id, input) => codes.update(side, account, id, input),
  });
}
