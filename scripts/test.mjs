// `npm test`: the same set-up as `npm start`, then formatting, lint, type checks and every test
// of every package. Without DATABASE_URL the database tests run on a throwaway embedded
// PostgreSQL; with it, on that server (each test file gets its own scratch database there).
//   npm test                 everything
//   npm test -- --db-only    only the tests that need PostgreSQL (*.int.test.ts, *.e2e.test.ts)
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, setUp, startDatabaseProcess, stopChild } from './lib/toolchain.mjs';

const dbOnly = process.argv.includes('--db-only');
const pnpm = setUp();

let database = null;
let dataDir = null;
if (!process.env.DATABASE_URL) {
  dataDir = mkdtempSync(join(tmpdir(), 'faktura-test-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  database = await startDatabaseProcess({ FAKTURA_DATA_DIR: dataDir, FAKTURA_DB_EPHEMERAL: '1' });
}
const cleanUp = async () => {
  if (database) await stopChild(database.child);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', () => database?.child.kill('SIGTERM'));

const env = database ? { FAKTURA_TEST_SERVER_URL: database.url } : {};
try {
  if (dbOnly) {
    run(pnpm, ['exec', 'turbo', 'run', 'test:db', '--concurrency=1'], { env });
  } else {
    run(pnpm, ['exec', 'prettier', '--check', '.', '--log-level=warn']);
    run(pnpm, ['exec', 'eslint', 'scripts', 'eslint.config.mjs', 'jest.preset.js']);
    run(pnpm, ['exec', 'turbo', 'run', 'lint', 'typecheck']);
    run(pnpm, ['exec', 'turbo', 'run', 'test', '--concurrency=1'], { env });
  }
} finally {
  await cleanUp();
}
