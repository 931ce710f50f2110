import type { Prisma } from '@faktura/db';
import {
  AccountScopedRepository,
  type LockableTable,
  lockRow,
  insertNumberedDocument,
  type UnnestColumn,
} from '../../platform/database';
import type { AccountDbService, AccountTx } from '../../platform/database';
import {
  type ListingDeclaration,
  type ListingTypes,
  type RecordListing,
  recordListing,
  RecordReads,
} from '../../platform/repositories';
import type { ListQuery, ListQueryService } from '../../platform/lists';
/** The types of one document table: its listing's, and the columns of an update. */
export interface DocumentTypes extends ListingTypes {
  update: unknown;
}

/** The Prisma operation the shared column update uses, at the model's own types. */
interface DocumentModel<Update> {
  update(args: { where: { id: number }; data: Update }): PromiseLike<unknown>;
}

/** The table of a document's positions or items, as insertNumberedDocument writes them. */
export interface DocumentChildren {
  table: string;
  parentColumn: string;
  spec: readonly UnnestColumn[];
}

/** One document table as DocumentRepository reads it (see documentTable). */
export interface DocumentTable<T extends DocumentTypes> extends RecordListing<T> {
  table: LockableTable;
  model(db: AccountTx): DocumentModel<T['update']>;
  children?: DocumentChildren;
}

/** The DocumentTypes of a table declared with documentTable. */
export type DocumentTypesOf<A> = A extends DocumentTable<infer T> ? T : never;

/**
 * Declares a document table: how it is listed and read (recordListing: its name, the
 * RecordQuery of one document and of a list page, the list's filters and paging), its Prisma
 * model for the column updates, and the table of its positions or items, if it has any.
 */
export function documentTable<
  Q extends ListQuery,
  R,
  D extends DocumentModel<Prisma.Args<D, 'update'>['data']>,
  S = R,
>(
  declaration: ListingDeclaration<Q, R, S> & {
    table: LockableTable;
    model: (db: AccountTx) => D;
    children?: DocumentChildren;
  },
): DocumentTable<{ query: Q; summary: S; row: R; update: Prisma.Args<D, 'update'>['data'] }> {
  const { table, model, children } = declaration;
  return { ...recordListing(declaration), table, model, children };
}

/**
 * The base of a document's repository (offers, invoices, reminders, purchases): the list, the
 * loads and the row lock every one of them had written out, typed by its documentTable.
 */
export abstract class DocumentRepository<T extends DocumentTypes> extends AccountScopedRepository {
  private readonly reads: RecordReads<T>;

  protected constructor(
    db: AccountDbService,
    lists: ListQueryService,
    protected readonly document: DocumentTable<T>,
  ) {
    super(db);
    this.reads = new RecordReads(db, lists, document);
  }

  /** One page of the list, with the table's filters and the service's `conditions`. */
  list(
    accountId: number,
    query: T['query'],
    conditions: Prisma.Sql[] = [],
  ): Promise<{ rows: T['summary'][]; total: number }> {
    return this.reads.page(accountId, query, conditions);
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<T['row'] | null> {
    return this.reads.one(accountId, id, tx);
  }

  /** Locks the document's row until `tx` ends; false when it does not exist. */
  lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    return lockRow(tx, this.document.table, accountId, id);
  }

  /** Locks the document's row until `tx` ends, then loads it; null when it does not exist. */
  async findForUpdate(accountId: number, id: number, tx: AccountTx): Promise<T['row'] | null> {
    return (await this.lock(accountId, id, tx)) ? this.find(accountId, id, tx) : null;
  }

  /**
   * Inserts the document with its number (NumberingService.nextSql; null for none) and its
   * `children` (positions, items) in one statement; answers its ID and number and the
   * children's IDs, in order.
   */
  protected insertDocument(
    accountId: number,
    row: Record<string, unknown>,
    children: readonly object[],
    number: Prisma.Sql | null,
    tx: AccountTx,
  ): Promise<{ id: number; identifier: string | null; childIds: number[] }> {
    const { table } = this.document;
    const declared = this.document.children;
    if (!declared) throw new Error(`${table} declares no children`);
    const rows = { ...declared, rows: children as readonly Record<string, unknown>[] };
    return insertNumberedDocument(tx, { table, accountId, row, number, children: rows });
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
