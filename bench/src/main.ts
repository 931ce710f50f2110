/**
 * `pnpm bench`: seeds a scratch database, starts the measured checkout's API (through the
 * statement counter) and the raw baseline, runs the scenarios and prints one table; the same
 * goes to bench/results/<timestamp>.json. See docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { PgStatementCounter } from '@faktura/test-support';
import { appDataDir, type AppProcess, startApi, startWorker } from './apps';
import { BaselineServer } from './baseline/baseline-server';
import { Cleanup } from './cleanup';
import type { BenchContext } from './context';
import { createScratchDatabase, migrate, openServer, withClient } from './database';
import { fakturaOnly, type ScenarioResult } from './goals';
import { benchOptions } from './options';
import { reportText, type RunFacts, writeResults } from './report';
import { selectScenarios } from './scenarios';
import { seed } from './seed/seed';

const ROOT = resolve(__dirname, '../..');
const say = (line: string) => process.stdout.write(`${line}\n`);
const secondsSince = (start: number) => Math.round((Date.now() - start) / 100) / 10;

async function main(cleanup: Cleanup): Promise<void> {
  const started = Date.now();
  const options = benchOptions(process.argv.slice(2), process.env, ROOT);
  const scenarios = selectScenarios(options.only);
  for (const built of [
    'apps/api/dist/main.js',
    'apps/worker/dist/main.js',
    'packages/db/dist/migrate.js',
  ]) {
    if (!existsSync(join(options.appDir, built))) {
      throw new Error(`${options.appDir} has no ${built}: run \`pnpm build\` in that checkout`);
    }
  }
  const loadBefore = loadavg();
  const server = await openServer(process.env);
  cleanup.add('stop the embedded PostgreSQL', () => server.stop());
  const database = await createScratchDatabase(server.url);
  cleanup.add(`drop ${database.name}`, () => database.drop());
  say(`scratch database ${database.name} on the ${server.description} server; migrating`);
  migrate(options.appDir, database.url);
  say(`seeding at scale ${options.scale}:`);
  const seedStart = Date.now();
  const world = await seed(options.appDir, database.url, options.scale, say);
  const seedingSeconds = secondsSince(seedStart);
  say(`seeded in ${seedingSeconds} s`);

  const counter = await PgStatementCounter.start(database.url);
  cleanup.add('close the statement counter', () => counter.stop());
  const data = appDataDir();
  cleanup.add('remove the data folder', data.remove);
  const api = await startApi(options.appDir, counter.urlFor(database.url), data.dir);
  cleanup.add('stop the API', () => api.child.stop());
  const baseline = await BaselineServer.start(database.url);
  cleanup.add('stop the baseline', () => baseline.stop());
  const workers: Promise<AppProcess>[] = [];
  const context: BenchContext = {
    options,
    world,
    api,
    counter,
    baseline,
    databaseUrl: database.url,
    say,
    // Straight to the database: the worker's statements are not the API's.
    worker: () => {
      if (cleanup.started) throw new Error('stopping: no worker is started any more');
      if (workers.length === 0) {
        workers.push(startWorker(options.appDir, database.url, data.dir));
        cleanup.add('stop the worker', async () => (await workers[0]).child.stop());
      }
      return workers[0];
    },
    anotherApi: async (overrides) => {
      if (cleanup.started) throw new Error('stopping: no API is started any more');
      const another = await startApi(
        options.appDir,
        counter.urlFor(database.url),
        data.dir,
        overrides,
      );
      cleanup.add('stop the other API', () => another.child.stop());
      return another;
    },
  };

  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    // Ctrl-C cleans up at once; the scenario then running fails, and none follows.
    if (cleanup.started) return;
    if (scenario.phase === 'write' && workers.length > 0) await (await workers[0]).child.stop();
    say(`${scenario.name} ...`);
    results.push(await runScenario(scenario.name, () => scenario.run(context)));
  }
  const facts: RunFacts = {
    startedAt: new Date(started).toISOString(),
    appDir: options.appDir,
    commit: commitOf(options.appDir),
    cpus: cpus().length,
    node: process.version,
    postgres: await withClient(database.url, async (db) => {
      const { rows } = await db.query<{ server_version: string }>('SHOW server_version');
      return rows[0].server_version;
    }),
    database: server.description,
    loadBefore,
    loadAfter: loadavg(),
    scale: options.scale,
    rounds: options.rounds,
    seconds: options.seconds,
    connections: options.connections,
    seedingSeconds,
    totalSeconds: secondsSince(started),
  };
  say('');
  say(reportText(facts, results));
  say(`results: ${writeResults(join(ROOT, 'bench/results'), facts, results)}`);
}

/** A scenario that fails is a FAIL row with the reason; the others still run. */
async function runScenario(name: string, run: () => Promise<ScenarioResult>) {
  try {
    return await run();
  } catch (error) {
    say(`  ${name} failed: ${(error as Error).message}`);
    return {
      ...fakturaOnly(name, null, null, { error: (error as Error).message.split('\n')[0] }),
      goal: 'runs',
      pass: false,
    };
  }
}

function commitOf(dir: string): string {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'unknown';
  }
}

const cleanup = new Cleanup();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`${signal}: cleaning up`);
    void cleanup.run(say).then(() => process.exit(130));
  });
}
main(cleanup)
  .then(
    () => cleanup.run(say),
    async (error: Error) => {
      process.stderr.write(`bench failed: ${error.stack ?? error.message}\n`);
      await cleanup.run(say);
      process.exitCode = 1;
    },
  )
  .finally(() => process.exit());
