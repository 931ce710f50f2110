import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  one,
  RecordQuery,
  referredBy,
  userOf,
  VALUE,
  type AccountTx,
  type TableTypesOf,
} from '../../../platform/database';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../../platform/repositories';
import { ListQueryService } from '../../../platform/lists';
import { revenueCategoryOf } from '../../../shared/positions';
import type {
  ListProjectRecurringExpensesQuery,
  ListRecurringExpensesQuery,
} from './dto/list-recurring-expenses.query';

const WITH_REFERENCES = {
  project: { select: { id: true, identifier: true, name: true, billable: true } },
  user: { select: { id: true, firstname: true, lastname: true } },
  revenueCategory: true,
} as const satisfies Prisma.RecurringExpenseInclude;

/** A recurring expense with its project, user and revenue category. */
export type RecurringExpenseRow = Prisma.RecurringExpenseGetPayload<{
  include: typeof WITH_REFERENCES;
}>;

const RECURRING_EXPENSES = accountTable((db) => db.recurringExpense, WITH_REFERENCES);

/** Recurring expenses with what WITH_REFERENCES includes, in one statement. */
export const RECURRING_EXPENSE_RECORDS = new RecordQuery<RecurringExpenseRow>(
  'recurring_expenses',
  {
    project: one(
      'projects',
      { id: VALUE, identifier: VALUE, name: VALUE, billable: VALUE },
      referredBy('project_id'),
    ),
    user: userOf('user_id'),
    revenueCategory: revenueCategoryOf('revenue_category_id'),
  },
);

/** The cross-project list filters by project; the project's own list passes its id. */
const RECURRING_EXPENSE_LISTING = recordListing({
  table: 'recurring_expenses',
  records: RECURRING_EXPENSE_RECORDS,
  filters: (query: Partial<ListRecurringExpensesQuery>) =>
    query.project_id?.length ? [Prisma.sql`project_id = ANY(${query.project_id}::int[])`] : [],
});

/** The locked state of a recurring expense that a change depends on. */
export type RecurringExpenseForChange = Prisma.RecurringExpenseGetPayload<{
  select: {
    startDate: true;
    finishDate: true;
    recurNextDate: true;
    period: true;
    currency: true;
    quantity: true;
    unitPrice: true;
    unitCost: true;
    servicePeriodDirection: true;
    customProperties: true;
  };
}>;

/** Recurring expenses of the projects of one account. */
@Injectable()
export class RecurringExpensesRepository extends ListedTableRepository<
  TableTypesOf<typeof RECURRING_EXPENSES>,
  ListingTypesOf<typeof RECURRING_EXPENSE_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, RECURRING_EXPENSES, lists, RECURRING_EXPENSE_LISTING);
  }

  /** One page of the project's recurring expenses. */
  listOfProject(
    accountId: number,
    projectId: number,
    query: ListProjectRecurringExpensesQuery,
  ): Promise<{ rows: RecurringExpenseRow[]; total: number }> {
    return this.list(accountId, query, [Prisma.sql`project_id = ${projectId}`]);
  }

  /** Locks the recurring expense of the project until `tx` ends; null when there is none. */
  async lock(
    accountId: number,
    projectId: number,
    id: number,
    tx: AccountTx,
  ): Promise<RecurringExpenseForChange | null> {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM recurring_expenses
      WHERE id = ${id} AND project_id = ${projectId} AND account_id = ${accountId}
      FOR UPDATE`;
    if (rows.length === 0) return null;
    return tx.recurringExpense.findFirst({
      where: { id },
      select: {
        startDate: true,
        finishDate: true,
        recurNextDate: true,
        period: true,
        currency: true,
        quantity: true,
        unitPrice: true,
        unitCost: true,
        servicePeriodDirection: true,
        customProperties: true,
      },
    });
  }

  /** The date of the last period created (`YYYY-MM-DD`), null when none was. */
  async lastRunDate(accountId: number, id: number, tx: AccountTx): Promise<string | null> {
    const rows = await tx.$queryRaw<{ last: string | null }[]>`
      SELECT to_char(max(period_date), 'YYYY-MM-DD') AS last FROM recurring_expense_runs
      WHERE recurring_expense_id = ${id} AND account_id = ${accountId}`;
    return rows[0]?.last ?? null;
  }

  /**
   * Deletes it with its runs. The expenses it created stay; they are unlinked here rather than
   * by the foreign key, so their updated_at moves and `updated_after` finds them.
   */
  async delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).expense.updateMany({
      where: { recurringExpenseId: id },
      data: { recurringExpenseId: null },
    });
    await this.deleteRow(accountId, id, tx);
  }
}
