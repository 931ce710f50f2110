// The steps of `npm test` and the summary it ends with. Every step runs even when an earlier
// one failed, so one red package never hides the results of the others.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './toolchain.mjs';

const bold = (text) => `\x1b[1m${text}\x1b[0m`;

/** Runs one step with inherited output; returns {name, ok, seconds} instead of exiting. */
export function runStep(name, command, args, env = {}) {
  const started = Date.now();
  process.stdout.write(`\n${bold(`[test] ${name}`)}\n`);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...env },
  });
  return { name, ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

/**
 * Starts one step without waiting for it, so that two can run at once. Its output goes to
 * `logFile` (shown by `printLog()`, so that it does not interleave with the other step's), or
 * to this process's when `logFile` is null. `done` resolves with the step's {name, ok, seconds}
 * when it exits; `stop()` ends it (its whole process group) if it still runs.
 */
export function startStep(name, command, args, { logFile = null, ...env } = {}) {
  const started = Date.now();
  const where = logFile ? ` (in the background, log: ${logFile})` : '';
  process.stdout.write(`\n${bold(`[test] ${name}`)}${where}\n`);
  const log = logFile ? openSync(logFile, 'w') : null;
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: log === null ? 'inherit' : ['ignore', log, log],
    detached: true,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...env },
  });
  if (log !== null) closeSync(log);
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  process.on('exit', () => killGroup('SIGKILL'));
  const done = new Promise((resolve) =>
    child.once('close', (code) =>
      resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 }),
    ),
  );
  return {
    done,
    printLog() {
      if (logFile === null) return;
      process.stdout.write(`\n${bold(`[test] ${name}: its output`)}\n`);
      process.stdout.write(readFileSync(logFile, 'utf8'));
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      killGroup('SIGTERM');
      const timer = setTimeout(() => killGroup('SIGKILL'), 20_000);
      await done;
      clearTimeout(timer);
    },
  };
}

/** Names of the workspace packages that have the given jest script, sorted. */
export function packagesWithScript(script) {
  const names = [];
  // The folders of pnpm-workspace.yaml: apps/*, packages/* and bench.
  const folders = ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(ROOT, group)).map((folder) => join(group, folder)),
  );
  for (const folder of [...folders, 'bench']) {
    const file = join(ROOT, folder, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    if (pkg.scripts?.[script]) names.push(pkg.name);
  }
  return names.sort();
}

/** The counts jest-result-reporter.cjs wrote, by package name. */
function readResults(dir) {
  const results = new Map();
  if (!existsSync(dir)) return results;
  for (const file of readdirSync(dir)) {
    const result = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    results.set(result.package, result);
  }
  return results;
}

/**
 * Prints one line per step, one per package with its test counts (or why it has none), and the
 * total; returns whether everything passed.
 */
export function printSummary(steps, packages, resultsDir, startedAt) {
  const results = readResults(resultsDir);
  const lines = [];
  let passed = 0;
  let failed = 0;
  let ok = steps.every((step) => step.ok);
  for (const step of steps) {
    lines.push(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds.toFixed(0)} s)`);
  }
  for (const name of packages) {
    const result = results.get(name);
    if (!result) {
      ok = false;
      lines.push(`FAIL ${name}: no test result (jest did not run or did not finish)`);
      continue;
    }
    passed += result.passed;
    failed += result.failed;
    const problems = [];
    if (result.failed > 0) problems.push(`${result.failed} failed`);
    if (result.suitesWithErrors > 0)
      problems.push(`${result.suitesWithErrors} suites could not run`);
    if (result.pending > 0) problems.push(`${result.pending} skipped`);
    if (problems.length > 0) ok = false;
    const counts = [`${result.passed} passed`, ...problems].join(', ');
    lines.push(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name}: ${counts}`);
    for (const failure of result.failures ?? []) {
      lines.push(`     x ${failure.test}`);
      if (failure.message) lines.push(failure.message.replace(/^/gm, '       '));
    }
  }
  const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
  lines.push(`${ok ? 'ok  ' : 'FAIL'} total: ${passed} passed, ${failed} failed (${minutes} min)`);
  process.stdout.write(`\n${bold('[test] summary')}\n${lines.join('\n')}\n`);
  return ok;
}
