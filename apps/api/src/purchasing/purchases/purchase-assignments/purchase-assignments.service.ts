import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector, withSurcharge } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import type { AccountTx } from '../../../platform/database';
import { expenseAmounts } from '../../../projects-and-time/projects';
import type { PurchaseResponse } from '../dto/purchase.response';
import { PurchaseResponses } from '../purchase-responses';
import type { AssignToProjectDto } from './dto/assign-to-project.dto';
import { PurchaseAssignmentsRepository } from './purchase-assignments.repository';
import { found } from '../../../platform/errors';
import { DomainEvents } from '../../../platform/events';

type Purchase = NonNullable<Awaited<ReturnType<PurchaseAssignmentsRepository['lockPurchase']>>>;
type Item = NonNullable<Awaited<ReturnType<PurchaseAssignmentsRepository['item']>>>;

/**
 * assign_to_project: one purchase item becomes (or is linked to) a project expense. The
 * expense costs the item's net total; its price is the same, plus the account's surcharge when
 * `surcharge` is true and the account has it enabled.
 */
@Injectable()
export class PurchaseAssignmentsService {
  constructor(
    private readonly assignments: PurchaseAssignmentsRepository,
    private readonly responses: PurchaseResponses,
    private readonly events: DomainEvents,
  ) {}

  /** Assigns in one transaction and answers with the whole purchase, items' `expense` included. */
  async assign(
    account: AccountContext,
    purchaseId: number,
    input: AssignToProjectDto,
  ): Promise<PurchaseResponse> {
    const { accountId } = account;
    return this.assignments.transaction(accountId, async (tx) => {
      const purchase = found(await this.assignments.lockPurchase(accountId, purchaseId, tx));
      const item = await this.assignments.item(purchaseId, input.item_id, tx);
      const project = await this.assignments.project(input.project_id, tx);
      const errors = new FieldErrorCollector();
      if (!item) errors.add('item_id', 'is not an item of this purchase');
      if (!project) errors.add('project_id', 'does not exist');
      else if (project.currency !== purchase.currency)
        errors.add('project_id', 'has another currency than the purchase');
      errors.throwIfAny();
      if (input.expense_id != null) {
        await this.link(input, purchase, item as Item, input.expense_id, tx);
        await this.events.record(tx, account, {
          type: 'expense.linked_to_purchase',
          id: input.expense_id,
        });
      } else {
        if (item?.expense)
          throw DomainError.validation({
            item_id: [
              `is already assigned to expense ${item.expense.id}; send expense_id to change it`,
            ],
          });
        const expenseId = await this.create(input, purchase, item as Item, project!.currency, tx);
        await this.events.record(tx, account, { type: 'expense.created', id: expenseId });
        if (input.notify_project_leader)
          await this.assignments.queueNotification(accountId, expenseId, tx);
      }
      await this.assignments.touchPurchase(purchaseId, tx);
      const assigned = await this.responses.load(accountId, purchaseId, tx);
      await this.events.record(tx, account, {
        type: 'purchase.item_assigned',
        id: purchaseId,
        record: assigned,
      });
      return assigned;
    });
  }

  private async create(
    input: AssignToProjectDto,
    purchase: Purchase,
    item: Item,
    currency: string,
    tx: AccountTx,
  ): Promise<number> {
    const settings = await this.assignments.settings(tx);
    const amounts = expenseAmounts(
      {
        quantity: 1,
        unitPrice: await this.price(input, item, tx),
        unitCost: item.netTotal.toString(),
      },
      currency,
    );
    const expense = await this.assignments.createExpense(
      {
        projectId: input.project_id,
        date: purchase.date,
        title: item.title,
        quantity: amounts.quantity.toString(),
        unitPrice: amounts.unitPrice.toString(),
        unitCost: amounts.unitCost.toString(),
        price: amounts.price.toString(),
        cost: amounts.cost.toString(),
        currency,
        billable: input.billable ?? settings.expenseBillableDefault,
        budgetRelevant: input.budget_relevant ?? settings.expenseBudgetRelevantDefault,
        fileId: purchase.documentFileId,
        purchaseId: purchase.id,
        purchaseItemId: item.id,
      },
      tx,
    );
    return expense.id;
  }

  /**
   * Links an existing unbilled expense of the project to the item: it takes the item's cost, the
   * price follows only when `surcharge` is sent, billable/budget_relevant only when sent.
   */
  private async link(
    input: AssignToProjectDto,
    purchase: Purchase,
    item: Item,
    expenseId: number,
    tx: AccountTx,
  ): Promise<void> {
    const expense = await this.assignments.expense(expenseId, tx);
    if (!expense || expense.projectId !== input.project_id)
      throw DomainError.validation({ expense_id: ['is not an expense of this project'] });
    if (expense.billed)
      throw DomainError.validation({ expense_id: ['is billed and cannot change'] });
    if (expense.purchaseItemId !== null && expense.purchaseItemId !== item.id)
      throw DomainError.validation({ expense_id: ['belongs to another purchase item'] });
    if (item.expense && item.expense.id !== expense.id)
      throw DomainError.validation({
        item_id: [`is already assigned to expense ${item.expense.id}`],
      });
    const unitPrice =
      input.surcharge === undefined
        ? expense.unitPrice.toString()
        : await this.price(input, item, tx);
    const project = await this.assignments.project(input.project_id, tx);
    const amounts = expenseAmounts(
      { quantity: expense.quantity.toString(), unitPrice, unitCost: item.netTotal.toString() },
      project!.currency,
    );
    await this.assignments.updateExpense(
      expense.id,
      {
        unitPrice: amounts.unitPrice.toString(),
        unitCost: amounts.unitCost.toString(),
        price: amounts.price.toString(),
        cost: amounts.cost.toString(),
        ...(input.billable === undefined ? {} : { billable: input.billable }),
        ...(input.budget_relevant === undefined ? {} : { budgetRelevant: input.budget_relevant }),
        purchaseId: purchase.id,
        purchaseItemId: item.id,
        fileId: purchase.documentFileId,
      },
      tx,
    );
  }

  private async price(input: AssignToProjectDto, item: Item, tx: AccountTx): Promise<string> {
    const settings = await this.assignments.settings(tx);
    const net = item.netTotal.toString();
    if (!input.surcharge || !settings.purchaseSurchargeEnabled) return net;
    return withSurcharge(net, settings.purchaseSurchargePercent.toString()).toString();
  }
}
