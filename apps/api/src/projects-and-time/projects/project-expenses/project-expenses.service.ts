import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import { toDateColumn } from '../../../platform/input';
import type { AccountContext } from '../../../platform/auth';
import { CustomPropertiesService } from '../../../platform/custom-properties';
import { Page } from '../../../platform/lists';
import { apiDate } from '../../../platform/serialization';
import type { CreateProjectExpenseDto } from './dto/create-project-expense.dto';
import type { ProjectExpenseResponse } from './dto/project-expense.response';
import type { UpdateProjectExpenseDto } from './dto/update-project-expense.dto';
import { changedExpenseAmounts } from './project-expense.amounts';
import { checkExpenseReferences } from './project-expense.references';
import { checkServicePeriod, expenseColumns, storedAmounts } from './project-expense.columns';
import { FileLinksService } from '../../../platform/files';
import { decodeReceipt, expenseResponse } from './project-expenses.mapper';
import type { ExpenseRecord } from './project-expense.record';
import { ProjectExpensesRepository } from './project-expenses.repository';
import { found } from '../../../platform/errors';
import type {
  ListExpensesQuery,
  ListProjectExpensesQuery,
} from './dto/list-project-expenses.query';
import { DomainEvents, RecordReaders, RecordWritesService } from '../../../platform/events';
import { ProjectExpenseInputsResolver } from './project-expense-inputs.resolver';
import { ProjectExpenseReceiptsRepository } from './project-expense-receipts.repository';

/** Additional services and costs booked on a project, later billed by invoices. */
@Injectable()
export class ProjectExpensesService extends RecordWritesService<
  ExpenseRecord,
  ProjectExpenseResponse
> {
  constructor(
    private readonly expenses: ProjectExpensesRepository,
    private readonly receipts: ProjectExpenseReceiptsRepository,
    private readonly inputs: ProjectExpenseInputsResolver,
    private readonly customProperties: CustomPropertiesService,
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

  /** The expenses of every project of the account. */
  async listAll(
    account: AccountContext,
    query: ListExpensesQuery,
  ): Promise<Page<ProjectExpenseResponse>> {
    return Page.of(await this.expenses.listAll(account.accountId, query), this.toResponse, query);
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
    const receipt = await decodeReceipt(input.file);
    return this.createRecord(account, async (tx) => {
      const project = found(await this.expenses.shareProject(accountId, projectId, tx));
      const columns = await this.inputs.newExpense(account, project, input, tx);
      const fileId = receipt && (await this.receipts.store(accountId, receipt, tx));
      return this.expenses.create(accountId, { ...columns, fileId }, tx);
    });
  }

  async update(
    account: AccountContext,
    projectId: number,
    id: number,
    input: UpdateProjectExpenseDto,
  ): Promise<ProjectExpenseResponse> {
    const { accountId } = account;
    const receipt = await decodeReceipt(input.file);
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
      // Absent keeps the receipt; null removes it.
      const fileId =
        input.file === undefined
          ? undefined
          : receipt && (await this.receipts.store(accountId, receipt, tx));
      const updated = await this.expenses.update(
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
          fileId,
        },
        tx,
      );
      if (fileId !== undefined) await this.receipts.release(accountId, current.fileId, tx);
      return updated;
    });
  }

  async delete(account: AccountContext, projectId: number, id: number): Promise<void> {
    const { accountId } = account;
    await this.deleteRecord(account, id, async (tx) => {
      const current = found(await this.expenses.lock(accountId, projectId, id, tx));
      if (current.billed) throw DomainError.rule('A billed expense cannot be deleted');
      const remove = async () => {
        await this.expenses.delete(accountId, id, tx);
        await this.receipts.release(accountId, current.fileId, tx);
      };
      return { customProperties: current.customProperties, remove };
    });
  }
}
