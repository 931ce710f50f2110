import type { Prisma } from '@faktura/db';
import type { AccountTx } from '../../platform/database';

/** The input fields every category has. */
export interface CategoryInput {
  name?: string;
  active?: boolean;
}

/** The row fields the one implementation reads. */
export interface CategoryRow {
  id: number;
}

/** A write's columns, as the kind's own `columns` built them. */
export type CategoryData = Record<string, unknown>;

/**
 * What tells revenue categories (`/revenue_categories`: ledger accounts of positions, tasks and
 * expenses) and purchase categories (`/purchases/categories`) apart; the rest is one
 * implementation (CategoriesService, CategoriesRepository).
 */
export interface CategoryKind<
  Row extends CategoryRow,
  Create extends CategoryInput,
  Response,
  Query = never,
> {
  /** The table of the list query: a constant, never input. */
  table: 'revenue_categories' | 'purchase_categories';
  /** Why a used category cannot be deleted (422). */
  inUseMessage: string;
  /** The kind's own list filters (besides the global ones), from its typed list query. */
  filters(query: Query): Prisma.Sql[];
  /** The columns of a create (defaults applied) or an update (only what was sent). */
  columns(input: Partial<Create>, creating: boolean): CategoryData;
  toResponse(row: Row): Response;
  findMany(db: AccountTx, ids: number[]): PromiseLike<Row[]>;
  find(db: AccountTx, id: number): PromiseLike<Row | null>;
  /** How many records refer to the category. */
  usageCount(db: AccountTx, id: number): Promise<number>;
  /** Prisma's models share no write type, so each kind writes its own table. */
  create(db: AccountTx, data: CategoryData): PromiseLike<Row>;
  update(db: AccountTx, id: number, data: CategoryData): PromiseLike<Row>;
  delete(db: AccountTx, id: number): PromiseLike<unknown>;
}
