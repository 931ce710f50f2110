import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import { startChild, waitUntil, type TestChild } from '@faktura/test-support';
import { createTestAccount, type TestAccount } from './support/test-accounts';

const ROOT = join(__dirname, '..', '..', '..');
const RATE_LIMIT = 300;

/** A port with the next `count - 1` ports free too (API processes take consecutive ports). */
async function freePorts(count: number): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const all = await Promise.all(Array.from({ length: count }, (_, i) => free(base + i)));
    if (all.every(Boolean)) return base;
  }
}

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
  headers: Headers;
}

/** One request; a connection that breaks (a killed process) is status 0. */
async function call(url: string, key: string, method = 'GET', body?: object, headers = {}) {
  try {
    const response = await fetch(url, {
      method,
      headers: {
        Authorization: `Token token=${key}`,
        'Content-Type': 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : null;
    return { status: response.status, body: parsed, headers: response.headers } as Answer;
  } catch {
    return { status: 0, body: null, headers: new Headers() } as Answer;
  }
}

/** Runs `jobs` with at most `width` at once. */
async function inParallel<T>(width: number, jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const lanes = Array.from({ length: width }, async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  });
  await Promise.all(lanes);
  return results;
}

/**
 * `npm start` with FAKTURA_API_PROCESSES=3 and FAKTURA_WORKERS=2 on one database, as real
 * processes: requests spread over the three APIs give what one process gives (gap-free
 * numbers, one shared rate limit, idempotency across processes), a PDF asked of one API is
 * rendered by a worker and answered there, the hourly sweeps are queued once, and SIGKILL of an
 * API process and a worker under load loses no acknowledged write, lets every retry finish or
 * learn that its write was made, and leaves no job unfinished.
 */
describe('several API processes and workers on one database', () => {
  let scratch: ScratchDatabase;
  let dataDir: string;
  let start: TestChild;
  let urls: string[];
  let prisma: PrismaClient;
  const query = async (sql: string, ...params: unknown[]) => ({
    rows: await prisma.$queryRawUnsafe<Record<string, unknown>[]>(sql, ...params),
  });

  const api = (index: number, path: string) => `${urls[index % urls.length]}${path}`;

  beforeAll(async () => {
    scratch = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'faktura-scale-'));
    chmodSync(dataDir, 0o755);
    const port = await freePorts(3);
    start = startChild(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: scratch.url,
        FAKTURA_DATA_DIR: dataDir,
        FAKTURA_SKIP_SETUP: '1',
        FAKTURA_API_PROCESSES: '3',
        FAKTURA_WORKERS: '2',
        PORT: String(port),
        LOG_FORMAT: 'json',
        FAKTURA_RATE_LIMIT: String(RATE_LIMIT),
        // A killed worker's job is taken over soon, and so is a killed API's idempotent request.
        FAKTURA_JOB_STALE_MS: '5000',
        FAKTURA_IDEMPOTENCY_LEASE_MS: '2000',
      },
    });
    const [line] = await start.waitForOutput(/\{[^\n]*"event":"running"[^\n]*\}/);
    urls = (JSON.parse(line) as { api_urls: string[] }).api_urls;
    prisma = createPrismaClient(scratch.url, { max: 2 });
  }, 240_000);

  afterAll(async () => {
    await start?.stop();
    await prisma?.$disconnect();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const customerOf = async (account: TestAccount) => {
    const answer = await call(api(0, '/companies'), account.key, 'POST', {
      type: 'customer',
      name: 'Kunde GmbH',
    });
    expect(answer.status).toBe(200);
    return answer.body!.id as number;
  };
  const invoiceBody = (customerId: number, title: string) => ({
    customer_id: customerId,
    recipient_address: 'Kunde GmbH\nMarkt 1\n10115 Berlin',
    date: '2026-11-20',
    due_date: '2026-12-20',
    title,
    tax: 19,
    currency: 'EUR',
    items: [{ type: 'item', title: 'Beratung', quantity: 2, unit: 'h', unit_price: 100 }],
  });

  it('starts three API processes on consecutive ports and two workers', () => {
    expect(urls).toHaveLength(3);
    const ports = urls.map((url) => Number(new URL(url).port));
    expect(ports).toEqual([ports[0], ports[0]! + 1, ports[0]! + 2]);
  });

  it('numbers invoices made on all three processes gap-free', async () => {
    const account = await createTestAccount(scratch.url, 'Numbers');
    const customerId = await customerOf(account);
    const answers = await inParallel(
      9,
      Array.from(
        { length: 30 },
        (_, i) => () =>
          call(api(i, '/invoices'), account.key, 'POST', invoiceBody(customerId, `Nr ${i}`)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    const numbers = answers.map((answer) => answer.body!.identifier as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 30 }, (_, i) => `R26${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('replays an idempotent POST on another process', async () => {
    const account = await createTestAccount(scratch.url, 'Idempotent');
    const body = { type: 'supplier', name: 'Lieferant Einmal' };
    const headers = { 'Idempotency-Key': 'scale-once' };
    const first = await call(api(0, '/companies'), account.key, 'POST', body, headers);
    const again = await call(api(1, '/companies'), account.key, 'POST', body, headers);
    const third = await call(api(2, '/companies'), account.key, 'POST', body, headers);
    expect([first.status, again.status, third.status]).toEqual([200, 200, 200]);
    expect(again.body).toEqual(first.body);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    const { rows } = await query(
      'SELECT count(*)::int AS n FROM companies WHERE account_id = $1',
      account.accountId,
    );
    expect(rows[0].n).toBe(1);
  });

  it('enforces one rate limit over all processes', async () => {
    const account = await createTestAccount(scratch.url, 'Limited');
    const answers = await inParallel(
      12,
      Array.from(
        { length: RATE_LIMIT + 60 },
        (_, i) => () => call(api(i, '/companies'), account.key),
      ),
    );
    const passed = answers.filter((answer) => answer.status === 200).length;
    const limited = answers.filter((answer) => answer.status === 429).length;
    expect(passed + limited).toBe(RATE_LIMIT + 60);
    // Within 5 % of the limit (it is exact: one counter, one atomic statement per request).
    expect(Math.abs(passed - RATE_LIMIT)).toBeLessThanOrEqual(RATE_LIMIT * 0.05);
  });

  it('answers a PDF on the process it was asked of, rendered by a worker', async () => {
    const account = await createTestAccount(scratch.url, 'Printed');
    const customerId = await customerOf(account);
    const invoice = await call(
      api(0, '/invoices'),
      account.key,
      'POST',
      invoiceBody(customerId, 'PDF'),
    );
    const response = await fetch(api(2, `/invoices/${invoice.body!.id as number}.pdf`), {
      headers: { Authorization: `Token token=${account.key}` },
    });
    expect(response.status).toBe(200);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const { rows } = await query(
      `SELECT count(*)::int AS n FROM jobs
        WHERE type = 'documents.render-pdf' AND account_id = $1 AND status = 'completed'`,
      account.accountId,
    );
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('queues each hourly sweep once, however many workers tick', async () => {
    const { rows } = await query(
      `SELECT type, dedupe_key, count(*)::int AS n FROM jobs
        WHERE type IN ('maintenance.purge', 'invoices.overdue-sweep')
        GROUP BY type, dedupe_key ORDER BY type`,
    );
    expect(rows.map((row) => row.type)).toEqual(
      expect.arrayContaining(['invoices.overdue-sweep', 'maintenance.purge']),
    );
    expect(rows.filter((row) => row.n !== 1)).toEqual([]);
  });

  it('loses no acknowledged write and finishes every job when an API and a worker are killed', async () => {
    const account = await createTestAccount(scratch.url, 'Survivor');
    const customerId = await customerOf(account);
    const pidOf = async (name: string) =>
      Number((await start.waitForOutput(new RegExp(`${name} started \\(pid (\\d+)\\)`)))[1]);
    const [apiPid, workerPid] = [await pidOf('api-2'), await pidOf('worker-1')];
    const unanswered: number[] = [];
    const interrupted: number[] = [];
    const writes = Array.from({ length: 60 }, (_, i) => async () => {
      if (i === 20) {
        process.kill(apiPid, 'SIGKILL');
        process.kill(workerPid, 'SIGKILL');
      }
      // A write without an answer is retried on the next process with its key, as a client
      // would. One that was in flight on the killed process is taken over once its lease has
      // passed, unless its write had committed: then the retry learns that (409), never a
      // second write.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await call(
          api(i + attempt, '/invoices'),
          account.key,
          'POST',
          invoiceBody(customerId, `Last ${i}`),
          { 'Idempotency-Key': `survivor-${i}` },
        );
        if (answer.status === 200) return answer.body!.id as number;
        if (
          answer.status === 409 &&
          /stopped before answering/.test(String(answer.body?.message))
        ) {
          interrupted.push(i);
          return null;
        }
      }
      unanswered.push(i);
      return null;
    });
    const answered = (await inParallel(6, writes)).filter((id): id is number => id !== null);
    expect(unanswered).toEqual([]);
    // Only requests in flight on the killed process (6 lanes) can have been cut off after commit.
    expect(interrupted.length).toBeLessThanOrEqual(6);
    expect(answered.length + interrupted.length).toBe(60);
    const stored = (
      await query('SELECT id FROM invoices WHERE account_id = $1', account.accountId)
    ).rows.map((row) => row.id as number);
    // Every acknowledged write is there, once; besides them only the interrupted ones, once.
    expect(answered.filter((id) => !stored.includes(id))).toEqual([]);
    expect(new Set(answered).size).toBe(answered.length);
    expect(stored.length).toBe(answered.length + interrupted.length);
    // Each write made its render-ahead job; the survivors (and the restarted worker) finish all.
    await waitUntil(
      async () => {
        const { rows } = await query(
          `SELECT count(*)::int AS n FROM jobs
            WHERE status IN ('queued', 'running') AND run_at <= now() + interval '1 minute'`,
        );
        return rows[0].n === 0;
      },
      180_000,
      'every job finished',
    );
    const failed = await query(`SELECT count(*)::int AS n FROM jobs WHERE status = 'failed'`);
    expect(failed.rows[0].n).toBe(0);
  }, 300_000);
});
