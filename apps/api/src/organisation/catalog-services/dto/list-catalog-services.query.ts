import { ListQueryDto } from '../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const CATALOG_SERVICE_SORT_FIELDS = {
  id: 'id',
  title: 'title',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /account/catalog_services: paging, sort_by, ids and updated_after. */
export class ListCatalogServicesQuery extends ListQueryDto(CATALOG_SERVICE_SORT_FIELDS) {}
