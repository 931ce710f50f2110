import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScenarioResult } from './goals';
import { formatTable } from './table';

/** Where and how a run measured: the figures that make its table comparable (or not). */
export interface RunFacts {
  startedAt: string;
  appDir: string;
  commit: string;
  cpus: number;
  node: string;
  postgres: string;
  database: string;
  loadBefore: number[];
  loadAfter: number[];
  scale: number;
  rounds: number;
  seconds: number;
  connections: number;
  seedingSeconds: number;
  totalSeconds: number;
}

const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');

/** The table and the lines about the machine below it. */
export function reportText(facts: RunFacts, results: readonly ScenarioResult[]): string {
  return [
    formatTable(results),
    '',
    `checkout ${facts.appDir} at ${facts.commit}; ${facts.startedAt}`,
    `${facts.cpus} CPUs, load average ${load(facts.loadBefore)} before, ${load(facts.loadAfter)} after`,
    `Node ${facts.node}, PostgreSQL ${facts.postgres} (${facts.database})`,
    `scale ${facts.scale}, ${facts.rounds} rounds × ${facts.seconds} s, ${facts.connections} connections; ` +
      `seeding ${facts.seedingSeconds} s, whole run ${facts.totalSeconds} s`,
  ].join('\n');
}

/** Writes the run as JSON to `<dir>/<ISO timestamp>.json` (colons as dashes); returns the path. */
export function writeResults(
  dir: string,
  facts: RunFacts,
  results: readonly ScenarioResult[],
): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${facts.startedAt.replace(/:/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ ...facts, results }, null, 2)}\n`);
  return file;
}
