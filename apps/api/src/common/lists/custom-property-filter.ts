import type { QueryReader } from './query-reader';
import { isIsoDate } from '../input/iso-date';
import type { ListParams } from './list-params';

export interface FieldDefinition {
  name: string;
  type: 'MultiSelect' | 'Boolean' | 'Date' | 'Select' | 'Textarea' | 'String' | 'Link';
}

/**
 * The JSON object that rows must contain (`custom_properties @> it`, served by the GIN index)
 * to match the custom property filters; null when a filter names an unknown field, which by
 * the interface's rule 1 matches nothing.
 *
 * Rule 2: MultiSelect values become an array; containment matches rows having all of them.
 * Rule 3: Boolean `true`/`false` must equal the stored boolean; rows without it never match.
 * Rule 4: Date must be YYYY-MM-DD. Rule 5: other types match the exact text.
 */
export function customPropertyContainment(
  filters: ListParams['customProperties'],
  definitions: FieldDefinition[],
  reader: QueryReader,
): Record<string, unknown> | null {
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
      reader.fail(field, 'takes exactly one value');
      continue;
    }
    const [value] = values;
    if (definition.type === 'Boolean') {
      if (value !== 'true' && value !== 'false') reader.fail(field, 'must be true or false');
      else contained[name] = value === 'true';
    } else if (definition.type === 'Date') {
      if (!isIsoDate(value)) reader.fail(field, 'must be a date (YYYY-MM-DD)');
      else contained[name] = value;
    } else {
      contained[name] = value;
    }
  }
  return contained;
}
