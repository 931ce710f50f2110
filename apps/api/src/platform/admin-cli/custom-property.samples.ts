import type { CustomFieldDefinition, Prisma } from '@faktura/db';

type Definition = Pick<CustomFieldDefinition, 'name' | 'type' | 'options'>;

/**
 * A plausible value for each defined custom field, varied by `index` so rows differ; valid
 * under the same rules the API applies on writes (options, date format, http(s) links).
 */
export function sampleCustomProperties(
  definitions: readonly Definition[],
  index: number,
  today: Date,
): Prisma.InputJsonObject {
  const values: Record<string, Prisma.InputJsonValue> = {};
  for (const definition of definitions) {
    values[definition.name] = sampleValue(definition, index, today);
  }
  return values;
}

function sampleValue(definition: Definition, index: number, today: Date): Prisma.InputJsonValue {
  const options = definition.options;
  const pick = (offset: number) => options[(index + offset) % options.length];
  switch (definition.type) {
    case 'Select':
      return options.length > 0 ? pick(0) : `Option ${(index % 3) + 1}`;
    case 'MultiSelect':
      return options.length > 0 ? [...new Set([pick(0), pick(1)])] : [`Option ${(index % 3) + 1}`];
    case 'Boolean':
      return index % 2 === 0;
    case 'Date':
      return new Date(today.getTime() - index * 7 * 86_400_000).toISOString().slice(0, 10);
    case 'Link':
      return `https://example.com/demo/${index + 1}`;
    case 'Textarea':
      return `Demo-Notiz ${index + 1}\nZweite Zeile`;
    case 'String':
      return `Demo ${index + 1}`;
  }
}
