import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import type { ScratchDatabase } from '@faktura/db';
import { startChild, stopAllChildren, waitUntil, type TestChild } from '@faktura/test-support';
import { simpleParser } from 'mailparser';
import type { Pool } from 'pg';
import {
  seedDunningAccount,
  seedEarlierLevels,
  seedOverdueInvoices,
  type DunningAccount,
} from './support/dunning-test-data';
import { startTestSmtpServer, type TestSmtpServer } from './support/mail-test-data';
import { createWorkerTestDatabase } from './support/worker-test-db';

const FIXTURE = join(__dirname, 'fixtures', 'dunning-worker-process.js');
/** 200 in the suite; `pnpm --filter @faktura/worker drill:dunning` runs 1,000. */
const INVOICES = Number(process.env.DUNNING_DRILL_INVOICES ?? 200);
/** Invoices per account and group (two accounts, four groups). */
const SHARE = Math.max(1, Math.round(INVOICES / 8));
const KILL_ROUNDS = 6;
const ACTIVE = `status IN ('queued', 'running')`;

/**
 * Overdue invoices in four groups: the level each already holds (its last letter's age) and the
 * days since its due date, chosen so that exactly the next level is due today.
 */
const GROUPS = [
  { held: 0, overdueDays: 8, lastLetterDaysAgo: 0 },
  { held: 1, overdueDays: 40, lastLetterDaysAgo: 30 },
  { held: 2, overdueDays: 60, lastLetterDaysAgo: 20 },
  // Past the last level: nothing comes.
  { held: 3, overdueDays: 100, lastLetterDaysAgo: 30 },
];

/**
 * The drill: three real worker processes (runner and handlers from dist/) run dunning passes
 * and send the reminder e-mails while the test SIGKILLs them at random points of the work and
 * starts them again. Then every invoice holds each due level exactly once, and the SMTP server
 * got each reminder e-mail exactly once.
 */
