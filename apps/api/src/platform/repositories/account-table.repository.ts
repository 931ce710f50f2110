import type { Prisma } from '@faktura/db';
import { inIdOrder, type ListQueryService, type ListSource } from '../lists';
import type { ListQuery } from '../lists';
import { AccountScopedRepository, leaveTombstone } from '../database';
import type {
  AccountDbService,
  AccountTx,
  AccountTable,
  TableTypes,
  WithoutAccount,
} from '../database';
/** Tables a write may refer to by ID, with how to count the account's row of that ID. */
const REFERENCES = {
  company: (db: AccountTx, id: number) => db.company.count({ where: { id } }),
  contact: (db: AccountTx, id: number) => db.contact.count({ where: { id } }),
  deal: (db: AccountTx, id: number) => db.deal.count({ where: { id } }),
  dealCategory: (db: AccountTx, id: number) => db.dealCategory.count({ where: { id } }),
  project: (db: AccountTx, id: number) => db.project.count({ where: { id } }),
  unit: (db: AccountTx, id: number) => db.unit.count({ where: { id } }),
  user: (db: AccountTx, id: number) => db.user.count({ where: { id } }),
} satisfies Record<string, (db: AccountTx, id: number) => PromiseLike<number>>;

/** A table another record may refer to (see AccountTableRepository.refersTo). */
export type ReferencedTable = keyof typeof REFERENCES;

/** The entities whose deletions leave a tombstone for synchronisation. */
type TombstoneEntity = 'Deal' | 'Project';

/**
 * The base of a repository that owns one account table: the create, update, exists and delete
 * every such repository had written out, typed by the table's AccountTable declaration.
 */
export abstract class AccountTableRepository<T extends TableTypes> extends AccountScopedRepository {
  protected constructor(
    db: AccountDbService,
    protected readonly table: AccountTable<T>,
  ) {
    super(db);
  }

  /** Inserts the row; the account-bound client adds account_id. */
  async create(
    accountId: number,
    data: WithoutAccount<T['create']>,
    tx?: AccountTx,
  ): Promise<T['row']> {
    const { include } = this.table;
    return this.table
      .model(this.client(accountId, tx))
      .create({ data: data as T['create'], include });
  }

  async update(
    accountId: number,
    id: number,
    data: T['update'],
    tx?: AccountTx,
  ): Promise<T['row']> {
    const { include } = this.table;
    return this.table.model(this.client(accountId, tx)).update({ where: { id }, data, include });
  }

  /** The account's row with this ID, with what writes include; null when there is none. */
  protected async findRow(accountId: number, id: number, tx?: AccountTx): Promise<T['row'] | null> {
    const { include } = this.table;
    return this.table.model(this.client(accountId, tx)).findFirst({ where: { id }, include });
  }

  /**
   * One page of the table's list: ListQueryService picks the IDs (the shared filters and
   * `conditions` on `source`), then one statement loads their rows, in the page's order.
   */
  protected async listRows(
    lists: ListQueryService,
    source: ListSource,
    accountId: number,
    query: ListQuery,
    conditions: Prisma.Sql[],
  ): Promise<{ rows: T['row'][]; total: number }> {
    const { ids, total } = await lists.find(accountId, source, query, conditions);
    const { include } = this.table;
    const db = this.db.forAccount(accountId);
    const rows = await this.table.model(db).findMany({ where: { id: { in: ids } }, include });
    // Every account table's rows have their `id`.
    return { rows: inIdOrder(rows as { id: number }[], ids) as T['row'][], total };
  }

  /** Whether the account has a row with this ID. */
  async exists(accountId: number, id: number, tx?: AccountTx): Promise<boolean> {
    return (await this.table.model(this.client(accountId, tx)).count({ where: { id } })) > 0;
  }

  /** Whether the account has a row of the `table` this record may refer to. */
  async refersTo(
    accountId: number,
    table: ReferencedTable,
    id: number,
    tx?: AccountTx,
  ): Promise<boolean> {
    return (await REFERENCES[table](this.client(accountId, tx), id)) > 0;
  }

  /** Deletes the row (Prisma's "not found" when there is none). */
  protected async deleteRow(accountId: number, id: number, tx?: AccountTx): Promise<void> {
    await this.table.model(this.client(accountId, tx)).delete({ where: { id } });
  }

  /** Deletes the row; false when the account has none with this ID. */
  protected async deleteIfExists(accountId: number, id: number, tx?: AccountTx): Promise<boolean> {
    const { count } = await this.table.model(this.client(accountId, tx)).deleteMany({
      where: { id },
    });
    return count > 0;
  }

  /** Deletes the row and leaves a tombstone (its custom properties, who deleted it). */
  protected async deleteWithTombstone(
    accountId: number,
    entityType: TombstoneEntity,
    row: { id: number; customProperties: Prisma.JsonValue },
    userId: number,
    tx?: AccountTx,
  ): Promise<void> {
    const db = this.client(accountId, tx);
    await leaveTombstone(db, entityType, row, { userId });
    await this.table.model(db).delete({ where: { id: row.id } });
  }
}
