import { isIsoDate } from '../input';
import type { FieldDefinition } from '../lists';

/** Largest accepted value of one custom property (its JSON), as the reference service limits it. */
export const MAX_VALUE_BYTES = 12 * 1024;

export type CheckedValue = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * Checks one submitted value against its field definition and returns the value to store:
 * MultiSelect -> array of allowed options, Boolean -> boolean, Date -> YYYY-MM-DD,
 * Select -> one allowed option, String/Textarea/Link -> text (Link: an http(s) URL).
 */
export function checkCustomPropertyValue(
  definition: FieldDefinition & { options: string[] },
  value: unknown,
): CheckedValue {
  if (Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8') > MAX_VALUE_BYTES) {
    return { ok: false, message: 'is too long (maximum is 12 kB)' };
  }
  const allowed = (option: string) =>
    definition.options.length === 0 || definition.options.includes(option);
  switch (definition.type) {
    case 'MultiSelect': {
      const values = Array.isArray(value) ? value : [value];
      if (!values.every((item): item is string => typeof item === 'string')) {
        return { ok: false, message: 'must be a list of texts' };
      }
      if (!values.every(allowed))
        return { ok: false, message: 'contains a value that is not an option' };
      return { ok: true, value: [...new Set(values)] };
    }
    case 'Boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 'true' || value === 'false') return { ok: true, value: value === 'true' };
      return { ok: false, message: 'must be true or false' };
    case 'Date':
      return typeof value === 'string' && isIsoDate(value)
        ? { ok: true, value }
        : { ok: false, message: 'must be a date (YYYY-MM-DD)' };
    case 'Select':
      if (typeof value !== 'string') return { ok: false, message: 'must be a text' };
      return allowed(value) ? { ok: true, value } : { ok: false, message: 'is not an option' };
    case 'Link':
      return typeof value === 'string' && /^https?:\/\/\S+$/i.test(value)
        ? { ok: true, value }
        : { ok: false, message: 'must be an http(s) URL' };
    case 'String':
    case 'Textarea':
      return typeof value === 'string'
        ? { ok: true, value }
        : { ok: false, message: 'must be a text' };
  }
}
