import { Injectable } from '@nestjs/common';
import { AccountDbService, AccountScopedRepository } from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import { inIdOrder, ListQueryService } from '../../platform/lists';
import type { CreateVatCodePurchaseDto } from './dto/create-vat-code-purchase.dto';
import type { ListVatCodesQuery } from './dto/list-vat-codes.query';
import { vatCodeFilters, type VatCodeRow } from './vat-code.rules';
import type { VatCodeData, VatCodeSide } from './vat-code.side';

type AnySide<Row extends VatCodeRow> = VatCodeSide<Row, CreateVatCodePurchaseDto, unknown>;

/** The VAT codes of one account, of either side (sales or purchases). */
@Injectable()
export class VatCodesRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  async list<Row extends VatCodeRow>(
    side: AnySide<Row>,
    accountId: number,
    query: ListVatCodesQuery,
  ): Promise<Row[]> {
    const conditions = vatCodeFilters(query);
    const source = { table: side.table };
    const { ids } = await this.lists.find(accountId, source, query, conditions);
    const rows = await side
      .reads(this.db.forAccount(accountId))
      .findMany({ where: { id: { in: ids } } });
    return inIdOrder(rows, ids);
  }

  find<Row extends VatCodeRow>(
    side: AnySide<Row>,
    accountId: number,
    id: number,
    tx?: AccountTx,
  ): PromiseLike<Row | null> {
    return side.reads(this.client(accountId, tx)).findFirst({ where: { id } });
  }

  findByCode<Row extends VatCodeRow>(
    side: AnySide<Row>,
    accountId: number,
    code: string,
    tx?: AccountTx,
  ): PromiseLike<Row | null> {
    return side.reads(this.client(accountId, tx)).findFirst({ where: { code } });
  }

  async isEuMember(accountId: number, tx?: AccountTx): Promise<boolean> {
    const account = await this.client(accountId, tx).account.findFirst({
      select: { euMember: true },
    });
    return account?.euMember ?? false;
  }

  create<Row extends VatCodeRow>(
    side: AnySide<Row>,
    accountId: number,
    data: VatCodeData,
    tx: AccountTx,
  ): PromiseLike<Row> {
    // The account-bound client adds account_id to every created row.
    return side.create(this.client(accountId, tx), data);
  }

  update<Row extends VatCodeRow>(
    side: AnySide<Row>,
    accountId: number,
    id: number,
    data: VatCodeData,
    tx: AccountTx,
  ): PromiseLike<Row> {
    return side.update(this.client(accountId, tx), id, data);
  }
}
