import { Injectable } from '@nestjs/common';
import { lockRecurringExpense, recordRecurringExpensePeriods } from '@faktura/db';
import { DomainError, planRecurringExpensePeriods } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import { DomainEvents } from '../../../platform/events';
import type { ProjectExpenseResponse } from '../project-expenses/dto/project-expense.response';
import { ProjectExpensesService } from '../project-expenses/project-expenses.service';
import { RecurringExpensesRepository } from './recurring-expenses.repository';

/**
 * POST /projects/{project_id}/recurring_expenses/{id}/recur: creates the expense of
 * recur_next_date now, even before that date, and moves recur_next_date on, through the one
 * writer of periods the worker uses too. Concurrent calls wait for the lock and create one
 * period each, in turn; a period is never created twice.
 */
@Injectable()
export class RecurRecurringExpenseUseCase {
  constructor(
    private readonly recurring: RecurringExpensesRepository,
    private readonly expenses: ProjectExpensesService,
    private readonly events: DomainEvents,
  ) {}

  /** The created expense as its GET answers it; 422 once the series is past finish_date. */
  async execute(
    account: AccountContext,
    projectId: number,
    id: number,
  ): Promise<ProjectExpenseResponse> {
    const { accountId } = account;
    const expenseId = await this.recurring.transaction(accountId, async (tx) => {
      const locked = await lockRecurringExpense(tx, accountId, id);
      if (locked?.projectId !== projectId) throw DomainError.notFound();
      const next = locked.recurNextDate;
      const series = {
        start: locked.startDate,
        finish: locked.finishDate,
        period: locked.period,
        direction: locked.servicePeriodDirection,
        from: next,
      };
      const plan = planRecurringExpensePeriods(series, next, 1);
      if (plan.periods.length === 0)
        throw DomainError.rule(
          'The recurring expense is finished: its next date is after finish_date',
        );
      const [created] = await recordRecurringExpensePeriods(
        tx,
        locked,
        plan.periods,
        plan.nextDate,
      );
      // recur_next_date always follows the last period created, so its run cannot exist yet.
      if (created === undefined) throw DomainError.conflict('This period was created already');
      await this.events.record(tx, account, {
        type: 'recurring_expense.recurred',
        id,
        expense: { id: created },
      });
      return created;
    });
    return this.expenses.get(account, projectId, expenseId);
  }
}
