// `DATABASE_URL=... node scripts/bench-scaling.mjs`: requests per second of 1, 2 and 3 API
// processes on one PostgreSQL, side by side. Each run starts N API processes on the given
// (scratch) database, loads them all at once with autocannon for BENCH_SECONDS (default 10) with
// BENCH_CONNECTIONS (default 24) connections split over them, on a list (GET /companies) and a
// one-row read (GET /companies/{id}); one process with the in-memory rate-limit store first,
// then 1, 2 and 3 with the shared PostgreSQL store (its cost is the difference of the first two).
// Needs a built checkout (`npm test` or `npm start` once). Not part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const require = createRequire(join(ROOT, 'bench', 'package.json'));
const autocannon = require('autocannon');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 24);
// [API processes, rate-limit store]: the first two rows price the shared store itself.
const RUNS = [
  [1, 'memory'],
  [1, 'postgres'],
  [2, 'postgres'],
  [3, 'postgres'],
];
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3300);

if (!process.env.DATABASE_URL) {
  process.stderr.write('DATABASE_URL must name a (scratch) database to measure on\n');
  process.exit(2);
}

const node = (args, env = {}) =>
  spawnSync(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

/** Migrates the database and returns the demo account's key (as npm start does). */
function prepare() {
  const migrated = node(['packages/db/dist/migrate.js']);
  if (migrated.status !== 0) throw new Error(`migration failed: ${migrated.stderr}`);
  const demo = node(['apps/api/dist/cli.js', 'demo']);
  const key = /API key: (\S+)/.exec(demo.stdout)?.[1];
  if (!key) throw new Error(`no demo key: ${demo.stdout}${demo.stderr}`);
  return key;
}

/**
 * `apis` API processes as npm start runs them (its V8 flags, consecutive ports, the shared rate
 * limit) but with LOG_LEVEL=warn and without the supervisor: one request log line per request
 * through one supervisor pipe would be what is measured.
 */
async function startApis(apis, store) {
  const flags = JSON.parse(readFileSync(join(ROOT, 'apps/api/package.json'), 'utf8')).nodeFlags;
  const children = [];
  const urls = [];
  for (let index = 0; index < apis; index += 1) {
    const port = BASE_PORT + index;
    children.push(
      spawn(process.execPath, [...flags, 'apps/api/dist/main.js'], {
        cwd: ROOT,
        stdio: 'ignore',
        env: {
          ...process.env,
          PORT: String(port),
          LOG_LEVEL: 'warn',
          FAKTURA_RATE_LIMIT: '100000000',
          FAKTURA_RATE_LIMIT_STORE: store,
        },
      }),
    );
    urls.push(`http://127.0.0.1:${port}/api/v1`);
  }
  for (const url of urls) {
    for (;;) {
      const up = await globalThis.fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { children, urls };
}

function stopApis(children) {
  return Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** One autocannon per API process at once; the sum of their rates, the worst latencies. */
async function load(urls, key, path) {
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url: `${url}${path}`,
        connections: Math.max(1, Math.round(CONNECTIONS / urls.length)),
        duration: SECONDS,
        headers: { authorization: `Token token=${key}` },
      }),
    ),
  );
  const errors = results.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors,
  };
}

const key = prepare();
const rows = [];
for (const [apis, store] of RUNS) {
  const { children, urls } = await startApis(apis, store);
  try {
    const headers = { authorization: `Token token=${key}`, 'content-type': 'application/json' };
    const company = await (
      await globalThis.fetch(`${urls[0]}/companies`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ type: 'customer', name: `Bench ${apis}` }),
      })
    ).json();
    await load(urls, key, '/companies'); // warm-up, not counted
    const list = await load(urls, key, '/companies?per_page=25');
    const one = await load(urls, key, `/companies/${company.id}`);
    rows.push({ apis, store, list, one });
  } finally {
    await stopApis(children);
  }
}

const cell = (r) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.errors ? `  ${r.errors} errors` : ''}`;
console.log(
  `\n${SECONDS} s per run, ${CONNECTIONS} connections in all, rate limit counted in the store named`,
);
console.log(
  `${'API processes (store)'.padEnd(24)}${'GET /companies?per_page=25'.padEnd(44)}GET /companies/{id}`,
);
for (const row of rows)
  console.log(
    `${`${row.apis} (${row.store})`.padEnd(24)}${cell(row.list).padEnd(44)}${cell(row.one)}`,
  );
