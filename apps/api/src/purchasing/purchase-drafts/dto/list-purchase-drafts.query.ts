import { ListQueryDto } from '../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const PURCHASE_DRAFT_SORT_FIELDS = {
  id: 'id',
  title: 'title',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /purchases/drafts: paging, `ids` and `updated_after` as every list has them. */
export class ListPurchaseDraftsQuery extends ListQueryDto(PURCHASE_DRAFT_SORT_FIELDS) {}
