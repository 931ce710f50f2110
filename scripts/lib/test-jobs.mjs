// The test jobs of `npm test` (one jest run of one package, on one database server) and the
// lanes that run them. The machine's two cores each run one job at a time; a lane that is free
// takes the longest job still waiting. Before, the full pass and the second server's database
// pass ran as two `pnpm -r` queues side by side: the second ended 12 minutes and more before
// the first, which still had every unit test to run, and one core idled for that time.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { startStep } from './test-report.mjs';
import { ROOT } from './toolchain.mjs';

const DATABASE_TEST = /\.(int|e2e)\.test\.ts$/;
const ANY_TEST = /\.(spec|test)\.ts$/;
/**
 * A database test file (its own database, often an app, a browser or processes) costs about as
 * much as this many unit test files; the weights only order the queue.
 */
const DATABASE_FILE_WEIGHT = 5;

/** The workspace packages (apps/*, packages/*, bench: pnpm-workspace.yaml) and their scripts. */
function workspacePackages() {
  const folders = ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(ROOT, group)).map((folder) => join(group, folder)),
  );
  return [...folders, 'bench']
    .filter((folder) => existsSync(join(ROOT, folder, 'package.json')))
    .map((folder) => {
      const pkg = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));
      return { name: pkg.name, dir: join(ROOT, folder), scripts: pkg.scripts ?? {} };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The test files of a package (src/ and test/), as paths. */
function testFiles(dir) {
  return ['src', 'test']
    .filter((sub) => existsSync(join(dir, sub)))
    .flatMap((sub) => readdirSync(join(dir, sub), { recursive: true }).map(String))
    .filter((file) => ANY_TEST.test(file) && !file.includes('node_modules'));
}

/** How long a job may take, relative to the others: its test files, database files weighing more. */
function weightOf(dir, script) {
  const files = testFiles(dir);
  const database = files.filter((file) => DATABASE_TEST.test(file)).length;
  const unit = files.length - database;
  if (script === 'test:db') return database * DATABASE_FILE_WEIGHT;
  if (script === 'test:unit') return unit;
  return unit + database * DATABASE_FILE_WEIGHT;
}

/**
 * The jobs of one pass: every package's `test` (or, where a package has them, its `test:unit`
 * and `test:db` as two jobs, so that they can run side by side), or with `dbOnly` every
 * `test:db`. Each job writes its counts into its own folder under `resultsDir`.
 */
export function passJobs({ label, dbOnly, resultsDir, env }) {
  const jobs = [];
  for (const pkg of workspacePackages()) {
    const split = pkg.scripts['test:unit'] && pkg.scripts['test:db'];
    const scripts = dbOnly ? ['test:db'] : split ? ['test:unit', 'test:db'] : ['test'];
    for (const script of scripts.filter((name) => pkg.scripts[name])) {
      const folder = join(resultsDir, `${pkg.name.replace(/[@/]/g, '_')}-${script}`);
      jobs.push({
        name: `${pkg.name} ${script}${label ? ` ${label}` : ''}`,
        package: pkg.name,
        script,
        resultsDir: folder,
        weight: weightOf(pkg.dir, script),
        env: { ...env, FAKTURA_TEST_RESULTS_DIR: folder },
      });
    }
  }
  return jobs;
}

/**
 * Runs the jobs on `lanes` lanes (default: the machine's cores, at most 2), the heaviest first;
 * each job's output goes to its own log under `logDir`, printed whole when it ends. Resolves
 * with the jobs, each with its step ({name, ok, seconds}); `stop()` ends the running ones.
 */
export function runOnLanes(pnpm, jobs, logDir, lanes = Math.min(2, availableParallelism())) {
  const queue = [...jobs].sort((a, b) => b.weight - a.weight);
  const running = new Set();
  let stopped = false;
  const lane = async () => {
    for (let job = queue.shift(); job && !stopped; job = queue.shift()) {
      const logFile = join(logDir, `${job.name.replace(/[^\w.-]+/g, '_')}.log`);
      const step = startStep(job.name, pnpm, ['--filter', job.package, 'run', job.script], {
        ...job.env,
        logFile,
      });
      running.add(step);
      job.step = await step.done;
      running.delete(step);
      step.printLog();
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, lane)).then(() => jobs);
  return {
    done,
    async stop() {
      stopped = true;
      await Promise.all([...running].map((step) => step.stop()));
    },
  };
}
