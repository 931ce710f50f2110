import { connect as connectTcp, createServer } from 'node:net';
import { join } from 'node:path';
import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import { startChild, waitUntil, type TestChild } from '@faktura/test-support';
import { createTestAccount } from './support/test-accounts';

const ROOT = join(__dirname, '..', '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A new TCP connection to the port; rejects with the socket's error. */
function connect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connectTcp(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

/**
 * A rolling restart of the real API process (apps/api/dist/main.js): SIGTERM turns /ready to 503
 * at once while requests are still served for FAKTURA_SHUTDOWN_DELAY_MS, then the process stops
 * accepting while a request in flight (a PDF waiting for a worker that never comes) still gets
 * its whole answer, and exits 0.
 */
describe('graceful shutdown of an API process', () => {
  let scratch: ScratchDatabase;
  let api: TestChild;
  let url: string;
  let port: number;
  let prisma: PrismaClient;

  beforeAll(async () => {
    scratch = await createTestDatabase();
    prisma = createPrismaClient(scratch.url, { max: 1 });
    port = await freePort();
    url = `http://127.0.0.1:${port}/api/v1`;
    api = startChild(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: scratch.url,
        PORT: String(port),
        LOG_FORMAT: 'json',
        // No worker runs: a PDF request waits this long, then answers 503. It outlasts the
        // delay by seconds, so it is still in flight when the server stops accepting.
        FAKTURA_PDF_TIMEOUT_MS: '12000',
        // Long enough that the checks made during the delay fit in it on a loaded machine
        // (they take milliseconds).
        FAKTURA_SHUTDOWN_DELAY_MS: '5000',
      },
    });
    await api.waitForOutput(/"event":"listening"/);
  });

  afterAll(async () => {
    await api?.stop();
    await prisma?.$disconnect();
    await scratch?.drop();
  });

  it('turns not ready, finishes what it has, stops accepting and exits 0', async () => {
    const { key } = await createTestAccount(scratch.url, 'Rolling');
    const headers = { Authorization: `Token token=${key}`, 'Content-Type': 'application/json' };
    const customer = (await (
      await fetch(`${url}/companies`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ type: 'customer', name: 'Kunde' }),
      })
    ).json()) as { id: number };
    const invoice = (await (
      await fetch(`${url}/invoices`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          customer_id: customer.id,
          recipient_address: 'Kunde\nBern',
          date: '2026-11-20',
          due_date: '2026-12-20',
          title: 'Rolling restart',
          tax: 19,
          currency: 'EUR',
          items: [{ type: 'item', title: 'Work', net_total: 100 }],
        }),
      })
    ).json()) as { id: number };
    const inFlight = fetch(`${url}/invoices/${invoice.id}.pdf`, { headers });
    // The request is in once it queued its render job (the one not queued ahead by the create).
    await waitUntil(
      async () => {
        const rows = await prisma.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS n FROM jobs
           WHERE type = 'documents.render-pdf' AND NOT (payload ? 'ahead')`;
        return rows[0]!.n > 0;
      },
      30_000,
      'the PDF request to queue its render',
    );
    process.kill(api.pid, 'SIGTERM');
    await api.waitForOutput(/"event":"draining"/);
    const ready = await fetch(`${url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not_ready', shutting_down: true });
    // Still served during the delay: a load balancer may not have noticed yet.
    expect((await fetch(`${url}/health`)).status).toBe(200);
    // Then no new connection is taken while the PDF request is still being answered.
    await api.waitForOutput(/"event":"closing"/);
    await expect(connect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const answer = await inFlight;
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      message: 'The document could not be rendered in time; try again',
    });
    const exit = await api.waitForExit();
    expect(exit.code).toBe(0);
    expect(api.output()).toMatch(/"event":"stopped"/);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  }, 60_000);
});
