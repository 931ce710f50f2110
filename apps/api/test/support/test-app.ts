import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { createTestDatabase, type ScratchDatabase } from '@faktura/db';
import { PgStatementCounter } from '@faktura/test-support';
import type { RunningWorker, WorkerConfig } from '@faktura/worker';
import { createApp, type CreateAppOptions } from '../../src/bootstrap';
import { API_CONFIG_DEFAULTS, type ApiConfig } from '../../src/platform/config/api-config';

/**
 * Where tests differ from production: a machine loaded by parallel test processes may take
 * seconds to open a connection, which must not make /health report the database down. Mailbox
 * passwords are sealed with a random key (npm start makes one per data folder).
 */
const TEST_DEFAULTS: Partial<ApiConfig> = {
  databasePingTimeoutMs: 30_000,
  secretKey: randomBytes(32),
};

export interface TestApp {
  app: INestApplication;
  db: ScratchDatabase;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234; also its public URL. */
  url: string;
  /** The in-process worker, when `options.worker` asked for one. */
  worker: RunningWorker | null;
  /** Counts the API's statements, when `options.countStatements` asked for it. */
  statements: PgStatementCounter | null;
  close(): Promise<void>;
}

/** An in-process worker on the test database: renders PDFs and sends mail through `smtpUrl`. */
export interface TestWorkerOptions {
  smtpUrl?: string;
  /** Web hook delivery settings (e.g. `allowPrivate` for a receiver in the test process). */
  webhooks?: WorkerConfig['webhooks'];
  /** The Peppol access point invoices are handed to (a receiver in the test process). */
  peppolAccessPoint?: WorkerConfig['peppolAccessPoint'];
}

export type TestAppOptions = CreateAppOptions & {
  worker?: boolean | TestWorkerOptions;
  /** Another app's database, shared (a second API process); its owner drops it. */
  database?: ScratchDatabase;
  /** Route the API's (not the worker's) database connections through a statement counter. */
  countStatements?: boolean;
};

/**
 * The production bootstrap on a fresh migrated database, listening on a free port, with the
 * production defaults unless `overrides` says otherwise (e.g. `{ rateLimitRequests: 3 }`).
 * Quiet unless `options.logDestination` is given. PDFs and e-mail need `options.worker`.
 */
export async function startTestApp(
  overrides: Partial<Omit<ApiConfig, 'databaseUrl'>> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { worker: workerOptions, countStatements, database, ...appOptions } = options;
  const db = database ?? (await createTestDatabase());
  const statements = countStatements ? await PgStatementCounter.start(db.url) : null;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await createApp(
    {
      ...API_CONFIG_DEFAULTS,
      ...TEST_DEFAULTS,
      // A counted request must not meet the web hook renderer's or the inbox importer's poll,
      // nor a key lookup because the key's cache entry (5 s by default) ran out while a loaded
      // machine was slow.
      ...(countStatements
        ? { webhookRenderPollMs: 0, inboxImportPollMs: 0, apiKeyCacheMs: 600_000 }
        : {}),
      publicUrl: url,
      ...overrides,
      databaseUrl: statements?.urlFor(db.url) ?? db.url,
      port,
    },
    { logger: false, ...appOptions },
  );
  await app.listen(port, '127.0.0.1');
  const worker = workerOptions
    ? await startTestWorker(db.url, overrides.publicUrl ?? url, workerOptions)
    : null;
  return {
    app,
    db,
    url,
    worker,
    statements,
    close: async () => {
      await worker?.stop();
      await app.close();
      await statements?.stop();
      if (!database) await db.drop();
    },
  };
}

/**
 * The in-process worker. Its package is loaded only by a file that asks for a worker: jest loads
 * every module again for each test file, and the worker's browser, PDF and mail libraries cost
 * each of the other files (most of them) 0.1 to 0.4 s of CPU.
 */
async function startTestWorker(
  databaseUrl: string,
  publicUrl: string,
  options: true | TestWorkerOptions,
): Promise<RunningWorker> {
  const { silentLogger, startWorker } = await import('@faktura/worker');
  return startWorker({
    databaseUrl,
    log: silentLogger,
    publicUrl,
    runner: { pollIntervalMs: 200 },
    // No hourly sweeps: a test decides itself when an invoice becomes overdue.
    schedules: [],
    mail: {
      smtpUrl: options === true ? undefined : options.smtpUrl,
      defaultFrom: 'Faktura Test <no-reply@faktura.test>',
    },
    webhooks: options === true ? undefined : options.webhooks,
    peppolAccessPoint: options === true ? undefined : options.peppolAccessPoint,
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
