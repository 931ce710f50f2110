import {
  type BenchContext,
  fetchResponse,
  getTarget,
  type Scenario,
  settle,
  statementsOf,
} from '../context';
import { judged, p50AtMost, ratioAtLeast, type Goal } from '../goals';
import { identityVerdict } from '../identity';
import { alternate } from '../load';
import type { SeededAccount } from '../seed/seed-context';

/**
 * Faktura against the baseline on the same URL: the identity check first (printed, the run goes
 * on when they differ), the statements of one request, then alternating rounds of load.
 */
async function versusBaseline(
  context: BenchContext,
  name: string,
  path: string,
  account: SeededAccount,
  goal: Goal,
  connections: number,
) {
  const faktura = getTarget(context.api.url, path, account.key);
  const baseline = getTarget(context.baseline.url, path, account.key);
  const statements = await statementsOf(context, faktura);
  if (statements.response.status !== 200) {
    throw new Error(`${name}: Faktura answered ${statements.response.status}`);
  }
  const identical = identityVerdict(statements.response, await fetchResponse(baseline));
  context.say(`  ${name}: identical: ${identical}`);
  const [f, b] = await alternate([faktura, baseline], { ...context.options, connections }, () =>
    settle(context),
  );
  // No ratio against a baseline that answered nothing in time: that is a broken measurement.
  const ratio = b.requestsPerSecond > 0 ? f.requestsPerSecond / b.requestsPerSecond : null;
  return judged(
    { name, faktura: f, baseline: b, ratio, statements: statements.count, identical, extra: {} },
    goal,
  );
}

const list = (resource: string): Scenario => ({
  name: resource,
  phase: 'read',
  run: (context) =>
    versusBaseline(
      context,
      resource,
      `${resource}?per_page=100`,
      context.world.bench,
      ratioAtLeast(0.6),
      context.options.connections,
    ),
});

/** The list and detail scenarios, and the tenant's first page among a million others. */
export const READ_SCENARIOS: Scenario[] = [
  list('invoices'),
  list('offers'),
  list('purchases'),
  list('companies'),
  {
    name: 'invoice',
    phase: 'read',
    run: async (context) => {
      // An invoice from the middle of the seeded year; every fifth or so has a payment.
      const ids = context.world.invoiceIds;
      return versusBaseline(
        context,
        'invoice',
        `invoices/${ids[Math.floor(ids.length / 2)]}`,
        context.world.bench,
        ratioAtLeast(0.7),
        context.options.connections,
      );
    },
  },
  {
    // Latency is the goal here: one connection, so queueing does not hide the query's time.
    name: 'tenant-first-page',
    phase: 'read',
    run: (context) =>
      versusBaseline(
        context,
        'tenant-first-page',
        'companies?per_page=100',
        context.world.tenant,
        p50AtMost(20),
        1,
      ),
  },
];
