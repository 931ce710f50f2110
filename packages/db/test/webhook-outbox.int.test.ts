import { Client } from 'pg';
import { createPrismaClient } from '../src/connection';
import type { PrismaClient } from '../src/generated/prisma/client';
import { WEBHOOK_RENDER_CHANNEL } from '../src/webhook-outbox/webhook-outbox';
import {
  queueWebhookDrains,
  subscribedHooks,
  webhookDrainKey,
  writeWebhookDeliveries,
  writeWebhookDeliveriesOfMany,
  type WebhookEventRecord,
} from '../src/webhook-outbox/webhook-outbox';
import { createTestDatabase, type ScratchDatabase } from '../src/scratch-database';

/** The outbox functions every write path and the overdue sweep use, on a real database. */
describe('webhook outbox', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let accountId: number;
  let otherAccountId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url);
    accountId = (await prisma.account.create({ data: { name: 'Hooks', slug: 'hooks' } })).id;
    otherAccountId = (await prisma.account.create({ data: { name: 'Other', slug: 'other' } })).id;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
  });

  beforeEach(async () => {
    await prisma.job.deleteMany();
    await prisma.webhookSubscription.deleteMany();
  });

  const hook = (account: number, target: 'Invoice' | 'InvoicePayment', extra = {}) =>
    prisma.webhookSubscription.create({
      data: {
        accountId: account,
        target,
        event: 'update',
        hook: 'https://receiver.example/hook',
        secret: '1d608b9d72219b90ff2393a1d3ee0ac0',
        ...extra,
      },
    });

  const change = (entityId: number): WebhookEventRecord => ({
    accountId,
    target: 'Invoice',
    event: 'update',
    entityId,
    actorUserId: 7,
  });

  it('finds only enabled hooks of the account for the target and event', async () => {
    const enabled = await hook(accountId, 'Invoice');
    await hook(accountId, 'Invoice', { disabled: true, disabledAt: new Date() });
    await hook(accountId, 'InvoicePayment');
    await hook(otherAccountId, 'Invoice');
    expect(await subscribedHooks(prisma, accountId, 'Invoice', 'update')).toEqual([enabled.id]);
    expect(await subscribedHooks(prisma, accountId, 'Invoice', 'create')).toEqual([]);
    const payment = await subscribedHooks(prisma, accountId, 'Invoice::Payment', 'update');
    expect(payment).toHaveLength(1);
  });

  it('writes one delivery per hook with the exact payload text and queues each drain once', async () => {
    const first = await hook(accountId, 'Invoice');
    const second = await hook(accountId, 'Invoice');
    const text = '{"id":5,"total":1.50,"b":1,"a":2}';
    await prisma.$transaction(async (tx) => {
      await writeWebhookDeliveries(tx, change(5), [first.id, second.id], text);
      await writeWebhookDeliveries(tx, change(5), [first.id, second.id], text);
    });
    const deliveries = await prisma.$queryRaw<{ subscription_id: number; body: string }[]>`
      SELECT subscription_id, payload::text AS body FROM webhook_deliveries ORDER BY id`;
    expect(deliveries.map((row) => row.subscription_id)).toEqual([
      first.id,
      second.id,
      first.id,
      second.id,
    ]);
    // `json`, not `jsonb`: key order and number spelling survive for the signature.
    expect(new Set(deliveries.map((row) => row.body))).toEqual(new Set([text]));
    const jobs = await prisma.job.findMany({ orderBy: { id: 'asc' } });
    expect(jobs.map((job) => [job.type, job.dedupeKey, job.payload])).toEqual([
      ['webhooks.deliver', webhookDrainKey(first.id), { subscriptionId: first.id }],
      ['webhooks.deliver', webhookDrainKey(second.id), { subscriptionId: second.id }],
    ]);
  });

  it('writes many records in one go, in record order per hook, and queues each drain once', async () => {
    const first = await hook(accountId, 'Invoice');
    const second = await hook(accountId, 'Invoice');
    const { entityId: _entityId, ...event } = change(0);
    await prisma.$transaction((tx) =>
      writeWebhookDeliveriesOfMany(
        tx,
        event,
        [first.id, second.id],
        [
          { entityId: 21, payload: '{"id":21}' },
          { entityId: 22, payload: '{"id":22}' },
        ],
      ),
    );
    const rows = await prisma.$queryRaw<
      { subscription_id: number; entity_id: number; body: string }[]
    >`
      SELECT subscription_id, entity_id, payload::text AS body FROM webhook_deliveries
       WHERE entity_id IN (21, 22) ORDER BY id`;
    expect(rows.map((row) => [row.entity_id, row.subscription_id, row.body])).toEqual([
      [21, first.id, '{"id":21}'],
      [21, second.id, '{"id":21}'],
      [22, first.id, '{"id":22}'],
      [22, second.id, '{"id":22}'],
    ]);
    expect(await prisma.job.count()).toBe(2);
  });

  it('writes nothing when the transaction rolls back', async () => {
    const subscribed = await hook(accountId, 'Invoice');
    const before = await prisma.webhookDelivery.count();
    await expect(
      prisma.$transaction(async (tx) => {
        await writeWebhookDeliveries(tx, change(6), [subscribed.id], '{"id":6}');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await prisma.webhookDelivery.count()).toBe(before);
    expect(await prisma.job.count()).toBe(0);
  });

  it('moves a waiting drain earlier, never later, and leaves started drains alone', async () => {
    const subscribed = await hook(accountId, 'Invoice');
    const inAnHour = new Date(Date.now() + 3_600_000);
    await queueWebhookDrains(prisma, accountId, [subscribed.id], inAnHour);
    await queueWebhookDrains(prisma, accountId, [subscribed.id], new Date(Date.now() + 7_200_000));
    const waiting = await prisma.job.findFirstOrThrow();
    expect(waiting.runAt.getTime()).toBe(inAnHour.getTime());
    await queueWebhookDrains(prisma, accountId, [subscribed.id]);
    const moved = await prisma.job.findFirstOrThrow();
    expect(moved.runAt.getTime()).toBeLessThan(inAnHour.getTime());
    expect(await prisma.job.count()).toBe(1);
    await prisma.job.update({
      where: { id: moved.id },
      data: { status: 'running', runAt: inAnHour },
    });
    await queueWebhookDrains(prisma, accountId, [subscribed.id]);
    expect((await prisma.job.findFirstOrThrow()).runAt.getTime()).toBe(inAnHour.getTime());
  });

  it('wakes the workers when a waiting drain moves earlier, and renderers for unrendered events', async () => {
    const subscribed = await hook(accountId, 'Invoice');
    await queueWebhookDrains(prisma, accountId, [subscribed.id], new Date(Date.now() + 3_600_000));
    const listener = new Client({ connectionString: db.url });
    await listener.connect();
    try {
      const heard: string[] = [];
      const bothHeard = new Promise<void>((done) => {
        listener.on('notification', (message) => {
          heard.push(message.channel);
          if (heard.length === 2) done();
        });
      });
      await listener.query(`LISTEN faktura_jobs; LISTEN ${WEBHOOK_RENDER_CHANNEL}`);
      await queueWebhookDrains(prisma, accountId, [subscribed.id]);
      await prisma.$transaction((tx) =>
        writeWebhookDeliveries(tx, change(8), [subscribed.id], null),
      );
      await bothHeard;
      expect(heard.sort()).toEqual(['faktura_jobs', WEBHOOK_RENDER_CHANNEL].sort());
      const unrendered = await prisma.webhookDelivery.findFirstOrThrow({ where: { entityId: 8 } });
      expect(unrendered.payload).toBeNull();
    } finally {
      await listener.end();
    }
  });
});
