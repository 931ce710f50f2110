import { Prisma } from '@faktura/db';
import type { AccountTx } from '../../src/platform/database/account-scope.extension';

/** Every write is stamped with this time, so the snapshots do not change with the clock. */
export const EXAMPLE_NOW = new Date('2026-03-01T09:00:00.000Z');

/** A stand-in for something the captured code must not reach; the error names what it read. */
export function unavailable<T>(name: string): T {
  const fail = (_: object, key: string | symbol): never => {
    throw new Error(`SQL snapshots run without ${name}; the code read ${String(key)}`);
  };
  return new Proxy({}, { get: fail }) as T;
}

/** Ends the captured code after the statements it was to capture. */
class Enough {}

/** What a captured statement answers (the rows a write reads back), by its number from 0. */
export type Answer = (index: number) => unknown[];

/**
 * The raw statements `run` sends through a transaction client (tagged `$queryRaw` and
 * `$executeRaw`, as repositories write them), with the clock stopped at EXAMPLE_NOW; after
 * `limit` statements the run is ended.
 */
export async function capture(
  run: (tx: AccountTx) => Promise<unknown>,
  options: { answer?: Answer; limit?: number } = {},
): Promise<Prisma.Sql[]> {
  const sent: Prisma.Sql[] = [];
  const send = (first: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) => {
    const sql = first instanceof Prisma.Sql ? first : Prisma.sql(first, ...values);
    sent.push(sql);
    if (sent.length >= (options.limit ?? Infinity)) throw new Enough();
    return Promise.resolve(options.answer?.(sent.length - 1) ?? []);
  };
  const tx = { $queryRaw: send, $executeRaw: send } as unknown as AccountTx;
  // Only the clock stops: every timer and tick runs as it would.
  const timers = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const;
  const ticks = ['hrtime', 'nextTick', 'performance', 'queueMicrotask'] as const;
  const immediates = ['setImmediate', 'clearImmediate'] as const;
  jest.useFakeTimers({ now: EXAMPLE_NOW, doNotFake: [...timers, ...ticks, ...immediates] });
  try {
    await run(tx);
  } catch (error) {
    if (!(error instanceof Enough)) throw error;
  } finally {
    jest.useRealTimers();
  }
  return sent;
}
