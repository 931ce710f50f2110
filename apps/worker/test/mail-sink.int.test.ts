import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import { simpleParser } from 'mailparser';
import type { Pool } from 'pg';
import { createMailTransport } from '../src/mail/mail-transport';
import { startSmtpSink } from '../src/mail/smtp-sink';
import { seedOfferDelivery } from './support/mail-test-data';
import { createWorkerTestDatabase, jobState, waitFor } from './support/worker-test-db';

const MAIN = join(__dirname, '..', 'dist', 'main.js');

describe('SMTP sink', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'faktura-sink-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores each message as an .eml file that mailparser reads back', async () => {
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line), warn: () => {}, error: () => {} };
    const sink = await startSmtpSink(join(dir, 'mail'), { port: 0, log });
    try {
      await createMailTransport(sink.url).sendMail({
        from: 'Faktura <no-reply@localhost>',
        to: ['kunde@kunde.example'],
        cc: [],
        bcc: [],
        subject: 'Sink test',
        text: 'Hallo',
        html: '<p>Hallo</p>',
        messageId: '<sink-1@faktura>',
        attachments: [
          { filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') },
        ],
      });
    } finally {
      await sink.stop();
    }
    const files = await readdir(join(dir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-sink-1@faktura\.eml$/);
    const mail = await simpleParser(await readFile(join(dir, 'mail', files[0])));
    expect(mail.subject).toBe('Sink test');
    expect(mail.messageId).toBe('<sink-1@faktura>');
    expect(mail.attachments[0].content.toString()).toBe('%PDF');
    expect(lines.filter((line) => line.includes(files[0]))).toHaveLength(1);
  });

  it('listens on a free port when the preferred one is taken', async () => {
    const first = await startSmtpSink(join(dir, 'one'), { port: 0 });
    const second = await startSmtpSink(join(dir, 'two'), { port: first.port });
    try {
      expect(second.port).not.toBe(first.port);
      expect(second.url).toBe(`smtp://127.0.0.1:${second.port}`);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});

describe('worker main without SMTP_URL', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 2 });
    dataDir = await mkdtemp(join(tmpdir(), 'faktura-data-'));
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise((done) => {
        child!.once('exit', done);
        child!.kill('SIGTERM');
      });
    }
    await rm(dataDir, { recursive: true, force: true });
    await prisma.$disconnect();
    await pool.end();
    await db.drop();
  });

  it('sends e-mail jobs into <data dir>/mail through its own sink', async () => {
    const seed = await seedOfferDelivery(prisma);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: db.url,
      FAKTURA_DATA_DIR: dataDir,
      FAKTURA_SMTP_SINK_PORT: '0',
      FAKTURA_WORKER_POLL_MS: '200',
    };
    delete env.SMTP_URL;
    child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO jobs (type, account_id, payload, updated_at)
       VALUES ('email.send', $1, $2, now()) RETURNING id::text`,
      [seed.account.id, JSON.stringify({ deliveryId: seed.delivery.id })],
    );
    await waitFor(
      async () => (await jobState(pool, rows[0].id)).status === 'completed',
      30_000,
      'the e-mail job',
    );
    const files = await readdir(join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await readFile(join(dataDir, 'mail', files[0])));
    const row = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: seed.delivery.id } });
    expect(row.status).toBe('sent');
    expect(mail.messageId).toBe(row.messageId);
    // The production source: the offer's rendered PDF, then its stored attachments.
    expect(mail.attachments.map((file) => file.filename)).toEqual(['A260001.pdf', 'terms.pdf']);
    expect(Buffer.compare(mail.attachments[1].content, seed.uploadData)).toBe(0);
  });
});
