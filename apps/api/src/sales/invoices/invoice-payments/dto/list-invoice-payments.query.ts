import { QueryIdList } from '../../../../platform/lists';
import { ListPaymentsQueryDto } from '../../../../shared/payments';

/** API fields that sort_by accepts, and their columns. */
export const INVOICE_PAYMENT_SORT_FIELDS = {
  id: 'id',
  date: 'date',
  invoice_id: 'invoice_id',
  paid_total: 'paid_total',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /invoices/payments: the payment lists' parameters and the invoices paid. */
export class ListInvoicePaymentsQuery extends ListPaymentsQueryDto(INVOICE_PAYMENT_SORT_FIELDS) {
  @QueryIdList({ description: 'One or several invoice IDs, comma-separated', example: '17,18' })
  invoice_id?: number[];
}
