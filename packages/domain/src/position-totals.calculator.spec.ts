import fc from 'fast-check';
import { DomainError } from './domain-error.js';
import { Decimal, minorUnits } from './money.js';
import {
  PositionInput,
  PositionType,
  SubtotalType,
  calculatePositions,
} from './position-totals.calculator.js';

const totals = (positions: PositionInput[], currency = 'EUR') =>
  calculatePositions(positions, currency).map((p) => p.net_total.toFixed(minorUnits(currency)));

function fieldErrorsOf(run: () => unknown): Record<string, readonly string[]> {
  try {
    run();
  } catch (error) {
    if (DomainError.is(error)) return error.fieldErrors;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('calculatePositions: items', () => {
  it('computes quantity x unit_price and ignores a sent net_total', () => {
    const [item] = calculatePositions(
      [{ type: 'item', quantity: 1, unit_price: 100, net_total: 400 }],
      'EUR',
    );
    expect(item.net_total.toString()).toBe('100');
    expect(item.quantity?.toString()).toBe('1');
    expect(item.unit_price?.toString()).toBe('100');
  });

  it('rounds the product to the currency', () => {
    expect(totals([{ type: 'item', quantity: '0.333', unit_price: '10.05' }])).toEqual(['3.35']);
    expect(totals([{ type: 'item', quantity: 3, unit_price: '0.5' }], 'JPY')).toEqual(['2']);
    expect(totals([{ type: 'item', quantity: 3, unit_price: '0.3335' }], 'KWD')).toEqual(['1.001']);
  });

  it('uses the given net_total for lump-sum items, rounded', () => {
    expect(totals([{ type: 'item', net_total: 2000 }])).toEqual(['2000.00']);
    expect(totals([{ type: 'item', net_total: '12.345' }])).toEqual(['12.35']);
    expect(totals([{ type: 'item', quantity: 2, net_total: 50 }])).toEqual(['50.00']);
  });

  it('allows negative quantities and prices', () => {
    expect(totals([{ type: 'item', quantity: -2, unit_price: 65 }])).toEqual(['-130.00']);
    expect(totals([{ type: 'item', quantity: 2, unit_price: '-0.005' }])).toEqual(['-0.01']);
  });

  it('requires a net_total when quantity or unit_price is missing', () => {
    expect(fieldErrorsOf(() => calculatePositions([{ type: 'item', quantity: 2 }], 'EUR'))).toEqual(
      { 'items[0].net_total': ['is required for an item without quantity and unit_price'] },
    );
  });

  it('reports every bad field of every position at once', () => {
    const errors = fieldErrorsOf(() =>
      calculatePositions(
        [
          { type: 'item', quantity: 'x', unit_price: 1 },
          { type: 'bogus' as PositionType },
          { type: 'item', net_total: 'NaN' },
          { type: 'subtotal', subtotal_type: 'nope' as SubtotalType },
        ],
        'EUR',
      ),
    );
    expect(Object.keys(errors)).toEqual([
      'items[0].quantity',
      'items[1].type',
      'items[2].net_total',
      'items[3].subtotal_type',
    ]);
  });

  it('refuses a product beyond the supported maximum', () => {
    const errors = fieldErrorsOf(() =>
      calculatePositions([{ type: 'item', quantity: '1e10', unit_price: '1e10' }], 'EUR'),
    );
    expect(errors).toEqual({ 'items[0].net_total': ['is too large'] });
  });

  it('refuses an invalid currency', () => {
    expect(fieldErrorsOf(() => calculatePositions([], 'euro'))).toHaveProperty('currency');
  });
});

describe('calculatePositions: other types', () => {
  it('gives 0 to title, description, page-break and separator whatever was sent', () => {
    const result = calculatePositions(
      (['title', 'description', 'page-break', 'separator'] as const).map((type) => ({
        type,
        quantity: 3,
        unit_price: 5,
        net_total: 15,
      })),
      'EUR',
    );
    for (const position of result) {
      expect(position.net_total.isZero()).toBe(true);
      expect(position.quantity).toBeNull();
      expect(position.unit_price).toBeNull();
    }
  });
});

describe('calculatePositions: subtotals', () => {
  const positions: PositionInput[] = [
    { type: 'title' },
    { type: 'item', net_total: 10 },
    { type: 'item', net_total: 5, optional: true },
    { type: 'subtotal', subtotal_type: 'part_total' },
    { type: 'item', net_total: 20 },
    { type: 'item', net_total: 7, optional: true },
    { type: 'subtotal', subtotal_type: 'part_total' },
    { type: 'subtotal', subtotal_type: 'sub_total' },
    { type: 'item', net_total: 1 },
    { type: 'item', net_total: 3, optional: true },
    { type: 'subtotal', subtotal_type: 'optional_part_total' },
    { type: 'subtotal', subtotal_type: 'optional_sub_total' },
    { type: 'subtotal' },
  ];

  it('computes part, running and optional sums', () => {
    expect(totals(positions)).toEqual([
      '0.00',
      '10.00',
      '5.00',
      '10.00', // part: 10
      '20.00',
      '7.00',
      '20.00', // part since previous subtotal: 20
      '30.00', // running: 10 + 20
      '1.00',
      '3.00',
      '3.00', // optional part since previous subtotal: 3
      '15.00', // optional running: 5 + 7 + 3
      '31.00', // no subtotal_type means sub_total
    ]);
  });

  it('reports the subtotal type it used', () => {
    const result = calculatePositions(positions, 'EUR');
    expect(result[12].subtotal_type).toBe('sub_total');
    expect(result[1].subtotal_type).toBeNull();
  });

  it('allows only part_total and sub_total on invoices', () => {
    expect(() => calculatePositions(positions, 'EUR', 'invoice')).toThrow(DomainError);
    const invoice = positions.filter((p) => !p.subtotal_type?.startsWith('optional'));
    expect(() => calculatePositions(invoice, 'EUR', 'invoice')).not.toThrow();
  });

  const itemArb = fc.record({
    type: fc.constant<'item'>('item'),
    net_total: fc.integer({ min: -1e7, max: 1e7 }).map((c) => new Decimal(c).div(100)),
    optional: fc.boolean(),
  });
  const subtotalArb = fc.record({
    type: fc.constant<'subtotal'>('subtotal'),
    subtotal_type: fc.constantFrom<SubtotalType>(
      'part_total',
      'sub_total',
      'optional_part_total',
      'optional_sub_total',
    ),
  });
  const positionsArb = fc.array(
    fc.oneof(itemArb, subtotalArb, fc.constant({ type: 'title' as const })),
  );

  it('property: every subtotal equals the sum it describes', () => {
    fc.assert(
      fc.property(positionsArb, (input) => {
        const result = calculatePositions(input, 'EUR');
        let lastSubtotal = -1;
        result.forEach((position, index) => {
          if (position.type !== 'subtotal') return;
          const optional = position.subtotal_type?.startsWith('optional') ?? false;
          const from = position.subtotal_type?.endsWith('part_total') ? lastSubtotal + 1 : 0;
          const expected = result
            .slice(from, index)
            .filter((p) => p.type === 'item' && p.optional === optional)
            .reduce((sum, p) => sum.plus(p.net_total), new Decimal(0));
          expect(position.net_total.eq(expected)).toBe(true);
          lastSubtotal = index;
        });
      }),
    );
  });

  it('property: keeps order and length', () => {
    fc.assert(
      fc.property(positionsArb, (input) => {
        const result = calculatePositions(input, 'EUR');
        expect(result.map((p) => p.type)).toEqual(input.map((p) => p.type));
      }),
    );
  });
});
