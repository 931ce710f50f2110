import { DomainError } from '../domain-error.js';
import { Decimal, toDecimal } from '../money.js';
import type { ChartOfAccounts } from './bookkeeping-accounts.table.js';
import type { DatevBooking } from './datev-booking.plan.js';
import { DATEV_COLUMN, DATEV_COLUMNS, DATEV_MAX_EXCHANGE_RATE } from './datev-columns.table.js';
import { isWithinFiscalYear } from './datev-fiscal-year.rules.js';
import { toWindows1252Text } from './datev-text.rules.js';

/** The values of the header line of a Buchungsstapel. */
export interface DatevHeader {
  /** Beraternummer (1001..9999999). */
  consultantNumber: number;
  /** Mandantennummer (1..99999). */
  clientNumber: number;
  /** WJ-Beginn, YYYY-MM-DD. */
  fiscalYearStart: string;
  /** Sachkontenlänge (4..8). */
  accountLength: number;
  /** Datum vom, YYYY-MM-DD. */
  from: string;
  /** Datum bis, YYYY-MM-DD. */
  to: string;
  /** Bezeichnung (at most 30 characters; longer is cut). */
  label: string;
  /** WKZ of the batch (the account's currency). */
  currency: string;
  /** Erzeugt am (written in UTC as YYYYMMDDHHMMSSFFF). */
  createdAt: Date;
  /** Exportiert von (at most 25 characters; longer is cut). */
  exportedBy?: string | null;
  /** The chart (header field SKR), when known. */
  chart?: ChartOfAccounts | null;
  /**
   * Festschreibung: true locks the bookings in DATEV on import. Off unless asked for: the tax
   * advisor usually reviews a batch before locking it.
   */
  locked?: boolean;
}

/** Header version (700), data category (21) and the Buchungsstapel's current format version. */
export const DATEV_HEADER_VERSION = 700;
export const DATEV_CATEGORY_BOOKINGS = 21;
export const DATEV_BOOKINGS_FORMAT_VERSION = 13;
/** The two-letter origin mark Faktura writes (DATEV replaces it on import). */
export const DATEV_ORIGIN = 'FK';
const CRLF = '\r\n';
/** DATEV's widest Umsatz: 10 digits before the comma. */
const MAX_AMOUNT = new Decimal('9999999999.99');
/** DATEV's longest Beleglink. */
const MAX_LINK_LENGTH = 210;

/** The header line and the column-name line of an EXTF Buchungsstapel, each ended by CRLF. */
export function datevHeaderText(header: DatevHeader): string {
  checkHeader(header);
  const fields = [
    quoted('EXTF'),
    String(DATEV_HEADER_VERSION),
    String(DATEV_CATEGORY_BOOKINGS),
    quoted('Buchungsstapel'),
    String(DATEV_BOOKINGS_FORMAT_VERSION),
    timestamp(header.createdAt),
    '', // Importiert: DATEV fills it
    quoted(DATEV_ORIGIN),
    quoted(cut(header.exportedBy ?? '', 25)),
    quoted(''), // Importiert von
    String(header.consultantNumber),
    String(header.clientNumber),
    compactDate(header.fiscalYearStart),
    String(header.accountLength),
    compactDate(header.from),
    compactDate(header.to),
    quoted(cut(header.label, 30)),
    quoted(''), // Diktatkürzel
    '1', // Buchungstyp: Finanzbuchführung
    '0', // Rechnungslegungszweck: unabhängig
    header.locked ? '1' : '0',
    quoted(header.currency),
    '',
    quoted(''), // Derivatskennzeichen
    '',
    '',
    quoted(header.chart ? header.chart.slice(3) : ''),
    '', // Branchen-Lösungs-ID
    '',
    quoted(''),
    quoted(''), // Anwendungsinformation
  ];
  return fields.join(';') + CRLF + DATEV_COLUMNS.join(';') + CRLF;
}

