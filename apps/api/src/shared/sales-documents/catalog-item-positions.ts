import type { ServiceType, SubtotalType } from '@faktura/db';
import { type FieldErrorCollector, type PositionType, toApiNumber } from '@faktura/domain';

/** A catalog item as a position takes it over; amounts as exact decimal texts. */
export interface CatalogItemValues {
  id: number;
  type: PositionType;
  title: string | null;
  description: string | null;
  quantity: string | null;
  unit: string | null;
  unitPrice: string | null;
  unitCost: string | null;
  netTotal: string | null;
  optional: boolean;
  additional: boolean;
  subtotalType: SubtotalType | null;
  revenueCategoryId: number | null;
}

/** The position fields a catalog item fills, as a client would have sent them. */
export interface CatalogPositionFields {
  catalog_service_item_id?: number | null;
  type?: PositionType;
  title?: string | null;
  description?: string | null;
  quantity?: number | null;
  unit?: string | null;
  unit_price?: number | null;
  unit_cost?: number | null;
  net_total?: number | null;
  optional?: boolean;
  additional?: boolean;
  service_type?: ServiceType;
  subtotal_type?: SubtotalType | null;
  revenue_category_id?: number | null;
}

/**
 * Stored amounts as the JSON numbers a client sends. Exact for every value the API stored: it
 * came in as a JSON number, and its decimal text reads back as that same number.
 */
const number = (value: string | null) => (value === null ? null : toApiNumber(value));

function catalogPosition(item: CatalogItemValues): CatalogPositionFields {
  return {
    type: item.type,
    title: item.title,
    description: item.description,
    quantity: number(item.quantity),
    unit: item.unit,
    unit_price: number(item.unitPrice),
    unit_cost: number(item.unitCost),
    net_total: number(item.netTotal),
    optional: item.optional,
    additional: item.additional,
    subtotal_type: item.subtotalType,
    revenue_category_id: item.revenueCategoryId,
  };
}

/**
 * The positions with their catalog items copied in (`catalog_service_item_id`): every field the
 * position sends itself wins over the item's. An item the account lacks is reported on
 * `items[i].catalog_service_item_id` and the position stays as sent.
 */
export function withCatalogItems<P extends CatalogPositionFields>(
  items: readonly P[],
  found: readonly CatalogItemValues[],
  errors: FieldErrorCollector,
): P[] {
  const byId = new Map(found.map((item) => [item.id, item]));
  return items.map((item, index) => {
    const id = item.catalog_service_item_id;
    if (id == null) return item;
    const source = byId.get(id);
    if (!source) {
      errors.add(`items[${index}].catalog_service_item_id`, 'does not exist');
      return item;
    }
    const sent = Object.entries(item).filter(([, value]) => value !== undefined);
    return { ...catalogPosition(source), ...Object.fromEntries(sent) } as P;
  });
}
