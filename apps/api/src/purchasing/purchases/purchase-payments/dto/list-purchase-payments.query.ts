import { QueryIdList } from '../../../../platform/lists';
import { ListPaymentsQueryDto } from '../../../../shared/payments';

/** API fields that sort_by accepts, and their columns. */
export const PURCHASE_PAYMENT_SORT_FIELDS = {
  id: 'id',
  date: 'date',
  purchase_id: 'purchase_id',
  total: 'total',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /purchases/payments: the payment lists' parameters and the purchases paid. */
export class ListPurchasePaymentsQuery extends ListPaymentsQueryDto(PURCHASE_PAYMENT_SORT_FIELDS) {
  @QueryIdList({ description: 'One or several purchase IDs, comma-separated', example: '31,32' })
  purchase_id?: number[];
}
