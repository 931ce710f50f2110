import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import { simpleParser } from 'mailparser';
import type { Pool } from 'pg';
import { closePdfRenderer } from '../src/pdf/pdf-renderer';
import { createJobHandlers } from '../src/handlers/job-handlers';
import { maintenancePurgeHandler } from '../src/handlers/maintenance-purge/maintenance-purge.handler';
import { silentLogger } from '../src/logger';
import { JobRunner } from '../src/runner/job-runner';
import type { ClaimedJob } from '../src/runner/job.types';
import { seedInvoiceDelivery } from './support/invoice-test-data';
import {
  seedOfferDelivery,
  startTestSmtpServer,
  type TestSmtpServer,
} from './support/mail-test-data';
import { createWorkerTestDatabase, jobState, waitFor } from './support/worker-test-db';

const publicUrl = 'http://localhost:3000';

/** The archive as the worker fills it (real Chromium and SMTP) and as the purge empties it. */
describe('document archive in the worker', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let smtp: TestSmtpServer;
  let runner: JobRunner;
  let seed: Awaited<ReturnType<typeof seedInvoiceDelivery>>;

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 4 });
    smtp = await startTestSmtpServer();
    const handlers = createJobHandlers({
      prisma,
      mail: { smtpUrl: smtp.url, defaultFrom: 'Faktura <no-reply@localhost>' },
      publicUrl,
    });
    runner = new JobRunner(
      { pool, prisma, databaseUrl: db.url, handlers, log: silentLogger },
      { requiredTypes: Object.keys(handlers), pollIntervalMs: 100 },
    );
    await runner.start();
    seed = await seedInvoiceDelivery(prisma);
  });

  afterAll(async () => {
    await runner.stop();
    await closePdfRenderer();
    await smtp.stop();
    await prisma.$disconnect();
    await pool.end();
    await db.drop();
  });

  const runJob = async (type: string, payload: object) => {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO jobs (type, account_id, payload, updated_at) VALUES ($1, $2, $3, now()) RETURNING id::text`,
      [type, seed.account.id, JSON.stringify(payload)],
    );
    await waitFor(
      async () => (await jobState(pool, rows[0]!.id)).status === 'completed',
      60_000,
      `the ${type} job`,
    );
    return rows[0]!.id;
  };
  const send = async (deliveryId: number) => {
    const before = smtp.messages.length;
    await runJob('email.send', { deliveryId });
    expect(smtp.messages.length).toBe(before + 1);
    return simpleParser(smtp.messages[smtp.messages.length - 1]!.raw);
  };
  const archived = async (kind: string, documentId: number) => {
    const { rows } = await pool.query(
      `SELECT d.format, d.reason, d.filename, d.sha256, d.retention_until::text AS until, f.data
         FROM archived_documents d JOIN archived_files f USING (account_id, sha256)
        WHERE d.account_id = $1 AND d.document_kind = $2 AND d.document_id = $3 ORDER BY d.id`,
      [seed.account.id, kind, documentId],
    );
    return rows as {
      format: string;
      reason: string;
      filename: string;
      data: Buffer;
      until: string;
    }[];
  };
  const secondDelivery = async (deliveryId: number) => {
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO email_deliveries (account_id, document_kind, document_id, user_id,
         letter_paper_id, emails_to, subject, text, updated_at)
       SELECT account_id, document_kind, document_id, user_id, letter_paper_id, emails_to,
         subject, text, now() FROM email_deliveries WHERE id = $1 RETURNING id`,
      [deliveryId],
    );
    return rows[0]!.id;
  };

  it('archives the sent PDF once, and sends the archived bytes again after a change', async () => {
    const first = await send(seed.invoiceDelivery.id);
    const pdf = first.attachments[0]!.content;
    let entries = await archived('invoice', seed.invoice.id);
    // The PDF only: the uploaded terms are the customer's files, not the document.
    expect(
      entries.map(({ format, reason, filename, until }) => [format, reason, filename, until]),
    ).toEqual([['pdf', 'sent', 'R260001.pdf', '2034-12-31']]);
    expect(Buffer.compare(entries[0]!.data, pdf)).toBe(0);

    // Something the PDF prints changes: a new rendering would differ.
    await prisma.account.update({
      where: { id: seed.account.id },
      data: { street: 'Seestrasse 99', address: 'Seestrasse 99\n8002 Zürich', zip: '8002' },
    });
    const again = await send(await secondDelivery(seed.invoiceDelivery.id));
    expect(Buffer.compare(again.attachments[0]!.content, pdf)).toBe(0);
    entries = await archived('invoice', seed.invoice.id);
    expect(entries).toHaveLength(1);
    const { rows } = await pool.query(
      'SELECT count(*)::int AS n FROM archived_files WHERE account_id = $1',
      [seed.account.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('archives a reminder with the retention of its own date', async () => {
    const mail = await send(seed.reminderDelivery.id);
    const entries = await archived('invoice_reminder', seed.reminder.id);
    expect(entries.map(({ format, reason, until }) => [format, reason, until])).toEqual([
      ['pdf', 'sent', '2034-12-31'],
    ]);
    expect(Buffer.compare(entries[0]!.data, mail.attachments[0]!.content)).toBe(0);
  });

  it('email.send run twice for one delivery sends and archives once', async () => {
    const deliveryId = await secondDelivery(seed.reminderDelivery.id);
    await send(deliveryId);
    const messages = smtp.messages.length;
    await runJob('email.send', { deliveryId });
    expect(smtp.messages.length).toBe(messages);
    expect(await archived('invoice_reminder', seed.reminder.id)).toHaveLength(1);
  });

  it('archives each sent version of an offer for 6 years, and sends the offer as it is', async () => {
    const offer = await seedOfferDelivery(prisma);
    const sendOffer = async (deliveryId: number) => {
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO jobs (type, account_id, payload, updated_at)
         VALUES ('email.send', $1, $2, now()) RETURNING id::text`,
        [offer.account.id, JSON.stringify({ deliveryId })],
      );
      await waitFor(
        async () => (await jobState(pool, rows[0]!.id)).status === 'completed',
        60_000,
        'the offer e-mail job',
      );
      return simpleParser(smtp.messages[smtp.messages.length - 1]!.raw);
    };
    const versions = async () =>
      (
        await pool.query(
          `SELECT d.reason, d.retention_until::text AS until, f.data FROM archived_documents d
             JOIN archived_files f USING (account_id, sha256)
            WHERE d.account_id = $1 AND d.document_kind = 'offer' AND d.document_id = $2
            ORDER BY d.id`,
          [offer.account.id, offer.offer.id],
        )
      ).rows as { reason: string; until: string; data: Buffer }[];
    const first = await sendOffer(offer.delivery.id);
    await prisma.offer.update({ where: { id: offer.offer.id }, data: { title: 'Relaunch v2' } });
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO email_deliveries (account_id, document_kind, document_id, user_id, emails_to,
         subject, text, updated_at)
       SELECT account_id, document_kind, document_id, user_id, emails_to, subject, text, now()
         FROM email_deliveries WHERE id = $1 RETURNING id`,
      [offer.delivery.id],
    );
    const second = await sendOffer(rows[0]!.id);
    const [pdf1, pdf2] = [first.attachments[0]!.content, second.attachments[0]!.content];
    expect(Buffer.compare(pdf1, pdf2)).not.toBe(0);
    const kept = await versions();
    expect(kept.map(({ reason, until }) => [reason, until])).toEqual([
      ['sent', '2032-12-31'],
      ['sent', '2032-12-31'],
    ]);
    expect(Buffer.compare(kept[0]!.data, pdf1)).toBe(0);
    expect(Buffer.compare(kept[1]!.data, pdf2)).toBe(0);
  });

  it('documents.archive freezes a sent invoice once, and nothing of an unsent one', async () => {
    const invoice = await prisma.invoice.create({
      data: {
        accountId: seed.account.id,
        identifier: 'R260002',
        status: 'created',
        date: new Date('2027-01-15'),
        dueDate: new Date('2027-02-15'),
        currency: 'CHF',
        tax: 8.1,
        customerId: seed.customer.id,
        userId: seed.user.id,
        recipientAddress: 'Acme AG',
        title: 'Hosting',
      },
    });
    await runJob('documents.archive', { kind: 'invoice', documentId: invoice.id });
    expect(await archived('invoice', invoice.id)).toEqual([]);

    await prisma.invoice.update({
      where: { id: invoice.id },
      data: { status: 'sent', sentAt: new Date() },
    });
    await runJob('documents.archive', { kind: 'invoice', documentId: invoice.id });
    const entries = await archived('invoice', invoice.id);
    expect(entries.map(({ format, reason, until }) => [format, reason, until])).toEqual([
      ['pdf', 'sent', '2035-12-31'],
    ]);
    expect(entries[0]!.data.subarray(0, 5).toString()).toBe('%PDF-');
    await prisma.invoice.update({ where: { id: invoice.id }, data: { title: 'Hosting 2027' } });
    await runJob('documents.archive', { kind: 'invoice', documentId: invoice.id });
    expect(await archived('invoice', invoice.id)).toHaveLength(1);
  });

  it('purges only entries past their retention, then files no entry names', async () => {
    const accountId = seed.account.id;
    const file = (sha: string, age: string) =>
      pool.query(
        `INSERT INTO archived_files (account_id, sha256, content_type, size, data, created_at)
         VALUES ($1, $2, 'application/pdf', 3, '\\x010203', now() - $3::interval)`,
        [accountId, sha.repeat(64), age],
      );
    const entry = (sha: string, documentId: number, until: string) =>
      pool.query(
        `INSERT INTO archived_documents (account_id, document_kind, document_id, format,
           filename, sha256, reason, retention_until)
         VALUES ($1, 'invoice', $2, 'pdf', 'old.pdf', $3, 'sent', $4::date)`,
        [accountId, documentId, sha.repeat(64), until],
      );
    await file('a', '9 years'); // named by an expired entry only
    await file('b', '9 years'); // named by an expired and a kept entry
    await file('c', '2 days'); // named by nobody (older than the grace period)
    await file('d', '1 minute'); // named by nobody yet (just stored)
    await entry('a', 900001, '2020-12-31');
    await entry('b', 900002, '2021-12-31');
    await entry('b', 900003, '2099-12-31');
    const before = await pool.query('SELECT count(*)::int AS n FROM archived_documents');

    // Inside its retention an entry cannot be deleted, whoever tries.
    await expect(
      pool.query('DELETE FROM archived_documents WHERE document_id = 900003'),
    ).rejects.toThrow(/kept until/);
    await expect(
      pool.query(`UPDATE archived_documents SET reason = 'x' WHERE document_id = 900001`),
    ).rejects.toThrow(/never changed/);

    const job: ClaimedJob = {
      id: '0',
      type: 'maintenance.purge',
      payload: {},
      accountId: null,
      attempts: 1,
      maxAttempts: 3,
      steps: {},
    };
    await maintenancePurgeHandler({
      job: job as ClaimedJob & { payload: Record<string, never> },
      prisma,
      log: silentLogger,
      step: async (_name, work) => work(),
    });
    const { rows: entries } = await pool.query(
      'SELECT document_id FROM archived_documents WHERE document_id >= 900000 ORDER BY 1',
    );
    expect(entries.map((row) => row.document_id)).toEqual([900003]);
    const after = await pool.query('SELECT count(*)::int AS n FROM archived_documents');
    expect(after.rows[0].n).toBe(before.rows[0].n - 2);
    const { rows: files } = await pool.query(
      `SELECT left(sha256, 1) AS s FROM archived_files
        WHERE account_id = $1 AND sha256 ~ '^(a+|b+|c+|d+)$' ORDER BY 1`,
      [accountId],
    );
    expect(files.map((row) => row.s)).toEqual(['b', 'd']);
    // The documents sent above are inside their retention and stay.
    expect(await archived('invoice', seed.invoice.id)).toHaveLength(1);
  });
});
