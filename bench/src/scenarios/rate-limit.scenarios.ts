import { type BenchContext, getTarget, type Scenario, settle, statementsOf } from '../context';
import { allOf, extraWithin, fakturaOnly, judged } from '../goals';
import { alternate } from '../load';

/**
 * What the shared rate limit costs (FAKTURA_RATE_LIMIT_STORE=postgres, one upsert per request)
 * against the in-process default: a second API of the checkout with the PostgreSQL store, the
 * same request on both in alternating rounds. The Faktura columns are the PostgreSQL store's;
 * the memory store's figures and the share are in the figures column.
 */
export const RATE_LIMIT_SCENARIOS: Scenario[] = [
  {
    name: 'rate-limit-postgres',
    phase: 'read',
    run: async (context) => {
      const shared = await context.anotherApi({ FAKTURA_RATE_LIMIT_STORE: 'postgres' });
      try {
        return await measure(context, shared.url);
      } finally {
        // Idle, it would still be a process the later scenarios share the cores with.
        await shared.child.stop();
      }
    },
  },
];

async function measure(context: BenchContext, sharedUrl: string) {
  // One company: the cheapest authenticated read, so the limiter's own cost shows most.
  const path = `companies/${context.world.customerIds[0]}`;
  const { key } = context.world.bench;
  const memoryTarget = getTarget(context.api.url, path, key);
  const postgresTarget = getTarget(sharedUrl, path, key);
  const memory = await statementsOf(context, memoryTarget);
  const postgres = await statementsOf(context, postgresTarget);
  for (const [store, measured] of [
    ['memory', memory],
    ['postgres', postgres],
  ] as const) {
    if (measured.response.status !== 200) {
      throw new Error(`${store} store: GET ${path} answered ${measured.response.status}`);
    }
  }
  const [p, m] = await alternate([postgresTarget, memoryTarget], context.options, () =>
    settle(context),
  );
  const share = m.requestsPerSecond > 0 ? p.requestsPerSecond / m.requestsPerSecond : 0;
  const extra = {
    'memory req/s': Math.round(m.requestsPerSecond),
    'memory p50 ms': m.p50Ms,
    'share %': Math.round(share * 100),
    'added statements': postgres.count - memory.count,
  };
  return judged(
    fakturaOnly('rate-limit-postgres', p, postgres.count, extra),
    allOf(
      extraWithin('added statements', 1, 'max', '1 statement more'),
      extraWithin('share %', 70, 'min', '≥ 70 % of the memory store'),
    ),
  );
}
