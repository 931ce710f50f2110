import fc from 'fast-check';
import {
  DocumentInput,
  DocumentTotals,
  calculateDocumentTotals,
} from './document-totals.calculator.js';
import { DomainError } from './domain-error.js';
import { Decimal, minorUnits } from './money.js';
import { PositionInput } from './position-totals.calculator.js';
import { VatKind } from './vat.calculator.js';

const fixed = (value: Decimal) => value.toFixed(1);

describe('calculateDocumentTotals: reference cases', () => {
  it('offer, discount 20, one lump-sum item of 2000, tax 21.5: net 1600.0, gross 1944.0', () => {
    const totals = calculateDocumentTotals({
      kind: 'offer',
      currency: 'EUR',
      discount: 20,
      tax: 21.5,
      items: [{ type: 'item', net_total: 2000 }],
    });
    expect(fixed(totals.net_total)).toBe('1600.0');
    expect(fixed(totals.gross_total)).toBe('1944.0');
    expect(totals.tax_total.toString()).toBe('344');
    expect(totals.discount_total.toString()).toBe('400');
  });

  it('an item with quantity 1 and unit_price 100 sent with net_total 400: the server computes 100', () => {
    const totals = calculateDocumentTotals({
      currency: 'EUR',
      tax: 0,
      items: [{ type: 'item', quantity: 1, unit_price: 100, net_total: 400 }],
    });
    expect(totals.items[0].net_total.toString()).toBe('100');
    expect(totals.net_total.toString()).toBe('100');
  });

  it('items 1 x 100 and an optional 20 x 20, tax 21.5: net 100.0, gross 121.5', () => {
    const totals = calculateDocumentTotals({
      currency: 'EUR',
      tax: 21.5,
      items: [
        { type: 'item', quantity: 1, unit_price: 100 },
        { type: 'item', quantity: 20, unit_price: 20, optional: true },
      ],
    });
    expect(fixed(totals.net_total)).toBe('100.0');
    expect(fixed(totals.gross_total)).toBe('121.5');
    expect(totals.net_total_plus_options.toString()).toBe('500');
  });

  it('invoice item 2 x 65, tax 8: net 130.0, gross 140.4', () => {
    const totals = calculateDocumentTotals({
      kind: 'invoice',
      currency: 'EUR',
      tax: 8,
      items: [{ type: 'item', quantity: 2, unit_price: 65 }],
    });
    expect(fixed(totals.net_total)).toBe('130.0');
    expect(fixed(totals.gross_total)).toBe('140.4');
  });
});

describe('calculateDocumentTotals: rules', () => {
  it('computes the cash discount on the gross total', () => {
    const totals = calculateDocumentTotals({
      kind: 'invoice',
      currency: 'EUR',
      tax: 19,
      cash_discount: 2,
      items: [{ type: 'item', quantity: 3, unit_price: '33.33' }],
    });
    expect(totals.gross_total.toString()).toBe('118.99');
    expect(totals.cash_discount_total.toString()).toBe('2.38');
    expect(totals.gross_total_with_cash_discount.toString()).toBe('116.61');
  });

  it.each<VatKind>(['reverse_charge', 'intra_eu'])('charges no tax for %s', (kind) => {
    const totals = calculateDocumentTotals({
      currency: 'EUR',
      tax: 19,
      vat_kind: kind,
      items: [{ type: 'item', net_total: 100 }],
    });
    expect(totals.tax_rate.toString()).toBe('0');
    expect(totals.tax_total.toString()).toBe('0');
    expect(totals.gross_total.toString()).toBe('100');
  });

  it('rounds in JPY and KWD to their minor units', () => {
    const input = {
      tax: 10,
      discount: 3,
      items: [{ type: 'item' as const, net_total: '1234.567' }],
    };
    const jpy = calculateDocumentTotals({ ...input, currency: 'JPY' });
    expect([jpy.net_total, jpy.tax_total, jpy.gross_total].map(String)).toEqual([
      '1198', // 1235 x 0.97 = 1197.95
      '120',
      '1318',
    ]);
    const kwd = calculateDocumentTotals({ ...input, currency: 'KWD' });
    expect(kwd.net_total.toString()).toBe('1197.53');
  });

  it('reports all validation problems together', () => {
    let error: unknown;
    try {
      calculateDocumentTotals({
        currency: 'EUR',
        tax: 101,
        discount: -1,
        cash_discount: 'x',
        vat_kind: 'exempt' as VatKind,
        items: [{ type: 'item', quantity: 'abc', unit_price: 1 }],
      });
    } catch (caught) {
      error = caught;
    }
    expect(DomainError.is(error) && error.code).toBe('validation_failed');
    expect(Object.keys((error as DomainError).fieldErrors).sort()).toEqual([
      'cash_discount',
      'discount',
      'items[0].quantity',
      'tax',
      'vat_kind',
    ]);
  });

  it('stops at an invalid currency', () => {
    expect(() => calculateDocumentTotals({ currency: 'eur', tax: 0, items: [] })).toThrow(
      expect.objectContaining({ fieldErrors: { currency: [expect.any(String)] } }),
    );
  });

  it('gives zeros for a document without items', () => {
    const totals = calculateDocumentTotals({ currency: 'EUR', tax: 19, items: [] });
    expect(totals.gross_total.isZero()).toBe(true);
  });
});

