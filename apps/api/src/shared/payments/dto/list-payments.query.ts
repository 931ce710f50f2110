import { ListQueryDto, type SortFields, QueryDate } from '../../../platform/lists';
/**
 * The query of a payment list: paging, sort_by (fields of `sortFields`), the global filters and
 * the payment date, `date_from` and `date_to` (both inclusive). Each parent's query adds the
 * filter by its parent: `class ListInvoicePaymentsQuery extends ListPaymentsQueryDto(...)`.
 */
export function ListPaymentsQueryDto(sortFields: SortFields) {
  class ListPaymentsQuery extends ListQueryDto(sortFields) {
    @QueryDate({ description: 'Paid on or after' })
    date_from?: string;

    @QueryDate({ description: 'Paid on or before' })
    date_to?: string;
  }
  return ListPaymentsQuery;
}

/** What every payment list's query holds, whichever the parent. */
export type PaymentListQuery = InstanceType<ReturnType<typeof ListPaymentsQueryDto>>;
