import { toApiNumber } from '@faktura/domain';
import { apiDate, apiTimestamp } from '../common/serialization/api-format';
import type { ProjectExpenseResponse } from './dto/project-expense.response';
import type { ExpenseRecord } from './project-expenses.repository';

/** The API shape of an expense; the company is the project's, `fileUrl` signs the receipt link. */
export function toProjectExpenseResponse(
  expense: ExpenseRecord,
  fileUrl: (fileId: number) => string,
): ProjectExpenseResponse {
  const { project, currency } = expense;
  return {
    id: expense.id,
    date: apiDate(expense.date),
    title: expense.title,
    description: expense.description,
    quantity: toApiNumber(expense.quantity.toString()),
    unit: expense.unit,
    unit_price: toApiNumber(expense.unitPrice.toString()),
    unit_cost: toApiNumber(expense.unitCost.toString()),
    price: toApiNumber(expense.price.toString(), currency),
    cost: toApiNumber(expense.cost.toString(), currency),
    currency,
    budget_relevant: expense.budgetRelevant,
    billable: expense.billable,
    billed: expense.billed,
    recurring_expense_id: expense.recurringExpenseId,
    service_period: expense.servicePeriod,
    service_period_from: apiDate(expense.servicePeriodFrom),
    service_period_to: apiDate(expense.servicePeriodTo),
    file_url: expense.fileId === null ? null : fileUrl(expense.fileId),
    custom_properties: expense.customProperties as Record<string, unknown>,
    company: { id: project.company.id, name: project.company.name },
    project: { id: project.id, name: project.name },
    purchase_id: expense.purchaseId,
    purchase_item_id: expense.purchaseItemId,
    created_at: apiTimestamp(expense.createdAt),
    updated_at: apiTimestamp(expense.updatedAt),
  };
}
