// The reference's records of projects, project tasks, deals, activities and project expenses, as
// its OpenAPI document describes them (Project, Task, Deal, Activity, Expense), and the contract
// of the operations Faktura shares with it.
import type { ContractGroup } from '../contract-checker';
import {
  arrayOf,
  bool,
  customProperties,
  date,
  EMPTY_BODY,
  int,
  listOf,
  nullable,
  num,
  oneOf,
  record,
  recordWithExtensions,
  str,
  tags,
  timestamp,
} from '../schema-builders';
import { namedRef, revenueCategory, typedCompanyRef, userRef } from './shared.schemas';

/** A contact person a project refers to; Faktura's contacts may lack a first name. */
const contactRef = record({ id: int, firstname: nullable(str), lastname: str });

/** A task as the project embeds it (the reference's ProjectTask). */
const projectTask = record({
  id: int,
  name: str,
  billable: bool,
  active: bool,
  budget: nullable(num),
  hourly_rate: nullable(num),
  description: nullable(str),
});

/** A user assigned to the project (ProjectContract), as the project lists it. */
const projectContract = record({
  id: int,
  user_id: int,
  firstname: str,
  lastname: str,
  billable: bool,
  active: bool,
  budget: nullable(num),
  hourly_rate: nullable(num),
});

export const projectRecord = recordWithExtensions(
  {
    id: int,
    identifier: nullable(str),
    name: str,
    active: bool,
    billable: bool,
    fixed_price: bool,
    retainer: bool,
    start_date: nullable(date),
    finish_date: nullable(date),
    currency: str,
    billing_variant: nullable(oneOf('project', 'task', 'user')),
    billing_address: nullable(str),
    billing_email_to: nullable(str),
    billing_email_cc: nullable(str),
    billing_notes: nullable(str),
    setting_include_time_report: bool,
    budget: nullable(num),
    budget_monthly: nullable(num),
    budget_expenses: nullable(num),
    hourly_rate: num,
    info: nullable(str),
    retainer_billing_date: nullable(int),
    retainer_billing_title: nullable(str),
    retainer_billing_description: nullable(str),
    color: nullable(str),
    customer_report_url: nullable(str),
    tags,
    labels: tags,
    custom_properties: customProperties,
    leader: nullable(userRef),
    co_leader: nullable(userRef),
    // The reference answers either this reference or the full company; Faktura the reference.
    customer: namedRef,
    tasks: arrayOf(projectTask),
    contracts: arrayOf(projectContract),
    deal: nullable(namedRef),
    project_group: nullable(namedRef),
    billing_contact: nullable(contactRef),
    contact: nullable(contactRef),
    secondary_contact: nullable(contactRef),
    archived_on: nullable(timestamp),
    created_at: timestamp,
    updated_at: timestamp,
  },
  {
    // Blind copies of the project's invoice e-mails, used by invoice send_email.
    invoice_emails_bcc: nullable(str),
    // The VAT percent of the project's invoices, which clients of the reference read.
    billing_tax: num,
  },
);

export const taskRecord = record({
  id: int,
  name: str,
  description: nullable(str),
  billable: bool,
  active: bool,
  budget: nullable(num),
  hourly_rate: num,
  revenue_category: nullable(revenueCategory),
  created_at: timestamp,
  updated_at: timestamp,
});

export const dealRecord = record({
  id: int,
  name: str,
  status: oneOf('potential', 'pending', 'won', 'lost', 'dropped'),
  reminder_date: nullable(date),
  closed_on: nullable(date),
  // Faktura lets a deal have no value yet.
  money: nullable(num),
  currency: str,
  info: nullable(str),
  tags,
  custom_properties: customProperties,
  user: nullable(userRef),
  person: nullable(namedRef),
  customer: nullable(namedRef),
  company: nullable(typedCompanyRef),
  // The pipeline stage (/deal_categories); never null.
  category: record({ id: int, name: str, probability: int }),
  service_period_from: nullable(date),
  service_period_to: nullable(date),
  inbox_email_address: nullable({ type: 'string', format: 'email' }),
  created_at: timestamp,
  updated_at: timestamp,
});

/** The project of an activity or an expense. */
export const bookedProjectRef = record({
  id: int,
  identifier: nullable(str),
  name: str,
  billable: nullable(bool),
});

/** The activity record; GET /invoices/{id}/timesheet answers the same records. */
export const activityRecord = record({
  id: int,
  date,
  hours: num,
  description: nullable(str),
  billed: bool,
  billable: bool,
  invoice_id: nullable(int),
  tag: nullable(str),
  remote_service: nullable(str),
  remote_id: nullable(str),
  remote_url: nullable(str),
  project: bookedProjectRef,
  task: record({ id: int, name: str, billable: nullable(bool) }),
  customer: namedRef,
  user: nullable(userRef),
  deal: nullable(namedRef),
  hourly_rate: nullable(num),
  seconds: int,
  worked_seconds: int,
  timer_started_at: nullable(timestamp),
  created_at: timestamp,
  updated_at: timestamp,
});

