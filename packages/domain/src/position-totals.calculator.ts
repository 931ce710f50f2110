import { FieldErrorCollector } from './field-errors.collector.js';
import { Decimal, Numeric, minorUnits, roundMoney, toDecimal } from './money.js';

/** Position types of offers and invoices. */
export type PositionType =
  'title' | 'description' | 'item' | 'subtotal' | 'page-break' | 'separator';

/** Every position type. */
export const POSITION_TYPES: readonly PositionType[] = Object.freeze([
  'title',
  'description',
  'item',
  'subtotal',
  'page-break',
  'separator',
]);

/** What a `subtotal` position sums up; see {@link calculatePositions}. */
export type SubtotalType =
  'part_total' | 'sub_total' | 'optional_part_total' | 'optional_sub_total';

/** Subtotal types allowed on offers. */
export const OFFER_SUBTOTAL_TYPES: readonly SubtotalType[] = Object.freeze([
  'part_total',
  'sub_total',
  'optional_part_total',
  'optional_sub_total',
]);

/** Subtotal types allowed on invoices (the interface lists only these two). */
export const INVOICE_SUBTOTAL_TYPES: readonly SubtotalType[] = Object.freeze([
  'part_total',
  'sub_total',
]);

/** Subtotal type used when a `subtotal` position arrives without one. */
export const DEFAULT_SUBTOTAL_TYPE: SubtotalType = 'sub_total';

/** Which document the positions belong to; decides the allowed subtotal types. */
export type DocumentKind = 'offer' | 'invoice';

/** A position as a client or the database supplies it; other fields are ignored here. */
export interface PositionInput {
  type: PositionType;
  quantity?: Numeric | null;
  unit_price?: Numeric | null;
  /** Used only for lump-sum items (no quantity or no unit price); computed everywhere else. */
  net_total?: Numeric | null;
  optional?: boolean | null;
  subtotal_type?: SubtotalType | null;
}

/** A position with its server-computed amounts. */
export interface CalculatedPosition {
  type: PositionType;
  /** Set for `subtotal` positions only. */
  subtotal_type: SubtotalType | null;
  optional: boolean;
  /** Kept for items only; null on every other type. */
  quantity: Decimal | null;
  unit_price: Decimal | null;
  net_total: Decimal;
}

/**
 * Computes every position's net_total, in input order.
 *
 * - `item` with quantity and unit_price: quantity x unit_price rounded to the currency; a sent
 *   net_total is ignored. Otherwise a lump sum: the sent net_total, rounded, is required.
 * - `subtotal`: `part_total` sums the non-optional items since the previous subtotal position of
 *   any type (or the start); `sub_total` sums all non-optional items from the start;
 *   `optional_part_total` and `optional_sub_total` do the same over optional items only. Sums use
 *   the item totals before the document discount. A missing subtotal_type means `sub_total`.
 * - title, description, page-break and separator: 0.
 *
 * Negative quantities and prices are allowed (reversal invoices negate positions). All problems
 * are reported together as one `validation_failed` DomainError with `items[i].field` keys.
 */
export function calculatePositions(
  positions: readonly PositionInput[],
  currency: string,
  kind: DocumentKind = 'offer',
): CalculatedPosition[] {
  minorUnits(currency);
  const errors = new FieldErrorCollector();
  const allowedSubtotals = kind === 'invoice' ? INVOICE_SUBTOTAL_TYPES : OFFER_SUBTOTAL_TYPES;
  const sums = { part: zero(), running: zero(), optionalPart: zero(), optionalRunning: zero() };

  const result = positions.map((position, index): CalculatedPosition => {
    const field = `items[${index}]`;
    const base = {
      type: position.type,
      subtotal_type: null,
      optional: position.optional === true,
      quantity: null,
      unit_price: null,
      net_total: zero(),
    };
    if (!(POSITION_TYPES as readonly string[]).includes(position.type)) {
      errors.add(`${field}.type`, `must be one of ${POSITION_TYPES.join(', ')}`);
      return base;
    }
    if (position.type === 'item') {
      const item = calculateItem(position, currency, field, errors);
      const [part, running] = item.optional
        ? (['optionalPart', 'optionalRunning'] as const)
        : (['part', 'running'] as const);
      sums[part] = sums[part].plus(item.net_total);
      sums[running] = sums[running].plus(item.net_total);
      return item;
    }
    if (position.type === 'subtotal') {
      const subtotalType = position.subtotal_type ?? DEFAULT_SUBTOTAL_TYPE;
      if (!allowedSubtotals.includes(subtotalType)) {
        errors.add(`${field}.subtotal_type`, `must be one of ${allowedSubtotals.join(', ')}`);
        return base;
      }
      const net = {
        part_total: sums.part,
        sub_total: sums.running,
        optional_part_total: sums.optionalPart,
        optional_sub_total: sums.optionalRunning,
      }[subtotalType];
      sums.part = zero();
      sums.optionalPart = zero();
      return { ...base, subtotal_type: subtotalType, net_total: net };
    }
    return base;
  });

  errors.throwIfAny();
  return result;
}

function calculateItem(
  position: PositionInput,
  currency: string,
  field: string,
  errors: FieldErrorCollector,
): CalculatedPosition {
  const read = (value: Numeric | null | undefined, name: string): Decimal | null =>
    value === null || value === undefined
      ? null
      : errors.capture(() => toDecimal(value, `${field}.${name}`), zero());
  const quantity = read(position.quantity, 'quantity');
  const unitPrice = read(position.unit_price, 'unit_price');
  const item = {
    type: position.type,
    subtotal_type: null,
    optional: position.optional === true,
    quantity,
    unit_price: unitPrice,
  };

  if (quantity !== null && unitPrice !== null) {
    const product = errors.capture(
      () => toDecimal(quantity.times(unitPrice), `${field}.net_total`),
      zero(),
    );
    return { ...item, net_total: roundMoney(product, currency) };
  }
  const lumpSum = read(position.net_total, 'net_total');
  if (lumpSum === null) {
    errors.add(`${field}.net_total`, 'is required for an item without quantity and unit_price');
    return { ...item, net_total: zero() };
  }
  return { ...item, net_total: roundMoney(lumpSum, currency) };
}

function zero(): Decimal {
  return new Decimal(0);
}
