import { Injectable } from '@nestjs/common';
import { enqueueJob, type Prisma } from '@faktura/db';
import { AccountDbService, AccountScopedRepository, lockRow } from '../../../platform/database';
import type { AccountTx } from '../../../platform/database';
/** The rows assign_to_project reads and writes, inside the purchase's transaction. */
@Injectable()
export class PurchaseAssignmentsRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /** Locks the purchase until `tx` ends and returns what the expense copies; null if missing. */
  async lockPurchase(accountId: number, id: number, tx: AccountTx) {
    if (!(await lockRow(tx, 'purchases', accountId, id))) return null;
    return tx.purchase.findFirstOrThrow({
      where: { id },
      select: { id: true, date: true, currency: true, documentFileId: true },
    });
  }

  item(purchaseId: number, itemId: number, tx: AccountTx) {
    return tx.purchaseItem.findFirst({
      where: { id: itemId, purchaseId },
      select: { id: true, title: true, netTotal: true, expense: { select: { id: true } } },
    });
  }

  project(projectId: number, tx: AccountTx) {
    return tx.project.findFirst({ where: { id: projectId }, select: { id: true, currency: true } });
  }

  expense(expenseId: number, tx: AccountTx) {
    return tx.expense.findFirst({
      where: { id: expenseId },
      select: {
        id: true,
        projectId: true,
        billed: true,
        purchaseItemId: true,
        quantity: true,
        unitPrice: true,
      },
    });
  }

  settings(tx: AccountTx) {
    return tx.account.findFirstOrThrow({
      select: {
        purchaseSurchargeEnabled: true,
        purchaseSurchargePercent: true,
        expenseBillableDefault: true,
        expenseBudgetRelevantDefault: true,
      },
    });
  }

  async createExpense(data: Omit<Prisma.ExpenseUncheckedCreateInput, 'accountId'>, tx: AccountTx) {
    return tx.expense.create({
      data: data as Prisma.ExpenseUncheckedCreateInput,
      select: { id: true },
    });
  }

  async updateExpense(id: number, data: Prisma.ExpenseUncheckedUpdateInput, tx: AccountTx) {
    await tx.expense.update({ where: { id }, data });
  }

  /** The project leader hears of the new expense once the assignment commits. */
  async queueNotification(accountId: number, expenseId: number, tx: AccountTx): Promise<void> {
    await enqueueJob(tx, {
      type: 'projects.expense-notification',
      accountId,
      payload: { expenseId },
    });
  }

  async touchPurchase(id: number, tx: AccountTx): Promise<void> {
    await tx.purchase.update({ where: { id }, data: { updatedAt: new Date() } });
  }
}
