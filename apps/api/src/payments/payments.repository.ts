import { Injectable } from '@nestjs/common';
import { inIdOrder, ListQueryService } from '../common/lists/list-query.service';
import type { ListParams } from '../common/lists/list-params';
import type { QueryReader } from '../common/lists/query-reader';
import { AccountDbService } from '../database/account-db.service';
import { AccountScopedRepository } from '../database/account-scoped.repository';
import type { AccountTx } from '../database/account-scope.extension';
import type { PaymentColumns, PaymentCreateInput, PaymentParent } from './payment.parent';

type AnyParent<Row extends { id: number }> = PaymentParent<Row, PaymentCreateInput, unknown>;

/** The payments of one account, of either parent (invoices or purchases). */
@Injectable()
export class PaymentsRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  async list<Row extends { id: number }>(
    parent: AnyParent<Row>,
    accountId: number,
    params: ListParams,
    reader: QueryReader,
  ): Promise<{ rows: Row[]; total: number }> {
    const conditions = parent.filters(reader);
    const source = { table: parent.table };
    const { ids, total } = await this.lists.findIds(accountId, source, params, conditions, reader);
    return { rows: await this.findMany(parent, accountId, ids), total };
  }

  find<Row extends { id: number }>(
    parent: AnyParent<Row>,
    accountId: number,
    id: number,
    tx?: AccountTx,
  ): PromiseLike<Row | null> {
    return parent.find(this.client(accountId, tx), id);
  }

  /** Payments by ID, in the order of `ids`. */
  async findMany<Row extends { id: number }>(
    parent: AnyParent<Row>,
    accountId: number,
    ids: number[],
    tx?: AccountTx,
  ): Promise<Row[]> {
    return inIdOrder(await parent.findMany(this.client(accountId, tx), ids), ids);
  }

  async create<Row extends { id: number }>(
    parent: AnyParent<Row>,
    accountId: number,
    columns: PaymentColumns,
    tx: AccountTx,
  ): Promise<number> {
    // The account-bound client adds account_id to every created row.
    const row = await parent.create(this.client(accountId, tx), columns);
    return row.id;
  }

  /** Changes the payment; updated_at is bumped whatever changed. */
  async update<Row extends { id: number }>(
    parent: AnyParent<Row>,
    accountId: number,
    id: number,
    columns: PaymentColumns,
    tx: AccountTx,
  ): Promise<void> {
    await parent.update(this.client(accountId, tx), id, columns);
  }

  async delete<Row extends { id: number }>(
    parent: AnyParent<Row>,
    accountId: number,
    id: number,
    tx: AccountTx,
  ): Promise<void> {
    await parent.delete(this.client(accountId, tx), id);
  }

  /** The account currency, in which `paid_total_in_account_currency` is given. */
  async accountCurrency(accountId: number, tx?: AccountTx): Promise<string> {
    const account = await this.client(accountId, tx).account.findFirstOrThrow({
      select: { defaultCurrency: true },
    });
    return account.defaultCurrency;
  }
}
