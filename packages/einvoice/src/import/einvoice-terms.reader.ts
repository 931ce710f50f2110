import { Decimal, formatMoney, isCurrencyCode, sumDecimals } from '@faktura/domain';
import { quoted, type DocumentProblems } from './import-refusal.error';
import type { ParsedPeppolId } from './parsed-einvoice.types';
import type { XmlNode } from './xml-node.query';

// xsd:decimal: an optional sign, digits with an optional fraction; no exponent, unlike decimal.js.
const XSD_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
// More digits than any amount, quantity or price needs; stops a value from being an attack.
const MAX_DIGITS = 40;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:Z|[+-]\d{2}:\d{2})?$/;
const CII_DATE = /^(\d{4})(\d{2})(\d{2})$/;

/**
 * Turns the texts of a document's business terms into the parsed values, recording every
 * missing or malformed mandatory term in the document's problems instead of stopping at the
 * first, and naming the term (e.g. "BT-2 issue date") in each message.
 */
export class TermReader {
  constructor(private readonly problems: DocumentProblems) {}

  /** A mandatory text; '' after recording it as missing. */
  text(value: string | undefined, term: string): string {
    return this.problems.require(value, term);
  }

  /** An optional decimal, normalised; undefined (and a recorded problem) when malformed. */
  decimal(value: string | undefined, term: string): string | undefined {
    if (value === undefined) return undefined;
    const normalised = normaliseDecimal(value);
    if (normalised === null) {
      this.problems.add(`has a malformed ${term}: ${quoted(value)} is not a decimal number`);
    }
    return normalised ?? undefined;
  }

  /** A mandatory decimal; "0" when missing or malformed (the problem is recorded). */
  requiredDecimal(value: string | undefined, term: string): string {
    return this.decimal(this.problems.require(value, term) || undefined, term) ?? '0';
  }

  /** An optional date as `YYYY-MM-DD`, from UBL's xsd:date or CII's format 102 (`YYYYMMDD`). */
  date(value: string | undefined, term: string, format?: string): string | undefined {
    if (value === undefined) return undefined;
    const cii = format !== undefined;
    const match = (cii ? CII_DATE : ISO_DATE).exec(value);
    if ((cii && format !== '102') || match === null || !isCalendarDate(match)) {
      const expected = cii ? 'a date of format 102 (YYYYMMDD)' : 'a date (YYYY-MM-DD)';
      this.problems.add(`has a malformed ${term}: ${quoted(value)} is not ${expected}`);
      return undefined;
    }
    return `${match[1]}-${match[2]}-${match[3]}`;
  }

  /** A mandatory date; '' when missing or malformed (the problem is recorded). */
  requiredDate(value: string | undefined, term: string, format?: string): string {
    return this.date(this.problems.require(value, term) || undefined, term, format) ?? '';
  }

  /** The mandatory document currency (BT-5): three capital letters. */
  currency(value: string | undefined): string {
    const code = this.problems.require(value, 'BT-5 invoice currency code');
    if (value !== undefined && !isCurrencyCode(code)) {
      this.problems.add(
        `has a malformed BT-5 invoice currency code: ${quoted(code)} is not an ISO 4217 code`,
      );
    }
    return code;
  }
}

/**
 * BT-146 per one unit: the net price divided by the base quantity (BT-149) when one other than 1
 * is stated. A base that does not divide evenly gives a price rounded to 10 decimals, far below
 * what any line amount rounds away.
 */
export function unitPrice(price: string, baseQuantity: string | undefined): string {
  if (baseQuantity === undefined) return price;
  const base = new Decimal(baseQuantity);
  if (base.isZero() || base.eq(1)) return price;
  const perUnit = new Decimal(price).div(base);
  return (perUnit.decimalPlaces() > 10 ? perUnit.toDecimalPlaces(10) : perUnit).toString();
}

// UNTDID 1001 codes EN 16931 lists as credit notes (BT-3).
const CREDIT_NOTE_CODES: ReadonlySet<string> = new Set([
  '81',
  '83',
  '261',
  '262',
  '296',
  '308',
  '381',
  '396',
  '420',
  '458',
  '532',
]);

/** `credit_note` for a credit note type code (381 and kin), else `invoice`. */
export function kindOf(typeCode: string): 'invoice' | 'credit_note' {
  return CREDIT_NOTE_CODES.has(typeCode) ? 'credit_note' : 'invoice';
}

// The EAS codes of participant identifiers are ISO 6523 ICDs, four digits; the others
// (`EM` e-mail, `AN`, `AQ`, ...) address something else than a Peppol participant.
const ICD_SCHEME = /^\d{4}$/;

/** The Peppol participant identifier an electronic address (BT-34 / BT-49) stands for, if any. */
export function peppolIdOf(address: XmlNode | undefined): ParsedPeppolId | undefined {
  const [scheme, value] = [address?.attribute('schemeID'), address?.value];
  return scheme !== undefined && value !== undefined && ICD_SCHEME.test(scheme)
    ? { scheme, value }
    : undefined;
}

/** Zero in the currency's minor unit ("0.00"), for an optional total the document leaves out. */
export function zeroAmount(currency: string): string {
  return isCurrencyCode(currency) ? formatMoney(0, currency) : '0';
}

/**
 * The decimal as the document states it, in canonical form: no "+", no redundant leading zeros,
 * "0.5" for ".5", "5" for "5.", no negative zero; trailing zeros stay ("1190.00"). Null when the
 * text is no xsd:decimal.
 */
export function normaliseDecimal(value: string): string | null {
  const match = XSD_DECIMAL.exec(value.trim());
  if (match === null) return null;
  const [, sign, whole, fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (whole.length + fraction.length > MAX_DIGITS) return null;
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  const digits = fraction === '' ? integer : `${integer}.${fraction}`;
  const isZero = !/[1-9]/.test(digits);
  return sign === '-' && !isZero ? `-${digits}` : digits;
}

function isCalendarDate(match: RegExpExecArray): boolean {
  const [year, month, day] = [match[1], match[2], match[3]].map((part) => parseInt(part, 10));
  // Date.UTC rolls 2026-02-30 over into March; a real date comes back unchanged.
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    month >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A copy without the properties the document leaves out, so results compare cleanly. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** The exact sum of decimal texts, with as many decimals as the most precise of them. */
export function sumDecimalTexts(values: readonly string[]): string {
  // From the texts: a Decimal forgets trailing zeros, and "12.50" + "1.25" should read "13.75".
  const places = Math.max(0, ...values.map((value) => value.split('.')[1]?.length ?? 0));
  return sumDecimals(values.map((value) => new Decimal(value))).toFixed(places);
}
