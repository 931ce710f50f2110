// `npm start`: set up everything on a fresh machine, then run database, API and worker together.
// Ctrl-C stops the API and the worker (each finishes what it is doing), then the database.
import { spawn } from 'node:child_process';
import { isAbsolute, join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT, run, setUp, startDatabaseProcess, stopChild } from './lib/toolchain.mjs';

// The start-up e2e test sets FAKTURA_SKIP_SETUP: `npm test` has just done the same set-up.
if (process.env.FAKTURA_SKIP_SETUP !== '1') setUp();

const dataDir = process.env.FAKTURA_DATA_DIR || 'data';
const absoluteDataDir = isAbsolute(dataDir) ? dataDir : join(ROOT, dataDir);
const say = (line) => process.stdout.write(`\x1b[1m[start]\x1b[0m ${line}\n`);

say(
  process.env.DATABASE_URL
    ? 'using DATABASE_URL'
    : `starting embedded PostgreSQL in ${absoluteDataDir}`,
);
const database = await startDatabaseProcess({ FAKTURA_DATA_DIR: absoluteDataDir });
say('database ready, migrations applied');

const env = {
  DATABASE_URL: database.url,
  FAKTURA_DATA_DIR: absoluteDataDir,
  FAKTURA_EXIT_WITH_PARENT: '1',
};
// Creates the demo account on first start; prints `API key: ...` every time.
run(process.execPath, [join(ROOT, 'apps/api/dist/cli.js'), 'demo'], { env });

const colours = { api: 36, worker: 35 };
const children = new Map();
let shuttingDown = false;

function launch(name, script) {
  const child = spawn(process.execPath, [join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `\x1b[${colours[name]}m${name.padEnd(6)}|\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) =>
      process.stdout.write(prefix + line + '\n'),
    );
  }
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!shuttingDown) {
      say(`${name} exited unexpectedly (${code ?? signal}); stopping everything`);
      void shutdown(1);
    }
  });
  children.set(name, child);
}

async function shutdown(exitCode) {
  if (shuttingDown) return;
  shuttingDown = true;
  say('stopping api and worker');
  await Promise.all([...children.values()].map((child) => stopChild(child)));
  say('stopping the database');
  await stopChild(database.child);
  say('stopped');
  process.exit(exitCode);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

launch('api', 'apps/api/dist/main.js');
launch('worker', 'apps/worker/dist/main.js');
