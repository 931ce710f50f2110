// The reference's purchase budget and planned purchase records and the contract of
// /purchases/budgets and /planned_purchases.
import type { ContractGroup } from '../contract-checker';
import {
  arrayOf,
  bool,
  customProperties,
  date,
  int,
  listOf,
  nullable,
  num,
  oneOf,
  record,
  recordWithExtensions,
  str,
  timestamp,
} from '../schema-builders';
import { namedRef, userRef } from './shared.schemas';

/** The reference's budget overview record (`exhaused` spelt as the reference spells it). */
export const purchaseBudgetRecord = recordWithExtensions(
  {
    id: int,
    year: int,
    title: str,
    active: bool,
    cost_category: nullable(str),
    target: num,
    exhaused: num,
    planned: num,
    remaining: num,
  },
  // The purchase categories whose items count towards the budget.
  { purchase_category_ids: arrayOf(int) },
);

/** The reference's PlannedPurchase; Faktura adds nothing. */
export const plannedPurchaseRecord = record({
  id: int,
  date,
  active: bool,
  finish_date: nullable(date),
  frequency: oneOf('once', 'weekly', 'biweekly', 'monthly', 'quarterly', 'biannual', 'annual'),
  variant: oneOf('once', 'recurring'),
  title: str,
  info: nullable(str),
  net_total: num,
  // Null for a plan in another currency than the account's: Faktura keeps no exchange rates.
  net_total_in_account_currency: nullable(num),
  exhausted: num,
  exhausted_in_account_currency: nullable(num),
  currency: str,
  company: nullable(namedRef),
  purchase_budget: nullable(record({ id: int, title: str })),
  user: nullable(userRef),
  purchases: arrayOf(
    record({
      id: int,
      number: nullable(str),
      date,
      net_total: num,
      currency: str,
      status: str,
    }),
  ),
  custom_properties: nullable(customProperties),
  create_on_recur: bool,
  recur_next_on: nullable(date),
  updated_at: timestamp,
  created_at: timestamp,
});

const BUDGETS = '/purchases/budgets';

export const PURCHASE_BUDGETS_CONTRACT: ContractGroup = {
  [`GET ${BUDGETS}`]: { status: 200, body: listOf(purchaseBudgetRecord), paged: false },
  [`POST ${BUDGETS}`]: { status: 200, body: purchaseBudgetRecord },
  [`PUT ${BUDGETS}/{id}`]: { status: 200, body: purchaseBudgetRecord },
  [`PATCH ${BUDGETS}/{id}`]: { status: 200, body: purchaseBudgetRecord },
  // As the reference: 200 with the budget as it was.
  [`DELETE ${BUDGETS}/{id}`]: { status: 200, body: purchaseBudgetRecord },
  [`PUT ${BUDGETS}/{id}/target`]: { status: 200, body: purchaseBudgetRecord },
  'GET /planned_purchases': { status: 200, body: listOf(plannedPurchaseRecord), paged: true },
  'GET /planned_purchases/{id}': { status: 200, body: plannedPurchaseRecord },
  'POST /planned_purchases': { status: 200, body: plannedPurchaseRecord },
  'PUT /planned_purchases/{id}': { status: 200, body: plannedPurchaseRecord },
  'PATCH /planned_purchases/{id}': { status: 200, body: plannedPurchaseRecord },
  // As the reference: 200 with the planned purchase as it was.
  'DELETE /planned_purchases/{id}': { status: 200, body: plannedPurchaseRecord },
};
