import { ListQueryDto } from '../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const BANK_STATEMENT_SORT_FIELDS = {
  id: 'id',
  to_date: 'to_date',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /bank_statements: the shared filters and paging. */
export class ListBankStatementsQuery extends ListQueryDto(BANK_STATEMENT_SORT_FIELDS) {}
