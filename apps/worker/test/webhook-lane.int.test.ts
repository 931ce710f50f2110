import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import type { Pool } from 'pg';
import type { JobHandler } from '../src/runner/job.types';
import { startWorker, type RunningWorker } from '../src/worker';
import { WebhookReceiver } from './support/webhook-receiver';
import {
  createHook,
  createHookAccount,
  deliveryRows,
  openDrains,
  writeChanges,
} from './support/webhook-test-data';
import { collectingLogger } from './support/webhook-worker';
import { createWorkerTestDatabase, jobState, waitFor } from './support/worker-test-db';

describe('the web hook runner lane', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  const workers: RunningWorker[] = [];
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 4 });
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
    await pool.query('DELETE FROM jobs');
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await pool?.end();
    await db?.drop();
  });

  async function insertJob(type: string, payload: object): Promise<string> {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO jobs (type, payload, updated_at) VALUES ($1, $2, now()) RETURNING id::text`,
      [type, JSON.stringify(payload)],
    );
    return rows[0].id;
  }

  const lockedBy = async (jobId: string) =>
    (await pool.query<{ locked_by: string }>('SELECT locked_by FROM jobs WHERE id = $1', [jobId]))
      .rows[0].locked_by;

  it('runs web hook drains only on its own loops, and nothing else there', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const runBy = new Map<string, string>();
    const record = async (id: string) => void runBy.set(id, await lockedBy(id));
    const handlers: Record<string, JobHandler<never>> = {
      'webhooks.deliver': async ({ job }) => {
        await record(job.id);
        await gate;
      },
      'test.other': async ({ job }) => record(job.id),
    };
    const worker = await startWorker({
      databaseUrl: db.url,
      log: collectingLogger(),
      schedules: [],
      handlers,
      runner: { requiredTypes: Object.keys(handlers), concurrency: 1, pollIntervalMs: 100 },
      webhooks: { concurrency: 2 },
    });
    workers.push(worker);
    const lane = worker.webhookRunner?.workerId;
    expect(lane).toBe(`${worker.runner.workerId}:webhooks`);

    const drains = [
      await insertJob('webhooks.deliver', { subscriptionId: 1 }),
      await insertJob('webhooks.deliver', { subscriptionId: 2 }),
    ];
    await waitFor(async () => runBy.size === 2, 60_000, 'both lane loops busy with a drain');
    const third = await insertJob('webhooks.deliver', { subscriptionId: 3 });
    // Both lane loops are taken: the main runner's idle loop runs other work, never a drain.
    const others = [await insertJob('test.other', {}), await insertJob('test.other', {})];
    for (const id of others) {
      await waitFor(async () => (await jobState(pool, id)).status === 'completed', 60_000, id);
    }
    expect((await jobState(pool, third)).status).toBe('queued');

    open();
    await waitFor(
      async () => (await jobState(pool, third)).status === 'completed',
      60_000,
      'the third drain, once a lane loop is free',
    );
    expect([...drains, third].map((id) => runBy.get(id))).toEqual([lane, lane, lane]);
    expect(others.map((id) => runBy.get(id))).toEqual([
      worker.runner.workerId,
      worker.runner.workerId,
    ]);
  });

  it('refuses to start when either lane lacks a handler for a required job type', async () => {
    const handler: JobHandler<never> = async () => undefined;
    const start = (handlers: Record<string, JobHandler<never>>) =>
      startWorker({
        databaseUrl: db.url,
        log: collectingLogger(),
        schedules: [],
        handlers,
        runner: { requiredTypes: ['test.other', 'webhooks.deliver'] },
      });
    await expect(start({ 'test.other': handler })).rejects.toThrow(
      'No handler registered for job type(s): webhooks.deliver',
    );
    await expect(start({ 'webhooks.deliver': handler })).rejects.toThrow(
      'No handler registered for job type(s): test.other',
    );
  });

  it('stops a drain after the attempt in flight and queues the rest for the next worker', async () => {
    const receiver = await WebhookReceiver.start();
    receivers.push(receiver);
    receiver.answer = () => 'hold';
    const log = collectingLogger();
    const worker = await startWorker({
      databaseUrl: db.url,
      log,
      schedules: [],
      runner: { pollIntervalMs: 200 },
      webhooks: { allowPrivate: true },
    });
    const account = await createHookAccount(prisma);
    const hook = await createHook(prisma, account.id, receiver.url());
    await writeChanges(prisma, account.id, hook.id, [
      { entityId: 1, payload: '{"id":1}' },
      { entityId: 2, payload: '{"id":2}' },
      { entityId: 3, payload: '{"id":3}' },
    ]);
    // Stops once the first POST is held (or, should it never come, at once).
    const stopped = receiver.waitForRequests(1).then(
      () => worker.stop(),
      async (error: unknown) => {
        await worker.stop();
        throw error;
      },
    );
    try {
      const lane = worker.webhookRunner?.workerId;
      await waitFor(
        async () => log.lines.includes(`INFO worker ${lane} stopping: running jobs finish first`),
        60_000,
        'the lane to start stopping',
      );
    } finally {
      // Whatever happened: the held POST is answered and the worker stops.
      receiver.release(204);
      await stopped;
    }

    expect(receiver.requests).toHaveLength(1);
    const rows = await deliveryRows(pool, hook.id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['succeeded', 1],
      ['pending', 0],
      ['pending', 0],
    ]);
    expect((await openDrains(pool, hook.id)).map((drain) => drain.status)).toEqual(['queued']);
  });
});
