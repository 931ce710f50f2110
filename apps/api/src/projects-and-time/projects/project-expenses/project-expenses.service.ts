import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import { toDateColumn } from '../../../platform/input';
import type { AccountTx } from '../../../platform/database';
import type { AccountContext } from '../../../platform/auth';
import { CustomPropertiesService } from '../../../platform/custom-properties';
import { Page } from '../../../platform/lists';
import { apiDate } from '../../../platform/serialization';
import type { CreateProjectExpenseDto } from './dto/create-project-expense.dto';
import type { ProjectExpenseResponse } from './dto/project-expense.response';
import type { UpdateProjectExpenseDto } from './dto/update-project-expense.dto';
import { changedExpenseAmounts, expenseAmounts } from './project-expense.amounts';
import { checkExpenseReferences } from './project-expense.references';
import { checkServicePeriod, expenseColumns, storedAmounts } from './project-expense.columns';
import { FileLinksService } from '../../../platform/files';
import { toProjectExpenseResponse } from './project-expenses.mapper';
import { type ExpenseRecord, ProjectExpensesRepository } from './project-expenses.repository';
import { found } from '../../../platform/errors';
import type { ListProjectExpensesQuery } from './dto/list-project-expenses.query';
import { DomainEvents, RecordReaders, RecordWritesService } from '../../../platform/events';
import { ExpenseTemplatesService } from '../../../organisation/templates';
import {
  type ExpenseDraft,
  plainExpenseDraft,
  withExpenseTemplate,
} from './project-expense.template';
/** Additional services and costs booked on a project, later billed by invoices. */
@Injectable()
export class ProjectExpensesService extends RecordWritesService<
  ExpenseRecord,
  ProjectExpenseResponse
> {
  constructor(
    private readonly expenses: ProjectExpensesRepository,
    private readonly customProperties: CustomPropertiesService,
    private readonly templates: ExpenseTemplatesService,
    links: FileLinksService,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    // Its GET takes the project too; events and subscribers read an expense by its ID alone.
    const store = {
      transaction: expenses.transaction.bind(expenses),
      find: expenses.findById.bind(expenses),
    };
    super('expense', store, (expense) => expenseResponse(expense, links), events, readers);
  }

  /** The expenses an invoice billed. */
  async billedOn(accountId: number, invoiceId: number): Promise<ProjectExpenseResponse[]> {
    const rows = await this.expenses.billedOn(accountId, invoiceId);
    return rows.map(this.toResponse);
  }

  async list(
    account: AccountContext,
    projectId: number,
    query: ListProjectExpensesQuery,
  ): Promise<Page<ProjectExpenseResponse>> {
    if (!(await this.expenses.projectExists(account.accountId, projectId)))
      throw DomainError.notFound();
    return Page.of(
      await this.expenses.list(account.accountId, projectId, query),
      this.toResponse,
      query,
    );
  }

  async get(
    account: AccountContext,
    projectId: number,
    id: number,
  ): Promise<ProjectExpenseResponse> {
    const expense = found(await this.expenses.find(account.accountId, projectId, id));
    return this.toResponse(expense);
  }

  async create(
    account: AccountContext,
    projectId: number,
    input: CreateProjectExpenseDto,
  ): Promise<ProjectExpenseResponse> {
    const { accountId } = account;
    return this.createRecord(account, async (tx) => {
      const project = found(await this.expenses.shareProject(accountId, projectId, tx));
      const draft = await this.draft(accountId, input, project.currency, tx);
      const body = draft.body;
      checkServicePeriod(body.service_period_from ?? null, body.service_period_to ?? null);
      await checkExpenseReferences(this.expenses, accountId, body, 'create', tx);
      const amounts = expenseAmounts(
        { quantity: body.quantity, unitPrice: draft.unitPrice, unitCost: draft.unitCost },
        project.currency,
      );
      const defaults = await this.expenses.expenseDefaults(accountId, tx);
      const properties = await this.customProperties.column(
        accountId,
        'Expense',
        body.custom_properties,
      );
      return this.expenses.create(
        accountId,
        {
          ...expenseColumns(body, project.currency),
          ...storedAmounts(amounts),
          projectId,
          // The key's user is the natural owner of an expense it records.
          userId: body.user_id === undefined ? account.userId : body.user_id,
          date: toDateColumn(body.date),
          title: body.title,
          currency: project.currency,
          billable: body.billable ?? defaults.billable,
          budgetRelevant: body.budget_relevant ?? defaults.budgetRelevant,
          customProperties: properties,
          tags: body.tags ?? [],
        },
        tx,
      );
    });
  }

  async update(
    account: AccountContext,
    projectId: number,
    id: number,
    input: UpdateProjectExpenseDto,
  ): Promise<ProjectExpenseResponse> {
    const { accountId } = account;
    return this.changeRecord(account, async (tx) => {
      const current = found(await this.expenses.lock(accountId, projectId, id, tx));
      if (current.billed) throw DomainError.rule('A billed expense cannot be changed');
      checkServicePeriod(
        input.service_period_from === undefined
          ? apiDate(current.servicePeriodFrom)
          : input.service_period_from,
        input.service_period_to === undefined
          ? apiDate(current.servicePeriodTo)
          : input.service_period_to,
      );
      await checkExpenseReferences(this.expenses, accountId, input, 'update', tx);
      const amounts = changedExpenseAmounts(input, current);
      const properties = await this.customProperties.column(
        accountId,
        'Expense',
        input.custom_properties,
        current,
      );
      return this.expenses.update(
        accountId,
        id,
        {
          ...expenseColumns(input, current.currency),
          ...storedAmounts(amounts),
          date: input.date == null ? undefined : toDateColumn(input.date),
          title: input.title ?? undefined,
          billable: input.billable ?? undefined,
          budgetRelevant: input.budget_relevant ?? undefined,
          customProperties: properties,
          tags: input.tags ?? undefined,
        },
        tx,
      );
    });
  }

  async delete(account: AccountContext, projectId: number, id: number): Promise<void> {
    const { accountId } = account;
    await this.deleteRecord(account, id, async (tx) => {
      const current = found(await this.expenses.lock(accountId, projectId, id, tx));
      if (current.billed) throw DomainError.rule('A billed expense cannot be deleted');
      const remove = () => this.expenses.delete(accountId, id, tx);
      return { customProperties: current.customProperties, remove };
    });
  }

  /** The body as sent, or filled in from the expense template it names (the account's). */
  private async draft(
    accountId: number,
    input: CreateProjectExpenseDto,
    currency: string,
    tx: AccountTx,
  ): Promise<ExpenseDraft> {
    if (input.expense_template_id === undefined) return plainExpenseDraft(input);
    const template = await this.templates.defaultsForExpense(
      accountId,
      input.expense_template_id,
      tx,
    );
    return withExpenseTemplate(input, template, currency);
  }
}

/** The expense as the API answers it, its document's link signed for its account. */
function expenseResponse(expense: ExpenseRecord, links: FileLinksService): ProjectExpenseResponse {
  return toProjectExpenseResponse(expense, (fileId) => links.url(expense.accountId, fileId));
}
