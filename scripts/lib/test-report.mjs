// The steps of `npm test` and the summary it ends with. Every step runs even when an earlier
// one failed, so one red package never hides the results of the others.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
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
  const where = logFile ? ` (started, log: ${logFile})` : '';
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
  // Removed when the step ends: `npm test` runs a few dozen steps, and a listener per step
  // would outgrow the default limit of ten.
  const killOnExit = () => killGroup('SIGKILL');
  process.on('exit', killOnExit);
  let result = null;
  const done = new Promise((resolve) =>
    child.once('close', (code) => {
      process.off('exit', killOnExit);
      result = { name, ok: code === 0, seconds: (Date.now() - started) / 1000 };
      resolve(result);
    }),
  );
  return {
    done,
    printLog() {
      if (logFile === null) return;
      const outcome = result
        ? `: ${result.ok ? 'ok' : 'FAILED'} in ${result.seconds.toFixed(0)} s`
        : '';
      process.stdout.write(`\n${bold(`[test] ${name}${outcome}, its output:`)}\n`);
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

/** The counts jest-result-reporter.cjs wrote into a job's folder, for its package, or null. */
function resultOf(job) {
  const file = join(job.resultsDir, `${job.package.replace(/[@/]/g, '_')}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Prints one line per step, one per test job (package and script) with its counts (or why it has
 * none) and time, and the total; returns whether everything passed.
 */
export function printSummary(steps, jobs, startedAt) {
  const lines = [];
  let passed = 0;
  let failed = 0;
  let ok = steps.every((step) => step.ok);
  for (const step of steps) {
    lines.push(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds.toFixed(0)} s)`);
  }
  for (const job of jobs) {
    const result = resultOf(job);
    const took = job.step ? ` (${job.step.seconds.toFixed(0)} s)` : '';
    if (!result) {
      ok = false;
      lines.push(`FAIL ${job.name}: no test result (jest did not run or did not finish)${took}`);
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
    lines.push(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${job.name}: ${counts}${took}`);
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
