/**
 * The operator CLI `faktura` (`npm run --silent faktura -- <command>` from the repository root,
 * or `node apps/api/dist/cli.js <command>`): accounts, API keys, demo data. `--help` lists the
 * commands; `demo` is what `npm start` runs to print the demo account's `API key:` line. Without
 * DATABASE_URL it works on the embedded database of the data folder (admin-database.resolver).
 */
import { createInterface } from 'node:readline';
import { runAdminCli } from './platform/admin-cli';

/** The first line of stdin ('' when it ends first); stdin is let go after it. */
function stdinLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  return new Promise((resolve) => {
    let first: string | undefined;
    lines.once('line', (line) => {
      first = line;
      lines.close();
    });
    lines.once('close', () => {
      process.stdin.pause();
      resolve(first ?? '');
    });
  });
}

runAdminCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stdinLine,
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
