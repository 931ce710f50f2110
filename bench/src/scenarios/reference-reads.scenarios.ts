import { getTarget, type Scenario, settle, statementsOf } from '../context';
import { allOf, extraWithin, fakturaOnly, judged, p50AtMost, statementsAtMost } from '../goals';
import { alternate } from '../load';

/** The lists of the resources around the invoice (issue 29), with the first id's detail. */
const RESOURCES = [
  'units',
  'deal_categories',
  'tags',
  'comments',
  'offer_confirmations',
  'account/catalog_services',
  'account/task_templates',
  'account/expense_templates',
] as const;

/** `account/catalog_services` -> `catalog-services`: the scenario's name. */
export const scenarioName = (resource: string) =>
  resource.replace(/^account\//, '').replaceAll('_', '-');

/**
 * A page of 100 of each resource on the bench account (Faktura only: the baseline serves only
 * the interface's resources): at most 2 statements and a p50 of at most 100 ms at the bench's
 * connections; the detail of its first record is counted too (at most 1 statement).
 */
export const REFERENCE_READ_SCENARIOS: Scenario[] = RESOURCES.map((resource) => ({
  name: scenarioName(resource),
  phase: 'read',
  run: async (context) => {
    const { key } = context.world.bench;
    const list = getTarget(context.api.url, `${resource}?per_page=100`, key);
    const measured = await statementsOf(context, list);
    if (measured.response.status !== 200) {
      throw new Error(`GET ${resource} answered ${measured.response.status}`);
    }
    const rows = JSON.parse(measured.response.body.toString('utf8')) as { id: number }[];
    if (rows.length === 0) throw new Error(`GET ${resource} is empty: the seed made none`);
    const detail = await statementsOf(
      context,
      getTarget(context.api.url, `${resource}/${rows[0].id}`, key),
    );
    const [figures] = await alternate([list], context.options, () => settle(context));
    return judged(
      fakturaOnly(scenarioName(resource), figures, measured.count, {
        rows: rows.length,
        'detail statements': detail.count,
      }),
      allOf(
        statementsAtMost(2),
        extraWithin('detail statements', 1, 'max', 'detail ≤ 1 statement'),
        p50AtMost(100),
      ),
    );
  },
}));
