/**
 * The database process of `npm start` and `npm test`: opens the database (embedded PostgreSQL
 * unless DATABASE_URL is set), applies pending migrations, prints one JSON line
 * `{"event":"ready","url":...}` and keeps the server up until SIGTERM/SIGINT or until its
 * parent closes stdin (so a killed parent never leaves a server behind). An embedded server's
 * URL is also written to `<data dir>/database-server.json` while it runs, for the admin CLI.
 */
import { databaseSettingsFromEnv, openDatabaseServer } from './database-server';
import { applyMigrations } from './migrations';
import { removeServerFile, writeServerFile } from './server-url.file';

/**
 * Messages go to stderr (stdout carries the ready line): plain on a terminal, otherwise JSON
 * lines like the API's, which `npm start` shows with the other processes' lines.
 */
function log(line: string, level: 'info' | 'error' = 'info'): void {
  if (process.stderr.isTTY) {
    process.stderr.write(`${line}\n`);
    return;
  }
  const time = new Date().toISOString();
  const entry = { level: level === 'error' ? 50 : 30, time, service: 'faktura-db', msg: line };
  process.stderr.write(`${JSON.stringify(entry)}\n`);
}

async function serve(): Promise<void> {
  const settings = databaseSettingsFromEnv();
  const server = await openDatabaseServer({
    ...settings,
    ephemeral: process.env.FAKTURA_DB_EPHEMERAL === '1',
    log: process.env.FAKTURA_DB_LOG === '1' ? (line) => log(line) : undefined,
  });
  const forgetServer = () => {
    if (server.embedded) removeServerFile(settings.dataDir, process.pid);
  };
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    log(`stopping database (${reason})`);
    forgetServer();
    await server
      .stop()
      .catch((error: Error) => log(`stopping the database failed: ${error.message}`, 'error'));
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('exit', forgetServer);
  try {
    await applyMigrations(server.url);
  } catch (error) {
    log((error as Error).message, 'error');
    await server.stop().catch(() => undefined);
    process.exit(1);
  }
  if (server.embedded) writeServerFile(settings.dataDir, { url: server.url, pid: process.pid });
  process.stdout.write(
    `${JSON.stringify({ event: 'ready', url: server.url, embedded: server.embedded })}\n`,
  );
  process.stdin.on('end', () => void stop('parent went away'));
  process.stdin.resume();
}

serve().catch((error: Error) => {
  log(`database failed to start: ${error.message}`, 'error');
  process.exit(1);
});
