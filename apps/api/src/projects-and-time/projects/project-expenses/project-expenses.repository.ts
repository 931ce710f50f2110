import { Injectable } from '@nestjs/common';
import { Prisma, type RevenueCategory } from '@faktura/db';
import { AccountDbService, accountTable, type TableTypesOf } from '../../../platform/database';
import type { AccountTx } from '../../../platform/database';
import { AccountTableRepository } from '../../../platform/repositories';
import { type ListQuery, ListQueryService, type ListSource } from '../../../platform/lists';
import { EXPENSE_RECORDS } from './project-expense-records.query';
import { type ExpenseRecord, WITH_REFERENCES } from './project-expense.record';
import { allExpensesConditions, expenseConditions } from './project-expenses.filters';
import type {
  ListExpensesQuery,
  ListProjectExpensesQuery,
} from './dto/list-project-expenses.query';

const SOURCE: ListSource = { table: 'expenses' };

const EXPENSES = accountTable((db) => db.expense, WITH_REFERENCES);

/** The locked state of an expense that a change depends on. */
export type ExpenseForChange = Prisma.ExpenseGetPayload<{
  select: {
    billed: true;
    currency: true;
    quantity: true;
    unitPrice: true;
    unitCost: true;
    servicePeriodFrom: true;
    servicePeriodTo: true;
    customProperties: true;
    fileId: true;
  };
}>;

/** Expenses of the projects of one account. */
@Injectable()
export class ProjectExpensesRepository extends AccountTableRepository<
  TableTypesOf<typeof EXPENSES>
> {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db, EXPENSES);
  }

  async list(
    accountId: number,
    projectId: number,
    query: ListProjectExpensesQuery,
  ): Promise<{ rows: ExpenseRecord[]; total: number }> {
    const conditions = [Prisma.sql`project_id = ${projectId}`, ...expenseConditions(query)];
    return this.page(accountId, query, conditions);
  }

  /** A page of the expenses of every project of the account. */
  listAll(
    accountId: number,
    query: ListExpensesQuery,
  ): Promise<{ rows: ExpenseRecord[]; total: number }> {
    return this.page(accountId, query, allExpensesConditions(accountId, query));
  }

  /** One page: its IDs in one statement, their records in another (EXPENSE_RECORDS). */
  private async page(
    accountId: number,
    query: ListQuery,
    conditions: Prisma.Sql[],
  ): Promise<{ rows: ExpenseRecord[]; total: number }> {
    const { ids, total } = await this.lists.find(accountId, SOURCE, query, conditions);
    return { rows: await EXPENSE_RECORDS.load(this.records(), accountId, ids), total };
  }

  /** The expenses of `ids` in that order (the answer of a bulk creation). */
  findMany(accountId: number, ids: number[], tx: AccountTx): Promise<ExpenseRecord[]> {
    return EXPENSE_RECORDS.load(this.records(tx), accountId, ids);
  }

  /** The expenses an invoice billed, by date. */
  billedOn(accountId: number, invoiceId: number): Promise<ExpenseRecord[]> {
    return this.db.forAccount(accountId).expense.findMany({
      where: { invoiceId },
      include: WITH_REFERENCES,
      orderBy: [{ date: 'asc' }, { id: 'asc' }],
    });
  }

  find(
    accountId: number,
    projectId: number,
    id: number,
    tx?: AccountTx,
  ): Promise<ExpenseRecord | null> {
    return this.client(accountId, tx).expense.findFirst({
      where: { id, projectId },
      include: WITH_REFERENCES,
    });
  }

  /** The expense whatever its project (a web hook names the record by its id only). */
  findById(accountId: number, id: number, tx?: AccountTx): Promise<ExpenseRecord | null> {
    return this.client(accountId, tx).expense.findFirst({
      where: { id },
      include: WITH_REFERENCES,
    });
  }

  /** Locks the expense for a change, so invoicing cannot bill it halfway; null if missing. */
  async lock(
    accountId: number,
    projectId: number,
    id: number,
    tx: AccountTx,
  ): Promise<ExpenseForChange | null> {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM expenses
      WHERE id = ${id} AND project_id = ${projectId} AND account_id = ${accountId}
      FOR UPDATE`;
    if (rows.length === 0) return null;
    return tx.expense.findFirst({
      where: { id },
      select: {
        billed: true,
        currency: true,
        quantity: true,
        unitPrice: true,
        unitCost: true,
        servicePeriodFrom: true,
        servicePeriodTo: true,
        customProperties: true,
        fileId: true,
      },
    });
  }

  /** The project's expenses of `ids`, locked for a change of them all, with whether billed. */
  lockMany(
    accountId: number,
    projectId: number,
    ids: readonly number[],
    tx: AccountTx,
  ): Promise<{ id: number; billed: boolean }[]> {
    return tx.$queryRaw`
      SELECT id, billed FROM expenses
      WHERE id = ANY(${ids}::int[]) AND project_id = ${projectId} AND account_id = ${accountId}
      ORDER BY id
      FOR UPDATE`;
  }

  /** Takes the expenses out of billing and keeps why. */
  async disregard(
    accountId: number,
    ids: readonly number[],
    reason: string,
    tx: AccountTx,
  ): Promise<void> {
    await this.client(accountId, tx).expense.updateMany({
      where: { id: { in: [...ids] } },
      data: { billable: false, disregardReason: reason },
    });
  }

  async projectExists(accountId: number, projectId: number): Promise<boolean> {
    const project = await this.db.forAccount(accountId).project.findFirst({
      where: { id: projectId },
      select: { id: true },
    });
    return project !== null;
  }

  /**
   * The project, locked FOR KEY SHARE until the transaction ends, so it cannot be deleted
   * before the expense that refers to it is stored; null when the account has no such project.
   */
  async shareProject(
    accountId: number,
    projectId: number,
    tx: AccountTx,
  ): Promise<{ id: number; currency: string } | null> {
    const rows = await tx.$queryRaw<{ id: number; currency: string }[]>`
      SELECT id, currency FROM projects
      WHERE id = ${projectId} AND account_id = ${accountId}
      FOR KEY SHARE`;
    return rows[0] ?? null;
  }

  /** The account's defaults for billable and budget_relevant of new expenses. */
  async expenseDefaults(
    accountId: number,
    tx?: AccountTx,
  ): Promise<{ billable: boolean; budgetRelevant: boolean }> {
    const account = await this.client(accountId, tx).account.findFirstOrThrow({
      select: { expenseBillableDefault: true, expenseBudgetRelevantDefault: true },
    });
    return {
      billable: account.expenseBillableDefault,
      budgetRelevant: account.expenseBudgetRelevantDefault,
    };
  }

  delete(accountId: number, id: number, tx?: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }

  /** The user's state, or null when the account has no such user. */
  user(accountId: number, id: number, tx?: AccountTx): Promise<{ active: boolean } | null> {
    return this.client(accountId, tx).user.findFirst({ where: { id }, select: { active: true } });
  }

  revenueCategory(accountId: number, id: number, tx?: AccountTx): Promise<RevenueCategory | null> {
    return this.client(accountId, tx).revenueCategory.findFirst({ where: { id } });
  }
}
