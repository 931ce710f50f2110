import { randomUUID } from 'node:crypto';
import {
  createPrismaClient,
  WEBHOOK_RENDER_CHANNEL,
  type InvoiceStatus,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import { waitUntil } from '@faktura/test-support';
import type { Pool } from 'pg';
import {
  invoicesOverdueSweepHandler,
  sweepOverdueInvoices,
  utcToday,
} from '../src/handlers/invoices-overdue-sweep/invoices-overdue-sweep.handler';
import { createJobHandlers } from '../src/handlers/job-handlers';
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

  it('appends one audit row per moved invoice, without user or key, chained like every row', async () => {
    const moved = await seed('sent', LONG_PAST);
    const kept = await seed('paid', LONG_PAST, moved.accountId);
    expect(await sweepOverdueInvoices(prisma, utcToday())).toBe(1);
    expect(await sweepOverdueInvoices(prisma, utcToday())).toBe(0);
    const rows = await prisma.auditEvent.findMany({
      where: { accountId: moved.accountId },
      orderBy: { seq: 'asc' },
    });
    expect(rows).toEqual([
      expect.objectContaining({
        seq: 1,
        userId: null,
        apiKeyId: null,
        recordType: 'invoice',
        recordId: moved.id,
        action: 'invoice.status_changed',
        changes: { status: ['sent', 'overdue'] },
        snapshot: { status: 'overdue' },
        prevHash: '0'.repeat(64),
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
    expect(rows.some((row) => row.recordId === kept.id)).toBe(false);
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

  it('writes an Invoice update delivery without payload or actor per moved invoice and enabled hook, and wakes the renderers', async () => {
    const hooked = await seed('sent', LONG_PAST);
    const more = await Promise.all([
      seed('created', LONG_PAST, hooked.accountId),
      seed('sent', LONG_PAST, hooked.accountId),
      seed('paid', LONG_PAST, hooked.accountId),
    ]);
    const unhooked = await seed('sent', LONG_PAST);
    const subscribe = async (accountId: number, event: string, disabled = false) =>
      (
        await prisma.$queryRaw<{ id: number }[]>`
          INSERT INTO webhook_subscriptions (account_id, target, event, hook, secret, disabled,
                                             created_at, updated_at)
          VALUES (${accountId}, 'Invoice', ${event}::webhook_event, 'https://receiver.example/',
                  ${'ab'.repeat(16)}, ${disabled}, now(), now())
          RETURNING id`
      )[0].id;
    const hooks = [
      await subscribe(hooked.accountId, 'update'),
      await subscribe(hooked.accountId, 'update'),
    ];
    await subscribe(hooked.accountId, 'update', true);
    await subscribe(hooked.accountId, 'create');
    await subscribe(unhooked.accountId, 'create');
    const listener = await pool.connect();
    const notified: string[] = [];
    listener.on('notification', (note) => notified.push(note.channel));
    try {
      await listener.query(`LISTEN ${WEBHOOK_RENDER_CHANNEL}`);
      // Batches of two: the hooks are asked once per account and batch.
      expect(await sweepOverdueInvoices(prisma, utcToday(), 2)).toBe(4);
      await waitUntil(() => notified.length > 0, 10_000, 'render notification');
    } finally {
      listener.release();
    }
    const deliveries = await prisma.$queryRaw<
      { account_id: number; subscription_id: number; entity_id: number; payload: unknown }[]
    >`SELECT account_id, subscription_id, entity_id, payload::text AS payload, actor_user_id,
             status::text AS status
        FROM webhook_deliveries ORDER BY subscription_id, entity_id`;
    const moved = [hooked.id, more[0].id, more[1].id].sort((x, y) => x - y);
    expect(deliveries).toEqual(
      hooks.flatMap((hook) =>
        moved.map((id) => ({
          account_id: hooked.accountId,
          subscription_id: hook,
          entity_id: id,
          payload: null,
          actor_user_id: null,
          status: 'pending',
        })),
      ),
    );
    expect(notified[0]).toBe(WEBHOOK_RENDER_CHANNEL);
    // Nothing moves on the second run, so nothing more is written.
    expect(await sweepOverdueInvoices(prisma, utcToday())).toBe(0);
    expect(await prisma.webhookDelivery.count()).toBe(deliveries.length);
  });

  it('moves no invoice whose delivery could not be written: one transaction', async () => {
    const invoice = await seed('sent', LONG_PAST);
    await prisma.$executeRaw`
      INSERT INTO webhook_subscriptions (account_id, target, event, hook, secret, created_at,
                                         updated_at)
      VALUES (${invoice.accountId}, 'Invoice', 'update', 'https://receiver.example/',
              ${'cd'.repeat(16)}, now(), now())`;
    await prisma.$executeRawUnsafe(`
      CREATE FUNCTION sweep_test_fail() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'outbox unavailable'; END $$`);
    await prisma.$executeRawUnsafe(`
      CREATE TRIGGER sweep_test_fail BEFORE INSERT ON webhook_deliveries
        FOR EACH ROW EXECUTE FUNCTION sweep_test_fail()`);
    try {
      await expect(sweepOverdueInvoices(prisma, utcToday())).rejects.toThrow(/outbox unavailable/);
      expect(await statusOf(invoice.id)).toBe('sent');
    } finally {
      await prisma.$executeRawUnsafe('DROP TRIGGER sweep_test_fail ON webhook_deliveries');
      await prisma.$executeRawUnsafe('DROP FUNCTION sweep_test_fail()');
    }
    expect(await sweepOverdueInvoices(prisma, utcToday())).toBe(1);
    expect(await statusOf(invoice.id)).toBe('overdue');
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
