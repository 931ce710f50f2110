import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres, urlWithDatabase } from '@faktura/db';

const LOCAL_SERVER = 'postgresql://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL server the bench seeds on; `stop` ends an embedded one it started. */
export interface BenchServer {
  url: string;
  description: string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** DATABASE_URL's server, else the local one, else an embedded PostgreSQL in a temp folder. */
export async function openServer(env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const none = async () => undefined;
  if (env.DATABASE_URL && (await answers(env.DATABASE_URL))) {
    return { url: env.DATABASE_URL, description: 'DATABASE_URL', stop: none };
  }
  if (await answers(LOCAL_SERVER)) return { url: LOCAL_SERVER, description: 'local', stop: none };
  const dataDir = mkdtempSync(join(tmpdir(), 'faktura-bench-pg-'));
  const server = await startEmbeddedPostgres({ dataDir, ephemeral: true });
  return {
    url: server.url,
    description: 'embedded',
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function withClient<T>(url: string, work: (client: Client) => Promise<T>) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server; `drop` removes it (safe to call twice). */
export async function createScratchDatabase(serverUrl: string) {
  const name = `faktura_bench_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  let dropped = false;
  return {
    name,
    url: urlWithDatabase(serverUrl, name),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withClient(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/** Runs the measured checkout's own migrations (its packages/db build) on `url`. */
export function migrate(appDir: string, url: string): void {
  const run = spawnSync(process.execPath, [join(appDir, 'packages/db/dist/migrate.js')], {
    cwd: appDir,
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`migrations failed:\n${run.stdout}${run.stderr}`);
}

/** Creates an account with the checkout's CLI (VAT codes, White paper, user, full key). */
export async function createAccount(appDir: string, url: string, name: string): Promise<string> {
  const run = await promisify(execFile)(
    process.execPath,
    [join(appDir, 'apps/api/dist/cli.js'), 'create-account', '--name', name],
    { cwd: appDir, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' },
  ).catch((error: Error & { stdout?: string; stderr?: string }) => {
    throw new Error(`create-account ${name} failed:\n${error.stdout}${error.stderr}`);
  });
  const key = /^API key: (\S+)$/m.exec(run.stdout)?.[1];
  if (!key) throw new Error(`create-account ${name} printed no key:\n${run.stdout}`);
  return key;
}
