import { Prisma } from '@faktura/db';
import type { AccountTx } from './account-scope.extension';

/** The types of one account table: its row (with what writes include) and its write inputs. */
export interface TableTypes {
  row: unknown;
  create: unknown;
  update: unknown;
  include: unknown;
}

/** The Prisma operations of one model that the shared reads and writes use, at its own types. */
export interface TableDelegate<T extends TableTypes> {
  findFirst(args: { where: { id: number }; include: T['include'] }): PromiseLike<T['row'] | null>;
  findMany(args: {
    where: { id: { in: number[] } };
    include: T['include'];
  }): PromiseLike<T['row'][]>;
  create(args: { data: T['create']; include: T['include'] }): PromiseLike<T['row']>;
  update(args: {
    where: { id: number };
    data: T['update'];
    include: T['include'];
  }): PromiseLike<T['row']>;
  delete(args: { where: { id: number } }): PromiseLike<unknown>;
  deleteMany(args: { where: { id: number } }): PromiseLike<{ count: number }>;
  count(args: { where: { id: number } }): PromiseLike<number>;
}

/** The types of a Prisma model `D`'s rows (with `I` included) and write inputs. */
export interface TableTypesFrom<D, I> {
  row: Prisma.Result<D, { include: I }, 'create'>;
  create: Prisma.Args<D, 'create'>['data'];
  update: Prisma.Args<D, 'update'>['data'];
  include: I;
}

/**
 * One account table as AccountTableRepository (and PaymentsRepository) see it: its Prisma model
 * and what every write returns with.
 */
export interface AccountTable<T extends TableTypes> {
  model(db: AccountTx): TableDelegate<T>;
  include: T['include'];
}

/** The TableTypes of a table declared with accountTable. */
export type TableTypesOf<A> = A extends AccountTable<infer T> ? T : never;

/**
 * Declares an account table by its Prisma model (`(db) => db.deal`) and what writes include;
 * the row and input types come from Prisma, so a repository names none of them.
 */
export function accountTable<D extends TableDelegate<TableTypesFrom<D, I>>, I = undefined>(
  model: (db: AccountTx) => D,
  include: I,
): AccountTable<TableTypesFrom<D, I>> {
  return { model, include };
}

/** A create input without `account_id`, which the account-bound client adds. */
export type WithoutAccount<C> = C extends unknown ? Omit<C, 'accountId'> : never;

/** Account tables whose rows are locked by ID (FOR UPDATE); names go into SQL as identifiers. */
export type LockableTable =
  | 'companies'
  | 'deals'
  | 'projects'
  | 'project_groups'
  | 'users'
  | 'units'
  | 'offers'
  | 'offer_confirmations'
  | 'invoices'
  | 'invoice_reminders'
  | 'purchases'
  | 'purchase_drafts'
  | 'receipts'
  | 'purchase_budgets'
  | 'planned_purchases'
  | 'tags'
  | 'sepa_mandates';

/**
 * Locks the account's row of `table` with this ID until `tx` ends; false when there is none.
 * Rows that refer to it take a share lock when written, so nothing new can start using it
 * while this lock is held (the usage check before a delete stays true).
 */
export async function lockRow(
  tx: AccountTx,
  table: LockableTable,
  accountId: number,
  id: number,
): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM ${Prisma.raw(table)} WHERE id = ${id} AND account_id = ${accountId} FOR UPDATE`;
  return rows.length > 0;
}