/** One booking as a data line of the Buchungsstapel (all 125 fields), ended by CRLF. */
export function datevBookingText(booking: DatevBooking): string {
  const fields: string[] = new Array<string>(DATEV_COLUMNS.length).fill('');
  const set = (column: keyof typeof DATEV_COLUMN, value: string): void => {
    fields[DATEV_COLUMN[column]] = value;
  };
  set('amount', amountField(booking.amount, 'amount', 2));
  set('debitCredit', quoted(booking.debitCredit));
  set('currency', quoted(booking.currency));
  if (booking.exchangeRate !== null)
    set(
      'exchangeRate',
      amountField(booking.exchangeRate, 'exchangeRate', 6, DATEV_MAX_EXCHANGE_RATE),
    );
  if (booking.baseAmount !== null)
    set('baseAmount', amountField(booking.baseAmount, 'baseAmount', 2));
  if (booking.baseCurrency !== null) set('baseCurrency', quoted(booking.baseCurrency));
  set('account', accountField(booking.account, 'account'));
  set('contraAccount', accountField(booking.contraAccount, 'contraAccount'));
  if (booking.taxKey !== null) set('taxKey', quoted(booking.taxKey));
  set('documentDate', dayMonth(booking.documentDate));
  set('documentField1', quoted(booking.documentField1));
  set('text', quoted(booking.text));
  if (booking.documentLink !== null) {
    if ([...booking.documentLink].length > MAX_LINK_LENGTH) {
      throw DomainError.validation({ documentLink: ['must be at most 210 characters for DATEV'] });
    }
    set('documentLink', quoted(booking.documentLink));
  }
  if (booking.vatId !== null) set('vatId', quoted(booking.vatId));
  if (booking.serviceDate !== null) set('serviceDate', dayMonthYear(booking.serviceDate));
  return fields.join(';') + CRLF;
}

/** A text field: quoted, a quote inside doubled, made representable in Windows-1252. */
function quoted(value: string): string {
  return `"${toWindows1252Text(value).replace(/"/g, '""')}"`;
}

function cut(value: string, length: number): string {
  return [...value].slice(0, length).join('');
}

/** A positive amount with a decimal comma, no thousands separator, `places` decimals. */
function amountField(value: string, field: string, places: number, max = MAX_AMOUNT): string {
  const amount = toDecimal(value, field).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  if (amount.lte(0) || amount.gt(max)) {
    throw DomainError.validation({ [field]: [`must be positive and at most ${max.toFixed()}`] });
  }
  return amount.toFixed(places, Decimal.ROUND_HALF_UP).replace('.', ',');
}

function accountField(value: number, field: string): string {
  if (!Number.isInteger(value) || value < 1 || value > 999_999_999) {
    throw DomainError.validation({ [field]: ['must be an account number of 1 to 9 digits'] });
  }
  return String(value);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(value: string): [string, string, string] {
  const match = ISO_DATE.exec(value);
  if (!match) throw DomainError.validation({ date: ['must be a date YYYY-MM-DD'] });
  return [match[1] as string, match[2] as string, match[3] as string];
}

/** YYYYMMDD, the header's date form. */
function compactDate(value: string): string {
  return dateParts(value).join('');
}

/** DDMM, the Belegdatum's form: the year comes from the header's date range. */
function dayMonth(value: string): string {
  const [, month, day] = dateParts(value);
  return day + month;
}

/** DDMMYYYY, the form of the Leistungsdatum. */
function dayMonthYear(value: string): string {
  const [year, month, day] = dateParts(value);
  return day + month + year;
}

function timestamp(date: Date): string {
  const pad = (value: number, length = 2): string => String(value).padStart(length, '0');
  return (
    pad(date.getUTCFullYear(), 4) +
    pad(date.getUTCMonth() + 1) +
    pad(date.getUTCDate()) +
    pad(date.getUTCHours()) +
    pad(date.getUTCMinutes()) +
    pad(date.getUTCSeconds()) +
    pad(date.getUTCMilliseconds(), 3)
  );
}

function checkHeader(header: DatevHeader): void {
  const errors: Record<string, string[]> = {};
  const within = (field: string, value: number, min: number, max: number): void => {
    if (!Number.isInteger(value) || value < min || value > max) {
      errors[field] = [`must be a whole number from ${min} to ${max}`];
    }
  };
  within('consultantNumber', header.consultantNumber, 1001, 9_999_999);
  within('clientNumber', header.clientNumber, 1, 99_999);
  within('accountLength', header.accountLength, 4, 8);
  for (const field of ['fiscalYearStart', 'from', 'to'] as const) {
    if (!ISO_DATE.test(header[field])) errors[field] = ['must be a date YYYY-MM-DD'];
  }
  if (!errors['fiscalYearStart'] && !errors['from'] && !errors['to']) {
    if (header.from > header.to) {
      errors['to'] = ['must not be before from'];
    } else if (!isWithinFiscalYear(header.fiscalYearStart, header.from, header.to)) {
      // DATEV takes a batch into one fiscal year only: a longer export needs one file per year.
      errors['from'] = ['must lie with to in the fiscal year beginning on fiscalYearStart'];
    }
  }
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
}
