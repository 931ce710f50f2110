import autocannon from 'autocannon';
import { medianOfRounds, type LoadFigures } from './stats';

/** One HTTP request the load repeats. */
export interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface LoadSettings {
  connections: number;
  seconds: number;
}

/** Keep-alive load on one target; figures of the successful (2xx) answers. */
export async function load(target: Target, settings: LoadSettings): Promise<LoadFigures> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: settings.connections,
    duration: settings.seconds,
    // A request that takes more than a minute is broken, not slow.
    timeout: 60,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0 && result['2xx'] === 0) {
    throw new Error(`every request to ${target.url} failed (${failed} failures)`);
  }
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

/**
 * Several rounds, alternating between the targets (Faktura, then the baseline) so that both
 * see the same machine load over time; after a short warm-up of each, and `settle` (the
 * answers still in flight drained) after each. The median per target.
 */
export async function alternate(
  targets: Target[],
  settings: LoadSettings & { rounds: number },
  settle: () => Promise<void>,
): Promise<LoadFigures[]> {
  const warmUp = { ...settings, seconds: Math.min(1, settings.seconds) };
  for (const target of targets) {
    await load(target, warmUp);
    await settle();
  }
  const rounds: LoadFigures[][] = targets.map(() => []);
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const [i, target] of targets.entries()) {
      rounds[i].push(await load(target, settings));
      await settle();
    }
  }
  return rounds.map(medianOfRounds);
}
