import { ListQueryDto, QueryBoolean, QueryInteger, QueryText } from '../../../../platform/lists';
/** API fields that sort_by accepts, and their columns. */
export const REVENUE_CATEGORY_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  revenue_account: 'revenue_account',
  cost_category: 'cost_category',
  active: 'active',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /revenue_categories. */
export class ListRevenueCategoriesQuery extends ListQueryDto(REVENUE_CATEGORY_SORT_FIELDS) {
  @QueryBoolean()
  active?: boolean;

  @QueryInteger({ type: 'number' })
  revenue_account?: number;

  @QueryText({ description: 'Exact value' })
  cost_category?: string;

  @QueryText({ description: 'Name or account number' })
  term?: string;
}
