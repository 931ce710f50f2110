import { setTimeout as sleep } from 'node:timers/promises';
import type { PgStatementCounter } from '@faktura/test-support';
import type { AppProcess } from './apps';
import type { BaselineServer } from './baseline/baseline-server';
import type { ScenarioResult } from './goals';
import type { ComparedResponse } from './identity';
import type { Target } from './load';
import type { BenchOptions } from './options';
import type { SeededWorld } from './seed/seed';

/** What scenarios work with: the seeded world, the running API behind the counter, the baseline. */
export interface BenchContext {
  options: BenchOptions;
  world: SeededWorld;
  api: AppProcess;
  counter: PgStatementCounter;
  baseline: BaselineServer;
  /** The scratch database, straight (not through the counter): for a scenario's own seed. */
  databaseUrl: string;
  /** Starts the worker on first use (PDF scenarios); the same one afterwards. */
  worker(): Promise<AppProcess>;
  /**
   * Starts one more API of the checkout with these settings, on the same database behind the
   * same statement counter; it is stopped with the others.
   */
  anotherApi(overrides: NodeJS.ProcessEnv): Promise<AppProcess>;
  say(line: string): void;
}

/** A named measurement; `phase` orders them (see main.ts). */
export interface Scenario {
  name: string;
  phase: 'read' | 'pdf' | 'worker' | 'write';
  run(context: BenchContext): Promise<ScenarioResult>;
}

export const authorization = (key: string) => ({ Authorization: `Token token=${key}` });

/** A GET of `path` (under /api/v1) on `base` with the key. */
export const getTarget = (base: string, path: string, key: string): Target => ({
  url: `${base}/api/v1/${path}`,
  headers: authorization(key),
});

/** One request, read whole, as the identity check compares it. */
export async function fetchResponse(target: Target): Promise<ComparedResponse> {
  const response = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: { ...target.headers, ...(target.body ? { 'Content-Type': 'application/json' } : {}) },
    body: target.body,
  });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/**
 * Waits until the load before has drained: a load generator stops sending at the end of a
 * round, but the servers still answer what was sent. Quiet means the baseline answers nothing
 * and the API runs no statement for a while (the API's own background work is rare).
 */
export async function settle(context: BenchContext): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    context.counter.reset();
    await sleep(250);
    const quiet = context.counter.count === 0 && context.baseline.inFlight === 0;
    if (quiet || Date.now() > deadline) return;
  }
}

/**
 * The statements one request runs in the steady state: one request first (a key's first use
 * records it, caches fill), then, with nothing else running, reset the counter, request, count.
 */
export async function statementsOf(
  context: BenchContext,
  target: Target,
): Promise<{ count: number; response: ComparedResponse }> {
  await fetchResponse(target);
  await settle(context);
  context.counter.reset();
  const response = await fetchResponse(target);
  // BENCH_STATEMENTS=1 shows what the counted statements were.
  if (process.env.BENCH_STATEMENTS === '1') {
    for (const text of context.counter.texts) context.say(`    ${text.trim().slice(0, 120)}`);
  }
  return { count: context.counter.count, response };
}
