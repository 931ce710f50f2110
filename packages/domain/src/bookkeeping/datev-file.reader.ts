import { DomainError } from '../domain-error.js';
import type { DatevBooking } from './datev-booking.plan.js';
import { DATEV_COLUMN, DATEV_COLUMNS } from './datev-columns.table.js';
import { decodeWindows1252 } from './windows-1252.encoding.js';

/** The header line of a Buchungsstapel as read back. */
export interface ParsedDatevHeader {
  format: 'EXTF';
  version: number;
  category: number;
  formatName: string;
  formatVersion: number;
  /** Erzeugt am, YYYYMMDDHHMMSSFFF as written. */
  createdAt: string;
  origin: string;
  exportedBy: string;
  consultantNumber: number;
  clientNumber: number;
  /** YYYY-MM-DD. */
  fiscalYearStart: string;
  accountLength: number;
  /** YYYY-MM-DD. */
  from: string;
  /** YYYY-MM-DD. */
  to: string;
  label: string;
  bookingType: number;
  locked: boolean;
  currency: string;
  /** The SKR field (`03`, `04`) or empty. */
  chart: string;
}

/** An EXTF Buchungsstapel read back: header fields, the 125 column names, bookings. */
export interface ParsedDatevFile {
  header: ParsedDatevHeader;
  columns: string[];
  bookings: DatevBooking[];
}

interface Field {
  value: string;
  quoted: boolean;
}

/** Reads an EXTF Buchungsstapel back (Windows-1252 bytes): header fields, the 125 column names, bookings. */
export function readDatevFile(bytes: Uint8Array): ParsedDatevFile {
  const records = splitRecords(decodeWindows1252(bytes));
  const [headerRecord, columnRecord, ...dataRecords] = records;
  if (!headerRecord || !columnRecord) invalid('it has no header and column lines');
  const header = readHeader(headerRecord);
  const columns = columnRecord.map((field) => field.value);
  if (columns.length !== DATEV_COLUMNS.length || columns.some((c, i) => c !== DATEV_COLUMNS[i])) {
    invalid('its column line is not the 125 columns of a Buchungsstapel');
  }
  const bookings = dataRecords.map((record, index) => readBooking(record, header, index + 3));
  return { header, columns, bookings };
}

function invalid(reason: string): never {
  throw DomainError.rule(`Not a DATEV Buchungsstapel: ${reason}`);
}

/**
 * Splits the text into records of fields: `;` separates fields, CRLF ends a record, a field in
 * quotes may hold both (a doubled quote is one quote). The file ends with a CRLF.
 */
function splitRecords(text: string): Field[][] {
  const records: Field[][] = [];
  let record: Field[] = [];
  let index = 0;
  while (index < text.length) {
    let value = '';
    let quoted = false;
    if (text[index] === '"') {
      quoted = true;
      index += 1;
      for (;;) {
        const end = text.indexOf('"', index);
        if (end < 0) invalid('a quoted field is not closed');
        value += text.slice(index, end);
        index = end + 1;
        if (text[index] !== '"') break;
        value += '"';
        index += 1;
      }
    } else {
      const match = /[;\r]/.exec(text.slice(index));
      const end = match ? index + match.index : text.length;
      value = text.slice(index, end);
      index = end;
    }
    record.push({ value, quoted });
    if (text[index] === ';') {
      index += 1;
    } else if (text.startsWith('\r\n', index)) {
      index += 2;
      records.push(record);
      record = [];
    } else {
      invalid(`line ${records.length + 1} does not end with CRLF`);
    }
  }
  return records;
}

function readHeader(fields: Field[]): ParsedDatevHeader {
  const text = (i: number): string => fields[i]?.value ?? '';
  const number = (i: number): number => {
    const value = text(i);
    if (!/^\d+$/.test(value)) invalid(`header field ${i + 1} is not a number`);
    return Number(value);
  };
  if (text(0) !== 'EXTF' || number(2) !== 21) invalid('the header is not an EXTF booking batch');
  if (fields.length !== 31) invalid('the header line has not 31 fields');
  return {
    format: 'EXTF',
    version: number(1),
    category: number(2),
    formatName: text(3),
    formatVersion: number(4),
    createdAt: text(5),
    origin: text(7),
    exportedBy: text(8),
    consultantNumber: number(10),
    clientNumber: number(11),
    fiscalYearStart: isoDate(text(12)),
    accountLength: number(13),
    from: isoDate(text(14)),
    to: isoDate(text(15)),
    label: text(16),
    bookingType: number(18),
    locked: text(20) === '1',
    currency: text(21),
    chart: text(26),
  };
}

function isoDate(compact: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(compact);
  if (!match) invalid('a header date is not YYYYMMDD');
  return `${match[1]}-${match[2]}-${match[3]}`;
}

function readBooking(fields: Field[], header: ParsedDatevHeader, line: number): DatevBooking {
  if (fields.length !== DATEV_COLUMNS.length) invalid(`line ${line} has not 125 fields`);
  const raw = (column: keyof typeof DATEV_COLUMN): string =>
    fields[DATEV_COLUMN[column]]?.value ?? '';
  const optional = (column: keyof typeof DATEV_COLUMN): string | null => raw(column) || null;
  const decimal = (column: keyof typeof DATEV_COLUMN): string | null => {
    const value = raw(column);
    if (value === '') return null;
    if (!/^\d+,\d+$/.test(value))
      invalid(`line ${line}: ${DATEV_COLUMNS[DATEV_COLUMN[column]]} is not a decimal`);
    return value.replace(',', '.');
  };
  const side = raw('debitCredit');
  if (side !== 'S' && side !== 'H') invalid(`line ${line}: Soll/Haben-Kennzeichen is not S or H`);
  const serviceDate = raw('serviceDate');
  return {
    amount: decimal('amount') ?? invalid(`line ${line} has no Umsatz`),
    debitCredit: side,
    currency: raw('currency'),
    exchangeRate: decimal('exchangeRate'),
    baseAmount: decimal('baseAmount'),
    baseCurrency: optional('baseCurrency'),
    account: accountNumber(raw('account'), line),
    contraAccount: accountNumber(raw('contraAccount'), line),
    taxKey: optional('taxKey'),
    documentDate: documentDate(raw('documentDate'), header, line),
    documentField1: raw('documentField1'),
    text: raw('text'),
    documentLink: optional('documentLink'),
    vatId: optional('vatId'),
    serviceDate: serviceDate === '' ? null : serviceDay(serviceDate, line),
  };
}

function accountNumber(value: string, line: number): number {
  if (!/^\d{1,9}$/.test(value)) invalid(`line ${line}: an account is not a number`);
  return Number(value);
}

/** DDMM with the year of the header's range in which the day falls. */
function documentDate(value: string, header: ParsedDatevHeader, line: number): string {
  const match = /^(\d{2})(\d{2})$/.exec(value);
  if (!match) invalid(`line ${line}: Belegdatum is not DDMM`);
  const monthDay = `${match[2]}-${match[1]}`;
  const firstYear = header.from.slice(0, 4);
  const inFirstYear = `${firstYear}-${monthDay}`;
  const date = inFirstYear >= header.from ? inFirstYear : `${header.to.slice(0, 4)}-${monthDay}`;
  if (date < header.from || date > header.to)
    invalid(`line ${line}: Belegdatum is outside the header's range`);
  return date;
}

function serviceDay(value: string, line: number): string {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (!match) invalid(`line ${line}: Leistungsdatum is not DDMMYYYY`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}
