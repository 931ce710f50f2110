import { createHmac } from 'node:crypto';
import {
  createPrismaClient,
  queueWebhookDrains,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import type { Pool } from 'pg';
import { startWorker, type RunningWorker } from '../src/worker';
import { WebhookReceiver, type HookRequest } from './support/webhook-receiver';
import {
  attemptRows,
  createHook,
  createHookAccount,
  deliveryRows,
  hookRow,
  insertDrainJob,
  openDrains,
  writeChanges,
} from './support/webhook-test-data';
import {
  collectingLogger,
  TEST_RETRY_DELAYS_MS,
  verifierSignature,
} from './support/webhook-worker';
import { createWorkerTestDatabase, jobState, waitFor } from './support/worker-test-db';

const change = (id: number, seq: number) => ({
  entityId: id,
  payload: JSON.stringify({ id, seq }),
});
const parsed = (request: HookRequest) => JSON.parse(request.body) as { id: number; seq: number };
const seqsOf = (requests: HookRequest[], id: number) =>
  requests.filter((request) => parsed(request).id === id).map((request) => parsed(request).seq);

/**
 * The real worker (both lanes, the real handler and sender) in this process, delivering to
 * receivers on loopback (FAKTURA_WEBHOOK_ALLOW_PRIVATE's setting) with a short retry schedule.
 */
describe('web hook delivery', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let worker: RunningWorker;
  const log = collectingLogger();
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 4 });
    worker = await startWorker({
      databaseUrl: db.url,
      log,
      schedules: [],
      publicUrl: 'https://faktura.example',
      runner: { pollIntervalMs: 200 },
      webhooks: { allowPrivate: true, retryDelaysMs: TEST_RETRY_DELAYS_MS, concurrency: 4 },
    });
  });

  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  });

  afterAll(async () => {
    await worker?.stop();
    await prisma?.$disconnect();
    await pool?.end();
    await db?.drop();
  });

  async function receiver(port?: number): Promise<WebhookReceiver> {
    const started = await WebhookReceiver.start({ port });
    receivers.push(started);
    return started;
  }

  async function hookTo(url: string) {
    const account = await createHookAccount(prisma);
    const hook = await createHook(prisma, account.id, url, { target: 'InvoicePayment' });
    return { account, hook };
  }

  const allSettled =
    (hookId: number, status = 'succeeded') =>
    async () => {
      const rows = await deliveryRows(pool, hookId);
      return rows.length > 0 && rows.every((row) => row.status === status);
    };

  /** The hook's drains have finished and none waits: what it did is all it will do. */
  const drainsDone = (hookId: number) => async () => (await openDrains(pool, hookId)).length === 0;

  it('POSTs the stored body with the reference headers and both signatures', async () => {
    const target = await receiver();
    const { account, hook } = await hookTo(target.url());
    // Key order, spacing and number spelling must survive: the signature covers these bytes.
    const payload = '{"id":42, "amount": 1.50, "title":"Zahlung für R-1 €","b":1,"a":2}';
    const before = Date.now();
    const [withUser, withoutUser] = await writeChanges(prisma, account.id, hook.id, [
      { entityId: 42, payload, actorUserId: 7, target: 'Invoice::Payment' },
      { entityId: 43, payload: '{"id":43}', target: 'Invoice::Payment' },
    ]);
    const [request, second] = await target.waitForRequests(2);
    const after = Date.now();
    await waitFor(allSettled(hook.id), 60_000, 'both deliveries recorded as succeeded');

    const [row] = await deliveryRows(pool, hook.id);
    expect(request.body).toBe(payload);
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(payload)),
      'user-agent': 'Faktura-Webhooks/1',
      'x-moco-target': 'Invoice::Payment',
      'x-moco-event': 'update',
      'x-moco-timestamp': String(row.created_at.getTime()),
      'x-moco-user-id': '7',
      'x-moco-account-url': `https://${account.slug}.faktura.example`,
      'webhook-id': `msg_${withUser}`,
    });
    expect(request.headers['x-moco-signature']).toBe(
      createHmac('sha256', hook.secret).update(payload).digest('hex'),
    );
    const timestamp = Number(request.headers['webhook-timestamp']);
    expect(timestamp).toBeGreaterThanOrEqual(Math.floor(before / 1000));
    expect(timestamp).toBeLessThanOrEqual(Math.ceil(after / 1000));
    const whsec = `whsec_${Buffer.from(hook.secret).toString('base64')}`;
    expect(request.headers['webhook-signature']).toBe(
      await verifierSignature(whsec, `msg_${withUser}.${timestamp}.${payload}`),
    );
    expect(second.headers['webhook-id']).toBe(`msg_${withoutUser}`);
    expect(second.headers).not.toHaveProperty('x-moco-user-id');

    expect(row).toMatchObject({ status: 'succeeded', attempts: 1, last_response_status: 204 });
    expect(row.delivered_at).toBeInstanceOf(Date);
    const attempts = await attemptRows(pool, hook.id);
    expect(attempts.map((attempt) => [attempt.response_status, attempt.error])).toEqual([
      [204, null],
      [204, null],
    ]);
    expect((await hookRow(pool, hook.id)).consecutive_failures).toBe(0);
  });

  it('delivers everything in order after retries once a dead receiver is back', async () => {
    const probe = await WebhookReceiver.start();
    const port = probe.port;
    await probe.close();
    const { account, hook } = await hookTo(`http://127.0.0.1:${port}/hook`);
    await writeChanges(prisma, account.id, hook.id, [
      change(1, 1),
      change(1, 2),
      change(2, 1),
      change(1, 3),
      change(2, 2),
    ]);
    await waitFor(
      async () => (await attemptRows(pool, hook.id)).length >= 3,
      60_000,
      'three failed attempts at the dead receiver',
    );
    const target = await receiver(port);
    const upAt = Date.now();
    const requests = await target.waitForRequests(5);
    await waitFor(allSettled(hook.id), 60_000, 'every delivery recorded as succeeded');

    expect(seqsOf(requests, 1)).toEqual([1, 2, 3]);
    expect(seqsOf(requests, 2)).toEqual([1, 2]);
    const attempts = await attemptRows(pool, hook.id);
    const failed = attempts.filter((attempt) => attempt.response_status === null);
    expect(failed.length).toBeGreaterThanOrEqual(3);
    expect(failed.every((attempt) => attempt.error?.includes('ECONNREFUSED'))).toBe(true);
    // One attempt per pause, not one per waiting delivery: the n-th failure in a row paused the
    // hook for at least the n-th entry of the schedule before the next attempt.
    failed.slice(1).forEach((attempt, i) => {
      const gap = attempt.attempted_at.getTime() - failed[i].attempted_at.getTime();
      expect(gap).toBeGreaterThanOrEqual(TEST_RETRY_DELAYS_MS[i]);
    });
    expect(attempts.filter((attempt) => attempt.response_status === 204)).toHaveLength(5);
    // Back within the pause in force when it came up (at most its entry + 20 %) plus slack for a
    // loaded machine: the drain was queued for the end of the pause, not for the next poll.
    const pause = TEST_RETRY_DELAYS_MS[Math.min(failed.length, TEST_RETRY_DELAYS_MS.length) - 1];
    expect(requests[0].at - upAt).toBeLessThan(pause * 1.2 + 5000);
    expect(requests[4].at - requests[0].at).toBeLessThan(5000);
  });

  it("keeps each record's order while another record's delivery keeps failing", async () => {
    const target = await receiver();
    let healed = false;
    target.answer = (request) =>
      parsed(request).id === 1 && !healed ? { status: 500 } : { status: 204 };
    const { account, hook } = await hookTo(target.url());
    const [first] = await writeChanges(prisma, account.id, hook.id, [
      change(1, 1),
      change(2, 1),
      change(1, 2),
      change(2, 2),
      change(2, 3),
    ]);
    await waitFor(
      async () => {
        const failures = (await attemptRows(pool, hook.id)).filter(
          (attempt) => attempt.delivery_id === first && attempt.response_status === 500,
        );
        return failures.length >= 2 && seqsOf(target.requests, 2).length === 3;
      },
      60_000,
      "record 2's deliveries and two failures of record 1's first",
    );
    expect(seqsOf(target.requests, 2)).toEqual([1, 2, 3]);
    // The second change of record 1 waits behind its failing first change.
    expect(seqsOf(target.requests, 1).every((seq) => seq === 1)).toBe(true);

    healed = true;
    await waitFor(allSettled(hook.id), 60_000, 'every delivery recorded as succeeded');
    const ofRecord1 = seqsOf(target.requests, 1);
    expect(ofRecord1.slice(-2)).toEqual([1, 2]);
    expect(ofRecord1.filter((seq) => seq === 2)).toHaveLength(1);
    // Fast error answers do not pause the hook.
    expect((await hookRow(pool, hook.id)).paused_until).toBeNull();
  });

  it('disables the hook at once on 410 Gone; its other deliveries wait', async () => {
    const target = await receiver();
    target.answer = () => ({ status: 410 });
    const { account, hook } = await hookTo(target.url());
    await writeChanges(prisma, account.id, hook.id, [change(1, 1), change(2, 1)]);
    await waitFor(async () => (await hookRow(pool, hook.id)).disabled, 60_000, 'the hook disabled');
    await waitFor(drainsDone(hook.id), 60_000, 'the drain to finish');

    expect(target.requests).toHaveLength(1);
    const state = await hookRow(pool, hook.id);
    expect(state.disabled_at).toBeInstanceOf(Date);
    expect(state.consecutive_failures).toBe(1);
    const rows = await deliveryRows(pool, hook.id);
    expect(rows.map((row) => [row.status, row.attempts, row.last_response_status])).toEqual([
      ['pending', 1, 410],
      ['pending', 0, null],
    ]);
    expect(log.lines).toContain(
      `WARN web hook ${hook.id} disabled: the receiver answered 410 Gone`,
    );
  });

  it('disables the hook after 500 failed attempts in a row', async () => {
    const target = await receiver();
    target.answer = () => ({ status: 500 });
    const { account, hook } = await hookTo(target.url());
    const changes = Array.from({ length: 500 }, (_, i) => change(i + 1, 1));
    await writeChanges(prisma, account.id, hook.id, changes);
    await waitFor(
      async () => (await hookRow(pool, hook.id)).disabled,
      170_000,
      'the hook disabled',
    );
    await waitFor(drainsDone(hook.id), 60_000, 'the drain to finish');

    expect(target.requests).toHaveLength(500);
    const state = await hookRow(pool, hook.id);
    expect(state.consecutive_failures).toBe(500);
    expect(state.disabled_at).toBeInstanceOf(Date);
    const attempts = await attemptRows(pool, hook.id);
    expect(attempts).toHaveLength(500);
    expect(attempts.every((attempt) => attempt.response_status === 500)).toBe(true);
    // Fresh deliveries go before retries: 500 deliveries, one attempt each.
    expect(new Set(attempts.map((attempt) => attempt.delivery_id)).size).toBe(500);
    expect(log.lines).toContain(`WARN web hook ${hook.id} disabled: 500 failed attempts in a row`);
  }, 240_000);

  it('retries after the Retry-After of a 503 instead of the schedule', async () => {
    const target = await receiver();
    target.answer = () =>
      target.requests.length === 1
        ? { status: 503, headers: { 'Retry-After': '2' } }
        : { status: 204 };
    const { account, hook } = await hookTo(target.url());
    await writeChanges(prisma, account.id, hook.id, [change(1, 1)]);
    const [first, second] = await target.waitForRequests(2);
    await waitFor(allSettled(hook.id), 60_000, 'the delivery recorded as succeeded');

    // The schedule's first entry is 300 ms; the receiver asked for 2 s.
    expect(second.at - first.at).toBeGreaterThanOrEqual(2000);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    const attempts = await attemptRows(pool, hook.id);
    expect(attempts.map((attempt) => attempt.response_status)).toEqual([503, 204]);
    expect(
      attempts[1].attempted_at.getTime() - attempts[0].attempted_at.getTime(),
    ).toBeGreaterThanOrEqual(2000);
    expect((await hookRow(pool, hook.id)).paused_until).toBeNull();
  });

  it("delivers another hook's event while one hook's receiver hangs", async () => {
    const target = await receiver();
    target.answer = (request) => (request.path === '/slow' ? 'hold' : { status: 204 });
    const slow = await hookTo(target.url('/slow'));
    const fast = await hookTo(target.url('/fast'));
    await writeChanges(prisma, slow.account.id, slow.hook.id, [change(1, 1)]);
    await target.waitForRequests(1, '/slow');
    await writeChanges(prisma, fast.account.id, fast.hook.id, [change(2, 1)]);
    await target.waitForRequests(1, '/fast');
    // The slow receiver still holds its request: the fast hook did not wait for it.
    expect(target.holding.map((request) => request.path)).toEqual(['/slow']);
    target.release(204);
    await waitFor(allSettled(slow.hook.id), 60_000, 'the slow delivery recorded');
    await waitFor(allSettled(fast.hook.id), 60_000, 'the fast delivery recorded');
  });

  it('runs one drain per hook at a time: a second drain job backs off while the first sends', async () => {
    const target = await receiver();
    target.answer = () => (target.requests.length === 1 ? 'hold' : { status: 204 });
    const { account, hook } = await hookTo(target.url());
    await writeChanges(prisma, account.id, hook.id, [change(1, 1), change(2, 1)]);
    await target.waitForRequests(1);
    // A second drain of the same hook (no dedupe key: as a taken-over or retried job would be).
    const second = await insertDrainJob(pool, account.id, hook.id);
    await waitFor(
      async () => (await jobState(pool, second)).status === 'completed',
      60_000,
      'the second drain to give way',
    );
    expect(target.requests).toHaveLength(1);
    expect(log.lines).toContain(
      `INFO web hook ${hook.id}: another drain is running; this one comes back in 1 s`,
    );
    target.release(204);
    await waitFor(allSettled(hook.id), 60_000, 'both deliveries recorded as succeeded');
    expect(target.requests).toHaveLength(2);
  });

  it('delivers nothing for a drain job of an account that does not own the hook', async () => {
    const target = await receiver();
    const { account, hook } = await hookTo(target.url());
    const other = await createHookAccount(prisma);
    // A delivery without a drain job (written directly), then a drain job of the other account.
    await prisma.webhookDelivery.create({
      data: { accountId: account.id, subscriptionId: hook.id, entityId: 1, payload: { id: 1 } },
    });
    const foreign = await insertDrainJob(pool, other.id, hook.id);
    await waitFor(
      async () => (await jobState(pool, foreign)).status === 'completed',
      60_000,
      "the other account's drain to finish",
    );
    expect(target.requests).toEqual([]);
    expect((await deliveryRows(pool, hook.id)).map((row) => row.attempts)).toEqual([0]);
    expect(await openDrains(pool, hook.id)).toEqual([]);
    expect(log.lines).toContain(`INFO web hook ${hook.id}: not a hook of the account`);

    // The owner's drain delivers it: the setup itself was deliverable.
    await queueWebhookDrains(prisma, account.id, [hook.id]);
    await target.waitForRequests(1);
    await waitFor(allSettled(hook.id), 60_000, 'the delivery recorded as succeeded');
  });
});
