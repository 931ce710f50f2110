// The reference's catalog services (AccountCatalogService) with their items
// (AccountCatalogServiceItem), under /account/catalog_services.
import type { ContractGroup } from '../contract-checker';
import {
  arrayOf,
  bool,
  int,
  listOf,
  nullable,
  num,
  oneOf,
  record,
  str,
  timestamp,
} from '../schema-builders';
import { revenueCategory } from './shared.schemas';

const timestamps = { created_at: timestamp, updated_at: timestamp };

/** One part of a grouped item; a part sent without unit_cost answers null there. */
const positionGroupItem = record({
  title: str,
  unit: str,
  quantity: num,
  unit_price: num,
  unit_cost: nullable(num),
});

/** The reference's AccountCatalogServiceItem; Faktura adds nothing. */
export const catalogServiceItemRecord = record({
  id: int,
  type: oneOf('title', 'description', 'item', 'subtotal', 'page-break', 'separator'),
  title: nullable(str),
  description: nullable(str),
  quantity: nullable(num),
  unit: nullable(str),
  unit_price: nullable(num),
  net_total: num,
  unit_cost: nullable(num),
  optional: bool,
  part: bool,
  subtotal_type: nullable(str),
  additional: bool,
  position_group_display: nullable(str),
  revenue_category: nullable(revenueCategory),
  position_group_items: nullable(arrayOf(positionGroupItem)),
  ...timestamps,
});

/** The reference's AccountCatalogService; Faktura adds nothing. */
export const catalogServiceRecord = record({
  id: int,
  title: str,
  items: arrayOf(catalogServiceItemRecord),
  ...timestamps,
});

const ITEM = '/account/catalog_services/{catalog_service_id}/items';

export const CATALOG_SERVICES_CONTRACT: ContractGroup = {
  'GET /account/catalog_services': {
    status: 200,
    body: listOf(catalogServiceRecord),
    paged: true,
  },
  'POST /account/catalog_services': { status: 201, body: catalogServiceRecord },
  'GET /account/catalog_services/{id}': { status: 200, body: catalogServiceRecord },
  'PUT /account/catalog_services/{id}': { status: 200, body: catalogServiceRecord },
  'PATCH /account/catalog_services/{id}': { status: 200, body: catalogServiceRecord },
  'DELETE /account/catalog_services/{id}': { status: 200, body: catalogServiceRecord },

  [`POST ${ITEM}`]: { status: 201, body: catalogServiceItemRecord },
  [`GET ${ITEM}/{id}`]: { status: 200, body: catalogServiceItemRecord },
  [`PUT ${ITEM}/{id}`]: { status: 201, body: catalogServiceItemRecord },
  [`PATCH ${ITEM}/{id}`]: { status: 201, body: catalogServiceItemRecord },
  [`DELETE ${ITEM}/{id}`]: { status: 200, body: catalogServiceItemRecord },
};
