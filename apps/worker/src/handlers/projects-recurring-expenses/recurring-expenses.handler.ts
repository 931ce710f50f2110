import {
  lockRecurringExpense,
  recordRecurringExpensePeriods,
  subscribedHooks,
  writeWebhookDeliveriesOfMany,
  type JobPayloads,
  type PrismaClient,
} from '@faktura/db';
import { planRecurringExpensePeriods } from '@faktura/domain';
import type { Logger } from '../../logger';
import type { JobHandler } from '../../runner/job.types';

/** Due recurring expenses read per query: the pass walks them by id, this many at a time. */
export const RECURRING_EXPENSES_BATCH_SIZE = 200;

/**
 * Periods written per transaction: a series years behind is caught up in several short
 * transactions instead of one long one.
 */
export const PERIODS_PER_TRANSACTION = 100;

/** Recurring expenses of a batch written at once, each on its own connection. */
export const PASS_CONCURRENCY = 3;

interface DueRecurringExpense {
  id: number;
  account_id: number;
  /** Today in the account's time zone (`YYYY-MM-DD`). */
  today: string;
}

/** What one pass did: expenses created and the recurring expenses that failed (left for later). */
export interface RecurringExpensesPass {
  created: number;
  failed: number[];
}

/**
 * Creates every due period of every recurring expense whose recur_next_date is on or before today
 * in its account's time zone. The due ones are read in batches by id; each is then locked with
 * SKIP LOCKED in its own short transaction, PASS_CONCURRENCY at a time (one held by another
 * worker or request is theirs to finish), planned by the domain and written by the shared
 * writer, whose run rows make each period happen once however often the pass runs or is killed.
 * A failing recurring expense is logged and skipped so that it holds back no other.
 */
export async function createDueRecurringExpenses(
  prisma: PrismaClient,
  log: Logger,
  batchSize = RECURRING_EXPENSES_BATCH_SIZE,
): Promise<RecurringExpensesPass> {
  const pass: RecurringExpensesPass = { created: 0, failed: [] };
  let after = 0;
  for (;;) {
    const due = await prisma.$queryRaw<DueRecurringExpense[]>`
      SELECT r.id, r.account_id, to_char(local.today, 'YYYY-MM-DD') AS today
        FROM recurring_expenses r
        JOIN accounts a ON a.id = r.account_id
       CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE a.time_zone)::date AS today) AS local
       WHERE r.id > ${after} AND r.recur_next_date <= local.today
         AND (r.finish_date IS NULL OR r.recur_next_date <= r.finish_date)
       ORDER BY r.id LIMIT ${batchSize}`;
    // The hooks of each account, asked once per batch as the overdue sweep does.
    const hooks = new Map<number, Promise<number[]>>();
    const hooksOf = (accountId: number) => {
      if (!hooks.has(accountId)) {
        hooks.set(accountId, subscribedHooks(prisma, accountId, 'Expense', 'create'));
      }
      return hooks.get(accountId) as Promise<number[]>;
    };
    let next = 0;
    const lane = async () => {
      while (next < due.length) {
        const row = due[next++];
        try {
          // Awaited first: `+=` would read the count before the await, lost to the other lanes.
          const created = await createPeriodsOf(prisma, row, await hooksOf(row.account_id));
          pass.created += created;
        } catch (error) {
          pass.failed.push(row.id);
          log.error(`recurring expense ${row.id} failed: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: PASS_CONCURRENCY }, lane));
    if (due.length < batchSize) return pass;
    after = due[due.length - 1].id;
  }
}

/** The due periods of one recurring expense, PERIODS_PER_TRANSACTION per transaction. */
async function createPeriodsOf(
  prisma: PrismaClient,
  due: DueRecurringExpense,
  hooks: readonly number[],
): Promise<number> {
  let created = 0;
  for (;;) {
    const written = await prisma.$transaction(async (tx) => {
      const row = await lockRecurringExpense(tx, due.account_id, due.id, { skipLocked: true });
      if (row === null) return { created: 0, more: false };
      const series = {
        start: row.startDate,
        finish: row.finishDate,
        period: row.period,
        direction: row.servicePeriodDirection,
        from: row.recurNextDate,
      };
      const plan = planRecurringExpensePeriods(series, due.today, PERIODS_PER_TRANSACTION);
      if (plan.periods.length === 0) return { created: 0, more: false };
      const ids = await recordRecurringExpensePeriods(tx, row, plan.periods, plan.nextDate);
      // As the overdue sweep: no payload (an API process renders it) and no actor.
      const event = { accountId: row.accountId, target: 'Expense', event: 'create' } as const;
      const records = ids.map((entityId) => ({ entityId, payload: null }));
      await writeWebhookDeliveriesOfMany(tx, { ...event, actorUserId: null }, hooks, records);
      return { created: ids.length, more: plan.periods.length === PERIODS_PER_TRANSACTION };
    });
    created += written.created;
    if (!written.more) return created;
  }
}

/**
 * The hourly pass over recurring expenses. Only database writes, each period once, so a retry or
 * a second worker simply carries on; no `step()` is needed. A recurring expense that failed makes
 * the job fail after the others are done, so it is retried.
 */
export const recurringExpensesHandler: JobHandler<
  JobPayloads['projects.recurring-expenses']
> = async ({ prisma, log }) => {
  const pass = await createDueRecurringExpenses(prisma, log);
  if (pass.created > 0) log.info(`created ${pass.created} expenses of recurring expenses`);
  if (pass.failed.length > 0) {
    throw new Error(`recurring expenses ${pass.failed.join(', ')} failed (see the log)`);
  }
};
