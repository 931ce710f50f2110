import {
  ListQueryDto,
  QueryBoolean,
  QueryDate,
  QueryIdList,
  QueryTextList,
} from '../../../../platform/lists';
/** API fields that sort_by accepts, and their columns. */
export const PROJECT_EXPENSE_SORT_FIELDS = {
  id: 'id',
  date: 'date',
  title: 'title',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** The filters of both expense lists (one project's, every project's). */
class ExpenseListQuery extends ListQueryDto(PROJECT_EXPENSE_SORT_FIELDS, 'Expense') {
  @QueryDate()
  from?: string;

  @QueryDate()
  to?: string;

  @QueryBoolean()
  billable?: boolean;

  @QueryBoolean()
  billed?: boolean;

  @QueryBoolean()
  budget_relevant?: boolean;

  @QueryIdList({ description: 'One ID or comma-separated IDs' })
  user_id?: number[];
}

/** GET /projects/{project_id}/expenses. */
export class ListProjectExpensesQuery extends ExpenseListQuery {
  @QueryTextList({ description: 'Comma-separated; expenses carrying all of these tags' })
  tags?: string[];
}

/** GET /projects/expenses: the expenses of every project of the account. */
export class ListExpensesQuery extends ExpenseListQuery {
  @QueryTextList({
    description: 'Comma-separated project tag names; expenses of projects carrying all of them',
  })
  tags?: string[];
}
