import { IBAN_LENGTHS, compactBankCode, isValidIban } from '../bank-account.checks.js';
import { compactVatIdentifier, isValidVatIdentifier } from '../vat-identifier.format.js';
import type { DocumentPages, PrefillSource } from './draft-prefill.types.js';
import { BUYER_LABEL } from './prefill-labels.table.js';
import { vatIdentifierCheckDigits } from './vat-check-digits.rules.js';

/** An IBAN or VAT ID found on a line, compacted, with whether buyer words stand before it. */
export interface FoundIdentifier {
  kind: 'vat_identifier' | 'iban';
  value: string;
  found: PrefillSource;
  buyerLabel: boolean;
}

/**
 * The prefixes of the VAT ID formats Faktura knows; a token of another prefix is never taken
 * for a VAT ID, since the general shape (two letters and digits) also fits invoice numbers.
 */
const VAT_PREFIXES = /(?<![\p{L}\d])(?:CHE|ATU|BE|CZ|DE|DK|EL|ES|FI|FR|GB|IE|IT|LU|NL|PL|PT|SE)/gu;
const IBAN_START = /(?<![\p{L}\d])[A-Z]{2}\d{2}/gu;

/**
 * The characters of a token that may be printed with single spaces, dots or hyphens between
 * them (`DE 123 456 789`, `CHE-123.456.789`), each with the index after it, and the positions
 * after which a separator stood: the token may only be cut there.
 */
function collectToken(text: string, start: number, separators: RegExp, max: number) {
  const chars: string[] = [];
  const ends: number[] = [];
  const cuts = new Set<number>();
  let index = start;
  while (index < text.length && chars.length < max) {
    const char = text[index];
    if (/[A-Z0-9]/.test(char)) {
      chars.push(char);
      ends.push(index + 1);
      index += 1;
    } else if (separators.test(char) && /[A-Z0-9]/.test(text[index + 1] ?? '') && chars.length) {
      cuts.add(chars.length);
      index += 1;
    } else break;
  }
  const cutAt = (length: number) =>
    (length === chars.length || cuts.has(length)) &&
    !/[\p{L}\d]/u.test(text[ends[length - 1]] ?? '');
  return { compact: chars.join(''), cutAt, end: (length: number) => ends[length - 1] };
}

function validVatIdentifier(candidate: string): boolean {
  return isValidVatIdentifier(candidate) && vatIdentifierCheckDigits(candidate) !== false;
}

interface LineHit {
  kind: FoundIdentifier['kind'];
  value: string;
  index: number;
  end: number;
}

function lineIdentifiers(text: string): LineHit[] {
  const found: LineHit[] = [];
  for (const match of text.matchAll(IBAN_START)) {
    const token = collectToken(text, match.index, / /, 34);
    const country = token.compact.slice(0, 2);
    const lengths = IBAN_LENGTHS[country] ? [IBAN_LENGTHS[country]] : range(34, 15);
    const length = lengths.find(
      (n) => n <= token.compact.length && token.cutAt(n) && isValidIban(token.compact.slice(0, n)),
    );
    if (length)
      found.push({
        kind: 'iban',
        value: token.compact.slice(0, length),
        index: match.index,
        end: token.end(length),
      });
  }
  for (const match of text.matchAll(VAT_PREFIXES)) {
    if (found.some((iban) => match.index >= iban.index && match.index < iban.end)) continue;
    const token = collectToken(text, match.index, /[ .-]/, 20);
    const length = range(token.compact.length, 4).find(
      (n) => token.cutAt(n) && validVatIdentifier(token.compact.slice(0, n)),
    );
    if (length)
      found.push({
        kind: 'vat_identifier',
        value: compactVatIdentifier(token.compact.slice(0, length)),
        index: match.index,
        end: token.end(length),
      });
  }
  return found;
}

const range = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, offset) => from - offset);

/** Every valid IBAN and VAT ID of the document, first occurrence each, in reading order. */
export function findIdentifiers(pages: DocumentPages): FoundIdentifier[] {
  const seen = new Set<string>();
  const found: FoundIdentifier[] = [];
  pages.forEach((lines, pageIndex) =>
    lines.forEach((text, lineIndex) => {
      const hits = lineIdentifiers(text).sort((a, b) => a.index - b.index);
      // Buyer words count only between the previous identifier on the line and this one.
      hits.forEach((hit, index) => {
        const before = text.slice(index > 0 ? hits[index - 1].end : 0, hit.index);
        if (seen.has(hit.value)) return;
        seen.add(hit.value);
        found.push({
          kind: hit.kind,
          value: hit.value,
          found: { page: pageIndex + 1, line: lineIndex + 1, text },
          buyerLabel: BUYER_LABEL.test(before),
        });
      });
    }),
  );
  return found;
}

/** True when the two identifiers are the same once compacted. */
export function sameIdentifier(a: string, b: string): boolean {
  return compactBankCode(compactVatIdentifier(a)) === compactBankCode(compactVatIdentifier(b));
}
