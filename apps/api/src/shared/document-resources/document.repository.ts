import type { Prisma } from '@faktura/db';
import type { AccountDbService } from '../../platform/database/account-db.service';
import type { AccountTx } from '../../platform/database/account-scope.extension';
import { AccountScopedRepository } from '../../platform/database/account-scoped.repository';
import { type LockableTable, lockRow } from '../../platform/database/account-table';
import type { RecordQuery } from '../../platform/database/record-query';
import type { ListQuery } from '../../platform/lists/list-query.dto';
import type { ListQueryService } from '../../platform/lists/list-query.service';

/** The types of one document table: its list query, list and detail rows, column update. */
export interface DocumentTypes {
  query: ListQuery;
  summary: unknown;
  row: unknown;
  update: unknown;
}

/** The Prisma operation the shared column update uses, at the model's own types. */
interface DocumentModel<Update> {
  update(args: { where: { id: number }; data: Update }): PromiseLike<unknown>;
}

/** One document table as DocumentRepository reads it (see documentTable). */
export interface DocumentTable<T extends DocumentTypes> {
  table: LockableTable;
  model(db: AccountTx): DocumentModel<T['update']>;
  records: RecordQuery<T['row']>;
  summaries: RecordQuery<T['summary']>;
  filters(query: T['query']): Prisma.Sql[];
  paging(query: T['query']): ListQuery;
}

/** The TableTypes of a table declared with documentTable. */
export type DocumentTypesOf<A> = A extends DocumentTable<infer T> ? T : never;

/**
 * Declares a document table: its name (a constant: it goes into SQL), its Prisma model, the
 * RecordQuery of one document (`*-records.query.ts`) and, where a list shows less, of a list
 * page; the list's own filters; and, where the document has a sort parameter of its own, the
 * query as ListQueryService sorts and pages by it.
 */
export function documentTable<
  Q extends ListQuery,
  R,
  D extends DocumentModel<Prisma.Args<D, 'update'>['data']>,
  S = R,
>(declaration: {
  table: LockableTable;
  model: (db: AccountTx) => D;
  records: RecordQuery<R>;
  summaries?: RecordQuery<S>;
  filters?: (query: Q) => Prisma.Sql[];
  paging?: (query: Q) => ListQuery;
}): DocumentTable<{ query: Q; summary: S; row: R; update: Prisma.Args<D, 'update'>['data'] }> {
  return {
    filters: () => [],
    paging: (query) => query,
    summaries: declaration.records as unknown as RecordQuery<S>,
    ...declaration,
  };
}

/**
 * The base of a document's repository (offers, invoices, reminders, purchases): the list, the
 * loads and the row lock every one of them had written out, typed by its documentTable.
 */
export abstract class DocumentRepository<T extends DocumentTypes> extends AccountScopedRepository {
  protected constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
    protected readonly document: DocumentTable<T>,
  ) {
    super(db);
  }

  /**
   * One page of the list: the table's own filters, the service's `conditions` and the shared
   * ones (ListQueryService) select the IDs, one record query loads their rows.
   */
  async list(
    accountId: number,
    query: T['query'],
    conditions: Prisma.Sql[] = [],
  ): Promise<{ rows: T['summary'][]; total: number }> {
    const { table, filters, paging, summaries } = this.document;
    const where = [...filters(query), ...conditions];
    const { ids, total } = await this.lists.find(accountId, { table }, paging(query), where);
    const rows = await summaries.load(this.db.reader, accountId, ids);
    return { rows, total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<T['row'] | null> {
    return this.document.records.loadOne(this.records(tx), accountId, id);
  }

  /** Locks the document's row until `tx` ends; false when it does not exist. */
  lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    return lockRow(tx, this.document.table, accountId, id);
  }

  /** Locks the document's row until `tx` ends, then loads it; null when it does not exist. */
  async findForUpdate(accountId: number, id: number, tx: AccountTx): Promise<T['row'] | null> {
    return (await this.lock(accountId, id, tx)) ? this.find(accountId, id, tx) : null;
  }

  /** Writes columns of the document; updated_at is bumped whatever changed (a child, too). */
  protected async updateRow(
    accountId: number,
    id: number,
    data: T['update'],
    tx?: AccountTx,
  ): Promise<void> {
    const changes = { ...(data as object), updatedAt: new Date() } as T['update'];
    await this.document.model(this.client(accountId, tx)).update({ where: { id }, data: changes });
  }
}
