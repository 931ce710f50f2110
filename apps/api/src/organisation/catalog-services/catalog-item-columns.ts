import { Prisma, type SubtotalType } from '@faktura/db';
import {
  calculatePositions,
  type CalculatedPosition,
  DomainError,
  type FieldErrorCollector,
  type PositionInput,
  type PositionType,
  toDecimal,
} from '@faktura/domain';
import { sanitizeOptionalRichText } from '../../platform/rich-text';
import type { CatalogItemRow } from './catalog-service-records.query';
import type { CatalogItemColumns } from './catalog-services.repository';
import type { CatalogServiceItemDto } from './dto/catalog-service-item.dto';

/** The wire type `page-break` is stored as the enum value `page_break`. */
export function storedType(type: PositionType): CatalogItemRow['type'] {
  return type === 'page-break' ? 'page_break' : type;
}

export function wireType(type: CatalogItemRow['type']): PositionType {
  return type === 'page_break' ? 'page-break' : type;
}

/** A sent amount as its exact decimal text (null and absence kept), named `field` in a 422. */
function decimal(value: number | null | undefined, field: string): string | null | undefined {
  return value == null ? value : toDecimal(value, field).toString();
}

/**
 * The subtotal type a sent item asks for: `subtotal_type`, else the legacy `part` switch (true:
 * part_total, false: sub_total); undefined when it says neither.
 */
function sentSubtotalType(input: CatalogServiceItemDto): SubtotalType | null | undefined {
  if (input.subtotal_type !== undefined) return input.subtotal_type;
  if (input.part !== undefined) return input.part ? 'part_total' : 'sub_total';
  return undefined;
}

/**
 * The columns a sent item writes: on a change only what was sent (null clears), on a new item
 * every column, with the defaults for what was left out. `prefix` names the item's fields in a
 * 422 (`items[2].` for the items of a new service, nothing on the item routes).
 */
export function itemColumns(
  input: CatalogServiceItemDto,
  prefix: string,
  current: CatalogItemRow | null,
): Partial<CatalogItemColumns> {
  const type = input.type ?? (current ? wireType(current.type) : 'item');
  const subtotalType = sentSubtotalType(input);
  const changed: Partial<CatalogItemColumns> = {
    type: input.type && storedType(input.type),
    title: input.title,
    description:
      input.description === undefined ? undefined : sanitizeOptionalRichText(input.description),
    quantity: decimal(input.quantity, `${prefix}quantity`),
    unit: input.unit,
    unitPrice: decimal(input.unit_price, `${prefix}unit_price`),
    unitCost: decimal(input.unit_cost, `${prefix}unit_cost`),
    netTotal: decimal(input.net_total, `${prefix}net_total`),
    optional: input.optional,
    additional: input.additional,
    // Only subtotals have a subtotal type; any other type drops it.
    subtotalType: type !== 'subtotal' ? null : subtotalType,
    positionGroupDisplay: input.position_group_display,
    positionGroupItems: groupItems(input, prefix),
    revenueCategoryId: input.revenue_category_id,
  };
  if (current) return changed;
  return {
    ...changed,
    type: storedType(type),
    optional: input.optional ?? false,
    additional: input.additional ?? false,
    subtotalType: type === 'subtotal' ? (subtotalType ?? 'sub_total') : null,
  };
}

/** The parts of a grouped item as stored: amounts as exact decimal texts, unit "" when none. */
function groupItems(
  input: CatalogServiceItemDto,
  prefix: string,
): Prisma.InputJsonValue | typeof Prisma.DbNull | undefined {
  const items = input.position_group_items;
  if (items === undefined) return undefined;
  if (items === null) return Prisma.DbNull;
  return items.map((item, index) => {
    const field = `${prefix}position_group_items[${index}].`;
    return {
      title: item.title,
      unit: item.unit ?? '',
      quantity: toDecimal(item.quantity, `${field}quantity`).toString(),
      unit_price: toDecimal(item.unit_price, `${field}unit_price`).toString(),
      unit_cost: decimal(item.unit_cost, `${field}unit_cost`) ?? null,
    };
  });
}

/** A stored item (after `changes`, when given) as the totals calculator reads it. */
export function positionInput(
  row: Pick<
    CatalogItemRow,
    'type' | 'quantity' | 'unitPrice' | 'netTotal' | 'optional' | 'subtotalType'
  >,
  changes: Partial<CatalogItemColumns> = {},
): PositionInput {
  const pick = <K extends keyof typeof row & keyof CatalogItemColumns>(key: K) =>
    changes[key] !== undefined ? changes[key] : row[key];
  const text = (value: unknown) => (value == null ? null : String(value));
  return {
    type: wireType(pick('type') as CatalogItemRow['type']),
    quantity: text(pick('quantity')),
    unit_price: text(pick('unitPrice')),
    net_total: text(pick('netTotal')),
    optional: pick('optional') as boolean,
    subtotal_type: pick('subtotalType') as SubtotalType | null,
  };
}

/**
 * The items' amounts as the domain computes them (subtotals over the items before them). A
 * problem of item `i` is reported under `fieldOf(i)` instead of `items[i].`, so each route names
 * the fields as its body has them; every problem goes into `errors`.
 */
export function calculateItems(
  items: readonly PositionInput[],
  currency: string,
  fieldOf: (index: number) => string,
  errors: FieldErrorCollector,
): CalculatedPosition[] | null {
  try {
    return calculatePositions(items, currency, 'offer');
  } catch (error) {
    if (!DomainError.is(error) || error.code !== 'validation_failed') throw error;
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const match = /^items\[(\d+)\]\.(.*)$/.exec(key);
      const name = match ? `${fieldOf(Number(match[1]))}${match[2]}` : key;
      for (const message of messages) errors.add(name, message);
    }
    return null;
  }
}
