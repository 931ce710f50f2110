import { ListQueryDto } from '../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const DEAL_CATEGORY_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  probability: 'probability',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /deal_categories: the shared filters (ids, updated_after) and paging only. */
export class ListDealCategoriesQuery extends ListQueryDto(DEAL_CATEGORY_SORT_FIELDS) {}
