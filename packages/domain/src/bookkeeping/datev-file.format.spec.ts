import fc from 'fast-check';
import { DomainError } from '../domain-error.js';
import type { DatevBooking } from './datev-booking.plan.js';
import { DATEV_COLUMNS } from './datev-columns.table.js';
import { datevBookingText, datevHeaderText } from './datev-file.format.js';
import type { DatevHeader } from './datev-file.format.js';
import { readDatevFile } from './datev-file.reader.js';
import { encodeWindows1252 } from './windows-1252.encoding.js';

/** A range across the turn of the year: the reader must take each DDMM's year from it. */
const HEADER: DatevHeader = {
  consultantNumber: 1001,
  clientNumber: 1,
  fiscalYearStart: '2026-07-01',
  accountLength: 4,
  from: '2026-12-01',
  to: '2027-01-31',
  label: 'Rechnungen 12/2026–01/2027',
  currency: 'EUR',
  createdAt: new Date('2027-02-01T00:00:00.007Z'),
};

const BOOKING: DatevBooking = {
  amount: '1190.00',
  debitCredit: 'S',
  currency: 'EUR',
  exchangeRate: null,
  baseAmount: null,
  baseCurrency: null,
  account: 10000,
  contraAccount: 8400,
  taxKey: null,
  documentDate: '2026-12-03',
  documentField1: 'R260001',
  text: 'Kunde',
  documentLink: null,
  vatId: null,
  serviceDate: null,
};

const file = (header: DatevHeader, bookings: DatevBooking[]): Uint8Array =>
  encodeWindows1252(datevHeaderText(header) + bookings.map(datevBookingText).join(''));

describe('datevHeaderText', () => {
  it('writes the EXTF header of a Buchungsstapel and the 125 column names, each ended by CRLF', () => {
    const text = datevHeaderText({ ...HEADER, chart: 'skr04', exportedBy: 'Anna', locked: true });
    const [header, columns, rest] = text.split('\r\n');
    expect(header).toBe(
      '"EXTF";700;21;"Buchungsstapel";13;20270201000000007;;"FK";"Anna";"";1001;1;20260701;4;' +
        '20261201;20270131;"Rechnungen 12/2026–01/2027";"";1;0;1;"EUR";;"";;;"04";;;"";""',
    );
    expect(columns?.split(';')).toEqual(DATEV_COLUMNS);
    expect(DATEV_COLUMNS).toHaveLength(125);
    expect(DATEV_COLUMNS[39]).toBe('EU-Land u. UStID (Bestimmung)');
    expect(DATEV_COLUMNS[49]).toBe('Zusatzinformation - Art 2');
    expect(DATEV_COLUMNS[86]).toBe('Zusatzinformation- Inhalt 20');
    expect(rest).toBe('');
  });

  it('refuses header values DATEV does not accept, naming each field', () => {
    expect.assertions(2);
    try {
      datevHeaderText({ ...HEADER, consultantNumber: 1000, accountLength: 9, from: '2027-02-01' });
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect(Object.keys((error as DomainError).fieldErrors).sort()).toEqual([
        'accountLength',
        'consultantNumber',
        'to',
      ]);
    }
  });

  it('refuses a range that leaves the fiscal year', () => {
    expect(() => datevHeaderText({ ...HEADER, to: '2027-07-01' })).toThrow(/validation/i);
    expect(() => datevHeaderText({ ...HEADER, fiscalYearStart: '2027-01-01' })).toThrow(
      DomainError,
    );
    expect(datevHeaderText({ ...HEADER, to: '2027-06-30' })).toContain(';20261201;20270630;');
  });
});

