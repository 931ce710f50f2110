import type { CustomFieldType } from '@faktura/db';
import { checkCustomPropertyValue } from '../custom-properties';
import { sampleCustomProperties } from './custom-property.samples';

const TYPES: CustomFieldType[] = [
  'MultiSelect',
  'Boolean',
  'Date',
  'Select',
  'Textarea',
  'String',
  'Link',
];

describe('sampleCustomProperties', () => {
  it.each([[['Gold', 'Silver', 'Bronze']], [[]]])(
    'makes a value per field that the API would accept (options %j)',
    (options) => {
      const definitions = TYPES.map((type) => ({ name: `f_${type}`, type, options }));
      for (const index of [0, 1, 5]) {
        const values = sampleCustomProperties(definitions, index, new Date('2026-03-10'));
        expect(Object.keys(values)).toEqual(definitions.map((definition) => definition.name));
        for (const definition of definitions) {
          const checked = checkCustomPropertyValue(definition, values[definition.name]);
          expect(checked).toEqual({ ok: true, value: values[definition.name] });
        }
      }
    },
  );

  it('is empty without definitions', () => {
    expect(sampleCustomProperties([], 0, new Date())).toEqual({});
  });
});
