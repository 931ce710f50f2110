import { FieldErrorCollector } from '@faktura/domain';
import { apiDate } from '../../platform/serialization';
import type { AccountTx } from '../../platform/database';
import type { UpdateProjectDto } from './dto/update-project.dto';
import type { ProjectRow, ProjectsRepository } from './projects.repository';

const MISSING = 'does not exist';

/**
 * Checks the sent fields against the account and against each other in one go, so a 422 names
 * every bad field: currency, customer, users, deal, contact persons (the billing contact must be
 * a contact of the customer or of no company), the schedule and the reference's retainer rules.
 * Returns the account's time zone for the identifier's year.
 */
export async function checkProjectInput(
  projects: ProjectsRepository,
  accountId: number,
  input: UpdateProjectDto,
  current: ProjectRow | null,
  tx: AccountTx,
): Promise<{ timeZone: string }> {
  const errors = new FieldErrorCollector();
  const { currencies, timeZone } = await projects.settings(accountId, tx);
  if (input.currency !== undefined && !currencies.includes(input.currency)) {
    errors.add('currency', 'is not a currency of the account');
  } else if (current && input.currency !== undefined && input.currency !== current.currency) {
    const { offers, invoices, expenses } = await projects.usage(accountId, current.id, tx);
    if (offers + invoices + expenses > 0)
      errors.add('currency', 'cannot change while the project has offers, invoices or expenses');
  }
  const sentCustomer = input.company_id ?? input.customer_id;
  if (sentCustomer != null && !(await projects.refersTo(accountId, 'company', sentCustomer, tx)))
    errors.add(input.company_id != null ? 'company_id' : 'customer_id', MISSING);
  for (const field of ['leader_id', 'co_leader_id'] as const) {
    const id = input[field];
    if (id != null && !(await projects.refersTo(accountId, 'user', id, tx)))
      errors.add(field, MISSING);
  }
  if (input.deal_id != null && !(await projects.refersTo(accountId, 'deal', input.deal_id, tx)))
    errors.add('deal_id', MISSING);
  for (const field of ['contact_id', 'secondary_contact_id'] as const) {
    const id = input[field];
    if (id != null && !(await projects.contactCompany(accountId, id, tx)))
      errors.add(field, MISSING);
  }
  await checkBillingContact(projects, accountId, input, current, errors, tx);
  checkSchedule(input, current, errors);
  errors.throwIfAny();
  return { timeZone };
}

async function checkBillingContact(
  projects: ProjectsRepository,
  accountId: number,
  input: UpdateProjectDto,
  current: ProjectRow | null,
  errors: FieldErrorCollector,
  tx: AccountTx,
): Promise<void> {
  const sentCustomer = input.company_id ?? input.customer_id;
  const customerId = sentCustomer ?? current?.companyId;
  const contactId =
    input.billing_contact_id === undefined ? current?.billingContactId : input.billing_contact_id;
  // An untouched contact is checked again only when the customer changes under it.
  if (contactId == null || (input.billing_contact_id == null && sentCustomer === undefined)) return;
  const contact = await projects.contactCompany(accountId, contactId, tx);
  if (!contact) errors.add('billing_contact_id', MISSING);
  else if (contact.companyId !== null && contact.companyId !== customerId)
    errors.add('billing_contact_id', 'must be a contact of the customer');
}

/**
 * finish_date not before start_date; a retainer (the reference's rules) runs from the first of
 * a month to the last of a month and has a monthly budget. Checked on the record as it will be,
 * but only when the body touches one of these fields, so older records stay editable.
 */
function checkSchedule(
  input: UpdateProjectDto,
  current: ProjectRow | null,
  errors: FieldErrorCollector,
) {
  const touched = ['retainer', 'start_date', 'finish_date', 'budget_monthly'] as const;
  if (!touched.some((field) => input[field] !== undefined)) return;
  const start =
    input.start_date !== undefined ? input.start_date : apiDate(current?.startDate ?? null);
  const finish =
    input.finish_date !== undefined ? input.finish_date : apiDate(current?.finishDate ?? null);
  const finishBeforeStart = Boolean(start && finish && finish < start);
  if (finishBeforeStart) errors.add('finish_date', 'must not be before start_date');
  if (!(input.retainer ?? current?.retainer ?? false)) return;
  if (!start) errors.add('start_date', 'is required for a retainer');
  else if (!start.endsWith('-01'))
    errors.add('start_date', 'must be the first day of a month for a retainer');
  // finish_date carries one message: its order against start_date comes first.
  if (!finish) errors.add('finish_date', 'is required for a retainer');
  else if (!finishBeforeStart && !isLastDayOfMonth(finish))
    errors.add('finish_date', 'must be the last day of a month for a retainer');
  const monthly =
    input.budget_monthly !== undefined ? input.budget_monthly : current?.budgetMonthly;
  if (monthly == null) errors.add('budget_monthly', 'is required for a retainer');
}

function isLastDayOfMonth(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number);
  // Day 0 of the next month is the last day of this one (months count from 0 here).
  return new Date(Date.UTC(year, month, 0)).getUTCDate() === day;
}