describe('dunning run under killed workers', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    smtp = await startTestSmtpServer();
  }, 120_000);

  afterAll(async () => {
    await stopAllChildren(5000);
    await smtp?.stop();
    await pool?.end();
    await db?.drop();
  });

  const count = async (sql: string, values: unknown[] = []) =>
    (await pool.query<{ n: number }>(sql, values)).rows[0].n;
  const writtenToday = () =>
    count(`SELECT count(*)::int AS n FROM invoice_reminders
            WHERE date = (now() AT TIME ZONE 'Europe/Berlin')::date`);
  const queuedMails = () =>
    count(
      `SELECT count(*)::int AS n FROM email_deliveries WHERE document_kind = 'invoice_reminder'`,
    );

  async function startWorkerProcess(name: string): Promise<{ child: TestChild; id: string }> {
    const child = startChild(process.execPath, [FIXTURE], {
      env: { ...process.env, DATABASE_URL: db.url, WORKER_NAME: name, SMTP_URL: smtp.url },
    });
    const [, id] = await child.waitForOutput(/READY (\S+)/);
    return { child, id };
  }

  /** A wait that timed out: what the jobs were doing, in the error. */
  async function failWithState(error: Error): Promise<never> {
    const { rows } = await pool.query(
      `SELECT type, status::text, count(*)::int AS n, max(attempts) AS attempts,
              max(last_error) AS last_error
         FROM jobs WHERE status <> 'completed' GROUP BY 1, 2`,
    );
    const state = { letters: await writtenToday(), messages: smtp.messages.length, jobs: rows };
    throw new Error(`${error.message}; ${JSON.stringify(state)}`);
  }

  const enqueuePass = (key: string) =>
    pool.query(
      `INSERT INTO jobs (type, payload, dedupe_key, updated_at)
       VALUES ('invoices.dunning-run', '{}', $1, now())`,
      [key],
    );

  /** SHARE invoices per account and group; the level each should hold after the run. */
  async function seed(accounts: DunningAccount[]): Promise<Map<number, number>> {
    const expected = new Map<number, number>();
    for (const account of accounts) {
      for (const group of GROUPS) {
        const ids = await seedOverdueInvoices(pool, account, SHARE, group.overdueDays);
        if (group.held > 0) {
          await seedEarlierLevels(
            pool,
            account.accountId,
            ids,
            group.held,
            group.lastLetterDaysAgo,
          );
        }
        for (const id of ids) expected.set(id, Math.min(group.held + 1, 3));
      }
    }
    return expected;
  }

  it('writes each due level exactly once and sends each e-mail at most once, every sent one', async () => {
    const mailing = await seedDunningAccount(pool, { sendEmail: true, vatId: 'DE811111111' });
    const quiet = await seedDunningAccount(pool, { sendEmail: false });
    const expected = await seed([mailing, quiet]);
    // Three of the four groups owe a letter; the e-mailing account's letters go out.
    const dueMails = SHARE * 3;
    const dueLetters = dueMails * 2;
    // A delivery ends `sent` or, killed in the middle of SMTP, `uncertain` (never sent again:
    // e-mail goes out at most once), so progress counts ended deliveries, not messages.
    const endedMails = () =>
      count(
        `SELECT count(*)::int AS n FROM email_deliveries
          WHERE document_kind = 'invoice_reminder' AND status::text IN ('sent', 'uncertain')`,
      );
    const progress = async () => (await writtenToday()) + (await endedMails());
    const done = dueLetters + dueMails;

    const workers = await Promise.all([0, 1, 2].map((n) => startWorkerProcess(`dun-${n}`)));
    await Promise.all([0, 1, 2].map((n) => enqueuePass(`drill:start:${n}`)));
    let killedMidWork = 0;
    for (let round = 0; round < KILL_ROUNDS && (await progress()) < done; round++) {
      const step = randomInt(1, Math.ceil(done / (KILL_ROUNDS + 2)));
      const target = Math.min(done, (await progress()) + step);
      await waitUntil(
        async () => (await progress()) >= target,
        120_000,
        `letters and e-mails to reach ${target}`,
      ).catch(failWithState);
      // Every third round all three at once, else one of them.
      const victims = round % 3 === 2 ? [0, 1, 2] : [randomInt(3)];
      for (const victim of victims) {
        await workers[victim].child.kill('SIGKILL');
        if ((await progress()) < done) killedMidWork++;
        // Its jobs are handed over by ageing the locks it can no longer renew.
        await pool.query(
          `UPDATE jobs SET locked_at = now() - interval '1 day'
            WHERE locked_by = $1 AND status = 'running'`,
          [workers[victim].id],
        );
        workers[victim] = await startWorkerProcess(`dun-${victim}-${round}`);
      }
      await enqueuePass(`drill:${round}`);
    }
    await waitUntil(
      async () =>
        (await writtenToday()) === dueLetters &&
        (await count(`SELECT count(*)::int AS n FROM jobs WHERE ${ACTIVE}`)) === 0,
      120_000,
      'every due letter to be written and every job to end',
    ).catch(failWithState);

    // Each invoice holds the levels 1..expected, each once, the new one written today.
    const { rows } = await pool.query<{ invoice_id: number; levels: number[] }>(
      `SELECT invoice_id, array_agg(dunning_level ORDER BY dunning_level) AS levels
         FROM invoice_reminders GROUP BY invoice_id`,
    );
    const held = new Map(rows.map((row) => [row.invoice_id, row.levels]));
    const wrong = [...expected].filter(([id, level]) => {
      const levels = held.get(id) ?? [];
      return levels.join() !== Array.from({ length: level }, (_, n) => n + 1).join();
    });
    expect(wrong).toEqual([]);

    // Only the e-mailing account's letters went out, each once, and nothing is left unsent.
    expect(await queuedMails()).toBe(dueMails);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM email_deliveries
          WHERE document_kind = 'invoice_reminder' AND account_id = $1`,
        [mailing.accountId],
      ),
    ).toBe(dueMails);
    const ids = await Promise.all(
      smtp.messages.map(async (message) => (await simpleParser(message.raw)).messageId),
    );
    // No message reached the server twice, and none that no delivery stands for.
    expect(new Set(ids).size).toBe(ids.length);
    const { rows: deliveries } = await pool.query<{ message_id: string; status: string }>(
      `SELECT message_id, status::text FROM email_deliveries`,
    );
    expect(ids.filter((id) => !deliveries.some((row) => row.message_id === id))).toEqual([]);
    // Every `sent` delivery is at the server. A kill in the middle of SMTP leaves a delivery
    // `uncertain`: the server has it at most once (once when the kill came after the end of
    // DATA), and it is never sent again.
    const sent = deliveries.filter((row) => row.status === 'sent').map((row) => row.message_id);
    expect(sent.filter((id) => !ids.includes(id))).toEqual([]);
    expect(deliveries.filter((row) => !['sent', 'uncertain'].includes(row.status))).toEqual([]);
    expect(killedMidWork).toBeGreaterThan(0);
  }, 240_000);
});
