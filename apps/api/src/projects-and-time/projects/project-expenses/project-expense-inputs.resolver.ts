import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import type { Prisma } from '@faktura/db';
import type { AccountContext } from '../../../platform/auth';
import { CustomPropertiesService } from '../../../platform/custom-properties';
import type { AccountTx } from '../../../platform/database';
import { toDateColumn } from '../../../platform/input';
import { ExpenseTemplatesService } from '../../../organisation/templates';
import type { CreateProjectExpenseDto } from './dto/create-project-expense.dto';
import { checkExpenseReferences } from './project-expense.references';
import { expenseAmounts } from './project-expense.amounts';
import { checkServicePeriod, expenseColumns, storedAmounts } from './project-expense.columns';
import {
  type ExpenseDraft,
  plainExpenseDraft,
  withExpenseTemplate,
} from './project-expense.template';
import { ProjectExpensesRepository } from './project-expenses.repository';

/** The project a new expense is booked on. */
export interface ExpenseProject {
  id: number;
  currency: string;
}

/** The columns of a new expense; the account-bound client adds the account. */
export type NewExpenseColumns = Omit<Prisma.ExpenseUncheckedCreateInput, 'accountId'>;

/**
 * Checks what an expense body refers to and computes a new expense's columns: the one
 * implementation of a single create and of every entry of a bulk create.
 */
@Injectable()
export class ProjectExpenseInputsResolver {
  constructor(
    private readonly expenses: ProjectExpensesRepository,
    private readonly customProperties: CustomPropertiesService,
    private readonly templates: ExpenseTemplatesService,
  ) {}

  /** A new expense of `project` from its body (its template's fields filled in), checked. */
  async newExpense(
    account: AccountContext,
    project: ExpenseProject,
    input: CreateProjectExpenseDto,
    tx: AccountTx,
  ): Promise<NewExpenseColumns> {
    const { accountId } = account;
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
    return {
      ...expenseColumns(body, project.currency),
      ...storedAmounts(amounts),
      projectId: project.id,
      // The key's user is the natural owner of an expense it records.
      userId: body.user_id === undefined ? account.userId : body.user_id,
      date: toDateColumn(body.date),
      title: body.title,
      currency: project.currency,
      billable: body.billable ?? defaults.billable,
      budgetRelevant: body.budget_relevant ?? defaults.budgetRelevant,
      customProperties: properties,
      tags: body.tags ?? [],
    };
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

/**
 * Runs `work` for one entry of a bulk body: its field errors go to `errors` under `prefix`
 * (`bulk_data[2].`), so one 422 names every bad entry; null when it had any.
 */
export async function entryOrErrors<T>(
  errors: FieldErrorCollector,
  prefix: string,
  work: () => Promise<T>,
): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (!(DomainError.is(error) && error.code === 'validation_failed')) throw error;
    for (const [field, messages] of Object.entries(error.fieldErrors))
      for (const message of messages) errors.add(`${prefix}${field}`, message);
    return null;
  }
}
