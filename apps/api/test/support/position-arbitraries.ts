import fc from 'fast-check';
import type { SentPosition } from '../../src/shared/sales-documents/sales-document-positions';

/** A JS number with at most `scale` decimals between min and max (as the API receives it). */
export const scaledNumber = (min: number, max: number, scale: number): fc.Arbitrary<number> =>
  fc
    .integer({ min: min * 10 ** scale, max: max * 10 ** scale })
    .map((n) => Number((n / 10 ** scale).toFixed(scale)));

/** An item with quantity, unit and unit price, or a lump sum; optional or not. */
export const itemArb: fc.Arbitrary<SentPosition> = fc.oneof(
  fc.record({
    type: fc.constant('item' as const),
    title: fc.string({ maxLength: 10 }),
    quantity: scaledNumber(0, 1000, 3),
    unit: fc.constantFrom('h', 'pcs'),
    unit_price: scaledNumber(-1000, 100000, 2),
    optional: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('item' as const),
    title: fc.string({ maxLength: 10 }),
    net_total: scaledNumber(-1000, 100000, 2),
    optional: fc.boolean(),
  }),
);

/** Items mixed with titles, descriptions and subtotals, as clients send them. */
export const positionsArb: fc.Arbitrary<SentPosition[]> = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: itemArb },
    {
      weight: 1,
      arbitrary: fc.record({ type: fc.constant('title' as const), title: fc.string() }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('subtotal' as const),
        subtotal_type: fc.constantFrom('part_total' as const, 'sub_total' as const),
      }),
    },
  ),
  { maxLength: 10 },
);

/** A tax rate in percent and a discount in percent, as sent. */
export const taxArb = scaledNumber(0, 100, 1);
export const discountArb = scaledNumber(0, 100, 2);

/** Property: what `totalsOf` answers stays the same when the optional positions are left out. */
export function assertOptionalPositionsNotSummed(
  totalsOf: (items: SentPosition[], tax: number, discount: number) => unknown,
): void {
  fc.assert(
    fc.property(positionsArb, taxArb, discountArb, (items, tax, discount) => {
      const required = items.filter((item) => !item.optional);
      expect(totalsOf(items, tax, discount)).toEqual(totalsOf(required, tax, discount));
    }),
  );
}
