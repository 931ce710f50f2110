import { ListQueryDto, QueryIdList } from '../../../platform/lists';

const DIRECT_DEBIT_RUN_SORT_FIELDS = { id: 'id', created_at: 'created_at' } as const;

/** GET /invoices/direct_debit_runs. */
export class ListDirectDebitRunsQuery extends ListQueryDto(DIRECT_DEBIT_RUN_SORT_FIELDS) {
  @QueryIdList({ description: 'Runs collecting one of these invoices; one ID or comma-separated' })
  invoice_id?: number[];

  @QueryIdList({
    description: 'Runs collecting under one of these mandates; one ID or comma-separated',
  })
  mandate_id?: number[];
}
