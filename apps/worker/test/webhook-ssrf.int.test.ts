import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import type { Pool } from 'pg';
import { webhookSettingsFromEnv } from '../src/config';
import { startWorker, type RunningWorker } from '../src/worker';
import { WebhookReceiver } from './support/webhook-receiver';
import {
  attemptRows,
  createHook,
  createHookAccount,
  deliveryRows,
  hookRow,
  writeChanges,
} from './support/webhook-test-data';
import { collectingLogger } from './support/webhook-worker';
import { createWorkerTestDatabase, waitFor } from './support/worker-test-db';

/** A scratch database with a real worker configured from `env`, and receivers to stop. */
function workerSuite(env: NodeJS.ProcessEnv) {
  const suite = {} as {
    db: ScratchDatabase;
    pool: Pool;
    prisma: PrismaClient;
    worker: RunningWorker;
    receivers: WebhookReceiver[];
  };
  suite.receivers = [];
  beforeAll(async () => {
    ({ db: suite.db, pool: suite.pool } = await createWorkerTestDatabase());
    suite.prisma = createPrismaClient(suite.db.url, { max: 4 });
    suite.worker = await startWorker({
      databaseUrl: suite.db.url,
      log: collectingLogger(),
      schedules: [],
      runner: { pollIntervalMs: 200 },
      webhooks: webhookSettingsFromEnv(env),
    });
  });
  afterAll(async () => {
    await Promise.all(suite.receivers.splice(0).map((receiver) => receiver.close()));
    await suite.worker?.stop();
    await suite.prisma?.$disconnect();
    await suite.pool?.end();
    await suite.db?.drop();
  });
  return suite;
}

/** A hook of the account per URL, each with one delivery (its drain queued). */
async function hooksWithOneChange(prisma: PrismaClient, accountId: number, urls: string[]) {
  const hooks = [];
  for (const url of urls) {
    const hook = await createHook(prisma, accountId, url);
    await writeChanges(prisma, accountId, hook.id, [{ entityId: 1, payload: '{"id":1}' }]);
    hooks.push(hook);
  }
  return hooks;
}

/** Waits until every hook has had an attempt. */
async function waitForAttempts(pool: Pool, hooks: { id: number }[]): Promise<void> {
  await waitFor(
    async () => {
      for (const { id } of hooks) if ((await attemptRows(pool, id)).length === 0) return false;
      return true;
    },
    60_000,
    'an attempt per hook',
  );
}

describe('the address guard of a worker without FAKTURA_WEBHOOK_ALLOW_PRIVATE', () => {
  // The retry schedule is long: each hook gets exactly its first attempt during the test.
  const suite = workerSuite({ FAKTURA_WEBHOOK_RETRY_DELAYS_MS: '600000' });

  it('refuses loopback, private, metadata and names that resolve to loopback; nothing is sent', async () => {
    const { prisma, pool } = suite;
    // On every interface, IPv4 and IPv6: any connection to a loopback address would reach it.
    const receiver = await WebhookReceiver.start({ host: '::' });
    suite.receivers.push(receiver);
    const { port } = receiver;
    const cases: [string, RegExp][] = [
      [`http://127.0.0.1:${port}/hook`, /^address 127\.0\.0\.1 is not allowed \(loopback\)$/],
      [`http://10.0.0.1:${port}/hook`, /^address 10\.0\.0\.1 is not allowed \(private\)$/],
      [
        'http://169.254.169.254/latest/meta-data/',
        /^address 169\.254\.169\.254 is not allowed \(link-local\)$/,
      ],
      [
        `http://localhost:${port}/hook`,
        /^address (127\.0\.0\.1|::1) is not allowed \(loopback\): localhost resolves to it$/,
      ],
      [`http://[::1]:${port}/hook`, /^address ::1 is not allowed \(loopback\)$/],
      [`http://[::ffff:127.0.0.1]:${port}/hook`, /^address ::ffff:7f00:1 is not allowed/],
      [`http://0x7f000001:${port}/hook`, /^address 127\.0\.0\.1 is not allowed \(loopback\)$/],
    ];
    const account = await createHookAccount(prisma);
    const hooks = await hooksWithOneChange(
      prisma,
      account.id,
      cases.map(([url]) => url),
    );
    await waitForAttempts(pool, hooks);

    for (const [i, hook] of hooks.entries()) {
      const [attempt] = await attemptRows(pool, hook.id);
      expect(attempt.response_status).toBeNull();
      expect(attempt.error).toMatch(cases[i][1]);
      const [delivery] = await deliveryRows(pool, hook.id);
      expect(delivery).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_response_status: null,
      });
      // No answer: the hook pauses, as for a dead receiver.
      expect((await hookRow(pool, hook.id)).paused_until).toBeInstanceOf(Date);
    }
    expect(receiver.requests).toEqual([]);
  });
});

describe('redirects, with FAKTURA_WEBHOOK_ALLOW_PRIVATE=1 (the receivers are on loopback)', () => {
  const suite = workerSuite({
    FAKTURA_WEBHOOK_ALLOW_PRIVATE: '1',
    FAKTURA_WEBHOOK_RETRY_DELAYS_MS: '600000',
  });

  it('are not followed: a 302 to loopback is a failed attempt and its target gets no request', async () => {
    const { prisma, pool } = suite;
    const internal = await WebhookReceiver.start({ host: '::' });
    const redirector = await WebhookReceiver.start();
    suite.receivers.push(internal, redirector);
    redirector.answer = (request) => ({
      status: 302,
      headers: {
        Location:
          request.path === '/to-metadata'
            ? 'http://169.254.169.254/latest/meta-data/'
            : internal.url('/admin'),
      },
    });
    const account = await createHookAccount(prisma);
    const hooks = await hooksWithOneChange(prisma, account.id, [
      redirector.url('/to-loopback'),
      redirector.url('/to-metadata'),
    ]);
    await waitForAttempts(pool, hooks);

    for (const hook of hooks) {
      const attempts = await attemptRows(pool, hook.id);
      expect(attempts.map((attempt) => [attempt.response_status, attempt.error])).toEqual([
        [302, 'HTTP 302 (redirects are not followed)'],
      ]);
      expect((await deliveryRows(pool, hook.id))[0]).toMatchObject({
        status: 'pending',
        last_response_status: 302,
      });
    }
    expect(redirector.requests.map((request) => request.path).sort()).toEqual([
      '/to-loopback',
      '/to-metadata',
    ]);
    expect(internal.requests).toEqual([]);
  });
});
