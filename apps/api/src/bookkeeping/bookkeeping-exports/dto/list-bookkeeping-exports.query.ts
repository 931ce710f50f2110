import { ListQueryDto } from '../../../platform/lists';

const EXPORT_SORT_FIELDS = {
  id: 'id',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /invoices/bookkeeping_exports and /purchases/bookkeeping_exports. */
export class ListBookkeepingExportsQuery extends ListQueryDto(EXPORT_SORT_FIELDS) {}
