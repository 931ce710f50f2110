import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ScenarioResult } from './goals';

/** What one `pnpm bench` run does; from the command line and BENCH_* variables. */
export interface BenchOptions {
  /** The Faktura checkout measured (its apps built). */
  appDir: string;
  /** Scenario names to run; empty: all of them. */
  only: string[];
  /** Every seeded size is multiplied by this (BENCH_SCALE, e.g. 0.01 for a quick try). */
  scale: number;
  rounds: number;
  seconds: number;
  connections: number;
  /** The results of an earlier run (`--before <results json>`), by scenario, to compare with. */
  before: Record<string, ScenarioResult> | null;
}

/** The scenarios of a results file that `pnpm bench` wrote. */
export function readResults(file: string): Record<string, ScenarioResult> {
  const { results } = JSON.parse(readFileSync(file, 'utf8')) as { results: ScenarioResult[] };
  return Object.fromEntries(results.map((result) => [result.name, result]));
}

const positive = (text: string | undefined, fallback: number, name: string): number => {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

/** Parses `--app <dir>` and `--only a,b` plus BENCH_SCALE, BENCH_ROUNDS, BENCH_SECONDS. */
export function benchOptions(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  defaultAppDir: string,
): BenchOptions {
  // pnpm runs the script in bench/; paths on the command line mean where the user typed them.
  const typedIn = env.INIT_CWD ?? process.cwd();
  let appDir = defaultAppDir;
  let only: string[] = [];
  let before: string | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '') throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--app') appDir = resolve(typedIn, value());
    else if (flag === '--only')
      only = value()
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
    else if (flag === '--before') before = resolve(typedIn, value());
    else {
      throw new Error(
        `unknown argument ${arg} (use --app <dir>, --only <scenario,...>, --before <results.json>)`,
      );
    }
  }
  const scale = positive(env.BENCH_SCALE, 1, 'BENCH_SCALE');
  if (scale > 1) throw new Error('BENCH_SCALE must be at most 1');
  return {
    appDir,
    only,
    scale,
    rounds: Math.round(positive(env.BENCH_ROUNDS, 3, 'BENCH_ROUNDS')),
    seconds: positive(env.BENCH_SECONDS, 5, 'BENCH_SECONDS'),
    connections: 16,
    before: before === null ? null : readResults(before),
  };
}

/** A seeded size at the run's scale; never below `minimum`, so a tiny scale still has rows. */
export function scaled(size: number, scale: number, minimum = 10): number {
  return Math.max(minimum, Math.round(size * scale));
}
