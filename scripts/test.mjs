// `npm test`: the same set-up as `npm start`, then formatting, lint, type checks and every test
// of every package. Without DATABASE_URL the database tests run on a throwaway embedded
// PostgreSQL; with it, on that server (each test file gets its own scratch database there).
// Every step runs even when one fails; the run ends with a line per package and the total.
//   npm test                 everything
//   npm test -- --db-only    only the tests that need PostgreSQL (*.int.test.ts, *.e2e.test.ts)
//   npm test -- --also-db-on <url>
//                            everything, and the database tests once more on the server <url>
//                            (CI: a second PostgreSQL version)
// The tests run as jobs (one package's unit or database tests on one server) on two lanes, the
// longest first (lib/test-jobs.mjs), so that both cores work until the end.
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { passJobs, runOnLanes } from './lib/test-jobs.mjs';
import { printSummary, runStep } from './lib/test-report.mjs';
import { setUp, startDatabaseProcess, stopChild } from './lib/toolchain.mjs';

const startedAt = Date.now();
const dbOnly = process.argv.includes('--db-only');
const secondServer = optionValue('--also-db-on');
const pnpm = setUp();

let database = null;
const scratch = mkdtempSync(join(tmpdir(), 'faktura-test-'));
// As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
chmodSync(scratch, 0o755);
if (!process.env.DATABASE_URL) {
  const dataDir = join(scratch, 'data');
  database = await startDatabaseProcess({ FAKTURA_DATA_DIR: dataDir, FAKTURA_DB_EPHEMERAL: '1' });
}
process.on('exit', () => database?.child.kill('SIGTERM'));

const jobs = passJobs({
  label: '',
  dbOnly,
  resultsDir: join(scratch, 'results'),
  env: database ? { FAKTURA_TEST_SERVER_URL: database.url } : {},
});
const secondJobs = secondServer
  ? passJobs({
      label: 'on the second server',
      dbOnly: true,
      resultsDir: join(scratch, 'results-second'),
      env: { DATABASE_URL: secondServer },
    })
  : [];
const logs = join(scratch, 'logs');
mkdirSync(logs);
const steps = [];
let lanes = null;
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
  // Everything is built (setUp); the tests run through pnpm, not turbo, so that no build
  // step rewrites a dist file while another job reads it.
  lanes = runOnLanes(pnpm, [...jobs, ...secondJobs], logs);
  await lanes.done;
} finally {
  if (lanes) await lanes.stop();
  if (database) await stopChild(database.child);
}
let ok = printSummary(steps, jobs, startedAt);
if (secondServer) {
  process.stdout.write(`\n[test] on the second server (${redact(secondServer)}):`);
  ok = printSummary([], secondJobs, startedAt) && ok;
}
rmSync(scratch, { recursive: true, force: true });
process.exit(ok ? 0 : 1);

/** The value after `name` on the command line, or null. */
function optionValue(name) {
  const index = process.argv.indexOf(name);
  if (index < 0) return null;
  const value = process.argv[index + 1];
  if (!value || value.startsWith('--')) {
    process.stderr.write(`${name} needs a value (a PostgreSQL URL)\n`);
    process.exit(2);
  }
  return value;
}

/** A URL without its password, for the log. */
function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
