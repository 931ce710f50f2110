import { join } from 'node:path';
import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import { startChild, stopAllChildren, type TestChild } from '@faktura/test-support';
import type { Pool } from 'pg';
import { WebhookReceiver } from './support/webhook-receiver';
import {
  attemptRows,
  createHook,
  createHookAccount,
  deliveryRows,
  openDrains,
  writeChanges,
} from './support/webhook-test-data';
import { createWorkerTestDatabase, jobState, waitFor } from './support/worker-test-db';

/** The worker's real entry point, built (`pnpm --filter @faktura/worker build`). */
const MAIN = join(__dirname, '..', 'dist', 'main.js');

/**
 * Real worker processes (dist/main.js, configured from the environment like production) killed
 * with SIGKILL while a receiver holds their POST open. Every process is stopped in afterEach
 * and afterAll (SIGKILL to its process group after a grace period).
 */
describe('web hook delivery across a worker crash', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 4 });
  });

  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
  });

  afterEach(async () => {
    await stopAllChildren(5000);
    await receiver.close();
  });

  afterAll(async () => {
    await stopAllChildren(5000);
    await prisma?.$disconnect();
    await pool?.end();
    await db?.drop();
  });

  async function startWorkerProcess(): Promise<TestChild> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: db.url,
      FAKTURA_PUBLIC_URL: 'https://faktura.example',
      FAKTURA_WEBHOOK_ALLOW_PRIVATE: '1',
      FAKTURA_WORKER_POLL_MS: '200',
      // Tests hand a dead worker's job over by ageing its lock, never by waiting for it to age.
      FAKTURA_JOB_STALE_MS: '600000',
    };
    delete env.FAKTURA_DATA_DIR;
    delete env.SMTP_URL;
    const child = startChild(process.execPath, [MAIN], { env });
    await child.waitForOutput(/"event":"ready"/);
    return child;
  }

  it('sends the delivery again, with the same webhook-id, after its worker died mid-POST', async () => {
    receiver.answer = () => (receiver.requests.length === 1 ? 'hold' : { status: 204 });
    const doomed = await startWorkerProcess();
    const account = await createHookAccount(prisma);
    const hook = await createHook(prisma, account.id, receiver.url());
    const [deliveryId] = await writeChanges(prisma, account.id, hook.id, [
      { entityId: 5, payload: '{"id":5,"title":"crash"}' },
    ]);
    const [held] = await receiver.waitForRequests(1);
    const [drain] = await openDrains(pool, hook.id);
    expect(drain.status).toBe('running');
    await doomed.kill('SIGKILL');

    // The attempt never finished: nothing recorded, the delivery still pending.
    expect(await attemptRows(pool, hook.id)).toEqual([]);
    expect((await deliveryRows(pool, hook.id))[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    const aged = await pool.query(
      `UPDATE jobs SET locked_at = now() - interval '1 day' WHERE id = $1 AND status = 'running'`,
      [drain.id],
    );
    expect(aged.rowCount).toBe(1);
    await startWorkerProcess();
    const [, again] = await receiver.waitForRequests(2);
    await waitFor(
      async () => (await deliveryRows(pool, hook.id))[0].status === 'succeeded',
      60_000,
      'the delivery recorded as succeeded',
    );

    expect(held.headers['webhook-id']).toBe(`msg_${deliveryId}`);
    expect(again.headers['webhook-id']).toBe(held.headers['webhook-id']);
    expect(again.body).toBe(held.body);
    expect(again.headers['x-moco-signature']).toBe(held.headers['x-moco-signature']);
    expect(receiver.requests).toHaveLength(2);
    expect((await attemptRows(pool, hook.id)).map((attempt) => attempt.response_status)).toEqual([
      204,
    ]);
    await waitFor(
      async () => (await jobState(pool, drain.id)).status === 'completed',
      60_000,
      'the taken-over drain job to complete',
    );
    expect((await jobState(pool, drain.id)).attempts).toBe(2);
  });
});
