import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A database created for one use; `drop()` may be called more than once. */
export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Quotes a PostgreSQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The database name a URL points at (its path), or `undefined` when it has none. */
export function databaseNameOf(url: string): string | undefined {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  return name.length > 0 ? name : undefined;
}

/** Returns `url` pointed at another database on the same server, keeping credentials and params. */
export function databaseUrlWithName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/**
 * A fresh lower-case database name: prefix, time and randomness, cut to PostgreSQL's 63-byte
 * identifier limit (the random part stays, so parallel runs do not collide).
 */
export function uniqueDatabaseName(prefix: string): string {
  const clean = prefix.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const suffix = `${Date.now().toString(36)}_${randomBytes(5).toString('hex')}`;
  return `${clean.slice(0, 63 - suffix.length - 1)}_${suffix}`;
}

/**
 * Creates a uniquely named database on the server of `serverUrl` (connecting to the database
 * `serverUrl` names) and returns its URL; `drop` removes it with `WITH (FORCE)`.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ThrowawayDatabase> {
  const name = uniqueDatabaseName(prefix);
  await runAdminStatement(serverUrl, `CREATE DATABASE ${quoteIdentifier(name)}`);
  let dropped: Promise<void> | undefined;
  return {
    url: databaseUrlWithName(serverUrl, name),
    drop: () => {
      // FORCE ends sessions a caller forgot to close (PostgreSQL 13+). A failed drop may be
      // retried, a successful one is not repeated.
      dropped ??= runAdminStatement(
        serverUrl,
        `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`,
      ).catch((error: unknown) => {
        dropped = undefined;
        throw error;
      });
      return dropped;
    },
  };
}

/** Runs one statement on its own short-lived connection (CREATE/DROP DATABASE need autocommit). */
export async function runAdminStatement(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}
