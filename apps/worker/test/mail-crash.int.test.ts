import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import { simpleParser } from 'mailparser';
import type { Pool } from 'pg';
import {
  FIXED_PDF,
  seedOfferDelivery,
  startTestSmtpServer,
  type TestSmtpServer,
} from './support/mail-test-data';
import { createWorkerTestDatabase, jobState, waitFor } from './support/worker-test-db';

const FIXTURE = join(__dirname, 'fixtures', 'mail-worker-process.js');
const STALE_MS = 1500;

describe('email.send across a worker crash', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let smtp: TestSmtpServer;
  const children: ChildProcess[] = [];

  /** Starts a real worker process (runner from dist/) and resolves once it is ready. */
  function startWorkerProcess(name: string, pdfFileId: number): Promise<ChildProcess> {
    const child = spawn(process.execPath, [FIXTURE], {
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        WORKER_NAME: name,
        STALE_MS: String(STALE_MS),
        SMTP_URL: smtp.url,
        PDF_FILE_ID: String(pdfFileId),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('READY')) resolve(child);
      });
      child.once('exit', (code) => reject(new Error(`worker ${name} exited with ${code}`)));
    });
  }

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 4 });
    await pool.query(`CREATE TABLE test_mail_attachment_starts (delivery_id int NOT NULL,
                        worker text NOT NULL)`);
    await pool.query('CREATE TABLE test_mail_signals (delivery_id int NOT NULL)');
    smtp = await startTestSmtpServer();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      children.map((child) =>
        child.exitCode !== null || child.signalCode !== null
          ? Promise.resolve()
          : new Promise((done) => {
              child.once('exit', done);
              child.kill('SIGTERM');
            }),
      ),
    );
    await smtp.stop();
    await prisma.$disconnect();
    await pool.end();
    await db.drop();
  });

  it('sends exactly one message when the worker dies while preparing attachments', async () => {
    const seed = await seedOfferDelivery(prisma);
    const doomed = await startWorkerProcess('doomed', seed.pdf.id);
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO jobs (type, account_id, payload, updated_at)
       VALUES ('email.send', $1, $2, now()) RETURNING id::text`,
      [seed.account.id, JSON.stringify({ deliveryId: seed.delivery.id })],
    );
    const job = rows[0].id;
    const starts = async () =>
      (
        await pool.query<{ worker: string }>(
          'SELECT worker FROM test_mail_attachment_starts ORDER BY worker',
        )
      ).rows.map((row) => row.worker);
    await waitFor(async () => (await starts()).length === 1, 20_000, 'the attachment phase');
    doomed.kill('SIGKILL');
    await new Promise((done) => doomed.once('exit', done));
    const left = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: seed.delivery.id } });
    expect(left.status).toBe('queued');
    expect((await jobState(pool, job)).status).toBe('running');

    await pool.query('INSERT INTO test_mail_signals (delivery_id) VALUES ($1)', [seed.delivery.id]);
    await startWorkerProcess('survivor', seed.pdf.id);
    await waitFor(
      async () => (await jobState(pool, job)).status === 'completed',
      30_000,
      'the survivor to finish the job',
    );

    expect(await starts()).toEqual(['doomed', 'survivor']);
    expect((await jobState(pool, job)).attempts).toBe(2);
    const row = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: seed.delivery.id } });
    expect(row).toMatchObject({ status: 'sent', attempts: 1, messageId: left.messageId });
    expect(smtp.messages).toHaveLength(1);
    const mail = await simpleParser(smtp.messages[0].raw);
    expect(mail.messageId).toBe(row.messageId);
    expect(mail.attachments).toHaveLength(1);
    expect(Buffer.compare(mail.attachments[0].content, FIXED_PDF)).toBe(0);
  }, 60_000);
});
