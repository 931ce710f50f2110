import { countsInAccountCurrency } from './finance-report.rules.js';
import { type Decimal, type Numeric, roundMoney, sumDecimals, toDecimal } from './money.js';
import {
  plannedPurchaseOccurrences,
  type PlannedPurchaseSeries,
} from './planned-purchase.schedule.js';

/** A purchase as the budget figures read it. */
export interface BudgetPurchase {
  /** `YYYY-MM-DD`. */
  date: string;
  currency: string;
  netTotal: Numeric;
  /** The budget the purchase names itself. */
  budgetId: number | null;
  /** The planned purchase it fulfils, and that plan's budget. */
  plannedPurchaseId: number | null;
  plannedBudgetId: number | null;
  /** Its items' categories and net amounts (read only when it belongs to no budget). */
  items: readonly { categoryId: number | null; netTotal: Numeric }[];
}

/** A planned purchase as the budget figures read it. */
export interface BudgetPlannedPurchase extends PlannedPurchaseSeries {
  id: number;
  budgetId: number | null;
  currency: string;
  /** The net amount of each occurrence. */
  netTotal: Numeric;
}

/** A budget: its target for the year and the purchase categories it names. */
export interface BudgetDefinition {
  id: number;
  target: Numeric;
  categoryIds: readonly number[];
}

/** A budget's numbers for one year, in the account's currency. */
export interface BudgetFigures {
  target: Decimal;
  exhausted: Decimal;
  planned: Decimal;
  remaining: Decimal;
}

/** The budget a purchase is spent from: its own, else the one of the planned purchase it fulfils. */
export function purchaseBudgetOf(
  purchase: Pick<BudgetPurchase, 'budgetId' | 'plannedBudgetId'>,
): number | null {
  return purchase.budgetId ?? purchase.plannedBudgetId;
}

/**
 * An amount in the account's currency: the amount itself when it is in that currency, else null
 * (Faktura keeps no exchange rates, so it converts nothing).
 */
export function amountInAccountCurrency(
  amount: Numeric,
  currency: string,
  accountCurrency: string,
): Decimal | null {
  return countsInAccountCurrency(currency, accountCurrency)
    ? roundMoney(amount, accountCurrency)
    : null;
}

/**
 * What the purchases fulfilling a planned purchase add up to: in the plan's currency (purchases
 * in another currency are left out), and the same in the account's currency when the plan is in
 * it (else null).
 */
export function plannedPurchaseExhausted(
  planCurrency: string,
  purchases: readonly Pick<BudgetPurchase, 'currency' | 'netTotal'>[],
  accountCurrency: string,
): { exhausted: Decimal; exhaustedInAccountCurrency: Decimal | null } {
  const inPlanCurrency = purchases.filter((purchase) => purchase.currency === planCurrency);
  const exhausted = roundMoney(
    sumDecimals(inPlanCurrency.map((purchase) => toDecimal(purchase.netTotal))),
    planCurrency,
  );
  return {
    exhausted,
    exhaustedInAccountCurrency: amountInAccountCurrency(exhausted, planCurrency, accountCurrency),
  };
}

/**
 * The figures of each budget for `year`, in the account's currency (amounts in other currencies
 * are left out): `exhausted` is the net total of the year's purchases spent from the budget
 * (purchaseBudgetOf) plus, of the year's purchases spent from no budget, the net amounts of
 * items in the budget's categories; `planned` is, per planned purchase of the budget, its
 * occurrences in the year times its net amount less what the year's purchases fulfilling it
 * add up to (never below 0); `remaining` is target - exhausted - planned (may be negative).
 */
export function purchaseBudgetFigures(input: {
  year: number;
  accountCurrency: string;
  budgets: readonly BudgetDefinition[];
  purchases: readonly BudgetPurchase[];
  plannedPurchases: readonly BudgetPlannedPurchase[];
}): Map<number, BudgetFigures> {
  const { accountCurrency } = input;
  const counted = (item: { currency: string }) =>
    countsInAccountCurrency(item.currency, accountCurrency);
  const from = `${String(input.year).padStart(4, '0')}-01-01`;
  const upTo = `${String(input.year).padStart(4, '0')}-12-31`;
  const purchases = input.purchases.filter(
    (purchase) => purchase.date >= from && purchase.date <= upTo && counted(purchase),
  );
  const figures = new Map<number, BudgetFigures>();
  for (const budget of input.budgets) {
    const exhausted = sumDecimals(purchases.map((purchase) => spentFrom(budget, purchase)));
    const plans = input.plannedPurchases.filter(
      (plan) => plan.budgetId === budget.id && counted(plan),
    );
    const planned = sumDecimals(
      plans.map((plan) =>
        stillPlanned(plan, plannedPurchaseOccurrences(plan, from, upTo).length, purchases),
      ),
    );
    const target = toDecimal(budget.target);
    figures.set(budget.id, {
      target: roundMoney(target, accountCurrency),
      exhausted: roundMoney(exhausted, accountCurrency),
      planned: roundMoney(planned, accountCurrency),
      remaining: roundMoney(target.minus(exhausted).minus(planned), accountCurrency),
    });
  }
  return figures;
}

/** What one purchase spends from the budget: all of it, its items in the budget's categories, or 0. */
function spentFrom(budget: BudgetDefinition, purchase: BudgetPurchase): Decimal {
  const owner = purchaseBudgetOf(purchase);
  if (owner === budget.id) return toDecimal(purchase.netTotal);
  if (owner !== null) return toDecimal(0);
  const inCategories = purchase.items.filter(
    (item) => item.categoryId !== null && budget.categoryIds.includes(item.categoryId),
  );
  return sumDecimals(inCategories.map((item) => toDecimal(item.netTotal)));
}

/** A plan's occurrences in the year times its amount, less what its purchases spent; at least 0. */
function stillPlanned(
  plan: BudgetPlannedPurchase,
  occurrences: number,
  purchases: readonly BudgetPurchase[],
): Decimal {
  const fulfilling = purchases.filter((purchase) => purchase.plannedPurchaseId === plan.id);
  const spent = sumDecimals(fulfilling.map((purchase) => toDecimal(purchase.netTotal)));
  const left = toDecimal(plan.netTotal).times(occurrences).minus(spent);
  return left.isNegative() ? toDecimal(0) : left;
}
