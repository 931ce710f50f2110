import { defaultBookkeepingAccounts } from './bookkeeping-accounts.table.js';
import type { BookingTaxCase } from './bookkeeping-accounts.table.js';
import { planDatevBookings } from './datev-booking.plan.js';
import type { BookableDocument, BookableLine } from './datev-booking.plan.js';

const SKR03 = defaultBookkeepingAccounts('skr03');
const SKR04 = defaultBookkeepingAccounts('skr04');

function doc(
  kind: BookableDocument['kind'],
  lines: BookableLine[],
  extra: Partial<BookableDocument> = {},
): BookableDocument {
  return {
    kind,
    number: 'R260001',
    date: '2026-11-03',
    currency: 'EUR',
    partyAccount: kind === 'purchase' ? 70000 : 10000,
    text: 'Kunde',
    lines,
    ...extra,
  };
}

function line(taxCase: BookingTaxCase, rate: string, account?: number): BookableLine {
  return { net: '100.00', tax: '0.00', rate, taxCase, account: account ?? null };
}

describe('default accounts', () => {
  it('are the automatic accounts of SKR03 and SKR04', () => {
    expect(SKR03.revenue).toEqual({
      standard: 8400,
      reduced: 8300,
      tax_free: 8120,
      intra_eu: 8125,
      reverse_charge: 8337,
    });
    expect(SKR04.revenue).toEqual({
      standard: 4400,
      reduced: 4300,
      tax_free: 4120,
      intra_eu: 4125,
      reverse_charge: 4337,
    });
    expect(SKR03.expense.intra_eu).toBe(3425);
    expect(SKR04.expense.reverse_charge).toBe(5923);
    expect([SKR03.reminderFees, SKR04.reminderFees]).toEqual([2700, 4830]);
  });

  it('are a fresh copy each time', () => {
    const changed = defaultBookkeepingAccounts('skr03');
    changed.revenue.standard = 8401;
    expect(defaultBookkeepingAccounts('skr03').revenue.standard).toBe(8400);
  });
});

