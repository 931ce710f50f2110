import { ListQueryDto } from '../../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const PLANNED_PURCHASE_SORT_FIELDS = {
  id: 'id',
  date: 'date',
  finish_date: 'finish_date',
  title: 'title',
  net_total: 'net_total',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /planned_purchases: the shared filters (ids, updated_after, custom_properties) and paging. */
export class ListPlannedPurchasesQuery extends ListQueryDto(
  PLANNED_PURCHASE_SORT_FIELDS,
  'PlannedPurchase',
) {}
