// `npm test`: the same set-up as `npm start`, then formatting, lint, type checks and every test
// of every package. Without DATABASE_URL the database tests run on a throwaway embedded
// PostgreSQL; with it, on that server (each test file gets its own scratch database there).
// Every step runs even when one fails; the run ends with a line per package and the total.
//   npm test                 everything
//   npm test -- --db-only    only the tests that need PostgreSQL (*.int.test.ts, *.e2e.test.ts)
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packagesWithScript, printSummary, runStep } from './lib/test-report.mjs';
import { setUp, startDatabaseProcess, stopChild } from './lib/toolchain.mjs';

const startedAt = Date.now();
const dbOnly = process.argv.includes('--db-only');
const pnpm = setUp();

let database = null;
const scratch = mkdtempSync(join(tmpdir(), 'faktura-test-'));
// As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
chmodSync(scratch, 0o755);
const resultsDir = join(scratch, 'results');
if (!process.env.DATABASE_URL) {
  const dataDir = join(scratch, 'data');
  database = await startDatabaseProcess({ FAKTURA_DATA_DIR: dataDir, FAKTURA_DB_EPHEMERAL: '1' });
}
process.on('exit', () => database?.child.kill('SIGTERM'));

const env = {
  FAKTURA_TEST_RESULTS_DIR: resultsDir,
  ...(database ? { FAKTURA_TEST_SERVER_URL: database.url } : {}),
};
const testScript = dbOnly ? 'test:db' : 'test';
const steps = [];
try {
  if (!dbOnly) {
    steps.push(runStep('format', pnpm, ['exec', 'prettier', '--check', '.', '--log-level=warn']));
    steps.push(
      runStep('lint scripts', pnpm, [
        'exec',
        'eslint',
        'scripts',
        'eslint.config.mjs',
        'jest.preset.js',
      ]),
    );
    steps.push(
      runStep('lint and types', pnpm, ['exec', 'turbo', 'run', 'lint', 'typecheck', '--continue']),
    );
  }
  steps.push(
    runStep(
      dbOnly ? 'database tests' : 'tests',
      pnpm,
      ['exec', 'turbo', 'run', testScript, '--concurrency=1', '--continue'],
      env,
    ),
  );
} finally {
  if (database) await stopChild(database.child);
}
const ok = printSummary(steps, packagesWithScript(testScript), resultsDir, startedAt);
rmSync(scratch, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