describe('datevBookingText', () => {
  it('writes 125 fields: decimal comma, quoted texts with doubled quotes, DDMM, DDMMYYYY', () => {
    const booking: DatevBooking = {
      ...BOOKING,
      amount: '1234.5',
      text: 'Kunde "A"; B',
      taxKey: '9',
      vatId: 'ATU12345678',
      serviceDate: '2026-11-30',
      exchangeRate: '0.938967',
      baseAmount: '1314.75',
      baseCurrency: 'EUR',
      currency: 'CHF',
    };
    const line = datevBookingText(booking);
    expect(line.endsWith('\r\n')).toBe(true);
    expect(line).toMatch(
      /^1234,50;"S";"CHF";0,938967;1314,75;"EUR";10000;8400;"9";0312;"R260001";;;"Kunde ""A""; B";/,
    );
    expect(line).toMatch(/;"ATU12345678";/);
    expect(line).toMatch(/;30112026;;;;;;;;;;\r\n$/);
    // The reader insists on 125 fields per line.
    expect(readDatevFile(file(HEADER, [booking])).bookings).toEqual([
      { ...booking, amount: '1234.50' },
    ]);
  });

  it('refuses amounts, rates, accounts and links DATEV cannot hold', () => {
    expect(() => datevBookingText({ ...BOOKING, amount: '0.00' })).toThrow(DomainError);
    expect(() => datevBookingText({ ...BOOKING, amount: '-1.00' })).toThrow(DomainError);
    expect(() => datevBookingText({ ...BOOKING, account: 0 })).toThrow(DomainError);
    expect(() => datevBookingText({ ...BOOKING, amount: '10000000000.00' })).toThrow(DomainError);
    expect(() => datevBookingText({ ...BOOKING, exchangeRate: '10000.00' })).toThrow(DomainError);
    expect(() => datevBookingText({ ...BOOKING, documentLink: 'x'.repeat(211) })).toThrow(
      DomainError,
    );
    expect(datevBookingText({ ...BOOKING, documentLink: 'x'.repeat(210) })).toContain(
      'x'.repeat(210),
    );
  });
});

describe('readDatevFile', () => {
  /** Texts with what a CSV gets wrong: quotes, semicolons, umlauts, the euro sign. */
  const text = (max: number): fc.Arbitrary<string> =>
    fc
      .array(fc.constantFrom('a', 'Z', '7', ' ', '"', ';', 'ä', 'Ö', 'ß', '€', '–', '/', '-'), {
        maxLength: max,
      })
      .map((chars) => chars.join('').trim());
  const cents = fc.bigInt({ min: 1n, max: 999_999_999_999n }).map((n) => {
    const padded = n.toString().padStart(3, '0');
    return `${padded.slice(0, -2)}.${padded.slice(-2)}`;
  });
  const day = fc
    .integer({ min: 0, max: 61 })
    .map((offset) => new Date(Date.UTC(2026, 11, 1 + offset)).toISOString().slice(0, 10));
  const booking: fc.Arbitrary<DatevBooking> = fc.record({
    amount: cents,
    debitCredit: fc.constantFrom('S' as const, 'H' as const),
    currency: fc.constantFrom('EUR', 'CHF', 'USD'),
    exchangeRate: fc.option(
      fc.integer({ min: 1, max: 9_999_999_999 }).map((n) => (n / 1_000_000).toFixed(6)),
    ),
    baseAmount: fc.option(cents),
    baseCurrency: fc.option(fc.constant('EUR')),
    account: fc.integer({ min: 1, max: 999_999_999 }),
    contraAccount: fc.integer({ min: 1, max: 99_999_999 }),
    taxKey: fc.option(fc.constantFrom('2', '3', '8', '9', '19', '94')),
    documentDate: day,
    documentField1: fc.stringMatching(/^[A-Za-z0-9_$%/-]{0,36}$/),
    text: text(60),
    documentLink: fc.option(text(60).map((t) => `Belege/${t}.pdf`)),
    vatId: fc.option(fc.stringMatching(/^[A-Z]{2}[A-Z0-9]{2,12}$/)),
    serviceDate: fc.option(day),
  });

  it('gives the bookings back that were written (property)', () => {
    fc.assert(
      fc.property(fc.array(booking, { maxLength: 5 }), (bookings) => {
        const parsed = readDatevFile(file(HEADER, bookings));
        expect(parsed.bookings).toEqual(bookings);
        expect(parsed.header).toMatchObject({ from: '2026-12-01', to: '2027-01-31' });
      }),
    );
  });

  it('refuses what is not a Buchungsstapel', () => {
    const header = datevHeaderText(HEADER);
    const read = (text: string): string => attempt(() => readDatevFile(encodeWindows1252(text)));
    expect(read('')).toMatch(/no header/);
    expect(read(header.replace('"EXTF"', '"DTVF"'))).toMatch(/not an EXTF/);
    expect(read(header.replace('Belegdatum', 'Datum'))).toMatch(/column line/);
    expect(read(header + '1,00;"S"\r\n')).toMatch(/line 3 has not 125 fields/);
    expect(read(header + datevBookingText(BOOKING).replace('\r\n', '\n'))).toMatch(/CRLF/);
    expect(read(header + datevBookingText({ ...BOOKING, documentDate: '2027-02-01' }))).toMatch(
      /outside the header's range/,
    );
    expect(read(header + datevBookingText(BOOKING).replace('"S"', '"X"'))).toMatch(/S or H/);
  });
});

/** The message of the error `read` throws. */
function attempt(read: () => unknown): string {
  try {
    read();
    return 'read';
  } catch (error) {
    return (error as Error).message;
  }
}
