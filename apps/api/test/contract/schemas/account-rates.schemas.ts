// The reference's records of the account's rates, costs and templates: hourly rates, internal
// hourly rates, fixed costs, task templates and expense templates.
import type { ContractGroup } from '../contract-checker';
import {
  arrayOf,
  bool,
  EMPTY_BODY,
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
import { revenueCategory } from './shared.schemas';

const timestamps = { created_at: timestamp, updated_at: timestamp };

/** A rate in one currency. */
const currencyRate = record({ currency: str, hourly_rate: num });

/** The reference's answer of GET /account/hourly_rates. */
export const hourlyRatesRecord = record({
  defaults_rates: arrayOf(currencyRate),
  tasks: arrayOf(record({ id: int, name: str, rates: arrayOf(currencyRate) })),
  users: arrayOf(record({ id: int, full_name: str, rates: arrayOf(currencyRate) })),
});

/** A user with internal rates per year. */
export const internalHourlyRatesRecord = record({
  id: int,
  full_name: str,
  rates: arrayOf(record({ year: int, rate: num })),
});

/** The reference's answer of a write of internal rates. */
export const statusOk = record({ status: oneOf('ok') });

/** A fixed cost with its monthly amounts. */
export const fixedCostRecord = record({
  id: int,
  title: str,
  description: nullable(str),
  payment_day: nullable(int),
  costs: arrayOf(record({ year: int, month: int, amount: num })),
  ...timestamps,
});

/** The reference's task template; Faktura adds nothing. */
export const taskTemplateRecord = recordWithExtensions(
  {
    id: int,
    name: str,
    description: nullable(str),
    revenue_category: nullable(revenueCategory),
    billable: bool,
    project_default: bool,
    index: int,
    ...timestamps,
  },
  {},
);

/** The reference's expense template; Faktura adds nothing. */
export const expenseTemplateRecord = recordWithExtensions(
  {
    id: int,
    title: str,
    description: nullable(str),
    unit: nullable(str),
    unit_price: num,
    unit_cost: num,
    currency: str,
    revenue_category: nullable(revenueCategory),
    ...timestamps,
  },
  {},
);

export const ACCOUNT_RATES_CONTRACT: ContractGroup = {
  'GET /account/hourly_rates': { status: 200, body: hourlyRatesRecord },
  'GET /account/internal_hourly_rates': {
    status: 200,
    body: listOf(internalHourlyRatesRecord),
    paged: false,
  },
  'PUT /account/internal_hourly_rates': { status: 200, body: statusOk },
  'PATCH /account/internal_hourly_rates': { status: 200, body: statusOk },
  'GET /account/fixed_costs': { status: 200, body: listOf(fixedCostRecord), paged: true },

  'GET /account/task_templates': { status: 200, body: listOf(taskTemplateRecord), paged: true },
  'POST /account/task_templates': { status: 201, body: taskTemplateRecord },
  'GET /account/task_templates/{id}': { status: 200, body: taskTemplateRecord },
  'PUT /account/task_templates/{id}': { status: 200, body: taskTemplateRecord },
  'PATCH /account/task_templates/{id}': { status: 200, body: taskTemplateRecord },
  'DELETE /account/task_templates/{id}': { status: 200, body: EMPTY_BODY },

  'GET /account/expense_templates': {
    status: 200,
    body: listOf(expenseTemplateRecord),
    paged: true,
  },
  'POST /account/expense_templates': { status: 201, body: expenseTemplateRecord },
  'GET /account/expense_templates/{id}': { status: 200, body: expenseTemplateRecord },
  'PUT /account/expense_templates/{id}': { status: 200, body: expenseTemplateRecord },
  'PATCH /account/expense_templates/{id}': { status: 200, body: expenseTemplateRecord },
  'DELETE /account/expense_templates/{id}': { status: 200, body: expenseTemplateRecord },
};
