import { authorization, type BenchContext, type Scenario, settle, statementsOf } from '../context';
import { allOf, fakturaOnly, judged, statementsAtMost, type Goal } from '../goals';
import { alternate, type Target } from '../load';

/** POST /invoices with ten positions for one of the bench account's customers. */
export function createInvoiceTarget(context: BenchContext): Target {
  const customers = context.world.customerIds;
  const items = Array.from({ length: 10 }, (_, i) => ({
    type: 'item',
    title: `Leistung ${i + 1}`,
    description: 'Umsetzung und Abstimmung',
    quantity: 1 + (i % 4),
    unit: 'h',
    unit_price: 95 + i * 5,
  }));
  return {
    url: `${context.api.url}/api/v1/invoices`,
    method: 'POST',
    headers: { ...authorization(context.world.bench.key), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      customer_id: customers[Math.floor(customers.length / 3)],
      recipient_address: 'Kunde AG\nBahnhofstraße 1\n10115 Berlin',
      date: '2026-03-10',
      due_date: '2026-04-09',
      title: 'Leistungen März',
      tax: 19,
      currency: 'EUR',
      items,
    }),
  };
}

/** Twice the creates/s of an earlier run's results (`--before`), when one was given. */
const twiceBefore = (before: number | null): Goal => ({
  text: before === null ? '≥ 2× before run' : `≥ 2× before (${before.toFixed(1)}/s)`,
  check: (result) =>
    before === null || !result.faktura ? null : result.faktura.requestsPerSecond >= 2 * before,
});

export const CREATE_SCENARIOS: Scenario[] = [
  {
    name: 'create-invoice',
    phase: 'write',
    run: async (context) => {
      const target = createInvoiceTarget(context);
      const { count, response } = await statementsOf(context, target);
      if (response.status !== 200 && response.status !== 201) {
        throw new Error(`POST /invoices answered ${response.status}: ${response.body}`);
      }
      const [faktura] = await alternate([target], context.options, () => settle(context));
      const before = context.options.before?.['create-invoice']?.faktura?.requestsPerSecond;
      // BEGIN, resolve, write, render ahead, reload, web hook lookup (one per event, even with
      // no hook subscribed), COMMIT: 7.
      return judged(
        fakturaOnly('create-invoice', faktura, count),
        allOf(statementsAtMost(8), twiceBefore(before ?? null)),
      );
    },
  },
];
