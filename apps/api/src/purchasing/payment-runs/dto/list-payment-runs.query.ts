import { ListQueryDto, QueryDate, QueryIdList } from '../../../platform/lists';

const PAYMENT_RUN_SORT_FIELDS = {
  id: 'id',
  execution_date: 'execution_date',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /purchases/payment_runs. */
export class ListPaymentRunsQuery extends ListQueryDto(PAYMENT_RUN_SORT_FIELDS) {
  @QueryDate({ description: 'Runs executed on or after it (YYYY-MM-DD)' })
  from?: string;

  @QueryDate({ description: 'Runs executed on or before it (YYYY-MM-DD)' })
  to?: string;

  @QueryIdList({ description: 'Runs paying one of these purchases; one ID or comma-separated' })
  purchase_id?: number[];
}
