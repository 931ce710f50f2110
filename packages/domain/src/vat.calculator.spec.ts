import fc from 'fast-check';
import { DomainError } from './domain-error.js';
import { Decimal, minorUnits } from './money.js';
import {
  VatKind,
  calculatePurchaseItem,
  calculatePurchaseTotals,
  effectiveTaxRate,
  isVatKind,
  taxAmount,
  vatKindFromFlags,
} from './vat.calculator.js';

const text = (amounts: { net_total: Decimal; tax_total: Decimal; gross_total: Decimal }) => ({
  net: amounts.net_total.toFixed(2),
  tax: amounts.tax_total.toFixed(2),
  gross: amounts.gross_total.toFixed(2),
});

describe('VAT kinds', () => {
  it('reads the kind from the VAT object flags', () => {
    expect(vatKindFromFlags({})).toBe('tax');
    expect(vatKindFromFlags({ reverse_charge: true })).toBe('reverse_charge');
    expect(vatKindFromFlags({ intra_eu: true, reverse_charge: false })).toBe('intra_eu');
    expect(() => vatKindFromFlags({ intra_eu: true, reverse_charge: true })).toThrow(DomainError);
  });

  it('recognises kinds', () => {
    expect(isVatKind('tax')).toBe(true);
    expect(isVatKind('exempt')).toBe(false);
  });

  it.each<[VatKind, string]>([
    ['tax', '19'],
    ['reverse_charge', '0'],
    ['intra_eu', '0'],
  ])('%s with 19 %% applies %s %%', (kind, expected) => {
    expect(effectiveTaxRate(kind, 19).toString()).toBe(expected);
  });

  it('still validates the given rate for exempt kinds', () => {
    expect(() => effectiveTaxRate('reverse_charge', 120)).toThrow(DomainError);
  });

  it('computes a rounded tax amount', () => {
    expect(taxAmount('130', 'tax', 8, 'EUR').toString()).toBe('10.4');
    expect(taxAmount('0.05', 'tax', 10, 'EUR').toString()).toBe('0.01');
    expect(taxAmount('130', 'intra_eu', 8, 'EUR').toString()).toBe('0');
  });
});

describe('calculatePurchaseItem', () => {
  it('adds tax to a net total', () => {
    const item = calculatePurchaseItem({ total: 100, tax: 19 }, 'EUR');
    expect(text(item)).toEqual({ net: '100.00', tax: '19.00', gross: '119.00' });
  });

  it('extracts tax from a gross total', () => {
    const item = calculatePurchaseItem({ total: 119, tax: 19, tax_included: true }, 'EUR');
    expect(text(item)).toEqual({ net: '100.00', tax: '19.00', gross: '119.00' });
  });

  it('rounds the derived net and lets the tax take the remainder', () => {
    const item = calculatePurchaseItem({ total: '10', tax: 19, tax_included: true }, 'EUR');
    expect(text(item)).toEqual({ net: '8.40', tax: '1.60', gross: '10.00' });
  });

  it.each<VatKind>(['reverse_charge', 'intra_eu'])('charges no tax for %s', (kind) => {
    for (const taxIncluded of [true, false]) {
      const item = calculatePurchaseItem(
        { total: '250.5', tax: 19, vat_kind: kind, tax_included: taxIncluded },
        'EUR',
      );
      expect(text(item)).toEqual({ net: '250.50', tax: '0.00', gross: '250.50' });
    }
  });

  it('reports bad fields under the given prefix', () => {
    expect(() => calculatePurchaseItem({ total: 'x', tax: 200 }, 'EUR', 'items[3]')).toThrow(
      expect.objectContaining({
        code: 'validation_failed',
        fieldErrors: {
          'items[3].total': ['must be a number'],
          'items[3].tax': ['must be between 0 and 100'],
        },
      }),
    );
  });

  it('always satisfies net + tax = gross with minor-unit precision', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 10000 }),
        fc.boolean(),
        fc.constantFrom('EUR', 'JPY', 'KWD'),
        fc.constantFrom<VatKind>('tax', 'reverse_charge', 'intra_eu'),
        (units, basisPoints, taxIncluded, currency, kind) => {
          const item = calculatePurchaseItem(
            {
              total: new Decimal(units).div(1000),
              tax: new Decimal(basisPoints).div(100),
              tax_included: taxIncluded,
              vat_kind: kind,
            },
            currency,
          );
          expect(item.net_total.plus(item.tax_total).eq(item.gross_total)).toBe(true);
          for (const value of Object.values(item)) {
            expect(value.decimalPlaces()).toBeLessThanOrEqual(minorUnits(currency));
          }
          if (kind !== 'tax') expect(item.gross_total.eq(item.net_total)).toBe(true);
        },
      ),
    );
  });
});

describe('calculatePurchaseTotals', () => {
  it('sums the items', () => {
    const totals = calculatePurchaseTotals(
      [
        { total: 119, tax: 19, tax_included: true },
        { total: 50, tax: 7 },
        { total: 30, tax: 19, vat_kind: 'reverse_charge' },
      ],
      'EUR',
    );
    expect(text(totals)).toEqual({ net: '180.00', tax: '22.50', gross: '202.50' });
    expect(totals.items).toHaveLength(3);
  });

  it('gives zeros for no items', () => {
    expect(text(calculatePurchaseTotals([], 'EUR'))).toEqual({
      net: '0.00',
      tax: '0.00',
      gross: '0.00',
    });
  });

  it('collects errors of all items', () => {
    expect(() =>
      calculatePurchaseTotals([{ total: 'a' }, { total: 1 }, { total: 'b' }], 'EUR'),
    ).toThrow(
      expect.objectContaining({
        fieldErrors: {
          'items[0].total': ['must be a number'],
          'items[2].total': ['must be a number'],
        },
      }),
    );
  });

  it('refuses totals beyond the supported maximum', () => {
    const big = { total: '999999999999999', tax: 19 };
    expect(() => calculatePurchaseTotals([big], 'EUR')).toThrow(
      expect.objectContaining({ fieldErrors: { items: [expect.any(String)] } }),
    );
  });
});
