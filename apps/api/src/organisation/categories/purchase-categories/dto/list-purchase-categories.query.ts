import { UnpagedListQueryDto, QueryBoolean } from '../../../../platform/lists';
/** API fields that sort_by accepts, and their columns. */
export const PURCHASE_CATEGORY_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  credit_account: 'credit_account',
  active: 'active',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /purchases/categories: one plain array, not paged. */
export class ListPurchaseCategoriesQuery extends UnpagedListQueryDto(
  PURCHASE_CATEGORY_SORT_FIELDS,
) {
  @QueryBoolean()
  active?: boolean;
}
