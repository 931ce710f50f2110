import { isAbsolute, resolve } from 'node:path';
import { applyMigrations, databaseSettingsFromEnv, openDatabaseServer } from '@faktura/db';
import { CliFailure } from './cli.errors';

/** The repository root (from apps/api/src/platform/admin-cli or apps/api/dist/platform/admin-cli), where npm start runs. */
const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..', '..', '..');

/**
 * The data folder: `FAKTURA_DATA_DIR`, default `data`. A relative folder is taken from the
 * repository root, as `npm start` does, so the CLI finds the same one from any directory.
 */
export function adminDataDir(env: NodeJS.ProcessEnv): string {
  const dir = env.FAKTURA_DATA_DIR || 'data';
  return isAbsolute(dir) ? dir : resolve(REPOSITORY_ROOT, dir);
}

/** The database one command works on; `close()` stops a server started for the command. */
export interface AdminDatabase {
  url: string;
  close(): Promise<void>;
}

/**
 * `DATABASE_URL` when set. Otherwise the embedded PostgreSQL of the data folder: the server
 * `npm start` runs there (found through its `database-server.json`), or, when none runs, the
 * folder's cluster started for this one command (migrations applied) and stopped after it.
 * A folder without a cluster is refused rather than initialised: a mistyped folder should not
 * quietly become a new, empty installation.
 */
export async function openAdminDatabase(
  env: NodeJS.ProcessEnv,
  note: (line: string) => void,
): Promise<AdminDatabase> {
  const dataDir = adminDataDir(env);
  const settings = { ...databaseSettingsFromEnv(env), dataDir };
  let server: Awaited<ReturnType<typeof openDatabaseServer>>;
  try {
    server = await openDatabaseServer({ ...settings, reuseRunning: true, existingOnly: true });
  } catch (error) {
    throw new CliFailure(
      `DATABASE_URL is not set and the embedded database could not be opened: ` +
        `${oneLine(error)} (run npm start once, or set FAKTURA_DATA_DIR or DATABASE_URL)`,
    );
  }
  if (server.source !== 'started') return { url: server.url, close: async () => {} };
  note(`faktura: npm start is not running; started the embedded database of ${dataDir}\n`);
  try {
    await applyMigrations(server.url);
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw new CliFailure(`applying the migrations failed: ${oneLine(error)}`);
  }
  return { url: server.url, close: () => server.stop() };
}

const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
