import type { FieldErrorCollector } from '@faktura/domain';
import type { CatalogItemColumns } from './catalog-services.repository';

/** Items whose revenue category the account lacks: `does not exist` under their field. */
export function checkRevenueCategories(
  items: readonly { columns: Partial<CatalogItemColumns>; prefix: string }[],
  existing: ReadonlySet<number>,
  errors: FieldErrorCollector,
): void {
  for (const { columns, prefix } of items) {
    const id = columns.revenueCategoryId;
    if (id != null && !existing.has(id))
      errors.add(`${prefix}revenue_category_id`, 'does not exist');
  }
}

/** The revenue category IDs the items name, each once. */
export function revenueCategoryIds(
  items: readonly { columns: Partial<CatalogItemColumns> }[],
): number[] {
  return [...new Set(items.flatMap(({ columns }) => columns.revenueCategoryId ?? []))];
}

/** What a new item is before its columns are applied (see positionInput). */
export const NEW_ITEM = {
  type: 'item',
  quantity: null,
  unitPrice: null,
  netTotal: null,
  optional: false,
  subtotalType: null,
} as const;
