import type { Prisma } from '@faktura/db';
import type { ListQuery, ListQueryService } from '../lists';
import type { AccountDbService, AccountTx, RecordQuery } from '../database';
/** The types of a listed table: its list query, the rows of a list page and of one record. */
export interface ListingTypes {
  query: ListQuery;
  summary: unknown;
  row: unknown;
}

/** How a table is listed and read (see recordListing). */
export interface RecordListing<T extends ListingTypes> {
  table: string;
  records: RecordQuery<T['row']>;
  summaries: RecordQuery<T['summary']>;
  filters(query: T['query'], accountId: number): Prisma.Sql[];
  paging(query: T['query']): ListQuery;
}

/** The ListingTypes of a listing declared with recordListing. */
export type ListingTypesOf<A> = A extends RecordListing<infer T> ? T : never;

/** What recordListing is given; what it leaves out has a default. */
export interface ListingDeclaration<Q extends ListQuery, R, S> {
  /** The table (a constant: it goes into SQL as an identifier). */
  table: string;
  /** The RecordQuery of one record (`*-records.query.ts`). */
  records: RecordQuery<R>;
  /** The RecordQuery of a list page, where a list shows less; default `records`. */
  summaries?: RecordQuery<S>;
  /** The list's own conditions (a filter may name the account in a subquery). */
  filters?: (query: Q, accountId: number) => Prisma.Sql[];
  /** The query as ListQueryService sorts and pages by it (a sort parameter of its own). */
  paging?: (query: Q) => ListQuery;
}

/** Declares how a table is listed and read, in one statement each (see RecordReads). */
export function recordListing<Q extends ListQuery, R, S = R>(
  declaration: ListingDeclaration<Q, R, S>,
): RecordListing<{ query: Q; summary: S; row: R }> {
  return {
    filters: () => [],
    paging: (query) => query,
    summaries: declaration.records as unknown as RecordQuery<S>,
    ...declaration,
  };
}

/**
 * The reads of a listed table, as its repository's base inherits them: a list page selected
 * by ListQueryService (the listing's filters, the caller's conditions, the shared ones) and
 * loaded by one record query; one record in the caller's transaction or from the pool.
 */
export class RecordReads<T extends ListingTypes> {
  constructor(
    private readonly db: AccountDbService,
    private readonly lists: ListQueryService,
    readonly listing: RecordListing<T>,
  ) {}

  async page(
    accountId: number,
    query: T['query'],
    conditions: Prisma.Sql[],
  ): Promise<{ rows: T['summary'][]; total: number }> {
    const { table, filters, paging, summaries } = this.listing;
    const where = [...filters(query, accountId), ...conditions];
    const { ids, total } = await this.lists.find(accountId, { table }, paging(query), where);
    const rows = await summaries.load(this.db.reader, accountId, ids);
    return { rows, total };
  }

  one(accountId: number, id: number, tx?: AccountTx): Promise<T['row'] | null> {
    return this.listing.records.loadOne(tx ?? this.db.reader, accountId, id);
  }
}
