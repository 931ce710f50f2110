import { ListQueryDto, QueryIdList } from '../../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const RECURRING_EXPENSE_SORT_FIELDS = {
  id: 'id',
  title: 'title',
  start_date: 'start_date',
  finish_date: 'finish_date',
  recur_next_date: 'recur_next_date',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /projects/{project_id}/recurring_expenses: the shared filters only. */
export class ListProjectRecurringExpensesQuery extends ListQueryDto(
  RECURRING_EXPENSE_SORT_FIELDS,
  'Expense',
) {}

/** GET /recurring_expenses: those of every project, or of the projects named. */
export class ListRecurringExpensesQuery extends ListProjectRecurringExpensesQuery {
  @QueryIdList({ description: 'One project ID or comma-separated IDs' })
  project_id?: number[];
}
