import type { RevenueAssignmentKind } from '@faktura/db';
import type { AccountTx, RecordQuery } from '../../platform/database';

/** The input fields both templates have. */
export interface TemplateInput {
  revenue_category_id?: number | null;
}

/** The row fields the one implementation reads. */
export interface TemplateRow {
  id: number;
}

/** A write's columns, as the kind's own `columns` built them. */
export type TemplateData = Record<string, unknown>;

/** What a create's columns may depend on besides the input. */
export interface TemplateContext {
  /** The account's default currency (expense templates' prices are in it). */
  currency: string;
}

/**
 * What tells task templates (`/account/task_templates`) and expense templates
 * (`/account/expense_templates`) apart; the rest is one implementation (TemplatesService,
 * TemplatesRepository).
 */
export interface TemplateKind<Row extends TemplateRow, Create extends TemplateInput, Response> {
  /** The table (a constant: it goes into SQL as an identifier). */
  table: 'task_templates' | 'expense_templates';
  /** The entity of its domain events (`<entity>.created`, `.changed`, `.deleted`). */
  entity: 'task_template' | 'expense_template';
  /** Its records with the embedded revenue category, in one statement. */
  records: RecordQuery<Row>;
  /** The revenue categories it may not use: those meant only for the other kind. */
  excludedAssignment: RevenueAssignmentKind;
  /** The columns of a create (defaults applied) or an update (only what was sent). */
  columns(input: Partial<Create>, context: TemplateContext | null): TemplateData;
  toResponse(row: Row): Response;
  /** Prisma's models share no write type, so each kind writes its own table. */
  create(db: AccountTx, data: TemplateData): PromiseLike<{ id: number }>;
  update(db: AccountTx, id: number, data: TemplateData): PromiseLike<{ id: number }>;
  delete(db: AccountTx, id: number): PromiseLike<unknown>;
}
