import { iso7064Mod97 } from '@faktura/domain';
import type { Counterparty } from '../bank-statement.types';

/** What the :86: information to the account owner says about a transaction. */
export interface Mt940Details {
  /** The German business transaction code (GVC, e.g. "166"), if structured. */
  transactionCode: string | null;
  endToEndId: string | null;
  mandateId: string | null;
  remittanceText: string | null;
  /** An ISO 11649 creditor reference the payer put first in the remittance ("RF18R260001"). */
  structuredReference: string | null;
  counterparty: Counterparty;
  /** The German bank's return code (?34, e.g. "912") of a returned payment. */
  returnCode: string | null;
}

// The German banks' structure (DFÜ-Abkommen, Anlage 3): a three-digit GVC, then subfields
// "?nn" (the separator is the character after the GVC, nearly always "?").
const STRUCTURED = /^(\d{3})([^\w\s])/;
const REMITTANCE_FIELDS = ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'].concat([
  '60',
  '61',
  '62',
  '63',
]);
// A subfield holds 27 characters, a free-text line 65; a full one was cut by the bank, so the
// next one continues it.
const SUBFIELD_LENGTH = 27;
const LINE_LENGTH = 65;
// SEPA identifiers that start a remittance subfield (and continue in the following ones).
const KEYWORD = /^(EREF|KREF|MREF|CRED|DEBT|SVWZ|ABWA|ABWE|IBAN|BIC|COAM|OAMT|SQTP|PURP)\+/;
const NOT_PROVIDED = 'NOTPROVIDED';
// MT940 has no field for a structured reference: German banks put it first in "SVWZ+".
const CREDITOR_REFERENCE = /^RF\d{2}[A-Z0-9]{1,21}(?=\s|$)/;

/** Reads a :86: value, structured (German "?nn" subfields) or free text. */
export function readDetails(value: string): Mt940Details {
  const structured = STRUCTURED.exec(value);
  if (structured === null) {
    return withSegments(null, value.split('\n').map(cutAt(LINE_LENGTH)), emptyParty());
  }
  const subfields = subfieldsOf(value.replace(/\n/g, '').slice(3), structured[2]);
  const parts = (tags: string[]): Part[] =>
    tags.flatMap((tag) => subfields.get(tag) ?? []).map(cutAt(SUBFIELD_LENGTH));
  const single = (tag: string): string | null => subfields.get(tag)?.trim() || null;
  const details = withSegments(structured[1], parts(REMITTANCE_FIELDS), {
    name: joinCut(parts(['32', '33'])),
    iban: single('31')?.replace(/\s+/g, '').toUpperCase() ?? null,
    bic: single('30'),
  });
  return { ...details, returnCode: single('34') };
}

function subfieldsOf(text: string, separator: string): Map<string, string> {
  const subfields = new Map<string, string>();
  for (const part of text.split(separator).slice(1)) {
    subfields.set(part.slice(0, 2), part.slice(2));
  }
  return subfields;
}

/**
 * The remittance text and SEPA references from the remittance subfields (or free-text lines):
 * "EREF+", "MREF+" and "SVWZ+" segments where the bank wrote them, else all text.
 */
function withSegments(
  transactionCode: string | null,
  parts: Part[],
  counterparty: Counterparty,
): Mt940Details {
  const segments = new Map<string, Part[]>();
  let keyword = '';
  for (const part of parts) {
    const match = KEYWORD.exec(part.text.trimStart());
    if (match !== null) keyword = match[1];
    const text = match === null ? part.text : part.text.trimStart().slice(match[0].length);
    segments.set(keyword, [...(segments.get(keyword) ?? []), { ...part, text }]);
  }
  const text = (key: string): string | null => joinCut(segments.get(key) ?? []);
  const endToEndId = text('EREF');
  const remittanceText = [text(''), text('SVWZ')].filter((part) => part !== null).join(' ') || null;
  return {
    transactionCode,
    endToEndId: endToEndId === NOT_PROVIDED ? null : endToEndId,
    mandateId: text('MREF'),
    // Free text before any keyword, then the SEPA remittance itself.
    remittanceText,
    structuredReference: creditorReference(remittanceText),
    counterparty,
    returnCode: null,
  };
}

/** A subfield or line as written, and whether it filled its whole length. */
interface Part {
  text: string;
  full: boolean;
}

function cutAt(length: number): (text: string) => Part {
  return (text) => ({ text, full: text.length >= length });
}

// Parts joined as the writer meant them: a part cut at its full length runs on without a space
// ("R26-00" + "01"), a shorter one ended at a word. Null when nothing is left.
function joinCut(parts: Part[]): string | null {
  let joined = '';
  parts.forEach((part, index) => {
    const runsOn = index > 0 && parts[index - 1].full;
    joined += runsOn ? part.text : ` ${part.text.trim()}`;
  });
  return joined.trim().replace(/ {2,}/g, ' ') || null;
}

function creditorReference(text: string | null): string | null {
  const candidate = CREDITOR_REFERENCE.exec(text ?? '')?.[0];
  if (candidate === undefined) return null;
  return iso7064Mod97(candidate.slice(4) + candidate.slice(0, 4)) === 1 ? candidate : null;
}

function emptyParty(): Counterparty {
  return { name: null, iban: null, bic: null };
}
