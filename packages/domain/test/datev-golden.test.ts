import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DATEV_COLUMNS,
  Decimal,
  datevBookingText,
  datevHeaderText,
  defaultBookkeepingAccounts,
  encodeWindows1252,
  planDatevBookings,
  readDatevFile,
  type ChartOfAccounts,
  type DatevBooking,
} from '../src/index';
import { goldenDocuments, goldenHeader } from './datev-golden.fixture';

const GOLDEN = join(__dirname, 'golden');

function exportOf(chart: ChartOfAccounts): Uint8Array {
  const accounts = defaultBookkeepingAccounts(chart);
  const lines = goldenDocuments(chart)
    .flatMap((doc) => planDatevBookings(doc, accounts))
    .map(datevBookingText);
  return encodeWindows1252(datevHeaderText(goldenHeader(chart)) + lines.join(''));
}

/** Signed sums (Soll positive, Haben negative) of the bookings per key. */
function sums(bookings: DatevBooking[], key: (b: DatevBooking) => string): Record<string, string> {
  const totals: Record<string, Decimal> = {};
  for (const booking of bookings) {
    const amount = new Decimal(booking.amount).times(booking.debitCredit === 'S' ? 1 : -1);
    totals[key(booking)] = (totals[key(booking)] ?? new Decimal(0)).plus(amount);
  }
  return Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, v.toFixed(2)]));
}

/** What the tax advisor's books must show per revenue/expense account (Soll +, Haben -). */
const EXPECTED_PER_CONTRA_ACCOUNT: Record<ChartOfAccounts, Record<string, string>> = {
  // 8400: R260001 1190.00 less the credit note 119.00; purchases stand on the creditor's Haben.
  skr03: {
    '8400': '1071.00',
    '8300': '267.50',
    '8125': '2000.00',
    '8337': '1500.00',
    '2700': '5.00',
    '4930': '-238.00',
    '3300': '-53.50',
    '8120': '800.00',
  },
  skr04: {
    '4400': '1071.00',
    '4300': '267.50',
    '4125': '2000.00',
    '4337': '1500.00',
    '4830': '5.00',
    '6815': '-238.00',
    '5300': '-53.50',
    '4120': '800.00',
  },
};

describe.each<ChartOfAccounts>(['skr03', 'skr04'])('the DATEV golden export (%s)', (chart) => {
  const file = join(GOLDEN, `datev-${chart}.csv`);
  const bytes = exportOf(chart);
  if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(file, bytes);
  const parsed = readDatevFile(readFileSync(file));

  it('is byte for byte the committed golden file', () => {
    expect(Buffer.from(bytes).equals(readFileSync(file))).toBe(true);
  });

  it('reads back: the header fields and the 125 columns', () => {
    expect(parsed.header).toMatchObject({
      format: 'EXTF',
      version: 700,
      category: 21,
      formatName: 'Buchungsstapel',
      formatVersion: 13,
      createdAt: '20261201093015123',
      consultantNumber: 29098,
      clientNumber: 55003,
      fiscalYearStart: '2026-01-01',
      accountLength: 4,
      from: '2026-11-01',
      to: '2026-11-30',
      label: 'Rechnungen/Ausgaben 11/2026',
      currency: 'EUR',
      exportedBy: 'Anna Schäfer',
      locked: false,
      chart: chart.slice(3),
    });
    expect(parsed.columns).toHaveLength(125);
    expect(parsed.columns).toEqual(DATEV_COLUMNS);
  });

  it('reads back every booking as planned', () => {
    const accounts = defaultBookkeepingAccounts(chart);
    const planned = goldenDocuments(chart).flatMap((doc) => planDatevBookings(doc, accounts));
    expect(parsed.bookings).toEqual(planned);
    expect(parsed.bookings).toHaveLength(9);
  });

  it("sums per document to the documents' gross totals", () => {
    const perDocument = sums(parsed.bookings, (b) => b.documentField1);
    const expected = Object.fromEntries(
      goldenDocuments(chart).map((doc) => {
        const gross = doc.lines.reduce(
          (sum, line) => sum.plus(line.net).plus(line.tax),
          new Decimal(0),
        );
        const sign = doc.kind === 'invoice' || doc.kind === 'reminder_fee' ? 1 : -1;
        return [doc.number, gross.times(sign).toFixed(2)];
      }),
    );
    expect(perDocument).toEqual(expected);
  });

  it('sums per account and per BU key to what the books must show', () => {
    expect(sums(parsed.bookings, (b) => String(b.contraAccount))).toEqual(
      EXPECTED_PER_CONTRA_ACCOUNT[chart],
    );
    // Only the office-supplies line stands on an account without automatic tax: BU key 9.
    expect(sums(parsed.bookings, (b) => b.taxKey ?? 'none')).toEqual({
      none: '5590.00',
      '9': '-238.00',
    });
    expect(sums(parsed.bookings, (b) => String(b.account))).toEqual({
      '10000': '1071.00',
      '10001': '272.50',
      '10002': '2000.00',
      '10003': '1500.00',
      '10004': '800.00',
      '70000': '-291.50',
    });
  });

  it('carries the VAT ID, the exchange rate and the service date where they belong', () => {
    const byNumber = (n: string): DatevBooking[] =>
      parsed.bookings.filter((b) => b.documentField1 === n);
    expect(byNumber('R260003')[0]).toMatchObject({
      vatId: 'ATU12345678',
      serviceDate: '2026-11-10',
    });
    expect(byNumber('R260004')[0]?.vatId).toBe('NL123456789B01');
    expect(byNumber('R260001')[0]).toMatchObject({ vatId: null, serviceDate: '2026-10-31' });
    expect(byNumber('R260005')[0]).toMatchObject({
      currency: 'CHF',
      exchangeRate: '0.938967',
      baseAmount: '852.00',
      baseCurrency: 'EUR',
      vatId: null,
    });
  });
});
