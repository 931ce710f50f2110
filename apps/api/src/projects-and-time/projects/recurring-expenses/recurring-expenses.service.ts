import { Injectable } from '@nestjs/common';
import {
  checkRecurrenceSpan,
  DomainError,
  rescheduledRecurrence,
  servicePeriodDirectionOf,
} from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import type { AccountTx } from '../../../platform/database';
import { CustomPropertiesService } from '../../../platform/custom-properties';
import { found } from '../../../platform/errors';
import { DomainEvents, RecordReaders, RecordWritesService } from '../../../platform/events';
import { toDateColumn } from '../../../platform/input';
import { Page } from '../../../platform/lists';
import { apiDate } from '../../../platform/serialization';
import { changedExpenseAmounts, expenseAmounts } from '../project-expenses/project-expense.amounts';
import { dateChange, storedAmounts } from '../project-expenses/project-expense.columns';
import { checkExpenseReferences } from '../project-expenses/project-expense.references';
import { ProjectExpensesRepository } from '../project-expenses/project-expenses.repository';
import type { CreateRecurringExpenseDto } from './dto/create-recurring-expense.dto';
import type {
  ListProjectRecurringExpensesQuery,
  ListRecurringExpensesQuery,
} from './dto/list-recurring-expenses.query';
import type { RecurringExpenseResponse } from './dto/recurring-expense.response';
import type { UpdateRecurringExpenseDto } from './dto/update-recurring-expense.dto';
import { toRecurringExpenseResponse } from './recurring-expenses.mapper';
import {
  type RecurringExpenseForChange,
  type RecurringExpenseRow,
  RecurringExpensesRepository,
} from './recurring-expenses.repository';

/** Project expenses that recur: from start_date, one expense per period until finish_date. */
@Injectable()
export class RecurringExpensesService extends RecordWritesService<
  RecurringExpenseRow,
  RecurringExpenseResponse
