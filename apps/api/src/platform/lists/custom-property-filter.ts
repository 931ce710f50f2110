import { isIsoDate } from '../input';

/** custom_properties[<name>] and custom_properties[<name>][]: name -> requested values. */
export type CustomPropertyFilters = Map<string, { values: string[]; many: boolean }>;

/**
 * What the custom property filters ask for once checked: the JSON object rows must contain
 * (empty: no filter), or null when a filter names an unknown field, which matches nothing.
 */
export type CustomPropertyMatch = Record<string, unknown> | null;

export interface FieldDefinition {
  name: string;
  type: 'MultiSelect' | 'Boolean' | 'Date' | 'Select' | 'Textarea' | 'String' | 'Link';
}

// Express's query parser keeps `custom_properties[Name]` and `custom_properties[Name][]` as
// literal keys; the name is what lies between the first brackets.
const CUSTOM_PROPERTY = /^custom_properties\[([^\]]+)\](\[\])?$/;

/** The custom property filters among the query's keys; a repeated key gives several values. */
export function customPropertyFilters(query: Record<string, unknown>): CustomPropertyFilters {
  const filters: CustomPropertyFilters = new Map();
  for (const [key, raw] of Object.entries(query)) {
    const match = CUSTOM_PROPERTY.exec(key);
    if (!match) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).filter(
      (value): value is string => typeof value === 'string',
    );
    const existing = filters.get(match[1]);
    filters.set(match[1], {
      values: [...(existing?.values ?? []), ...values],
      many: Boolean(match[2]) || existing?.many === true,
    });
  }
  return filters;
}

/**
 * The JSON object that rows must contain (`custom_properties @> it`, served by the GIN index)
 * to match the custom property filters; null when a filter names an unknown field, which by
 * the interface's rule 1 matches nothing. Bad values go to `fail` (field, message).
 *
 * Rule 2: MultiSelect values become an array; containment matches rows having all of them.
 * Rule 3: Boolean `true`/`false` must equal the stored boolean; rows without it never match.
 * Rule 4: Date must be YYYY-MM-DD. Rule 5: other types match the exact text.
 */
export function customPropertyContainment(
  filters: CustomPropertyFilters,
  definitions: FieldDefinition[],
  fail: (field: string, message: string) => void,
): CustomPropertyMatch {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const contained: Record<string, unknown> = {};
  for (const [name, { values }] of filters) {
    const definition = byName.get(name);
    if (!definition) return null;
    const field = `custom_properties[${name}]`;
    if (definition.type === 'MultiSelect') {
      contained[name] = values;
      continue;
    }
    if (values.length !== 1) {
      fail(field, 'takes exactly one value');
      continue;
    }
    const [value] = values;
    if (definition.type === 'Boolean') {
      if (value !== 'true' && value !== 'false') fail(field, 'must be true or false');
      else contained[name] = value === 'true';
    } else if (definition.type === 'Date') {
      if (!isIsoDate(value)) fail(field, 'must be a date (YYYY-MM-DD)');
      else contained[name] = value;
    } else {
      contained[name] = value;
    }
  }
  return contained;
}