describe('planDatevBookings', () => {
  it('books an invoice on the debitor in Soll against the automatic revenue account, gross', () => {
    const [booking] = planDatevBookings(
      doc('invoice', [{ net: '1000.00', tax: '190.00', rate: '19', taxCase: 'standard' }], {
        servicePeriodFrom: '2026-10-01',
        servicePeriodTo: '2026-10-31',
        documentLink: 'Belege/R260001.pdf',
      }),
      SKR03,
    );
    expect(booking).toEqual({
      amount: '1190.00',
      debitCredit: 'S',
      currency: 'EUR',
      exchangeRate: null,
      baseAmount: null,
      baseCurrency: null,
      account: 10000,
      contraAccount: 8400,
      taxKey: null,
      documentDate: '2026-11-03',
      documentField1: 'R260001',
      text: 'Kunde',
      documentLink: 'Belege/R260001.pdf',
      vatId: null,
      serviceDate: '2026-10-31',
    });
  });

  it('puts credit notes and purchases in Haben, reminder fees in Soll on the fee account', () => {
    const side = (kind: BookableDocument['kind']): [string, number] => {
      const [booking] = planDatevBookings(doc(kind, [line('standard', '19')]), SKR04);
      return [booking?.debitCredit ?? '', booking?.contraAccount ?? 0];
    };
    expect(side('invoice')).toEqual(['S', 4400]);
    expect(side('credit_note')).toEqual(['H', 4400]);
    expect(side('purchase')).toEqual(['H', 5400]);
    expect(side('reminder_fee')).toEqual(['S', 4830]);
  });

  it('gives a BU key only where the account is not the automatic one of its case', () => {
    const key = (kind: 'invoice' | 'purchase', l: BookableLine): [number, string | null] => {
      const [booking] = planDatevBookings(doc(kind, [l]), SKR03);
      return [booking?.contraAccount ?? 0, booking?.taxKey ?? null];
    };
    expect(key('invoice', line('standard', '19', 8401))).toEqual([8401, '3']);
    expect(key('invoice', line('reduced', '7', 8301))).toEqual([8301, '2']);
    expect(key('invoice', line('intra_eu', '0', 8126))).toEqual([8126, null]);
    expect(key('purchase', line('standard', '19', 4930))).toEqual([4930, '9']);
    expect(key('purchase', line('reduced', '7', 4930))).toEqual([4930, '8']);
    expect(key('purchase', line('tax_free', '0', 4930))).toEqual([4930, null]);
    expect(key('purchase', line('intra_eu', '19', 4930))).toEqual([4930, '19']);
    expect(key('purchase', line('intra_eu', '7', 4930))).toEqual([4930, '18']);
    expect(key('purchase', line('reverse_charge', '19', 4930))).toEqual([4930, '94']);
    expect(key('purchase', line('reverse_charge', '7', 4930))).toEqual([4930, '91']);
    // The automatic accounts of acquisitions are per rate.
    expect(key('purchase', line('intra_eu', '19'))).toEqual([3425, null]);
    expect(key('purchase', line('intra_eu', '7'))).toEqual([3420, null]);
    expect(key('purchase', line('reverse_charge', '7'))).toEqual([3113, null]);
    expect(key('purchase', line('standard', '19', 3400))).toEqual([3400, null]);
  });

  it('prints a foreign VAT ID on intra-EU and § 13b lines only, compact', () => {
    const vatIds = planDatevBookings(
      doc('invoice', [line('intra_eu', '0'), line('reverse_charge', '0'), line('standard', '19')], {
        partyVatId: 'atu 1234-5678',
      }),
      SKR03,
    ).map((b) => b.vatId);
    expect(vatIds).toEqual(['ATU12345678', 'ATU12345678', null]);
    const domestic = planDatevBookings(
      doc('purchase', [line('reverse_charge', '19')], { partyVatId: 'DE123456789' }),
      SKR03,
    );
    expect(domestic[0]?.vatId).toBeNull();
    const fee = planDatevBookings(
      doc('reminder_fee', [line('intra_eu', '0')], { partyVatId: 'ATU12345678' }),
      SKR03,
    );
    expect(fee[0]).toMatchObject({ vatId: null, taxKey: null, contraAccount: 2700 });
  });

  it('skips zero lines and books a negative line on the other side', () => {
    const bookings = planDatevBookings(
      doc('invoice', [
        { net: '0.00', tax: '0.00', rate: '19', taxCase: 'standard' },
        { net: '-50.00', tax: '-9.50', rate: '19', taxCase: 'standard', account: 8730 },
      ]),
      SKR03,
    );
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ amount: '59.50', debitCredit: 'H', contraAccount: 8730 });
  });

  it('rounds amounts half up to cents', () => {
    const [booking] = planDatevBookings(
      doc('invoice', [{ net: '10.004', tax: '0.001', rate: '19', taxCase: 'standard' }]),
      SKR03,
    );
    expect(booking?.amount).toBe('10.01');
  });

  it('converts a foreign currency with its rate, in DATEV quotation (foreign per base unit)', () => {
    const chf = (exchangeRate: string | null): Partial<BookableDocument> => ({
      currency: 'CHF',
      exchangeRate,
    });
    const [converted] = planDatevBookings(
      doc('invoice', [line('tax_free', '0')], chf('1.0650')),
      SKR03,
    );
    expect(converted).toMatchObject({
      amount: '100.00',
      currency: 'CHF',
      exchangeRate: '0.938967',
      baseAmount: '106.50',
      baseCurrency: 'EUR',
    });
    const [unknown] = planDatevBookings(doc('invoice', [line('tax_free', '0')], chf(null)), SKR03);
    expect(unknown).toMatchObject({ exchangeRate: null, baseAmount: null, baseCurrency: null });
    const [inChf] = planDatevBookings(
      doc('invoice', [line('tax_free', '0')], chf('1.0650')),
      SKR03,
      { baseCurrency: 'CHF' },
    );
    expect(inChf?.exchangeRate).toBeNull();
    // 1 IDR = 0.000058 EUR: over 9999 rupiah per euro, more than DATEV's Kurs field holds.
    const [inIdr] = planDatevBookings(
      doc('invoice', [line('tax_free', '0')], { currency: 'IDR', exchangeRate: '0.000058' }),
      SKR03,
    );
    expect(inIdr).toMatchObject({ exchangeRate: null, baseAmount: null, baseCurrency: null });
  });

  it('makes the texts fit DATEV: 60 characters, Belegfeld 1 of allowed characters', () => {
    const [booking] = planDatevBookings(
      doc('invoice', [line('standard', '19')], { number: 'R 2026.001', text: 'x'.repeat(80) }),
      SKR03,
    );
    expect(booking?.text).toHaveLength(60);
    expect(booking?.documentField1).toBe('R-2026-001');
  });

  it('takes the service date from the period: its end, else its start', () => {
    const date = (from: string | null, to: string | null): string | null =>
      planDatevBookings(
        doc('invoice', [line('standard', '19')], { servicePeriodFrom: from, servicePeriodTo: to }),
        SKR03,
      )[0]?.serviceDate ?? null;
    expect(date('2026-10-01', '2026-10-31')).toBe('2026-10-31');
    expect(date('2026-10-01', null)).toBe('2026-10-01');
    expect(date(null, null)).toBeNull();
  });
});
