import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import type { Pool } from 'pg';
import { maintenancePurgeHandler } from '../src/handlers/maintenance-purge/maintenance-purge.handler';
import { createJobHandlers } from '../src/handlers/job-handlers';
import { silentLogger } from '../src/logger';
import type { ClaimedJob } from '../src/runner/job.types';
import { Scheduler } from '../src/scheduler/scheduler';
import { schedules } from '../src/scheduler/schedules';
import { seedInvoice, seedSeller } from './support/invoice-test-data';
import { createWorkerTestDatabase } from './support/worker-test-db';
import { JOB_TYPES } from '@faktura/db';

describe('scheduled maintenance', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 2 });
  });

  /** Runs the purge once, as the worker would (steps run straight through). */
  const purge = () => {
    const job: ClaimedJob = {
      id: '0',
      type: 'maintenance.purge',
      payload: {},
      accountId: null,
      attempts: 1,
      maxAttempts: 5,
      steps: {},
    };
    return maintenancePurgeHandler({
      job: job as ClaimedJob & { payload: Record<string, never> },
      prisma,
      log: silentLogger,
      step: async (_name, work) => work(),
    });
  };

  afterAll(async () => {
    await prisma.$disconnect();
    await pool.end();
    await db.drop();
  });

  it('registers a handler for every job type', () => {
    const handlers = createJobHandlers({
      prisma,
      mail: { defaultFrom: 'x@localhost' },
      publicUrl: 'http://localhost:3000',
    });
    expect(Object.keys(handlers).sort()).toEqual([...JOB_TYPES].sort());
  });

  it('enqueues a schedule once per period, however many workers tick', async () => {
    const at = new Date('2026-11-22T09:15:00Z');
    const purge = schedules.filter((schedule) => schedule.type === 'maintenance.purge');
    const one = new Scheduler(prisma, purge, silentLogger);
    const two = new Scheduler(prisma, purge, silentLogger);
    expect(await one.tick(at)).toBe(1);
    expect(await two.tick(new Date('2026-11-22T09:45:00Z'))).toBe(0);
    expect(await one.tick(new Date('2026-11-22T10:00:00Z'))).toBe(1);
    const { rows } = await pool.query(
      `SELECT dedupe_key FROM jobs WHERE type = 'maintenance.purge' ORDER BY dedupe_key`,
    );
    expect(rows.map((row) => row.dedupe_key)).toEqual(['hour:2026-11-22T09', 'hour:2026-11-22T10']);
  });

  it('purges old finished jobs and expired idempotency records, and keeps the rest', async () => {
    await pool.query('DELETE FROM jobs');
    await pool.query(`
      INSERT INTO jobs (type, status, finished_at, dedupe_key, updated_at) VALUES
        ('x', 'completed', now() - interval '8 days', 'old-done', now()),
        ('x', 'completed', now() - interval '1 day', 'new-done', now()),
        ('x', 'failed', now() - interval '8 days', 'old-failed', now()),
        ('x', 'failed', now() - interval '31 days', 'ancient-failed', now()),
        ('x', 'queued', NULL, 'waiting', now())`);
    const account = await prisma.account.create({
      data: { name: 'Purge test', slug: 'purge-test' },
    });
    await pool.query(
      `INSERT INTO idempotency_records (account_id, key, request_method, request_path, request_hash, expires_at, updated_at)
       VALUES ($1, 'expired', 'POST', '/x', repeat('a', 64), now() - interval '1 minute', now()),
              ($1, 'valid', 'POST', '/x', repeat('a', 64), now() + interval '1 hour', now())`,
      [account.id],
    );
    await purge();
    const jobs = await pool.query('SELECT dedupe_key FROM jobs ORDER BY dedupe_key');
    expect(jobs.rows.map((row) => row.dedupe_key)).toEqual(['new-done', 'old-failed', 'waiting']);
    const records = await pool.query('SELECT key FROM idempotency_records');
    expect(records.rows).toEqual([{ key: 'valid' }]);
  });

  it('purges finished web hook deliveries after 30 days with their attempts, never pending ones', async () => {
    const account = await prisma.account.create({ data: { name: 'Hooks', slug: 'purge-hooks' } });
    const hook = await prisma.webhookSubscription.create({
      data: {
        accountId: account.id,
        target: 'Deal',
        event: 'create',
        hook: 'https://receiver.example/',
        secret: 'a'.repeat(32),
      },
    });
    const cases = [
      ['succeeded', 31, 'old-succeeded'],
      ['failed', 31, 'old-failed'],
      ['pending', 31, 'old-pending'],
      ['succeeded', 29, 'new-succeeded'],
    ] as const;
    for (const [index, [status, days]] of cases.entries()) {
      await pool.query(
        `INSERT INTO webhook_deliveries (account_id, subscription_id, entity_id, payload, status, updated_at)
         VALUES ($1, $2, $3, '{}', $4::delivery_status, now() - make_interval(days => $5))`,
        [account.id, hook.id, index + 1, status, days],
      );
    }
    await pool.query(
      `INSERT INTO webhook_delivery_attempts (account_id, delivery_id, attempted_at, duration_ms)
       SELECT account_id, id, now(), 5 FROM webhook_deliveries`,
    );
    await purge();
    const { rows } = await pool.query(
      'SELECT entity_id FROM webhook_deliveries ORDER BY entity_id',
    );
    expect(rows.map((row) => cases[row.entity_id - 1][2])).toEqual([
      'old-pending',
      'new-succeeded',
    ]);
    const attempts = await pool.query('SELECT count(*)::int AS n FROM webhook_delivery_attempts');
    expect(attempts.rows[0].n).toBe(2);
  });

  it('purges heartbeats of workers not seen for an hour, and keeps live ones', async () => {
    await pool.query(`
      INSERT INTO worker_heartbeats (worker_id, hostname, pid, started_at, last_seen_at) VALUES
        ('live', 'h', 1, now() - interval '3 hours', now()),
        ('quiet', 'h', 2, now() - interval '3 hours', now() - interval '50 minutes'),
        ('dead', 'h', 3, now() - interval '3 hours', now() - interval '61 minutes')`);
    await purge();
    const { rows } = await pool.query('SELECT worker_id FROM worker_heartbeats ORDER BY worker_id');
    expect(rows.map((row) => row.worker_id)).toEqual(['live', 'quiet']);
  });

  it('purges superseded e-invoices after 30 days with their files, never sent or newest ones', async () => {
    const seller = await seedSeller(prisma, {
      countryCode: 'DE',
      street: 'Hauptstr. 1',
      zip: '10115',
      city: 'Berlin',
    });
    const invoice = await seedInvoice(prisma, seller, {
      identifier: 'R260042',
      currency: 'EUR',
      tax: 19,
    });
    const accountId = seller.account.id;
    // [format, age in days, sent]: per format, the last one is the newest.
    const cases = [
      ['xrechnung-ubl', 40, false, 'old-superseded'],
      ['xrechnung-ubl', 35, true, 'old-sent'],
      ['xrechnung-ubl', 20, false, 'young-superseded'],
      ['xrechnung-ubl', 10, false, 'newest'],
      ['cii', 50, false, 'only-cii'],
    ] as const;
    for (const [index, [format, days, sent, name]] of cases.entries()) {
      const file = await prisma.storedFile.create({
        data: {
          accountId,
          filename: `${name}.xml`,
          contentType: 'application/xml',
          size: 1,
          sha256: 'a'.repeat(64),
          data: new Uint8Array([60]),
        },
      });
      const { rows } = await pool.query(
        `INSERT INTO einvoice_documents (account_id, invoice_id, format, content_hash, file_id,
                                         validation_status, report, generation_ms, created_at)
         VALUES ($1, $2, $3, $4, $5, 'valid', '{}', 1, now() - make_interval(days => $6))
         RETURNING id`,
        [accountId, invoice.id, format, String(index).repeat(64), file.id, days],
      );
      if (sent) {
        await prisma.emailDelivery.create({
          data: {
            accountId,
            documentKind: 'invoice',
            documentId: invoice.id,
            subject: 's',
            text: 't',
            eInvoiceDocumentId: rows[0].id,
          },
        });
      }
    }
    await purge();
    const kept = await prisma.eInvoiceDocument.findMany({
      where: { accountId },
      select: { file: { select: { filename: true } } },
      orderBy: { id: 'asc' },
    });
    expect(kept.map((row) => row.file.filename)).toEqual([
      'old-sent.xml',
      'young-superseded.xml',
      'newest.xml',
      'only-cii.xml',
    ]);
    expect(await prisma.storedFile.count({ where: { accountId } })).toBe(4);
  });

  it('purges ended rate-limit windows and keeps running ones', async () => {
    await pool.query(`
      INSERT INTO rate_limit_buckets (bucket, count, reset_at) VALUES
        ('key:ended', 5, now() - interval '1 second'),
        ('key:running', 7, now() + interval '1 minute')`);
    await purge();
    const { rows } = await pool.query('SELECT bucket FROM rate_limit_buckets ORDER BY bucket');
    expect(rows.map((row) => row.bucket)).toEqual(['key:running']);
  });
});
