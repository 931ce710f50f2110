import { type CalculatedPosition, toApiNumber } from '@faktura/domain';
import { apiTimestamp } from '../../platform/serialization';
import { toRevenueCategoryReference } from '../../shared/positions';
import { calculateItems, positionInput, wireType } from './catalog-item-columns';
import type { CatalogItemRow, CatalogServiceRow } from './catalog-service-records.query';
import type {
  CatalogServiceItemResponse,
  CatalogServiceResponse,
  PositionGroupItemResponse,
} from './dto/catalog-service.response';
import { FieldErrorCollector } from '@faktura/domain';

/** The stored parts of a grouped item (amounts as decimal texts). */
interface StoredGroupItem {
  title: string;
  unit: string;
  quantity: string;
  unit_price: string;
  unit_cost: string | null;
}

const number = (value: { toString(): string } | null) =>
  value === null ? null : toApiNumber(value.toString());

function groupItems(stored: unknown): PositionGroupItemResponse[] | null {
  if (!Array.isArray(stored)) return null;
  return (stored as StoredGroupItem[]).map((item) => ({
    title: item.title,
    unit: item.unit,
    quantity: toApiNumber(item.quantity),
    unit_price: toApiNumber(item.unit_price),
    unit_cost: item.unit_cost === null ? null : toApiNumber(item.unit_cost),
  }));
}

/**
 * The items' computed amounts, in order. They were checked when written, so the calculation
 * cannot fail here; the collector only satisfies its signature.
 */
export function itemAmounts(service: CatalogServiceRow): CalculatedPosition[] {
  const inputs = service.items.map((item) => positionInput(item));
  return calculateItems(inputs, service.currency, () => '', new FieldErrorCollector()) ?? [];
}

/** One item of the service, with its computed net total. */
export function toCatalogItemResponse(
  item: CatalogItemRow,
  amounts: CalculatedPosition | undefined,
  currency: string,
): CatalogServiceItemResponse {
  return {
    id: item.id,
    type: wireType(item.type),
    title: item.title,
    description: item.description,
    quantity: number(item.quantity),
    unit: item.unit,
    unit_price: number(item.unitPrice),
    net_total: amounts ? toApiNumber(amounts.net_total.toString(), currency) : 0,
    unit_cost: number(item.unitCost),
    optional: item.optional,
    part: item.subtotalType === 'part_total' || item.subtotalType === 'optional_part_total',
    subtotal_type: item.subtotalType,
    additional: item.additional,
    position_group_display: item.positionGroupDisplay,
    revenue_category: item.revenueCategory && toRevenueCategoryReference(item.revenueCategory),
    position_group_items: groupItems(item.positionGroupItems),
    created_at: apiTimestamp(item.createdAt),
    updated_at: apiTimestamp(item.updatedAt),
  };
}

/** The API shape of a catalog service: its items in order, with computed net totals. */
export function toCatalogServiceResponse(service: CatalogServiceRow): CatalogServiceResponse {
  const amounts = itemAmounts(service);
  return {
    id: service.id,
    title: service.title,
    items: service.items.map((item, index) =>
      toCatalogItemResponse(item, amounts[index], service.currency),
    ),
    created_at: apiTimestamp(service.createdAt),
    updated_at: apiTimestamp(service.updatedAt),
  };
}
