import type { CatalogService, CatalogServiceItem, RevenueCategory } from '@faktura/db';
import {
  accountColumn,
  DECIMAL,
  many,
  mappedEnum,
  referringBy,
  RecordQuery,
  TIME,
  VALUE,
} from '../../platform/database';
import { revenueCategoryOf } from '../../shared/positions';

/** A catalog item with the revenue category its response embeds. */
export type CatalogItemRow = CatalogServiceItem & { revenueCategory: RevenueCategory | null };

/**
 * A catalog service with its items in order and the account's default currency, which rounds
 * the items' computed net totals (a catalog has no currency of its own).
 */
export type CatalogServiceRow = CatalogService & { items: CatalogItemRow[]; currency: string };

const ITEM = {
  id: VALUE,
  accountId: VALUE,
  catalogServiceId: VALUE,
  sortOrder: VALUE,
  // PositionType.page_break is stored as 'page-break'.
  type: mappedEnum('type', { 'page-break': 'page_break' }),
  title: VALUE,
  description: VALUE,
  quantity: DECIMAL,
  unit: VALUE,
  unitPrice: DECIMAL,
  unitCost: DECIMAL,
  netTotal: DECIMAL,
  optional: VALUE,
  additional: VALUE,
  subtotalType: VALUE,
  positionGroupDisplay: VALUE,
  positionGroupItems: VALUE,
  revenueCategoryId: VALUE,
  createdAt: TIME,
  updatedAt: TIME,
  revenueCategory: revenueCategoryOf('revenue_category_id'),
};

/** Catalog services with their items, lists and details alike, in one statement. */
export const CATALOG_SERVICE_RECORDS = new RecordQuery<CatalogServiceRow>('catalog_services', {
  items: many('catalog_service_items', ITEM, referringBy('catalog_service_id'), {
    orderBy: 'sort_order, id',
  }),
  currency: accountColumn('default_currency'),
});
