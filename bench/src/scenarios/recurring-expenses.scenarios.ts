import { waitUntil } from '@faktura/test-support';
import type { Scenario } from '../context';
import { withClient } from '../database';
import { extraWithin, fakturaOnly, judged } from '../goals';

/** Recurring expenses due at once: a large installation's busiest hour. */
const DUE = 10_000;
const TYPE = 'projects.recurring-expenses';

const seconds = (ms: number) => Math.round(ms / 10) / 100;

export const RECURRING_EXPENSE_SCENARIOS: Scenario[] = [
  {
    name: 'recurring-expenses-pass',
    phase: 'worker',
    run: async (context) => {
      await context.worker();
      return withClient(context.databaseUrl, async (db) => {
        const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0].n;
        // The worker's own hourly pass (queued when it started) ends before the seed.
        await waitUntil(
          async () =>
            (await count(`SELECT count(*)::int AS n FROM jobs WHERE type = '${TYPE}'
                            AND status IN ('queued', 'running')`)) === 0,
          120_000,
          'the hourly pass to end',
        );
        const bench = context.world.bench.id;
        // One project; each recurring expense monthly, started 0-27 days ago: one period due.
        const project = await db.query<{ id: number }>(
          `INSERT INTO projects (account_id, name, identifier, company_id, currency, created_at,
                                 updated_at)
           VALUES ($1, 'Recurring bench', 'RB-1', $2, 'EUR', now(), now()) RETURNING id`,
          [bench, context.world.customerIds[0]],
        );
        await db.query(
          `INSERT INTO recurring_expenses
                  (account_id, project_id, start_date, recur_next_date, period, title, quantity,
                   unit_price, price, currency, service_period_direction, updated_at)
           SELECT $1, $2, day, day, 'monthly', 'Hosting ' || g, 1, 49.9, 49.9, 'EUR', 'forward', now()
             FROM generate_series(1, $3::int) g
            CROSS JOIN LATERAL (
              SELECT (now() AT TIME ZONE a.time_zone)::date - g % 28 AS day
                FROM accounts a WHERE a.id = $1) AS local`,
          [bench, project.rows[0].id, DUE],
        );
        const started = performance.now();
        const job = await db.query<{ id: string }>(
          `INSERT INTO jobs (type, payload, dedupe_key, updated_at)
           VALUES ($1, '{}', 'bench:recurring-expenses', now()) RETURNING id::text`,
          [TYPE],
        );
        await waitUntil(
          async () =>
            (await count(`SELECT count(*)::int AS n FROM jobs WHERE id = ${job.rows[0].id}
                            AND status IN ('completed', 'failed')`)) === 1,
          600_000,
          'the pass to end',
        );
        const wallSeconds = seconds(performance.now() - started);
        const created = await count(
          'SELECT count(*)::int AS n FROM expenses WHERE recurring_expense_id IS NOT NULL',
        );
        if (created !== DUE) throw new Error(`the pass created ${created} of ${DUE} expenses`);
        context.say(`  recurring-expenses-pass: ${created} expenses in ${wallSeconds} s`);
        return judged(
          fakturaOnly('recurring-expenses-pass', null, null, {
            created,
            wallSeconds,
            perSecond: Math.round(created / wallSeconds),
          }),
          extraWithin('wallSeconds', 300, 'max', `${DUE} due ≤ 300 s (well inside the hour)`),
        );
      });
    },
  },
];
