import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { applyMigrations, migrationsFingerprint } from './migrations';

/** A database made for one test file; `drop` removes it. */
export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** The same server URL with another database name. */
export function urlWithDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A fresh, fully migrated database on the server of `serverUrl`. Migrations run once per server
 * and migration history into a template database; each scratch database is a cheap copy of it.
 */
export async function createMigratedDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const template = `faktura_tpl_${migrationsFingerprint()}`;
  const name = `faktura_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    // Serialise template creation between parallel test workers and processes.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      if (!(await databaseExists(admin, template))) {
        // Build under a temporary name so a crash never leaves a half-migrated template behind.
        const building = `${template}_build`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        await applyMigrations(urlWithDatabase(serverUrl, building));
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
        await dropOtherTemplates(admin, template);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    // A scratch database is dropped after its file: a commit need not wait for the disk.
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  });
  return {
    name,
    url: urlWithDatabase(serverUrl, name),
    drop: async () => {
      await withAdmin(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/** The PostgreSQL server tests run against: DATABASE_URL, or the one `npm test` started. */
export function testServerUrl(): string {
  const url = process.env.DATABASE_URL || process.env.FAKTURA_TEST_SERVER_URL;
  if (!url) {
    throw new Error(
      'No test database: run `npm test`, or set FAKTURA_TEST_SERVER_URL or DATABASE_URL',
    );
  }
  return url;
}

/** A migrated scratch database on the test server, for one test file. */
export function createTestDatabase(): Promise<ScratchDatabase> {
  return createMigratedDatabase(testServerUrl());
}

/** Templates of earlier migration histories would pile up on a long-lived server. */
async function dropOtherTemplates(admin: Client, current: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname ~ '^faktura_tpl_[0-9a-f]+$' AND datname <> $1`,
    [current],
  );
  for (const { datname } of rows)
    await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
}

async function databaseExists(admin: Client, name: string): Promise<boolean> {
  const result = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return result.rowCount === 1;
}

async function withAdmin<T>(serverUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
