import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import { startChild, stopAllChildren, waitUntil, type TestChild } from '@faktura/test-support';
import type { Pool } from 'pg';
import {
  createRecurringAccount,
  createRecurringExpense,
  seriesDifferences,
  todayIn,
  type TestSeries,
} from './support/recurring-expense-test-data';
import { createWorkerTestDatabase } from './support/worker-test-db';

const FIXTURE = join(__dirname, 'fixtures', 'recurring-worker-process.js');
const TYPE = 'projects.recurring-expenses';
const ZONES = ['Europe/Berlin', 'America/New_York', 'Pacific/Auckland'];
/** Copies of every series per account: enough work for kills to land in the middle of it. */
const COPIES = 3;
const KILL_ROUNDS = 6;

/** Series due over the last three years: month ends, DST changes, finish dates in and after. */
function drillSeries(year: number): TestSeries[] {
  const from = year - 3;
  return [
    { start: `${from}-01-31`, period: 'monthly', direction: 'forward' },
    { start: `${from}-01-30`, period: 'monthly', direction: 'backward' },
    { start: `${from}-03-29`, period: 'monthly', finish: `${from + 2}-02-28` },
    // Sundays and Mondays around the spring and autumn clock changes.
    { start: `${from}-03-20`, period: 'weekly', direction: 'forward' },
    { start: `${from}-03-26`, period: 'weekly' },
    { start: `${from}-10-23`, period: 'biweekly', direction: 'backward' },
    { start: `${from}-11-30`, period: 'quarterly', direction: 'backward' },
    { start: `${from}-08-31`, period: 'biannual', direction: 'forward' },
    { start: `${from}-12-31`, period: 'annual', finish: `${from + 2}-06-30` },
    { start: `${from}-02-28`, period: 'annual', finish: `${year + 1}-12-31` },
    { start: `${from}-12-31`, period: 'annual2' },
    { start: `${from}-05-31`, period: 'annual3', direction: 'forward' },
  ];
}

/**
 * The drill: three real worker processes (runner, scheduler and handler from dist/) create the
 * expenses of recurring expenses of three accounts in three time zones while the test SIGKILLs
 * them at random points of the work and starts them again, until nothing is due. Then every
 * period of every series, computed independently by the domain, has exactly one run and one
 * expense, and each recur_next_date is right.
 */
describe('recurring expenses under killed workers', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 3 });
  });

  afterAll(async () => {
    await stopAllChildren(5000);
    await prisma?.$disconnect();
    await pool?.end();
    await db?.drop();
  });

  const count = async (sql: string) => (await pool.query<{ n: number }>(sql)).rows[0].n;
  // The handler's own condition: due today in the account's time zone.
  const dueCount = () =>
    count(`SELECT count(*)::int AS n FROM recurring_expenses r JOIN accounts a ON a.id = r.account_id
            WHERE r.recur_next_date <= (now() AT TIME ZONE a.time_zone)::date
              AND (r.finish_date IS NULL OR r.recur_next_date <= r.finish_date)`);
  const runCount = () => count('SELECT count(*)::int AS n FROM recurring_expense_runs');

  async function startWorkerProcess(name: string): Promise<{ child: TestChild; id: string }> {
    const child = startChild(process.execPath, [FIXTURE], {
      env: { ...process.env, DATABASE_URL: db.url, WORKER_NAME: name },
    });
    const [, id] = await child.waitForOutput(/READY (\S+)/);
    return { child, id };
  }

  /** A pass besides the hourly one, so that several workers run passes at the same time. */
  const enqueuePass = (key: string) =>
    pool.query(
      `INSERT INTO jobs (type, payload, dedupe_key, updated_at) VALUES ($1, '{}', $2, now())`,
      [TYPE, key],
    );

  it('creates each period exactly once however often workers are killed', async () => {
    const year = Number(todayIn('UTC').slice(0, 4));
    for (const zone of ZONES) {
      const account = await createRecurringAccount(prisma, zone);
      for (let copy = 0; copy < COPIES; copy++) {
        for (const series of drillSeries(year)) {
          await createRecurringExpense(prisma, account, series);
        }
      }
    }
    expect(await dueCount()).toBe(ZONES.length * COPIES * drillSeries(year).length);

    const workers = await Promise.all([0, 1, 2].map((n) => startWorkerProcess(`drill-${n}`)));
    let killedMidWork = 0;
    for (let round = 0; round < KILL_ROUNDS && (await dueCount()) > 0; round++) {
      const target = (await runCount()) + randomInt(100, 700);
      await waitUntil(
        async () => (await runCount()) >= target || (await dueCount()) === 0,
        60_000,
        `periods to reach ${target}`,
      );
      // Every third round all three at once, else one of them.
      const victims = round % 3 === 2 ? [0, 1, 2] : [randomInt(3)];
      for (const victim of victims) {
        await workers[victim].child.kill('SIGKILL');
        if ((await dueCount()) > 0) killedMidWork++;
        // Its job is handed over by ageing the lock it can no longer renew.
        await pool.query(
          `UPDATE jobs SET locked_at = now() - interval '1 day' WHERE locked_by = $1 AND status = 'running'`,
          [workers[victim].id],
        );
        workers[victim] = await startWorkerProcess(`drill-${victim}-${round}`);
      }
      await enqueuePass(`drill:${round}`);
    }
    await waitUntil(
      async () =>
        (await dueCount()) === 0 &&
        (await count(
          `SELECT count(*)::int AS n FROM jobs WHERE type = '${TYPE}' AND status IN ('queued', 'running')`,
        )) === 0,
      90_000,
      'no recurring expense to be due and every pass to end',
    );

    const check = await seriesDifferences(prisma);
    expect(check.differences).toEqual([]);
    expect(await runCount()).toBe(check.periods);
    expect(await count('SELECT count(*)::int AS n FROM expenses')).toBe(check.periods);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM jobs WHERE type = '${TYPE}' AND status = 'failed'`,
      ),
    ).toBe(0);
    expect(killedMidWork).toBeGreaterThan(0);
  }, 240_000);
});
