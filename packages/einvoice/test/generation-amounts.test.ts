import fc from 'fast-check';
import { Decimal, DomainError, calculateDocumentTotals, sumDecimals } from '@faktura/domain';
import {
  calculateEInvoiceAmounts,
  toEInvoiceInput,
  type EInvoiceLine,
  type EInvoiceSource,
} from '../src/generation';
import { MATRIX } from './fixtures/generation/sources';

const invoice = MATRIX[0].source;
const withLines = (lines: EInvoiceLine[], extra: Partial<EInvoiceSource> = {}): EInvoiceSource => ({
  ...invoice,
  ...extra,
  lines,
});
const line = (quantity: string, unitPrice: string, extra: Partial<EInvoiceLine> = {}) => ({
  id: extra.id ?? '1',
  name: 'Position',
  quantity,
  unitPrice,
  vat: { category: 'S' as const, rate: '19' },
  ...extra,
});

/** The field names of the validation error `work` throws. */
function fieldsOf(work: () => unknown): string[] {
  try {
    work();
  } catch (error) {
    if (DomainError.is(error)) return Object.keys(error.fieldErrors);
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('e-invoice amounts', () => {
  const amount = fc
    .tuple(fc.integer({ min: -50_000, max: 200_000 }), fc.integer({ min: 0, max: 99 }))
    .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`);
  const quantity = fc.integer({ min: -2_000, max: 20_000 }).map((value) => (value / 4).toString());
  const percent = fc.integer({ min: 0, max: 10_000 }).map((value) => (value / 100).toString());

  it('equal the domain totals of a one-rate Faktura document and meet BR-CO-10..16', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(quantity, amount), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('19', '7', '8.1'),
        percent,
        fc.constantFrom('EUR', 'CHF', 'JPY'),
        (items, rate, discount, currency) => {
          const lines = items.map(([q, p], index) =>
            line(q, p, { id: String(index + 1), vat: { category: 'S', rate } }),
          );
          const source = withLines(lines, { currency, discountPercent: discount });
          const amounts = calculateEInvoiceAmounts(source);
          const domain = calculateDocumentTotals({
            kind: 'invoice',
            currency,
            tax: rate,
            discount,
            items: items.map(([q, p]) => ({ type: 'item', quantity: q, unit_price: p })),
          });
          expect(amounts.lineTotal.eq(domain.items_total)).toBe(true);
          expect(amounts.allowanceTotal.eq(domain.discount_total)).toBe(true);
          expect(amounts.taxBasis.eq(domain.net_total)).toBe(true);
          expect(amounts.taxTotal.eq(domain.tax_total)).toBe(true);
          expect(amounts.grandTotal.eq(domain.gross_total)).toBe(true);
          const lineSum = sumDecimals(amounts.lines.map((stated) => stated.net));
          expect(lineSum.eq(amounts.lineTotal)).toBe(true);
          expect(amounts.taxBasis.eq(amounts.lineTotal.minus(amounts.allowanceTotal))).toBe(true);
          expect(amounts.duePayable.eq(amounts.grandTotal.minus(amounts.paidAmount))).toBe(true);
          for (const stated of amounts.lines) expect(stated.price.isNegative()).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("of a reversal's credit note are the original invoice's, stated positive", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(quantity, amount), { minLength: 1, maxLength: 6 }),
        percent,
        fc.option(amount, { nil: undefined }),
        (items, discount, paid) => {
          const lines = items.map(([q, p], index) => line(q, p, { id: String(index + 1) }));
          const negate = (value: string) => new Decimal(value).negated().toString();
          const negated = lines.map((original) => ({
            ...original,
            quantity: negate(original.quantity),
          }));
          const original = calculateEInvoiceAmounts(
            withLines(lines, { discountPercent: discount, paidAmount: paid }),
          );
          const reversal = calculateEInvoiceAmounts(
            withLines(negated, {
              kind: 'credit_note',
              precedingInvoice: { number: 'R260001' },
              discountPercent: discount,
              paidAmount: paid === undefined ? undefined : negate(paid),
            }),
          );
          for (const key of [
            'lineTotal',
            'allowanceTotal',
            'taxBasis',
            'taxTotal',
            'grandTotal',
            'duePayable',
          ] as const) {
            expect(reversal[key].eq(original[key])).toBe(true);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('take the discount per VAT group, each rounded once, and tax per group', () => {
    const amounts = calculateEInvoiceAmounts(MATRIX[1].source);
    expect(
      amounts.groups.map((group) => [
        group.category,
        group.rate,
        group.lineTotal.toFixed(2),
        group.allowance.toFixed(2),
        group.taxable.toFixed(2),
        group.tax.toFixed(2),
      ]),
    ).toEqual([
      ['S', '19', '1123.40', '112.34', '1011.06', '192.10'],
      ['S', '7', '49.95', '4.99', '44.96', '3.15'],
    ]);
  });

  it('state a price with more than two decimals per base quantity', () => {
    const [stated] = calculateEInvoiceAmounts(withLines([line('1000', '0.1234')])).lines;
    expect([
      stated.price.toFixed(2),
      stated.baseQuantity?.toString(),
      stated.net.toFixed(2),
    ]).toEqual(['12.34', '100', '123.40']);
  });

  it('move the sign of a negative price to the quantity (BR-27)', () => {
    const [stated] = calculateEInvoiceAmounts(withLines([line('2', '-15.50')])).lines;
    expect([stated.quantity.toString(), stated.price.toFixed(2), stated.net.toFixed(2)]).toEqual([
      '-2',
      '15.50',
      '-31.00',
    ]);
  });

  it('refuse a stored line net amount that is not quantity x price', () => {
    expect(
      fieldsOf(() =>
        calculateEInvoiceAmounts(withLines([line('3', '10', { netAmount: '31.00' })])),
      ),
    ).toEqual(['lines[0].netAmount']);
  });

  it('refuse two exemption reasons in one VAT category', () => {
    const exempt = (id: string, exemptionReason: string) =>
      line('1', '10', { id, vat: { category: 'E', rate: '0', exemptionReason } });
    expect(
      fieldsOf(() =>
        calculateEInvoiceAmounts(
          withLines([exempt('1', '§ 4 Nr. 14 UStG'), exempt('2', '§ 19 UStG')]),
        ),
      ),
    ).toEqual(['lines[1].vat']);
  });

  it('are written with the currency minor units, 0 for JPY', () => {
    const input = toEInvoiceInput(withLines([line('3', '1000')], { currency: 'JPY' }), 'cii');
    const totals = input['ubl:Invoice']['cac:LegalMonetaryTotal'];
    expect([
      totals['cbc:LineExtensionAmount'],
      input['ubl:Invoice']['cac:TaxTotal'][0]['cbc:TaxAmount'],
    ]).toEqual(['3000', '570']);
  });
});

describe('e-invoice source checks', () => {
  it('name every field that cannot be mapped, without echoing values', () => {
    const broken: EInvoiceSource = {
      ...invoice,
      kind: 'credit_note',
      number: ' ',
      issueDate: '2026-02-30',
      currency: 'KWD',
      seller: { ...invoice.seller, electronicAddress: undefined },
      buyer: { ...invoice.buyer, address: { ...invoice.buyer.address, countryCode: 'XX' } },
      cashDiscount: { days: 1.5, percent: '2.125' },
      lines: [
        line('1', '10', { vat: { category: 'S', rate: '0' } }),
        line('x', '10', { vat: { category: 'E', rate: '0', exemptionReasonCode: 'VATEX-XX' } }),
      ],
    };
    let error: unknown;
    try {
      toEInvoiceInput(broken, 'xrechnung-ubl');
    } catch (caught) {
      error = caught;
    }
    expect(DomainError.is(error) && error.code).toBe('validation_failed');
    const fieldErrors = (error as DomainError).fieldErrors;
    expect(Object.keys(fieldErrors).sort()).toEqual(
      [
        'number',
        'issueDate',
        'currency',
        'precedingInvoice.number',
        'seller.electronicAddress',
        'buyer.address.countryCode',
        'cashDiscount.days',
        'cashDiscount.percent',
        'lines[0].vat.rate',
        'lines[1].id',
        'lines[1].quantity',
        'lines[1].vat.exemptionReasonCode',
      ].sort(),
    );
    expect(JSON.stringify(fieldErrors)).not.toMatch(/KWD|VATEX-XX|2026-02-30|2\.125/);
  });

  it('accept a CII source without electronic addresses, which only UBL requires', () => {
    const source = { ...invoice, seller: { ...invoice.seller, electronicAddress: undefined } };
    expect(() => toEInvoiceInput(source, 'cii')).not.toThrow();
    expect(fieldsOf(() => toEInvoiceInput(source, 'ubl'))).toEqual(['seller.electronicAddress']);
  });

  it('require an exemption reason for category E and a reversed invoice for a credit note', () => {
    const source = withLines([line('1', '10', { vat: { category: 'E', rate: '0' } })], {
      kind: 'credit_note',
    });
    expect(fieldsOf(() => toEInvoiceInput(source, 'cii')).sort()).toEqual([
      'lines[0].vat.exemptionReason',
      'precedingInvoice.number',
    ]);
  });
});
