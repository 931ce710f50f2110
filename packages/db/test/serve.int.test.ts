import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createMigratedDatabase, testServerUrl, urlWithDatabase } from '../src/scratch-database';

const SERVE = join(__dirname, '..', 'dist', 'serve.js');

interface Ready {
  child: ChildProcess;
  url: string;
  embedded: boolean;
}

/** Runs the database process of `npm start` and waits for its ready line. */
function serve(env: NodeJS.ProcessEnv): Promise<Ready> {
  const child = spawn(process.execPath, [SERVE], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      const line = stdout.split('\n').find((candidate) => candidate.includes('"ready"'));
      if (line) resolve({ child, ...JSON.parse(line) });
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
}

function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((done) => {
    child.once('exit', (code) => done(code));
    child.kill(signal);
  });
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
      expect(await stop(first.child)).toBe(0);

      const second = await serve(withoutDatabaseUrl({ FAKTURA_DATA_DIR: dataDir }));
      const rows = await query<{ name: string }>(second.url, 'SELECT name FROM accounts');
      expect(rows).toEqual([{ name: 'Kept' }]);
      const migrations = await query<{ n: number }>(
        second.url,
        'SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL',
      );
      expect(migrations[0].n).toBeGreaterThan(0);
      // The parent closing stdin (e.g. killed) stops the server too.
      second.child.stdin!.end();
      expect(await new Promise((done) => second.child.once('exit', done))).toBe(0);
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
      expect(await stop(ready.child)).toBe(0);
    } finally {
      await query(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }, 60_000);

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
  }, 60_000);
});
