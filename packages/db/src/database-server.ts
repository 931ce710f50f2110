import { join } from 'node:path';
import { type DatabaseServer, startEmbeddedPostgres } from './embedded-postgres';

export interface DatabaseSettings {
  /** `DATABASE_URL`: an external PostgreSQL server; when unset the embedded one is used. */
  databaseUrl?: string;
  /** `FAKTURA_DATA_DIR`: where the embedded cluster keeps its files. */
  dataDir: string;
  /** `FAKTURA_DB_PORT`: preferred port of the embedded server. */
  port?: number;
  /** Remove the embedded cluster on stop (throwaway test servers). */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

/** Reads the database settings from the environment (defaults: embedded server in ./data). */
export function databaseSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.FAKTURA_DATA_DIR || 'data',
    port: env.FAKTURA_DB_PORT ? Number(env.FAKTURA_DB_PORT) : undefined,
  };
}

/** Uses `DATABASE_URL` when given, otherwise starts the embedded PostgreSQL in the data folder. */
export async function openDatabaseServer(settings: DatabaseSettings): Promise<DatabaseServer> {
  if (settings.databaseUrl) {
    return { url: settings.databaseUrl, embedded: false, stop: async () => undefined };
  }
  return startEmbeddedPostgres({
    dataDir: join(settings.dataDir, 'postgres'),
    port: settings.port,
    ephemeral: settings.ephemeral,
    log: settings.log,
  });
}
