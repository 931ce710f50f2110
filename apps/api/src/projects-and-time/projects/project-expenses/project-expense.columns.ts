import { DomainError, roundMoney, toDecimal } from '@faktura/domain';
import { toDateColumn } from '../../../platform/input';
import type { UpdateProjectExpenseDto } from './dto/update-project-expense.dto';
import type { ExpenseAmounts } from './project-expense.amounts';

/**
 * The optional columns as sent: a value sets, null clears, absence keeps. The planned cost is
 * rounded to the expense's currency.
 */
export function expenseColumns(input: UpdateProjectExpenseDto, currency: string) {
  return {
    description: input.description,
    unit: input.unit,
    servicePeriod: input.service_period,
    servicePeriodFrom: dateChange(input.service_period_from),
    servicePeriodTo: dateChange(input.service_period_to),
    purchaseAssignmentLocked: input.purchase_assignment_locked ?? undefined,
    costTotalPlanned:
      input.cost_total_planned == null
        ? undefined
        : roundMoney(
            toDecimal(input.cost_total_planned, 'cost_total_planned'),
            currency,
          ).toString(),
    plannedPurchaseDate: dateChange(input.planned_purchase_date),
    userId: input.user_id,
    revenueCategoryId: input.revenue_category_id,
  };
}

/** The computed amounts as the columns store them. */
export function storedAmounts(amounts: ExpenseAmounts) {
  return {
    quantity: amounts.quantity.toString(),
    unitPrice: amounts.unitPrice.toString(),
    unitCost: amounts.unitCost.toString(),
    price: amounts.price.toString(),
    cost: amounts.cost.toString(),
  };
}

export function checkServicePeriod(from: string | null, to: string | null): void {
  if (from !== null && to !== null && from > to) {
    throw DomainError.validation({ service_period_to: ['must not be before service_period_from'] });
  }
}

/** A date as sent: a value sets, null clears, absence keeps. */
export function dateChange(value: string | null | undefined): Date | null | undefined {
  return value == null ? value : toDateColumn(value);
}
