import { Transform } from 'class-transformer';
import { isEmail, ValidateBy, type ValidationOptions } from 'class-validator';

/** Addresses of a `;`-separated recipient list, the format of send_email; blanks are dropped. */
export function parseEmailList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Stored recipients back in the wire format; no recipients is `null`, like every unset field. */
export function formatEmailList(addresses: readonly string[]): string | null {
  return addresses.length > 0 ? addresses.join(';') : null;
}

/** A `;`-separated list of e-mail addresses; every address must be valid, blanks are allowed. */
export function IsEmailList(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailList',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && parseEmailList(value).every((address) => isEmail(address)),
        defaultMessage: (args) => `${args?.property} must be e-mail addresses separated by ;`,
      },
    },
    options,
  );
}

/**
 * Clients clear a text field with "" as often as with null; both are stored as null, so an
 * empty e-mail or IBAN is not a validation error.
 */
export const BlankToNull = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? null : value,
  );

/** IBAN and BIC are written with spaces in print; they are stored compact and in upper case. */
export const CompactUpperCase = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const compact = value.replace(/\s+/g, '').toUpperCase();
    return compact === '' ? null : compact;
  });

/** Tags as stored: trimmed, without blanks and duplicates. */
export function normalizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))];
}

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards in `term` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}
