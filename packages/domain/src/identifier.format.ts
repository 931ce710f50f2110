import { DomainError } from './domain-error.js';

/** Document kinds that get a number. */
export type IdentifierKind = 'offer' | 'invoice' | 'purchase' | 'project' | 'offer_confirmation';

/**
 * Prefix per kind: A(ngebot), R(echnung), E(ingangsrechnung), P(rojekt), AB
 * (Auftragsbestätigung, the order confirmation).
 */
export const IDENTIFIER_PREFIXES: Readonly<Record<IdentifierKind, string>> = Object.freeze({
  offer: 'A',
  invoice: 'R',
  purchase: 'E',
  project: 'P',
  offer_confirmation: 'AB',
});

/** Two-digit years are unambiguous only within one century. */
const MIN_YEAR = 2000;
const MAX_YEAR = 2099;
const IDENTIFIER = /^(AB|[AREP])(\d{2})(\d{4,})$/;

/** A parsed document number. */
export interface ParsedIdentifier {
  kind: IdentifierKind;
  year: number;
  sequence: number;
}

/** `R` + two-digit year + sequence padded to at least four digits: (invoice, 2026, 1) -> R260001. */
export function formatIdentifier(kind: IdentifierKind, year: number, sequence: number): string {
  const errors: Record<string, string[]> = {};
  if (!Object.prototype.hasOwnProperty.call(IDENTIFIER_PREFIXES, kind)) {
    errors.kind = ['must be offer, invoice, purchase, project or offer_confirmation'];
  }
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    errors.year = [`must be an integer from ${MIN_YEAR} to ${MAX_YEAR}`];
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    errors.sequence = ['must be a positive integer'];
  }
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const yy = String(year - MIN_YEAR).padStart(2, '0');
  return `${IDENTIFIER_PREFIXES[kind]}${yy}${String(sequence).padStart(4, '0')}`;
}

/** Reads a number written by {@link formatIdentifier}; null for anything not in canonical form. */
export function parseIdentifier(identifier: string): ParsedIdentifier | null {
  const match = IDENTIFIER.exec(identifier);
  if (match === null) return null;
  const [, prefix, yy, digits] = match;
  const kind = (Object.keys(IDENTIFIER_PREFIXES) as IdentifierKind[]).find(
    (candidate) => IDENTIFIER_PREFIXES[candidate] === prefix,
  );
  const sequence = Number(digits);
  if (kind === undefined || !Number.isSafeInteger(sequence) || sequence < 1) return null;
  // Only one spelling per number: "R2601000" (padded beyond four digits) is not R261000.
  if (digits.length > 4 && digits.startsWith('0')) return null;
  return { kind, year: MIN_YEAR + Number(yy), sequence };
}
