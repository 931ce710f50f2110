import { randomUUID } from 'node:crypto';
import {
  createPrismaClient,
  type InvoiceStatus,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import type { Pool } from 'pg';
import {
  invoicesOverdueSweepHandler,
  sweepOverdueInvoices,
  utcToday,
} from '../src/jobs/invoices-overdue-sweep/invoices-overdue-sweep.handler';
import { createJobHandlers } from '../src/jobs/job-handlers';
import { silentLogger } from '../src/logger';
import type { ClaimedJob, JobContext } from '../src/runner/job.types';
import { Scheduler } from '../src/scheduler/scheduler';
import { schedules } from '../src/scheduler/schedules';
import { createWorkerTestDatabase } from './support/worker-test-db';

const OLD = new Date('2020-01-01T00:00:00Z');
const LONG_PAST = '2021-03-31';
const FAR_FUTURE = '2999-12-31';

describe('invoices.overdue-sweep', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let sequence = 0;

  /** An invoice of a fresh or given account, its updated_at set back so changes show. */
  const seed = async (status: InvoiceStatus, dueDate: string, accountId?: number) => {
    const account =
      accountId ??
      (await prisma.account.create({ data: { name: 'Sweep', slug: `sweep-${randomUUID()}` } })).id;
    const customer = await prisma.company.create({
      data: { accountId: account, name: 'Kunde AG', type: 'customer' },
    });
    const invoice = await prisma.invoice.create({
      data: {
        accountId: account,
        identifier: status === 'draft' ? null : `R21${String(++sequence).padStart(4, '0')}`,
        status,
        date: new Date('2021-03-01'),
        dueDate: new Date(dueDate),
        title: 'Consulting',
        recipientAddress: 'Kunde AG',
        currency: 'EUR',
        tax: '19',
        customerId: customer.id,
        updatedAt: OLD,
      },
    });
    return { id: invoice.id, accountId: account };
  };
  const stored = (id: number) => prisma.invoice.findUniqueOrThrow({ where: { id } });
  const statusOf = async (id: number) => (await stored(id)).status;
  const runHandler = () =>
    invoicesOverdueSweepHandler({
      job: { id: '1', type: 'invoices.overdue-sweep', payload: {} } as ClaimedJob & {
        payload: Record<string, never>;
      },
      prisma,
      log: silentLogger,
      step: async (_name, work) => work(),
    } as JobContext<Record<string, never>>);

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 3 });
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await pool?.end();
    await db?.drop();
  });

  beforeEach(async () => {
    await prisma.invoice.deleteMany();
  });

  it('moves created and sent invoices past due to overdue in every account, and nothing else', async () => {
    const created = await seed('created', LONG_PAST);
    const sent = await seed('sent', LONG_PAST);
    const otherAccount = await seed('sent', LONG_PAST, created.accountId);
    const untouched = await Promise.all([
      seed('paid', LONG_PAST),
      seed('partially_paid', LONG_PAST),
      seed('draft', LONG_PAST),
      seed('ignored', LONG_PAST),
      seed('overdue', LONG_PAST),
      seed('created', FAR_FUTURE),
      seed('sent', FAR_FUTURE),
    ]);

    await runHandler();

    for (const moved of [created, sent, otherAccount]) {
      const row = await stored(moved.id);
      expect(row.status).toBe('overdue');
      expect(row.updatedAt.getTime()).toBeGreaterThan(OLD.getTime());
    }
    const expected = ['paid', 'partially_paid', 'draft', 'ignored', 'overdue', 'created', 'sent'];
    for (const [index, invoice] of untouched.entries()) {
      const row = await stored(invoice.id);
      expect(row.status).toBe(expected[index]);
      expect(row.updatedAt).toEqual(OLD);
    }
  });

  it('counts a due date as passed only before today in UTC', async () => {
    const yesterday = await seed('sent', '2026-06-09');
    const today = await seed('sent', '2026-06-10');
    expect(await sweepOverdueInvoices(prisma, '2026-06-10')).toBe(1);
    expect(await statusOf(yesterday.id)).toBe('overdue');
    expect(await statusOf(today.id)).toBe('sent');
    expect(utcToday(new Date('2026-06-10T23:59:59.999Z'))).toBe('2026-06-10');
    expect(utcToday(new Date('2026-06-11T00:30:00+02:00'))).toBe('2026-06-10');
  });

  it('runs twice safely: the second run changes nothing', async () => {
    const invoices = await Promise.all([seed('created', LONG_PAST), seed('paid', LONG_PAST)]);
    expect(await sweepOverdueInvoices(prisma, utcToday())).toBe(1);
    const first = await Promise.all(invoices.map((invoice) => stored(invoice.id)));
    expect(await sweepOverdueInvoices(prisma, utcToday())).toBe(0);
    await runHandler();
    const second = await Promise.all(invoices.map((invoice) => stored(invoice.id)));
    expect(second).toEqual(first);
    expect(second.map((row) => row.status)).toEqual(['overdue', 'paid']);
  });

  it('works through more invoices than one batch holds', async () => {
    const invoices = [];
    for (let i = 0; i < 7; i++) invoices.push(await seed(i % 2 ? 'sent' : 'created', LONG_PAST));
    expect(await sweepOverdueInvoices(prisma, utcToday(), 3)).toBe(7);
    for (const invoice of invoices) expect(await statusOf(invoice.id)).toBe('overdue');
  });

  it('skips an invoice another transaction holds and moves it on the next run', async () => {
    const held = await seed('sent', LONG_PAST);
    const free = await seed('sent', LONG_PAST);
    const connection = await pool.connect();
    try {
      await connection.query('BEGIN');
      await connection.query('SELECT id FROM invoices WHERE id = $1 FOR UPDATE', [held.id]);
      expect(await sweepOverdueInvoices(prisma, utcToday())).toBe(1);
      expect(await statusOf(free.id)).toBe('overdue');
      await connection.query('COMMIT');
    } finally {
      connection.release();
    }
    expect(await statusOf(held.id)).toBe('sent');
    expect(await sweepOverdueInvoices(prisma, utcToday())).toBe(1);
    expect(await statusOf(held.id)).toBe('overdue');
  });

  it('is registered and scheduled hourly, once per hour however many workers tick', async () => {
    const handlers = createJobHandlers({
      prisma,
      mail: { defaultFrom: 'x@localhost' },
      publicUrl: 'http://localhost:3000',
    });
    expect(handlers['invoices.overdue-sweep']).toBe(invoicesOverdueSweepHandler);
    expect(schedules).toContainEqual({ type: 'invoices.overdue-sweep', period: 'hour' });
    const only = schedules.filter((schedule) => schedule.type === 'invoices.overdue-sweep');
    const one = new Scheduler(prisma, only, silentLogger);
    const two = new Scheduler(prisma, only, silentLogger);
    expect(await one.tick(new Date('2026-11-22T09:05:00Z'))).toBe(1);
    expect(await two.tick(new Date('2026-11-22T09:55:00Z'))).toBe(0);
    expect(await two.tick(new Date('2026-11-22T10:00:00Z'))).toBe(1);
    const { rows } = await pool.query(
      `SELECT dedupe_key FROM jobs WHERE type = 'invoices.overdue-sweep' ORDER BY dedupe_key`,
    );
    expect(rows.map((row) => row.dedupe_key)).toEqual(['hour:2026-11-22T09', 'hour:2026-11-22T10']);
  });
});