> {
  constructor(
    private readonly recurring: RecurringExpensesRepository,
    private readonly expenses: ProjectExpensesRepository,
    private readonly customProperties: CustomPropertiesService,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    super('recurring_expense', recurring, toRecurringExpenseResponse, events, readers);
  }

  /** Those of every project of the account (GET /recurring_expenses). */
  async listAll(
    account: AccountContext,
    query: ListRecurringExpensesQuery,
  ): Promise<Page<RecurringExpenseResponse>> {
    return Page.of(await this.recurring.list(account.accountId, query), this.toResponse, query);
  }

  async list(
    account: AccountContext,
    projectId: number,
    query: ListProjectRecurringExpensesQuery,
  ): Promise<Page<RecurringExpenseResponse>> {
    const { accountId } = account;
    const page = await this.recurring.listOfProject(accountId, projectId, query);
    // A page with rows proves the project is the account's; only an empty one needs a look.
    if (page.total === 0 && !(await this.expenses.projectExists(accountId, projectId)))
      throw DomainError.notFound();
    return Page.of(page, this.toResponse, query);
  }

  async get(
    account: AccountContext,
    projectId: number,
    id: number,
  ): Promise<RecurringExpenseResponse> {
    const row = await this.recurring.find(account.accountId, id);
    if (row?.projectId !== projectId) throw DomainError.notFound();
    return this.toResponse(row);
  }

  async create(
    account: AccountContext,
    projectId: number,
    input: CreateRecurringExpenseDto,
  ): Promise<RecurringExpenseResponse> {
    const { accountId } = account;
    return this.createRecord(account, async (tx) => {
      const project = found(await this.expenses.shareProject(accountId, projectId, tx));
      checkRecurrenceSpan(input.start_date, input.finish_date ?? null);
      const direction = servicePeriodDirectionOf(input);
      await checkExpenseReferences(this.expenses, accountId, input, 'create', tx);
      const amounts = expenseAmounts(
        { quantity: input.quantity, unitPrice: input.unit_price, unitCost: input.unit_cost ?? 0 },
        project.currency,
      );
      const defaults = await this.expenses.expenseDefaults(accountId, tx);
      const properties = await this.customProperties.column(
        accountId,
        'Expense',
        input.custom_properties,
      );
      const start = toDateColumn(input.start_date);
      return this.recurring.create(
        accountId,
        {
          ...storedAmounts(amounts),
          projectId,
          startDate: start,
          finishDate: input.finish_date == null ? null : toDateColumn(input.finish_date),
          recurNextDate: start,
          period: input.period,
          title: input.title,
          description: input.description ?? null,
          unit: input.unit ?? null,
          currency: project.currency,
          billable: input.billable ?? defaults.billable,
          budgetRelevant: input.budget_relevant ?? defaults.budgetRelevant,
          purchaseAssignmentLocked: input.purchase_assignment_locked ?? false,
          servicePeriodDirection: direction ?? 'none',
          // The key's user is the natural owner of the expenses it sets up.
          userId: input.user_id === undefined ? account.userId : input.user_id,
          revenueCategoryId: input.revenue_category_id ?? null,
          customProperties: properties,
        },
        tx,
      );
    });
  }

  async update(
    account: AccountContext,
    projectId: number,
    id: number,
    input: UpdateRecurringExpenseDto,
  ): Promise<RecurringExpenseResponse> {
    const { accountId } = account;
    return this.changeRecord(account, async (tx) => {
      const current = found(await this.recurring.lock(accountId, projectId, id, tx));
      const start = input.start_date ?? apiDate(current.startDate);
      const period = input.period ?? current.period;
      checkRecurrenceSpan(
        start,
        input.finish_date === undefined ? apiDate(current.finishDate) : input.finish_date,
      );
      const direction = servicePeriodDirectionOf(input);
      await checkExpenseReferences(this.expenses, accountId, input, 'update', tx);
      const amounts = changedExpenseAmounts(input, current);
      const properties = await this.customProperties.column(
        accountId,
        'Expense',
        input.custom_properties,
        current,
      );
      return this.recurring.update(
        accountId,
        id,
        {
          ...storedAmounts(amounts),
          startDate: toDateColumn(start),
          recurNextDate: await this.nextDate(accountId, id, current, { start, period }, tx),
          finishDate: dateChange(input.finish_date),
          period,
          title: input.title ?? undefined,
          description: input.description,
          unit: input.unit,
          billable: input.billable ?? undefined,
          budgetRelevant: input.budget_relevant ?? undefined,
          purchaseAssignmentLocked: input.purchase_assignment_locked ?? undefined,
          servicePeriodDirection: direction,
          userId: input.user_id,
          revenueCategoryId: input.revenue_category_id,
          customProperties: properties,
        },
        tx,
      );
    });
  }

  /** Deletes it with its runs; the expenses it created stay, no longer linked to it. */
  delete(
    account: AccountContext,
    projectId: number,
    id: number,
  ): Promise<RecurringExpenseResponse> {
    const { accountId } = account;
    return this.deleteAnsweringRecord(account, id, async (tx: AccountTx) => {
      const current = found(await this.recurring.lock(accountId, projectId, id, tx));
      const remove = () => this.recurring.delete(accountId, id, tx);
      return { customProperties: current.customProperties, remove };
    });
  }

  /** recur_next_date after a change: on the new series when its start or period changed. */
  private async nextDate(
    accountId: number,
    id: number,
    current: RecurringExpenseForChange,
    series: { start: string; period: RecurringExpenseForChange['period'] },
    tx: AccountTx,
  ): Promise<Date | undefined> {
    const unchanged =
      series.start === apiDate(current.startDate) && series.period === current.period;
    if (unchanged) return undefined;
    const lastCreated = await this.recurring.lastRunDate(accountId, id, tx);
    return toDateColumn(rescheduledRecurrence(series.start, series.period, lastCreated));
  }
}
