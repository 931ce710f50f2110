import { Prisma } from '../generated/prisma/client';
import type { RecurrencePeriod, ServicePeriodDirection } from '../generated/prisma/client';
import type { WebhookOutboxTransaction } from '../webhook-outbox/webhook-outbox';

/** What the period functions need of a transaction: Prisma's raw queries, as the outbox's. */
export type RecurringExpenseTransaction = WebhookOutboxTransaction;

/**
 * A recurring expense locked for writing its periods: what planning them needs (dates as
 * `YYYY-MM-DD`) and its project's currency. The copied columns are read by the writer itself.
 */
export interface LockedRecurringExpense {
  id: number;
  accountId: number;
  projectId: number;
  startDate: string;
  finishDate: string | null;
  recurNextDate: string;
  period: RecurrencePeriod;
  servicePeriodDirection: ServicePeriodDirection;
  currency: string;
  projectCurrency: string;
}

/** One period to create: the expense's date and the service period it bills. */
export interface PlannedRecurringExpensePeriod {
  date: string;
  servicePeriodFrom: string | null;
  servicePeriodTo: string | null;
  /** The printed service period (formatted by the caller). */
  servicePeriod: string | null;
}

/** Options of `lockRecurringExpense`. */
export interface LockRecurringExpenseOptions {
  /** Answer null at once when another transaction holds the lock (parallel workers). */
  skipLocked?: boolean;
}

/**
 * Locks the recurring expense (FOR UPDATE) in tx and returns it with its project's currency;
 * null if missing or not the account's (or, with skipLocked, locked by another transaction).
 */
export async function lockRecurringExpense(
  tx: RecurringExpenseTransaction,
  accountId: number,
  id: number,
  options: LockRecurringExpenseOptions = {},
): Promise<LockedRecurringExpense | null> {
  const wait = options.skipLocked ? Prisma.sql`SKIP LOCKED` : Prisma.empty;
  const rows = await tx.$queryRaw<LockedRecurringExpense[]>(Prisma.sql`
    SELECT r.id, r.account_id AS "accountId", r.project_id AS "projectId",
           to_char(r.start_date, 'YYYY-MM-DD') AS "startDate",
           to_char(r.finish_date, 'YYYY-MM-DD') AS "finishDate",
           to_char(r.recur_next_date, 'YYYY-MM-DD') AS "recurNextDate",
           r.period::text AS period,
           r.service_period_direction::text AS "servicePeriodDirection",
           r.currency, p.currency AS "projectCurrency"
      FROM recurring_expenses r
      JOIN projects p ON p.id = r.project_id
     WHERE r.id = ${id} AND r.account_id = ${accountId}
       FOR UPDATE OF r ${wait}`);
  return rows[0] ?? null;
}

/**
 * For each planned period: inserts its run (ON CONFLICT DO NOTHING) and, only when inserted,
 * the project expense copied from the recurring expense (date = period date, its service
 * period, recurring_expense_id); then sets recur_next_date. Returns the expense ids created (in
 * date order). The caller holds the lock of `lockRecurringExpense` in the same transaction.
 */
export async function recordRecurringExpensePeriods(
  tx: RecurringExpenseTransaction,
  row: LockedRecurringExpense,
  periods: readonly PlannedRecurringExpensePeriod[],
  nextDate: string,
): Promise<number[]> {
  const column = (pick: (period: PlannedRecurringExpensePeriod) => string | null) =>
    periods.map(pick);
  // One statement, one round trip. Each period's expense id is drawn first, so its run names
  // the expense as it is inserted; a period whose run exists (made before, its expense maybe
  // deleted since) gets no expense, and its drawn id is simply never used. The foreign key is
  // checked at the end of the statement, when both rows exist. `moved` runs though nothing reads
  // it (PostgreSQL runs every data-modifying WITH); updated_at moves only when recur_next_date
  // changes: a pass with nothing due is no update.
  const rows = await tx.$queryRaw<{ id: number; date: string }[]>(Prisma.sql`
    WITH planned AS (
      SELECT DISTINCT ON (period_date) *
        FROM unnest(${column((period) => period.date)}::date[],
                    ${column((period) => period.servicePeriodFrom)}::date[],
                    ${column((period) => period.servicePeriodTo)}::date[],
                    ${column((period) => period.servicePeriod)}::text[])
               AS planned(period_date, service_period_from, service_period_to, service_period)
       ORDER BY period_date
    ), numbered AS (
      SELECT planned.*, nextval(pg_get_serial_sequence('expenses', 'id'))::int AS expense_id
        FROM planned
    ), runs AS (
      INSERT INTO recurring_expense_runs (recurring_expense_id, period_date, account_id, expense_id)
      SELECT ${row.id}, period_date, ${row.accountId}, expense_id FROM numbered
      ON CONFLICT DO NOTHING
      RETURNING period_date
    ), created AS (
      INSERT INTO expenses
             (id, account_id, project_id, date, title, description, quantity, unit, unit_price,
              unit_cost, price, cost, currency, budget_relevant, billable,
              purchase_assignment_locked, user_id, revenue_category_id, custom_properties,
              service_period, service_period_from, service_period_to, recurring_expense_id,
              created_at, updated_at)
      SELECT numbered.expense_id, r.account_id, r.project_id, numbered.period_date, r.title,
             r.description, r.quantity, r.unit, r.unit_price, r.unit_cost, r.price, r.cost,
             r.currency, r.budget_relevant, r.billable, r.purchase_assignment_locked, r.user_id,
             r.revenue_category_id, r.custom_properties, numbered.service_period,
             numbered.service_period_from, numbered.service_period_to, r.id, now(), now()
        FROM runs
        JOIN numbered USING (period_date)
        JOIN recurring_expenses r ON r.id = ${row.id} AND r.account_id = ${row.accountId}
      RETURNING id, date
    ), moved AS (
      UPDATE recurring_expenses SET recur_next_date = ${nextDate}::date, updated_at = now()
       WHERE id = ${row.id} AND account_id = ${row.accountId}
         AND recur_next_date IS DISTINCT FROM ${nextDate}::date
      RETURNING id
    )
    SELECT id, to_char(date, 'YYYY-MM-DD') AS date FROM created ORDER BY date, id`);
  return rows.map((created) => created.id);
}
