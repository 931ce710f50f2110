/**
 * The database process of `npm start` and `npm test`: opens the database (embedded PostgreSQL
 * unless DATABASE_URL is set), applies pending migrations, prints one JSON line
 * `{"event":"ready","url":...}` and keeps the server up until SIGTERM/SIGINT or until its
 * parent closes stdin (so a killed parent never leaves a server behind).
 */
import { databaseSettingsFromEnv, openDatabaseServer } from './database-server';
import { applyMigrations } from './migrations';

async function serve(): Promise<void> {
  const settings = databaseSettingsFromEnv();
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const server = await openDatabaseServer({
    ...settings,
    ephemeral: process.env.FAKTURA_DB_EPHEMERAL === '1',
    log: process.env.FAKTURA_DB_LOG === '1' ? log : undefined,
  });
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    log(`stopping database (${reason})`);
    await server
      .stop()
      .catch((error: Error) => log(`stopping the database failed: ${error.message}`));
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  try {
    await applyMigrations(server.url);
  } catch (error) {
    log((error as Error).message);
    await server.stop().catch(() => undefined);
    process.exit(1);
  }
  process.stdout.write(
    `${JSON.stringify({ event: 'ready', url: server.url, embedded: server.embedded })}\n`,
  );
  process.stdin.on('end', () => void stop('parent went away'));
  process.stdin.resume();
}

serve().catch((error: Error) => {
  process.stderr.write(`database failed to start: ${error.message}\n`);
  process.exit(1);
});
