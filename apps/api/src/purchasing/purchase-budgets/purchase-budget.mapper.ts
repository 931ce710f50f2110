import { type BudgetFigures, toApiNumber } from '@faktura/domain';
import type { PurchaseBudgetResponse } from './dto/purchase-budget.response';
import type { PurchaseBudgetRow } from './purchase-budgets.repository';

/** The API shape of a budget with its figures for `year`, amounts in the account `currency`. */
export function toPurchaseBudgetResponse(
  row: PurchaseBudgetRow,
  year: number,
  figures: BudgetFigures,
  currency: string,
): PurchaseBudgetResponse {
  const amount = (value: BudgetFigures[keyof BudgetFigures]) =>
    toApiNumber(value.toString(), currency);
  return {
    id: row.id,
    year,
    title: row.title,
    active: row.active,
    cost_category: row.costCategory,
    target: amount(figures.target),
    exhaused: amount(figures.exhausted),
    planned: amount(figures.planned),
    remaining: amount(figures.remaining),
    purchase_category_ids: categoryIdsOf(row),
  };
}

/** The purchase categories a budget names. */
export const categoryIdsOf = (row: PurchaseBudgetRow): number[] =>
  row.categories.map((category) => category.purchaseCategoryId);