/** The purchase item an expense came from (ExpensePurchaseItemRef). */
const expensePurchaseItem = record({
  id: int,
  title: nullable(str),
  net_total: num,
  currency: str,
  purchase_id: int,
  document: nullable(record({ id: int, file_url: nullable(str) })),
});

/** The expense record; GET /invoices/{id}/expenses answers the same records. */
export const expenseRecord = recordWithExtensions(
  {
    id: int,
    date,
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
    billed: bool,
    purchase_assignment_locked: bool,
    cost_total_planned: num,
    planned_purchase_date: nullable(date),
    invoice_id: nullable(int),
    service_period: nullable(str),
    service_period_from: nullable(date),
    service_period_to: nullable(date),
    recurring_expense_id: nullable(int),
    file_url: nullable(str),
    custom_properties: customProperties,
    company: namedRef,
    project: bookedProjectRef,
    group: nullable(record({ id: int, title: str, budget: num })),
    purchase_items: arrayOf(expensePurchaseItem),
    user: nullable(userRef),
    revenue_category: nullable(revenueCategory),
    created_at: timestamp,
    updated_at: timestamp,
  },
  {
    // The purchase and item the expense was assigned from (assign_to_project); the reference
    // shows the item under purchase_items only.
    purchase_id: nullable(int),
    purchase_item_id: nullable(int),
  },
);

const TASKS = '/projects/{project_id}/tasks';
const EXPENSES = '/projects/{project_id}/expenses';

export const PROJECTS_CONTRACT: ContractGroup = {
  'GET /projects': { status: 200, body: listOf(projectRecord), paged: true },
  'GET /projects/{id}': { status: 200, body: projectRecord },
  'POST /projects': { status: 200, body: projectRecord },
  'PUT /projects/{id}': { status: 200, body: projectRecord },
  'PATCH /projects/{id}': { status: 200, body: projectRecord },
  'DELETE /projects/{id}': { status: 200, body: EMPTY_BODY },
  'PUT /projects/{id}/archive': { status: 200, body: projectRecord },
  'PUT /projects/{id}/unarchive': { status: 200, body: projectRecord },
  'PUT /projects/{id}/assign_project_group': { status: 200, body: projectRecord },
  'PUT /projects/{id}/unassign_project_group': { status: 200, body: projectRecord },
  [`GET ${TASKS}`]: { status: 200, body: listOf(taskRecord), paged: true },
  [`GET ${TASKS}/{id}`]: { status: 200, body: taskRecord },
  [`POST ${TASKS}`]: { status: 200, body: taskRecord },
  [`PUT ${TASKS}/{id}`]: { status: 200, body: taskRecord },
  [`PATCH ${TASKS}/{id}`]: { status: 200, body: taskRecord },
  [`DELETE ${TASKS}/{id}`]: { status: 204, body: EMPTY_BODY },
  'GET /deals': { status: 200, body: listOf(dealRecord), paged: true },
  'GET /deals/{id}': { status: 200, body: dealRecord },
  'POST /deals': { status: 200, body: dealRecord },
  'PUT /deals/{id}': { status: 200, body: dealRecord },
  'PATCH /deals/{id}': { status: 200, body: dealRecord },
  'DELETE /deals/{id}': { status: 204, body: EMPTY_BODY },
  'GET /activities': { status: 200, body: listOf(activityRecord), paged: true },
  'GET /activities/{id}': { status: 200, body: activityRecord },
  'POST /activities': { status: 200, body: activityRecord },
  'PUT /activities/{id}': { status: 200, body: activityRecord },
  'PATCH /activities/{id}': { status: 200, body: activityRecord },
  'DELETE /activities/{id}': { status: 204, body: EMPTY_BODY },
  'POST /activities/bulk': { status: 200, body: listOf(activityRecord) },
  'POST /activities/disregard': { status: 200, body: arrayOf(int) },
  'PATCH /activities/{id}/billable_seconds': { status: 200, body: activityRecord },
  'PATCH /activities/{id}/start_timer': { status: 200, body: activityRecord },
  'PATCH /activities/{id}/stop_timer': { status: 200, body: activityRecord },
  [`GET ${EXPENSES}`]: { status: 200, body: listOf(expenseRecord), paged: true },
  [`GET ${EXPENSES}/{id}`]: { status: 200, body: expenseRecord },
  [`POST ${EXPENSES}`]: { status: 200, body: expenseRecord },
  [`PUT ${EXPENSES}/{id}`]: { status: 200, body: expenseRecord },
  [`PATCH ${EXPENSES}/{id}`]: { status: 200, body: expenseRecord },
  [`DELETE ${EXPENSES}/{id}`]: { status: 204, body: EMPTY_BODY },
  [`DELETE ${TASKS}/destroy_all`]: { status: 204, body: EMPTY_BODY },
  'GET /projects/expenses': { status: 200, body: listOf(expenseRecord), paged: true },
  [`POST ${EXPENSES}/bulk`]: { status: 200, body: listOf(expenseRecord) },
  [`POST ${EXPENSES}/disregard`]: { status: 204, body: EMPTY_BODY },
};
