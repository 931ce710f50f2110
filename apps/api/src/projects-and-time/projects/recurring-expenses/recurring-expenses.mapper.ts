import { toApiNumber } from '@faktura/domain';
import { apiDate, apiTimestamp } from '../../../platform/serialization';
import { toRevenueCategoryReference } from '../../../shared/positions';
import type { RecurringExpenseResponse } from './dto/recurring-expense.response';
import type { RecurringExpenseRow } from './recurring-expenses.repository';

/** The API shape of a recurring expense (the reference's record); amounts as expenses show them. */
export function toRecurringExpenseResponse(row: RecurringExpenseRow): RecurringExpenseResponse {
  const { project, currency } = row;
  return {
    id: row.id,
    start_date: apiDate(row.startDate),
    finish_date: apiDate(row.finishDate),
    recur_next_date: apiDate(row.recurNextDate),
    period: row.period,
    title: row.title,
    description: row.description,
    quantity: toApiNumber(row.quantity.toString()),
    unit: row.unit,
    unit_price: toApiNumber(row.unitPrice.toString()),
    unit_cost: toApiNumber(row.unitCost.toString()),
    price: toApiNumber(row.price.toString(), currency),
    cost: toApiNumber(row.cost.toString(), currency),
    currency,
    budget_relevant: row.budgetRelevant,
    billable: row.billable,
    purchase_assignment_locked: row.purchaseAssignmentLocked,
    service_period_direction: row.servicePeriodDirection,
    custom_properties: row.customProperties as Record<string, unknown>,
    project: {
      id: project.id,
      identifier: project.identifier,
      name: project.name,
      billable: project.billable,
    },
    user: row.user,
    revenue_category: row.revenueCategory && toRevenueCategoryReference(row.revenueCategory),
    created_at: apiTimestamp(row.createdAt),
    updated_at: apiTimestamp(row.updatedAt),
  };
}
