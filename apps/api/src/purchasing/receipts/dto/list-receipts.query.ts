import { ListQueryDto, QueryBoolean, QueryDate, QueryIdList } from '../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const RECEIPT_SORT_FIELDS = {
  id: 'id',
  date: 'date',
  title: 'title',
  gross_total: 'gross_total',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /receipts: the shared filters, paging and the reference's filters. */
export class ListReceiptsQuery extends ListQueryDto(RECEIPT_SORT_FIELDS) {
  @QueryIdList({ description: 'The user who paid; one ID or comma-separated IDs' })
  user_id?: number[];

  @QueryIdList({ description: 'One project ID or comma-separated IDs' })
  project_id?: number[];

  @QueryDate({ description: 'Receipts dated on or after it (YYYY-MM-DD)' })
  from?: string;

  @QueryDate({ description: 'Receipts dated on or before it (YYYY-MM-DD)' })
  to?: string;

  @QueryIdList({ description: 'Receipts with an item in one of these purchase categories' })
  purchase_category_id?: number[];

  @QueryBoolean({
    description: 'true: in a refund request (a purchase item refers to it); false: pending',
  })
  submitted?: boolean;

  @QueryIdList({ description: 'The refund request they are in; one ID or comma-separated IDs' })
  refund_request_id?: number[];
}
