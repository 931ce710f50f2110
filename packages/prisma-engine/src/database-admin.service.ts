import { Client } from 'pg';
import { databaseNameOf, databaseUrlWithName, quoteIdentifier } from './throwaway-database.util';

/** Opens and closes a connection to `url`; throws the pg error when that fails. */
export async function checkConnection(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Creates the database `url` names, the way the native engine does: connected to the
 * `postgres` maintenance database of the same server, or `template1` if that is missing.
 * Returns the database name.
 */
export async function createDatabase(url: string): Promise<string> {
  const name = databaseNameOf(url);
  if (!name) throw new Error('The datasource URL names no database to create.');
  let lastError: unknown;
  for (const maintenance of ['postgres', 'template1']) {
    const client = new Client({ connectionString: databaseUrlWithName(url, maintenance) });
    try {
      await client.connect();
    } catch (error) {
      lastError = error;
      await client.end().catch(() => undefined);
      continue;
    }
    try {
      await client.query(`CREATE DATABASE ${quoteIdentifier(name)}`);
      return name;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw lastError;
}
