import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import { simpleParser } from 'mailparser';
import type { Pool } from 'pg';
import { createJobHandlers } from '../src/handlers/job-handlers';
import { silentLogger } from '../src/logger';
import { JobRunner } from '../src/runner/job-runner';
import { startTestSmtpServer, type TestSmtpServer } from './support/mail-test-data';
import { createWorkerTestDatabase, jobState, waitFor } from './support/worker-test-db';

/** The production handler list: assign_to_project's notice reaches the project leader once. */
describe('projects.expense-notification', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let smtp: TestSmtpServer;
  let runner: JobRunner;

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 4 });
    smtp = await startTestSmtpServer();
    const handlers = createJobHandlers({
      prisma,
      mail: { smtpUrl: smtp.url, defaultFrom: 'Faktura <no-reply@localhost>' },
      publicUrl: 'http://localhost:3000',
    });
    runner = new JobRunner(
      { pool, prisma, databaseUrl: db.url, handlers, log: silentLogger },
      { requiredTypes: Object.keys(handlers), pollIntervalMs: 100 },
    );
    await runner.start();
  });

  afterAll(async () => {
    await runner.stop();
    await smtp.stop();
    await prisma.$disconnect();
    await pool.end();
    await db.drop();
  });

  async function expenseFor(leaderEmail: string | null) {
    const account = await prisma.account.create({
      data: { name: 'Muster GmbH', slug: `notify-${Math.random().toString(36).slice(2)}` },
    });
    const leader =
      leaderEmail === null
        ? null
        : await prisma.user.create({
            data: {
              accountId: account.id,
              firstname: 'Lea',
              lastname: 'Leiter',
              email: leaderEmail,
            },
          });
    const company = await prisma.company.create({
      data: { accountId: account.id, name: 'Kunde AG', type: 'customer' },
    });
    const project = await prisma.project.create({
      data: {
        accountId: account.id,
        name: 'Shop',
        identifier: 'P-1',
        companyId: company.id,
        currency: 'EUR',
        leaderId: leader?.id ?? null,
      },
    });
    const expense = await prisma.expense.create({
      data: {
        accountId: account.id,
        projectId: project.id,
        date: new Date('2026-05-04'),
        title: 'Server rack',
        unitPrice: '1150',
        price: '1150',
        currency: 'EUR',
      },
    });
    return { account, expense };
  }

  const enqueue = async (accountId: number, expenseId: number) => {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO jobs (type, account_id, payload, updated_at)
       VALUES ('projects.expense-notification', $1, $2, now()) RETURNING id::text`,
      [accountId, JSON.stringify({ expenseId })],
    );
    await waitFor(
      async () => (await jobState(pool, rows[0].id)).status === 'completed',
      30_000,
      'the notification job',
    );
    return rows[0].id;
  };

  it('e-mails the leader once about the new expense', async () => {
    const { account, expense } = await expenseFor('lea@muster.example');
    const jobId = await enqueue(account.id, expense.id);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].to).toEqual(['lea@muster.example']);
    const mail = await simpleParser(smtp.messages[0].raw);
    expect(mail.subject).toBe('New expense on Shop: Server rack');
    expect(mail.text).toContain('1150.00 EUR');
    // Run again as a retry would: the recorded step keeps it from mailing twice.
    await pool.query(`UPDATE jobs SET status = 'queued', run_at = now() WHERE id = $1`, [jobId]);
    await waitFor(
      async () => (await jobState(pool, jobId)).status === 'completed',
      30_000,
      'the rerun',
    );
    expect(smtp.messages).toHaveLength(1);
  });

  it('sends nothing when the project has no leader or the expense is gone', async () => {
    const before = smtp.messages.length;
    const { account, expense } = await expenseFor(null);
    await enqueue(account.id, expense.id);
    await enqueue(account.id, 999_999);
    expect(smtp.messages).toHaveLength(before);
  });
});
