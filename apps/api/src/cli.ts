/**
 * The operator CLI `faktura` (`npm run --silent faktura -- <command>` from the repository root,
 * or `node apps/api/dist/cli.js <command>`): accounts, API keys, demo data. `--help` lists the
 * commands; `demo` is what `npm start` runs to print the demo account's `API key:` line. Without
 * DATABASE_URL it works on the embedded database of the data folder (admin-database.resolver).
 */
import { runAdminCli } from './platform/admin-cli';

runAdminCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}).then(
  (code) => {
    // exitCode rather than exit(): pending stdout writes to a pipe still get flushed.
    process.exitCode = code;
  },
  (error: Error) => {
    process.stderr.write(`faktura: ${error.message}\n`);
    process.exitCode = 1;
  },
);
