import { ListQueryDto, QueryBoolean, QueryDate, QueryIdList } from '../../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const PAYMENT_SCHEDULE_SORT_FIELDS = {
  id: 'id',
  date: 'date',
  title: 'title',
  net_total: 'net_total',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /projects/{project_id}/payment_schedules. */
export class ListPaymentSchedulesQuery extends ListQueryDto(PAYMENT_SCHEDULE_SORT_FIELDS) {
  @QueryDate({ description: 'Schedules dated on or after this day' })
  from?: string;

  @QueryDate({ description: 'Schedules dated on or before this day' })
  to?: string;

  @QueryBoolean()
  checked?: boolean;

  @QueryIdList({ description: "The project's customer: one ID or comma-separated IDs" })
  company_id?: number[];
}

/** GET /projects/payment_schedules: the schedules of every project of the account. */
export class ListAllPaymentSchedulesQuery extends ListPaymentSchedulesQuery {
  @QueryIdList({ description: 'One ID or comma-separated IDs' })
  project_id?: number[];
}
