import type { RevenueCategory } from '@faktura/db';
import {
  type AccountDbService,
  AccountScopedRepository,
  type AccountTx,
} from '../../platform/database';
import type { ListQuery, ListQueryService } from '../../platform/lists';
import { recordListing, RecordReads } from '../../platform/repositories';
import type { TemplateData, TemplateInput, TemplateKind, TemplateRow } from './template.kind';

/** The templates of one kind, of one account each call. */
export class TemplatesRepository<
  Row extends TemplateRow,
  Create extends TemplateInput,
> extends AccountScopedRepository {
  private readonly reads: RecordReads<{ query: ListQuery; summary: Row; row: Row }>;

  constructor(
    db: AccountDbService,
    lists: ListQueryService,
    private readonly kind: TemplateKind<Row, Create, unknown>,
  ) {
    super(db);
    this.reads = new RecordReads(
      db,
      lists,
      recordListing<ListQuery, Row>({ table: kind.table, records: kind.records }),
    );
  }

  /** One page: the IDs (ListQueryService), then their records in one statement. */
  list(accountId: number, query: ListQuery): Promise<{ rows: Row[]; total: number }> {
    return this.reads.page(accountId, query, []);
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<Row | null> {
    return this.reads.one(accountId, id, tx);
  }

  /** The account's revenue category of this ID, or null. */
  revenueCategory(accountId: number, id: number, tx: AccountTx): Promise<RevenueCategory | null> {
    return this.client(accountId, tx).revenueCategory.findFirst({ where: { id } });
  }

  async defaultCurrency(accountId: number, tx: AccountTx): Promise<string> {
    const account = await this.client(accountId, tx).account.findFirstOrThrow({
      select: { defaultCurrency: true },
    });
    return account.defaultCurrency;
  }

  /** Inserts the template; the account-bound client adds account_id. */
  async create(accountId: number, data: TemplateData, tx: AccountTx): Promise<number> {
    return (await this.kind.create(this.client(accountId, tx), data)).id;
  }

  async update(accountId: number, id: number, data: TemplateData, tx: AccountTx): Promise<void> {
    await this.kind.update(this.client(accountId, tx), id, data);
  }

  async delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    await this.kind.delete(this.client(accountId, tx), id);
  }
}
