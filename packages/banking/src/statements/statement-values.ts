import { Decimal, isCurrencyCode, minorUnits } from '@faktura/domain';
import { BankFileError, type EntryDirection } from './bank-statement.types';

// ISO 20022 amounts: up to 18 digits with at most 5 decimals; MT940: up to 15 characters, comma.
const ISO_AMOUNT = /^\d{1,18}(?:\.\d{1,5})?$/;
const SWIFT_AMOUNT = /^(?=[\d,]{1,15}$)\d*,\d*$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A required value is missing; `path` says where (e.g. "Stmt[1]/Ntry[3]/Amt"). */
export function missingField(path: string): BankFileError {
  return new BankFileError('missing_field', `The bank file has no ${path}.`);
}

/** A value that is present but cannot be what the format says it is. */
export function malformedValue(path: string, what: string): BankFileError {
  return new BankFileError('malformed', `The bank file's ${path} is not ${what}.`);
}

/** The currency code, checked (three capital letters). */
export function currencyCode(value: string | null, path: string): string {
  if (value === null) throw missingField(path);
  if (!isCurrencyCode(value)) throw malformedValue(path, 'a currency code');
  return value;
}

/**
 * The amount as a plain decimal string with at least the currency's minor-unit digits
 * ("1234.5" -> "1234.50", "1234,5" -> "1234.50"), never rounded: more decimals stay.
 */
export function decimalAmount(
  written: string | null,
  currency: string,
  path: string,
  style: 'iso' | 'swift' = 'iso',
): string {
  if (written === null) throw missingField(path);
  const pattern = style === 'iso' ? ISO_AMOUNT : SWIFT_AMOUNT;
  if (!pattern.test(written)) throw malformedValue(path, 'an amount');
  // SWIFT allows ",5" and "12,": a zero on both sides makes either a plain decimal.
  const value = new Decimal(style === 'iso' ? written : `0${written.replace(',', '.')}0`);
  return value.toFixed(Math.max(minorUnits(currency), value.decimalPlaces()));
}

/** The calendar date of an ISO date or date-time ("2026-11-30T08:00:00+01:00" -> "2026-11-30"). */
export function calendarDate(written: string | null, path: string): string {
  if (written === null) throw missingField(path);
  const match = ISO_DATE.exec(written);
  if (match === null || !isRealDate(+match[1], +match[2], +match[3])) {
    throw malformedValue(path, 'a date');
  }
  return match[0];
}

/** True when year, month and day name a day of the calendar (no 31 April). */
export function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The signed balance amount: a debit balance (overdrawn) carries a leading "-". */
export function signedAmount(amount: string, direction: EntryDirection): string {
  return direction === 'debit' && !new Decimal(amount).isZero() ? `-${amount}` : amount;
}
