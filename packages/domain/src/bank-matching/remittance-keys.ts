/**
 * How payers' texts are compared with references and numbers. A payer writes a reference with
 * spaces, in lower case, with dashes or dots ("rf18 r260 001", "R26-0001"): the text is cut into
 * runs of letters and digits, and every concatenation of neighbouring runs up to MAX_KEY_LENGTH
 * characters is a key, so a reference split by spaces is found whole and no key is ever looked for letter by
 * letter. The keys are looked up in maps: matching costs the text's length, not the number of
 * open invoices.
 */

/** Longer than any IBAN, reference or document number. */
const MAX_KEY_LENGTH = 35;

/** Upper case, letters and digits only: the form every reference and number is indexed in. */
export function compactKey(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Every key of the texts (structured reference, remittance text, end-to-end id), without repeats. */
export function remittanceKeys(texts: readonly (string | null | undefined)[]): Set<string> {
  const keys = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const runs = text.toUpperCase().match(/[A-Z0-9]+/g) ?? [];
    for (let start = 0; start < runs.length; start++) {
      let key = '';
      for (let end = start; end < runs.length; end++) {
        key += runs[end];
        if (key.length > MAX_KEY_LENGTH) break;
        keys.add(key);
      }
    }
  }
  return keys;
}

/**
 * The comparable form of a document number: its letters, then its digits with the leading zeros
 * of the sequence dropped, so "R260001", "R 26 0001" and "R2601" give the same key `R|26|1`.
 * Faktura's numbers are prefix + two-digit year + sequence (identifier.format.ts); any other
 * text keeps its compact form. Null for a key without digits.
 */
export function documentNumberKey(value: string): string | null {
  const compact = compactKey(value);
  const match = /^([A-Z]{1,2})(\d{2})(\d{1,12})$/.exec(compact);
  if (match) return `${match[1]}|${match[2]}|${String(Number(match[3]))}`;
  return /\d/.test(compact) ? compact : null;
}
