import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type DatabaseServer, startEmbeddedPostgres } from './embedded-postgres';
import { readLiveServerFile } from './server-url.file';

export interface DatabaseSettings {
  /** `DATABASE_URL`: an external PostgreSQL server; when unset the embedded one is used. */
  databaseUrl?: string;
  /** `FAKTURA_DATA_DIR`: where the embedded cluster keeps its files. */
  dataDir: string;
  /** `FAKTURA_DB_PORT`: preferred port of the embedded server. */
  port?: number;
  /** Remove the embedded cluster on stop (throwaway test servers). */
  ephemeral?: boolean;
  /**
   * Use the embedded server that `npm start` already runs on this data folder (its
   * `database-server.json`) instead of starting one: two servers cannot share a cluster.
   */
  reuseRunning?: boolean;
  /** Refuse to create a cluster in a data folder that has none (e.g. a mistyped folder). */
  existingOnly?: boolean;
  log?: (line: string) => void;
}

/** Where the URL came from: DATABASE_URL, a server `npm start` runs, or one started here. */
export type DatabaseSource = 'url' | 'running' | 'started';

export interface OpenedDatabase extends DatabaseServer {
  source: DatabaseSource;
}

/** Reads the database settings from the environment (defaults: embedded server in ./data). */
export function databaseSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.FAKTURA_DATA_DIR || 'data',
    port: env.FAKTURA_DB_PORT ? Number(env.FAKTURA_DB_PORT) : undefined,
  };
}

/** The folder of the embedded cluster inside a data folder. */
export function clusterDirOf(dataDir: string): string {
  return join(dataDir, 'postgres');
}

/**
 * Uses `DATABASE_URL` when given, otherwise the embedded PostgreSQL of the data folder: the one
 * already running there (with `reuseRunning`), or one started now. Only a started server is
 * stopped by `stop()`.
 */
export async function openDatabaseServer(settings: DatabaseSettings): Promise<OpenedDatabase> {
  if (settings.databaseUrl) {
    return { url: settings.databaseUrl, embedded: false, source: 'url', stop: async () => {} };
  }
  const running = settings.reuseRunning ? readLiveServerFile(settings.dataDir) : null;
  if (running) return { url: running.url, embedded: true, source: 'running', stop: async () => {} };
  const clusterDir = clusterDirOf(settings.dataDir);
  if (settings.existingOnly && !existsSync(join(clusterDir, 'PG_VERSION'))) {
    throw new Error(`${resolve(clusterDir)} holds no embedded database`);
  }
  const server = await startEmbeddedPostgres({
    dataDir: clusterDir,
    port: settings.port,
    ephemeral: settings.ephemeral,
    log: settings.log,
  });
  return { ...server, source: 'started' };
}
