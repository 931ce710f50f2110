import { Injectable } from '@nestjs/common';
import { inIdOrder, ListQueryService } from '../../platform/lists';
import { AccountDbService, AccountScopedRepository } from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import type { PaymentListQuery } from './dto/list-payments.query';
import type {
  PaymentColumns,
  PaymentCreateInput,
  PaymentParent,
  PaymentTableTypes,
} from './payment.parent';

type AnyParent<T extends PaymentTableTypes> = PaymentParent<T, PaymentCreateInput, unknown>;

/** The payments of one account, of either parent (invoices or purchases). */
@Injectable()
export class PaymentsRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  async list<T extends PaymentTableTypes>(
    parent: AnyParent<T>,
    accountId: number,
    query: PaymentListQuery,
  ): Promise<{ rows: T['row'][]; total: number }> {
    const source = { table: parent.table };
    const { ids, total } = await this.lists.find(accountId, source, query, parent.filters(query));
    return { rows: await this.findMany(parent, accountId, ids), total };
  }

  find<T extends PaymentTableTypes>(
    parent: AnyParent<T>,
    accountId: number,
    id: number,
    tx?: AccountTx,
  ): PromiseLike<T['row'] | null> {
    const { model, include } = parent.rows;
    return model(this.client(accountId, tx)).findFirst({ where: { id }, include });
  }

  /** Payments by ID, in the order of `ids`. */
  async findMany<T extends PaymentTableTypes>(
    parent: AnyParent<T>,
    accountId: number,
    ids: number[],
    tx?: AccountTx,
  ): Promise<T['row'][]> {
    const { model, include } = parent.rows;
    const rows = await model(this.client(accountId, tx)).findMany({
      where: { id: { in: ids } },
      include,
    });
    return inIdOrder(rows, ids);
  }

  async create<T extends PaymentTableTypes>(
    parent: AnyParent<T>,
    accountId: number,
    columns: PaymentColumns,
    tx: AccountTx,
  ): Promise<number> {
    // The account-bound client adds account_id to every created row.
    const { model, include } = parent.rows;
    const data = parent.data(columns);
    const row = await model(this.client(accountId, tx)).create({ data, include });
    return row.id;
  }

  /** Changes the payment; updated_at is bumped whatever changed. */
  async update<T extends PaymentTableTypes>(
    parent: AnyParent<T>,
    accountId: number,
    id: number,
    columns: PaymentColumns,
    tx: AccountTx,
  ): Promise<void> {
    const { model, include } = parent.rows;
    const data = { ...parent.data(columns), updatedAt: new Date() };
    await model(this.client(accountId, tx)).update({ where: { id }, data, include });
  }

  async delete<T extends PaymentTableTypes>(
    parent: AnyParent<T>,
    accountId: number,
    id: number,
    tx: AccountTx,
  ): Promise<void> {
    await parent.rows.model(this.client(accountId, tx)).delete({ where: { id } });
  }

  /** The account currency, in which `paid_total_in_account_currency` is given. */
  async accountCurrency(accountId: number, tx?: AccountTx): Promise<string> {
    const account = await this.client(accountId, tx).account.findFirstOrThrow({
      select: { defaultCurrency: true },
    });
    return account.defaultCurrency;
  }
}
