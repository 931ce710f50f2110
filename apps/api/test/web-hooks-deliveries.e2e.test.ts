import { createPrismaClient, type PrismaClient, webhookDrainKey } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PATH = '/api/v1/account/web_hooks';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const DELIVERY_KEYS = [
  'id',
  'webhook_id',
  'target',
  'event',
  'entity_id',
  'status',
  'attempts',
  'next_attempt_at',
  'last_attempt_at',
  'last_response_status',
  'last_error',
  'delivered_at',
  'created_at',
  'updated_at',
  'attempt_log',
];

interface Delivery {
  id: number;
  webhook_id: string;
  status: string;
  attempts: number;
  attempt_log: { attempted_at: string; duration_ms: number; error: string | null }[];
  [key: string]: unknown;
}

describe('/api/v1/account/web_hooks/{id}/deliveries', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const createHook = async (account: TestAccount = a, target = 'Invoice::Payment') =>
    (
      await api(account)
        .post(PATH, { target, event: 'update', hook: 'https://example.com/hook' })
        .expect(200)
    ).body as { id: number };

  /** A delivery as the outbox and the worker leave it, with `attempts` logged attempts. */
  async function delivery(
    account: TestAccount,
    hookId: number,
    options: { attempts?: number; status?: 'pending' | 'succeeded' | 'failed'; rendered?: boolean },
  ): Promise<number> {
    const attempts = options.attempts ?? 0;
    const start = Date.parse('2026-11-22T09:00:00Z');
    const row = await prisma.webhookDelivery.create({
      data: {
        accountId: account.accountId,
        subscriptionId: hookId,
        entityId: 17,
        payload: options.rendered === false ? undefined : { id: 17, paid_total: 50 },
        status: options.status ?? 'pending',
        attempts,
        lastAttemptAt: attempts > 0 ? new Date(start + attempts * 60_000) : null,
        lastResponseStatus: attempts > 0 ? 500 : null,
        lastError: attempts > 0 ? 'HTTP 500' : null,
        deliveredAt: options.status === 'succeeded' ? new Date(start) : null,
        attemptLog: {
          create: Array.from({ length: attempts }, (_, n) => ({
            accountId: account.accountId,
            attemptedAt: new Date(start + (n + 1) * 60_000),
            durationMs: n,
            responseStatus: 500,
            error: `attempt ${n + 1}`,
          })),
        },
      },
    });
    return Number(row.id);
  }

  const drains = (hookId: number) =>
    prisma.job.findMany({
      where: { type: 'webhooks.deliver', dedupeKey: webhookDrainKey(hookId) },
    });

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('lists the hook’s deliveries in id order by default, paged, with the last 20 attempts', async () => {
    const hook = await createHook();
    const other = await createHook();
    const oldest = await delivery(a, hook.id, { attempts: 25, status: 'failed' });
    const middle = await delivery(a, hook.id, { status: 'succeeded', attempts: 1 });
    const newest = await delivery(a, hook.id, { rendered: false });
    await delivery(a, other.id, {});
    const list = await api().get(`${PATH}/${hook.id}/deliveries`).expect(200);
    expect(list.headers['x-total']).toBe('3');
    const rows = list.body as Delivery[];
    expect(rows.map((row) => row.id)).toEqual([oldest, middle, newest]);
    expect(Object.keys(rows[0])).toEqual(DELIVERY_KEYS);
    expect(rows[0]).toEqual({
      id: oldest,
      webhook_id: `msg_${oldest}`,
      target: 'Invoice::Payment',
      event: 'update',
      entity_id: 17,
      status: 'failed',
      attempts: 25,
      next_attempt_at: expect.stringMatching(TIMESTAMP),
      last_attempt_at: '2026-11-22T09:25:00Z',
      last_response_status: 500,
      last_error: 'HTTP 500',
      delivered_at: null,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
      attempt_log: expect.any(Array),
    });
    const log = rows[0].attempt_log;
    expect(log).toHaveLength(20);
    expect(log[0]).toEqual({
      attempted_at: '2026-11-22T09:25:00Z',
      duration_ms: 24,
      response_status: 500,
      error: 'attempt 25',
    });
    expect(log.map((attempt) => attempt.error)).toEqual(
      Array.from({ length: 20 }, (_, n) => `attempt ${25 - n}`),
    );
    expect(rows[2].attempt_log).toEqual([]);
    expect(JSON.stringify(rows)).not.toContain('paid_total');

    const page = await api().get(`${PATH}/${hook.id}/deliveries?per_page=2&page=2`).expect(200);
    expect(page.headers['x-page']).toBe('2');
    expect(page.headers['link']).toContain('rel="first"');
    expect((page.body as Delivery[]).map((row) => row.id)).toEqual([newest]);
    const failed = await api().get(`${PATH}/${hook.id}/deliveries?status=failed`).expect(200);
    expect((failed.body as Delivery[]).map((row) => row.id)).toEqual([oldest]);
    const descending = await api()
      .get(`${PATH}/${hook.id}/deliveries?sort_by=id%20desc`)
      .expect(200);
    expect((descending.body as Delivery[]).map((row) => row.id)).toEqual([newest, middle, oldest]);
    const bad = await api().get(`${PATH}/${hook.id}/deliveries?status=lost&page=0`).expect(422);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['page', 'status']);
  });

  it('redelivers: pending again, attempts 0, due now, same id, drain queued', async () => {
    const hook = await createHook();
    const id = await delivery(a, hook.id, { attempts: 8, status: 'failed' });
    const succeeded = await delivery(a, hook.id, { attempts: 1, status: 'succeeded' });
    expect(await drains(hook.id)).toEqual([]);
    const before = Date.now();
    const response = await api().post(`${PATH}/${hook.id}/deliveries/${id}/redeliver`).expect(200);
    const body = response.body as Delivery;
    expect(body).toMatchObject({
      id,
      webhook_id: `msg_${id}`,
      status: 'pending',
      attempts: 0,
      last_error: 'HTTP 500',
      delivered_at: null,
    });
    expect(body.attempt_log).toHaveLength(8);
    const row = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: BigInt(id) } });
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 0,
      payload: { id: 17, paid_total: 50 },
    });
    expect(Math.abs(row.nextAttemptAt!.getTime() - before)).toBeLessThan(60_000);
    const [drain] = await drains(hook.id);
    expect(drain).toMatchObject({
      accountId: a.accountId,
      status: 'queued',
      payload: { subscriptionId: hook.id },
    });
    expect(drain.runAt.getTime()).toBeLessThanOrEqual(row.nextAttemptAt!.getTime());

    const again = await api()
      .post(`${PATH}/${hook.id}/deliveries/${succeeded}/redeliver`)
      .expect(200);
    expect(again.body).toMatchObject({ id: succeeded, status: 'pending', delivered_at: null });
    expect(await drains(hook.id)).toHaveLength(1);
  });

  it('refuses with 422 while the hook is disabled or the payload is not rendered', async () => {
    const hook = await createHook();
    const unrendered = await delivery(a, hook.id, { rendered: false, status: 'pending' });
    const failed = await delivery(a, hook.id, { attempts: 8, status: 'failed' });
    const notYet = await api()
      .post(`${PATH}/${hook.id}/deliveries/${unrendered}/redeliver`)
      .expect(422);
    expect(notYet.body).toEqual({ errors: [expect.stringContaining('no payload')] });
    await api().put(`${PATH}/${hook.id}/disable`).expect(200);
    const disabled = await api()
      .post(`${PATH}/${hook.id}/deliveries/${failed}/redeliver`)
      .expect(422);
    expect(disabled.body).toEqual({ errors: [expect.stringContaining('disabled')] });
    const row = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: BigInt(failed) } });
    expect(row).toMatchObject({ status: 'failed', attempts: 8 });
    expect(await drains(hook.id)).toEqual([]);
  });

  it('answers 404 for a delivery of another hook, a missing one and a missing hook', async () => {
    const hook = await createHook();
    const other = await createHook();
    const theirs = await delivery(a, other.id, { attempts: 2, status: 'failed' });
    const missing = await api().get(`${PATH}/99999999`).expect(404);
    for (const path of [
      `${PATH}/${hook.id}/deliveries/${theirs}/redeliver`,
      `${PATH}/${hook.id}/deliveries/99999999999/redeliver`,
      `${PATH}/${hook.id}/deliveries/abc/redeliver`,
      `${PATH}/${hook.id}/deliveries/0/redeliver`,
      `${PATH}/99999999/deliveries/${theirs}/redeliver`,
    ]) {
      expect([path, (await api().post(path).expect(404)).body]).toEqual([path, missing.body]);
    }
    expect((await api().get(`${PATH}/99999999/deliveries`).expect(404)).body).toEqual(missing.body);
    const row = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: BigInt(theirs) } });
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it("hides another account's hooks and deliveries on both routes", async () => {
    const mine = await createHook();
    const theirs = await createHook(b);
    const theirDelivery = await delivery(b, theirs.id, { attempts: 3, status: 'failed' });
    const before = await prisma.webhookDelivery.findUniqueOrThrow({
      where: { id: BigInt(theirDelivery) },
    });
    const missing = await api().get(`${PATH}/99999999`).expect(404);
    for (const call of [
      api().get(`${PATH}/${theirs.id}/deliveries`),
      api().post(`${PATH}/${theirs.id}/deliveries/${theirDelivery}/redeliver`),
      api().post(`${PATH}/${mine.id}/deliveries/${theirDelivery}/redeliver`),
    ]) {
      expect((await call.expect(404)).body).toEqual(missing.body);
    }
    const listed = await api().get(`${PATH}/${mine.id}/deliveries?ids=${theirDelivery}`);
    expect(listed.body).toEqual([]);
    expect(
      await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: BigInt(theirDelivery) } }),
    ).toEqual(before);
    expect(await drains(theirs.id)).toEqual([]);
    const own = await api(b).get(`${PATH}/${theirs.id}/deliveries`).expect(200);
    expect((own.body as Delivery[]).map((row) => row.id)).toEqual([theirDelivery]);
  });
});
