// The reference's recurring expense record (RecurringExpense) and the contract of
// /projects/{project_id}/recurring_expenses and /recurring_expenses.
import type { ContractGroup } from '../contract-checker';
import {
  bool,
  customProperties,
  date,
  int,
  listOf,
  nullable,
  num,
  oneOf,
  record,
  str,
  timestamp,
} from '../schema-builders';
import { bookedProjectRef, expenseRecord } from './projects.schemas';
import { revenueCategory, userRef } from './shared.schemas';

/** The reference's RecurringExpense; Faktura adds nothing. */
export const recurringExpenseRecord = record({
  id: int,
  start_date: date,
  // The reference types it as a plain nullable string; Faktura answers a date.
  finish_date: nullable(date),
  recur_next_date: date,
  period: oneOf(
    'weekly',
    'biweekly',
    'monthly',
    'quarterly',
    'biannual',
    'annual',
    'annual2',
    'annual3',
  ),
  title: str,
  description: nullable(str),
  quantity: num,
  unit: nullable(str),
  unit_price: num,
  unit_cost: num,
  price: num,
  cost: num,
  currency: str,
  budget_relevant: bool,
  billable: bool,
  purchase_assignment_locked: bool,
  service_period_direction: oneOf('none', 'forward', 'backward'),
  custom_properties: customProperties,
  project: bookedProjectRef,
  user: nullable(userRef),
  revenue_category: nullable(revenueCategory),
  created_at: timestamp,
  updated_at: timestamp,
});

const RECURRING = '/projects/{project_id}/recurring_expenses';

export const RECURRING_EXPENSES_CONTRACT: ContractGroup = {
  [`GET ${RECURRING}`]: { status: 200, body: listOf(recurringExpenseRecord), paged: true },
  [`GET ${RECURRING}/{id}`]: { status: 200, body: recurringExpenseRecord },
  [`POST ${RECURRING}`]: { status: 200, body: recurringExpenseRecord },
  [`PUT ${RECURRING}/{id}`]: { status: 200, body: recurringExpenseRecord },
  [`PATCH ${RECURRING}/{id}`]: { status: 200, body: recurringExpenseRecord },
  // As the reference: 200 with the recurring expense as it was.
  [`DELETE ${RECURRING}/{id}`]: { status: 200, body: recurringExpenseRecord },
  // The created project expense, as GET /projects/{project_id}/expenses/{id} answers it.
  [`POST ${RECURRING}/{id}/recur`]: { status: 200, body: expenseRecord },
  'GET /recurring_expenses': { status: 200, body: listOf(recurringExpenseRecord), paged: true },
};
