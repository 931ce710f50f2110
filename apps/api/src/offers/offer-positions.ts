import type { OfferPosition } from '@faktura/db';
import {
  type CalculatedPosition,
  type PositionInput,
  type PositionType,
  toDecimal,
} from '@faktura/domain';
import { sanitizeOptionalRichText } from '../common/rich-text/rich-text.sanitizer';
import type { OfferPositionDto } from './dto/offer-position.dto';
import type { OfferPositionData } from './offers.repository';

/** The wire type `page-break` is stored as the enum value `page_break`. */
export function toStoredType(type: PositionType): OfferPosition['type'] {
  return type === 'page-break' ? 'page_break' : type;
}

export function toWireType(type: OfferPosition['type']): PositionType {
  return type === 'page_break' ? 'page-break' : type;
}

/** Sent positions as the totals calculator reads them. */
export function sentPositionInputs(items: readonly OfferPositionDto[]): PositionInput[] {
  return items.map((item) => ({
    type: item.type,
    quantity: item.quantity,
    unit_price: item.unit_price,
    net_total: item.net_total,
    optional: item.optional,
    subtotal_type: item.subtotal_type,
  }));
}

/** Stored positions as the totals calculator reads them, for recomputing without new items. */
export function storedPositionInputs(positions: readonly OfferPosition[]): PositionInput[] {
  return positions.map((position) => ({
    type: toWireType(position.type),
    quantity: position.quantity?.toString() ?? null,
    unit_price: position.unitPrice?.toString() ?? null,
    net_total: position.netTotal.toString(),
    optional: position.optional,
    subtotal_type: position.subtotalType,
  }));
}

/** The rows to store: the sent texts (descriptions sanitized) with the computed amounts. */
export function positionRows(
  items: readonly OfferPositionDto[],
  calculated: readonly CalculatedPosition[],
): OfferPositionData[] {
  return items.map((item, index) => {
    const amounts = calculated[index];
    return {
      type: toStoredType(item.type),
      title: item.title ?? null,
      description: sanitizeOptionalRichText(item.description) ?? null,
      quantity: amounts.quantity?.toString() ?? null,
      unit: item.unit ?? null,
      unitPrice: amounts.unit_price?.toString() ?? null,
      unitCost:
        item.unit_cost == null
          ? null
          : toDecimal(item.unit_cost, `items[${index}].unit_cost`).toString(),
      netTotal: amounts.net_total.toString(),
      optional: amounts.optional,
      serviceType: item.additional ? 'expense' : (item.service_type ?? 'service'),
      subtotalType: amounts.subtotal_type,
      revenueCategoryId: item.revenue_category_id ?? null,
    };
  });
}
