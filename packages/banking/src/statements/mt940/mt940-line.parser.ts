import type { EntryDirection } from '../bank-statement.types';
import { decimalAmount, isRealDate, malformedValue } from '../statement-values';

/** What a :61: statement line says. */
export interface Mt940Line {
  valueDate: string;
  bookingDate: string;
  direction: EntryDirection;
  reversal: boolean;
  amount: string;
  transactionType: string;
  customerReference: string | null;
  bankReference: string | null;
  supplementary: string | null;
}

// 6!n[4!n]2a[1!a]15d1!a3!c16x[//16x] and, on a second line, [34x]:
// value date, booking date (MMDD), C/D/RC/RD, funds code, amount, type, references.
const STATEMENT_LINE =
  /^(\d{6})(\d{4})?(RC|RD|C|D)([A-Z])?(\d*,\d*)([NSF][A-Z0-9]{3})([^\n]*?)(?:\/\/([^\n]*))?(?:\n([\s\S]*))?$/;
const NO_REFERENCE = 'NONREF';

/** Reads a :61: value; `path` names it in errors. */
export function readStatementLine(value: string, currency: string, path: string): Mt940Line {
  const match = STATEMENT_LINE.exec(value);
  if (match === null) throw malformedValue(path, 'an MT940 statement line');
  const [, value6, booking4, mark, , amount, type, customer, bank, supplementary] = match;
  const valueDate = swiftDate(value6, path);
  return {
    valueDate,
    bookingDate: booking4 === undefined ? valueDate : bookingDate(valueDate, booking4, path),
    // RC reverses a credit, so money leaves the account; RD reverses a debit.
    direction: mark === 'C' || mark === 'RD' ? 'credit' : 'debit',
    reversal: mark.startsWith('R'),
    amount: decimalAmount(amount, currency, `${path} amount`, 'swift'),
    transactionType: type,
    customerReference: reference(customer),
    bankReference: reference(bank),
    supplementary: reference(supplementary?.replace(/\n/g, ' ')),
  };
}

/** A YYMMDD date as an ISO date (years 00-79 are 20xx, 80-99 19xx). */
export function swiftDate(written: string, path: string): string {
  const [year, month, day] = [2, 4, 6].map((end) => +written.slice(end - 2, end));
  const fullYear = year < 80 ? 2000 + year : 1900 + year;
  if (!/^\d{6}$/.test(written) || !isRealDate(fullYear, month, day)) {
    throw malformedValue(path, 'a date');
  }
  return `${fullYear}-${written.slice(2, 4)}-${written.slice(4, 6)}`;
}

// The booking date has no year: it is the value date's, one earlier or later across New Year
// (value date 2 January, booked 31 December; or the other way round).
function bookingDate(valueDate: string, monthDay: string, path: string): string {
  const valueYear = +valueDate.slice(0, 4);
  const valueMonth = +valueDate.slice(5, 7);
  const month = +monthDay.slice(0, 2);
  const year =
    month === 12 && valueMonth === 1
      ? valueYear - 1
      : month === 1 && valueMonth === 12
        ? valueYear + 1
        : valueYear;
  if (!isRealDate(year, month, +monthDay.slice(2))) throw malformedValue(path, 'a booking date');
  return `${year}-${monthDay.slice(0, 2)}-${monthDay.slice(2)}`;
}

function reference(written: string | undefined): string | null {
  const trimmed = written?.trim();
  return trimmed === undefined || trimmed === '' || trimmed === NO_REFERENCE ? null : trimmed;
}
