import type { Prisma } from '@faktura/db';
import type { ListQueryService } from '../lists';
import type { AccountDbService, AccountTx, AccountTable, TableTypes } from '../database';
import { AccountTableRepository } from './account-table.repository';
import { type ListingTypes, type RecordListing, RecordReads } from './record-listing';

/**
 * An AccountTableRepository whose table is listed and read through record queries (companies,
 * contacts, deals, projects): it declares its recordListing and inherits list and find.
 */
export abstract class ListedTableRepository<
  T extends TableTypes,
  L extends ListingTypes,
> extends AccountTableRepository<T> {
  private readonly reads: RecordReads<L>;

  protected constructor(
    db: AccountDbService,
    table: AccountTable<T>,
    lists: ListQueryService,
    listing: RecordListing<L>,
  ) {
    super(db, table);
    this.reads = new RecordReads(db, lists, listing);
  }

  /** One page of the list, with the listing's filters and the caller's `conditions`. */
  list(
    accountId: number,
    query: L['query'],
    conditions: Prisma.Sql[] = [],
  ): Promise<{ rows: L['summary'][]; total: number }> {
    return this.reads.page(accountId, query, conditions);
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<L['row'] | null> {
    return this.reads.one(accountId, id, tx);
  }
}
