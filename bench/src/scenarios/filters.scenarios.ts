import { getTarget, type Scenario, settle, statementsOf } from '../context';
import { fakturaOnly, judged, p50AtMost } from '../goals';
import { alternate } from '../load';
import { contractStart, probeRow } from '../seed/custom-fields.seed';

/** `custom_properties[name]=value` (or `[name][]` for each of several values), encoded. */
export function customPropertyQuery(name: string, values: readonly string[], many: boolean) {
  const key = encodeURIComponent(`custom_properties[${name}]${many ? '[]' : ''}`);
  return values.map((value) => `${key}=${encodeURIComponent(value)}`).join('&');
}

/** Every filter rule, by scenario name: the field and the values asked for. */
const RULES: {
  name: string;
  field: string;
  values: (count: number) => string[];
  many?: boolean;
}[] = [
  { name: 'filter-string', field: 'Kundennummer', values: (n) => [`KN-${probeRow(n)}`] },
  { name: 'filter-date', field: 'Vertragsbeginn', values: (n) => [contractStart(probeRow(n))] },
  { name: 'filter-select', field: 'Branche', values: () => ['Handel'] },
  { name: 'filter-multiselect-1', field: 'Leistungen', values: () => ['Beratung'], many: true },
  {
    name: 'filter-multiselect-2',
    field: 'Leistungen',
    values: () => ['Beratung', 'Entwicklung'],
    many: true,
  },
  { name: 'filter-boolean-true', field: 'Newsletter', values: () => ['true'] },
  { name: 'filter-boolean-false', field: 'Newsletter', values: () => ['false'] },
];

/**
 * A page of 100 of the million companies of one account filtered by one custom field, with
 * X-Total: latency at one connection (Faktura only; the goal is absolute).
 */
export const FILTER_SCENARIOS: Scenario[] = RULES.map((rule) => ({
  name: rule.name,
  phase: 'read',
  run: async (context) => {
    const values = rule.values(context.world.sizes.customFieldCompanies);
    const query = customPropertyQuery(rule.field, values, rule.many === true);
    const target = getTarget(
      context.api.url,
      `companies?per_page=100&${query}`,
      context.world.custom.key,
    );
    const { count, response } = await statementsOf(context, target);
    const total = response.headers['x-total'];
    if (response.status !== 200 || total === undefined) {
      throw new Error(`${rule.name}: answered ${response.status} without X-Total`);
    }
    context.say(`  ${rule.name}: X-Total ${total}`);
    const [faktura] = await alternate([target], { ...context.options, connections: 1 }, () =>
      settle(context),
    );
    return judged(
      fakturaOnly(rule.name, faktura, count, { matches: Number(total) }),
      p50AtMost(50),
    );
  },
}));
