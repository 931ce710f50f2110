import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { startChild, type TestChild, waitUntil } from '@faktura/test-support';

/** A started process of the measured checkout. */
export interface AppProcess {
  child: TestChild;
  /** The API's base URL (`http://127.0.0.1:<port>`); empty for the worker. */
  url: string;
}

/** What customers would reach the service at; any fixed value both processes share. */
const BENCH_PUBLIC_URL = 'https://faktura.bench.example';

/** The checkout's processes share these: quiet logs, no rate limit in the way. */
function appEnv(databaseUrl: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Far above what 16 connections reach in a run: the bench measures, the limiter would cap.
    FAKTURA_RATE_LIMIT: '100000000',
    FAKTURA_DATA_DIR: dataDir,
    FAKTURA_FILE_URL_SECRET: 'bench-file-url-secret-of-32-characters!',
    // API and worker must agree on it, as README says: a PDF prints links under it, so it is
    // part of the print key, and a worker with another URL stores PDFs the API never finds.
    FAKTURA_PUBLIC_URL: BENCH_PUBLIC_URL,
  };
}

/** A port that was free a moment ago. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The V8 flags the checkout's `npm start` gives its API (apps/api/package.json `nodeFlags`). */
function apiNodeFlags(appDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(appDir, 'apps/api/package.json'), 'utf8')) as {
    nodeFlags?: string[];
  };
  return manifest.nodeFlags ?? [];
}

/**
 * Starts `node apps/api/dist/main.js` of the checkout as `npm start` does (with its V8 flags);
 * resolves when /api/v1/health answers. `overrides` change its settings (another rate-limit
 * store, say).
 * Its log level is `warn`: a request log line per request would measure the pipe to the bench.
 */
export async function startApi(
  appDir: string,
  databaseUrl: string,
  dataDir: string,
  overrides: NodeJS.ProcessEnv = {},
) {
  const port = await freePort();
  const script = join(appDir, 'apps/api/dist/main.js');
  const child = startChild(process.execPath, [...apiNodeFlags(appDir), script], {
    cwd: appDir,
    env: { ...appEnv(databaseUrl, dataDir), ...overrides, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.child.once('exit', () => (exited = true));
  await waitUntil(
    async () => {
      if (exited) throw new Error(`the API exited before it was healthy:\n${child.output()}`);
      return (await fetch(`${url}/api/v1/health`).catch(() => null))?.ok === true;
    },
    120_000,
    'API health',
  );
  return { child, url } satisfies AppProcess;
}

/** Starts the checkout's worker (PDF renders, jobs); resolves when it logged `ready`. */
export async function startWorker(appDir: string, databaseUrl: string, dataDir: string) {
  const child = startChild(process.execPath, [join(appDir, 'apps/worker/dist/main.js')], {
    cwd: appDir,
    env: { ...appEnv(databaseUrl, dataDir), LOG_LEVEL: 'info', FAKTURA_SMTP_SINK_PORT: '0' },
  });
  await child.waitForOutput(/"event":"ready"/);
  return { child, url: '' } satisfies AppProcess;
}

/** A folder for the apps' files (mail sink); removed by `remove`. */
export function appDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'faktura-bench-data-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Resident memory of one process (VmRSS of /proc/<pid>/status), in MiB. */
export function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

/** The peak resident memory of one process since it started or its last `resetPeak` (VmHWM), in MiB. */
export function peakResidentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

/** Starts a new peak for `peakResidentMiB` (Linux: "5" to clear_refs resets VmHWM to VmRSS). */
export function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}
