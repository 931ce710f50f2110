import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild, stopAllChildren, type TestChild } from '@faktura/test-support';
import { Client } from 'pg';
import { createMigratedDatabase, testServerUrl, urlWithDatabase } from '../src/scratch-database';

const SERVE = join(__dirname, '..', 'dist', 'serve.js');

interface Ready {
  child: TestChild;
  url: string;
  embedded: boolean;
}

/** Runs the database process of `npm start` and waits for its ready line. */
async function serve(env: NodeJS.ProcessEnv): Promise<Ready> {
  const child = startChild(process.execPath, [SERVE], { env });
  const line = (await child.waitForOutput(/\{"event":"ready".*\}/))[0];
  return { child, ...JSON.parse(line) };
}

async function query<T>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const withoutDatabaseUrl = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
  const env = { ...process.env, ...extra };
  delete env.DATABASE_URL;
  return env;
};

describe('the database process', () => {
  afterAll(() => stopAllChildren());

  it('starts an embedded PostgreSQL, migrates it, and keeps data across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'faktura-serve-'));
    // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
    chmodSync(dataDir, 0o755);
    try {
      const first = await serve(withoutDatabaseUrl({ FAKTURA_DATA_DIR: dataDir }));
      expect(first.embedded).toBe(true);
      const [version] = await query<{ server_version_num: string }>(
        first.url,
        'SHOW server_version_num',
      );
      expect(Number(version.server_version_num)).toBeGreaterThanOrEqual(180000);
      await query(
        first.url,
        `INSERT INTO accounts (name, slug, updated_at) VALUES ('Kept', 'kept', now())`,
      );
      // While it runs, the admin CLI finds it through the data folder (owner-only: a password).
      const serverFile = join(dataDir, 'database-server.json');
      expect(JSON.parse(readFileSync(serverFile, 'utf8'))).toEqual({
        url: first.url,
        pid: first.child.pid,
      });
      expect(statSync(serverFile).mode & 0o777).toBe(0o600);
      expect(await first.child.stop()).toEqual({ code: 0, signal: null });
      expect(existsSync(serverFile)).toBe(false);

      const second = await serve(withoutDatabaseUrl({ FAKTURA_DATA_DIR: dataDir }));
      const rows = await query<{ name: string }>(second.url, 'SELECT name FROM accounts');
      expect(rows).toEqual([{ name: 'Kept' }]);
      const migrations = await query<{ n: number }>(
        second.url,
        'SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL',
      );
      expect(migrations[0].n).toBeGreaterThan(0);
      expect(existsSync(serverFile)).toBe(true);
      // The parent closing stdin (e.g. killed) stops the server too.
      second.child.child.stdin!.end();
      expect(await second.child.waitForExit()).toEqual({ code: 0, signal: null });
      expect(existsSync(serverFile)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('uses DATABASE_URL when set and applies pending migrations there', async () => {
    const name = `faktura_serve_${Date.now()}`;
    const server = testServerUrl();
    await query(server, `CREATE DATABASE ${name}`);
    const url = urlWithDatabase(server, name);
    try {
      const ready = await serve({ ...process.env, DATABASE_URL: url });
      expect(ready).toMatchObject({ url, embedded: false });
      const tables = await query<{ n: number }>(
        url,
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('accounts', 'invoices', 'jobs')`,
      );
      expect(tables[0].n).toBe(3);
      expect(await ready.child.stop()).toEqual({ code: 0, signal: null });
    } finally {
      await query(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });

  it('gives each test its own copy of the migrated schema', async () => {
    const [a, b] = await Promise.all([
      createMigratedDatabase(testServerUrl()),
      createMigratedDatabase(testServerUrl()),
    ]);
    try {
      expect(a.name).not.toBe(b.name);
      await query(
        a.url,
        `INSERT INTO accounts (name, slug, updated_at) VALUES ('Only in a', 'a', now())`,
      );
      expect(await query(b.url, 'SELECT * FROM accounts')).toEqual([]);
    } finally {
      await Promise.all([a.drop(), b.drop()]);
    }
  });
});