describe('calculateDocumentTotals: properties', () => {
  const cents = (min: number, max: number) =>
    fc.integer({ min, max }).map((n) => new Decimal(n).div(100));
  const itemArb: fc.Arbitrary<PositionInput> = fc.oneof(
    fc.record({
      type: fc.constant('item' as const),
      quantity: fc.integer({ min: -1000, max: 100000 }).map((n) => new Decimal(n).div(1000)),
      unit_price: fc.integer({ min: -1e7, max: 1e8 }).map((n) => new Decimal(n).div(10000)),
      optional: fc.boolean(),
    }),
    fc.record({
      type: fc.constant('item' as const),
      net_total: cents(-1e7, 1e8),
      optional: fc.boolean(),
    }),
    fc.record({
      type: fc.constant('subtotal' as const),
      subtotal_type: fc.constantFrom('part_total' as const, 'sub_total' as const),
    }),
    fc.constant({ type: 'title' as const }),
  );
  const documentArb: fc.Arbitrary<DocumentInput> = fc.record({
    currency: fc.constantFrom('EUR', 'CHF', 'JPY', 'KWD'),
    items: fc.array(itemArb, { maxLength: 12 }),
    tax: cents(0, 10000),
    discount: cents(0, 10000),
    cash_discount: cents(0, 10000),
    vat_kind: fc.constantFrom<VatKind>('tax', 'reverse_charge', 'intra_eu'),
  });
  const amounts = (t: DocumentTotals) => [
    t.net_total,
    t.net_total_plus_options,
    t.tax_total,
    t.gross_total,
    t.cash_discount_total,
    t.gross_total_with_cash_discount,
  ];
  const same = (a: DocumentTotals, b: DocumentTotals) =>
    expect(amounts(a).map(String)).toEqual(amounts(b).map(String));

  it('gross = net + tax exactly, and cash discount + remainder = gross', () => {
    fc.assert(
      fc.property(documentArb, (input) => {
        const t = calculateDocumentTotals(input);
        expect(t.net_total.plus(t.tax_total).eq(t.gross_total)).toBe(true);
        expect(t.cash_discount_total.plus(t.gross_total_with_cash_discount).eq(t.gross_total)).toBe(
          true,
        );
      }),
    );
  });

  it('every amount has at most the currency minor-unit digits', () => {
    fc.assert(
      fc.property(documentArb, (input) => {
        const t = calculateDocumentTotals(input);
        const digits = minorUnits(input.currency);
        for (const value of [...amounts(t), t.items_total, t.discount_total]) {
          expect(value.decimalPlaces()).toBeLessThanOrEqual(digits);
        }
        for (const position of t.items) {
          expect(position.net_total.decimalPlaces()).toBeLessThanOrEqual(digits);
        }
      }),
    );
  });

  it('optional items never change net or gross', () => {
    fc.assert(
      fc.property(documentArb, (input) => {
        const without = { ...input, items: input.items.filter((p) => p.optional !== true) };
        const a = calculateDocumentTotals(input);
        const b = calculateDocumentTotals(without);
        expect(a.net_total.eq(b.net_total)).toBe(true);
        expect(a.gross_total.eq(b.gross_total)).toBe(true);
        expect(b.net_total_plus_options.eq(b.net_total)).toBe(true);
      }),
    );
  });

  it('a permutation of the positions does not change the totals', () => {
    const permuted = documentArb.chain((input) =>
      fc
        .shuffledSubarray([...input.items], { minLength: input.items.length })
        .map((items) => [input, { ...input, items }] as const),
    );
    fc.assert(
      fc.property(permuted, ([input, shuffled]) => {
        same(calculateDocumentTotals(input), calculateDocumentTotals(shuffled));
      }),
    );
  });

  it('reverse_charge and intra_eu give gross = net', () => {
    fc.assert(
      fc.property(
        documentArb,
        fc.constantFrom<VatKind>('reverse_charge', 'intra_eu'),
        (d, kind) => {
          const t = calculateDocumentTotals({ ...d, vat_kind: kind });
          expect(t.gross_total.eq(t.net_total)).toBe(true);
          expect(t.tax_total.isZero()).toBe(true);
        },
      ),
    );
  });

  it('discount 0 leaves net = sum of the non-optional item totals', () => {
    fc.assert(
      fc.property(documentArb, (input) => {
        const t = calculateDocumentTotals({ ...input, discount: 0 });
        const sum = t.items
          .filter((p) => p.type === 'item' && !p.optional)
          .reduce((s, p) => s.plus(p.net_total), new Decimal(0));
        expect(t.net_total.eq(sum)).toBe(true);
        expect(t.discount_total.isZero()).toBe(true);
      }),
    );
  });

  it('negating every position negates every amount (reversal invoices mirror exactly)', () => {
    const negate = (p: PositionInput): PositionInput =>
      p.type !== 'item'
        ? p
        : p.quantity !== undefined
          ? { ...p, quantity: new Decimal(p.quantity as Decimal).negated() }
          : { ...p, net_total: new Decimal(p.net_total as Decimal).negated() };
    fc.assert(
      fc.property(documentArb, (input) => {
        const a = calculateDocumentTotals(input);
        const b = calculateDocumentTotals({ ...input, items: input.items.map(negate) });
        expect(amounts(b).map(String)).toEqual(amounts(a).map((v) => v.negated().toString()));
      }),
    );
  });
});
