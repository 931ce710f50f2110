import { join } from 'node:path';
import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import { startChild, stopAllChildren, waitUntil, type TestChild } from '@faktura/test-support';
import { simpleParser } from 'mailparser';
import type { Pool } from 'pg';
import { UNCERTAIN_ERROR } from '../src/handlers/email-send/email-send.handler';
import {
  FIXED_PDF,
  seedOfferDelivery,
  startTestSmtpServer,
  type TestSmtpServer,
} from './support/mail-test-data';
import { createWorkerTestDatabase, jobState } from './support/worker-test-db';

const FIXTURE = join(__dirname, 'fixtures', 'mail-worker-process.js');

/**
 * Real worker processes (the runner and handler from dist/) SIGKILLed at each point of the SMTP
 * exchange. Every wait is for an event (a line of output, the sink reaching a stage, a row);
 * every process is stopped in afterEach, SIGKILL after a grace period.
 */
describe('email.send across a worker crash', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 4 });
  }, 120_000);

  beforeEach(async () => {
    smtp = await startTestSmtpServer();
  });

  afterEach(async () => {
    await stopAllChildren(5000);
    await smtp.stop();
  });

  afterAll(async () => {
    await stopAllChildren(5000);
    await prisma?.$disconnect();
    await pool?.end();
    await db?.drop();
  });

  /** A worker process that claims jobs once it printed READY. */
  async function startWorkerProcess(
    name: string,
    pdfFileId: number,
    env: Record<string, string> = {},
  ): Promise<TestChild> {
    const child = startChild(process.execPath, [FIXTURE], {
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        WORKER_NAME: name,
        SMTP_URL: smtp.url,
        PDF_FILE_ID: String(pdfFileId),
        ...env,
      },
    });
    await child.waitForOutput(/^READY$/m);
    return child;
  }

  async function enqueue(accountId: number, deliveryId: number): Promise<string> {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO jobs (type, account_id, payload, updated_at)
       VALUES ('email.send', $1, $2, now()) RETURNING id::text`,
      [accountId, JSON.stringify({ deliveryId })],
    );
    return rows[0].id;
  }

  /**
   * The dead worker's job is still `running` under its lock. Ageing the lock is what the stale
   * timeout would do later; doing it now hands the job to the next worker at its first claim.
   */
  async function handOver(job: string): Promise<void> {
    const { rowCount } = await pool.query(
      `UPDATE jobs SET locked_at = now() - interval '1 day' WHERE id = $1 AND status = 'running'`,
      [job],
    );
    expect(rowCount).toBe(1);
  }

  async function finishWithSurvivor(job: string, pdfFileId: number): Promise<TestChild> {
    await handOver(job);
    const survivor = await startWorkerProcess('survivor', pdfFileId);
    await waitUntil(
      async () => (await jobState(pool, job)).status === 'completed',
      120_000,
      'the survivor to complete the job',
    );
    return survivor;
  }

  const deliveryRow = (id: number) => prisma.emailDelivery.findUniqueOrThrow({ where: { id } });

  it('sends exactly one message when the worker dies while preparing attachments', async () => {
    const seed = await seedOfferDelivery(prisma);
    const doomed = await startWorkerProcess('doomed', seed.pdf.id, { HOLD_ATTACHMENTS: '1' });
    const job = await enqueue(seed.account.id, seed.delivery.id);
    await doomed.waitForOutput(new RegExp(`^ATTACHMENTS ${seed.delivery.id}$`, 'm'));
    await doomed.kill('SIGKILL');
    const left = await deliveryRow(seed.delivery.id);
    expect(left).toMatchObject({ status: 'queued', attempts: 0, dataCompletedAt: null });
    expect((await jobState(pool, job)).status).toBe('running');

    await finishWithSurvivor(job, seed.pdf.id);

    expect((await jobState(pool, job)).attempts).toBe(2);
    const row = await deliveryRow(seed.delivery.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, messageId: left.messageId });
    expect(smtp.messages).toHaveLength(1);
    const mail = await simpleParser(smtp.messages[0].raw);
    expect(mail.messageId).toBe(row.messageId);
    expect(mail.attachments).toHaveLength(1);
    expect(Buffer.compare(mail.attachments[0].content, FIXED_PDF)).toBe(0);
  }, 180_000);

  it('sends again when the worker dies while the server holds its reply to RCPT TO', async () => {
    const seed = await seedOfferDelivery(prisma);
    const held = smtp.hold('rcpt');
    const doomed = await startWorkerProcess('doomed', seed.pdf.id);
    const job = await enqueue(seed.account.id, seed.delivery.id);
    await held.reached;
    const during = await deliveryRow(seed.delivery.id);
    // Before DATA: the row says `sending`, but nothing of the message has reached the server.
    expect(during).toMatchObject({ status: 'sending', attempts: 1, dataCompletedAt: null });
    await doomed.kill('SIGKILL');

    const survivor = await finishWithSurvivor(job, seed.pdf.id);

    const row = await deliveryRow(seed.delivery.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(row.messageId).toBe(during.messageId);
    expect(row.dataCompletedAt).toBeInstanceOf(Date);
    expect(smtp.messages).toHaveLength(1);
    expect((await simpleParser(smtp.messages[0].raw)).messageId).toBe(during.messageId);
    expect(survivor.output()).toContain('stopped before the end of DATA');
  }, 180_000);

  it('leaves the delivery uncertain, never resent, when the worker dies while the server holds its reply to DATA', async () => {
    const seed = await seedOfferDelivery(prisma);
    const held = smtp.hold('data');
    const doomed = await startWorkerProcess('doomed', seed.pdf.id);
    const job = await enqueue(seed.account.id, seed.delivery.id);
    await held.reached;
    const during = await deliveryRow(seed.delivery.id);
    // The final dot waited for this commit: the server has the whole message only after it.
    expect(during.status).toBe('sending');
    expect(during.dataCompletedAt).toBeInstanceOf(Date);
    expect(smtp.messages).toHaveLength(1);
    await doomed.kill('SIGKILL');

    const survivor = await finishWithSurvivor(job, seed.pdf.id);

    const row = await deliveryRow(seed.delivery.id);
    expect(row).toMatchObject({ status: 'uncertain', attempts: 1, lastError: UNCERTAIN_ERROR });
    expect(row.sentAt).toBeNull();
    expect(smtp.messages).toHaveLength(1);
    // The operator's log line names the document and the Message-ID to look for.
    await survivor.waitForOutput(
      new RegExp(`email delivery ${row.id} \\(offer A260001, Message-ID <[^>]+>\\) is uncertain`),
    );
  }, 180_000);
});
