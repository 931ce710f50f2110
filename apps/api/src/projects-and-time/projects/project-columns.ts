import type { BillingVariant } from '@faktura/db';
import { initialProjectState, projectTransition, roundMoney, toDecimal } from '@faktura/domain';
import { toDateColumn, normalizeTags, parseEmailList } from '../../platform/input';
import type { UpdateProjectDto } from './dto/update-project.dto';
import type { ProjectRow } from './projects.repository';

/** The money fields of a project body and their columns; all rounded to the currency. */
const MONEY = [
  ['hourly_rate', 'hourlyRate'],
  ['budget', 'budget'],
  ['budget_monthly', 'budgetMonthly'],
  ['budget_expenses', 'budgetExpenses'],
] as const;
type MoneyColumn = (typeof MONEY)[number][1];

/**
 * The columns a create or update writes from the input; fields not sent stay `undefined`, which
 * Prisma leaves untouched (or at the column's default on create). The reference's names win over
 * their aliases when both are sent. Custom properties and the identifier are the service's.
 */
export function projectColumns(input: UpdateProjectDto, current: ProjectRow | null, now: Date) {
  const currency = input.currency ?? current?.currency;
  return {
    name: input.name,
    companyId: input.company_id ?? input.customer_id,
    currency: input.currency,
    active: input.active,
    archivedAt: archivedAt(input.active, current, now),
    billable: input.billable,
    fixedPrice: input.fixed_price,
    retainer: input.retainer,
    startDate: dateColumn(input.start_date),
    finishDate: dateColumn(input.finish_date),
    billingVariant: billingVariant(input.billing_variant),
    billingAddress: input.billing_address,
    invoiceEmailsTo: recipients(pick(input.billing_email_to, input.invoice_emails_to)),
    invoiceEmailsCc: recipients(pick(input.billing_email_cc, input.invoice_emails_cc)),
    invoiceEmailsBcc: recipients(input.invoice_emails_bcc),
    billingNotes: input.billing_notes,
    settingIncludeTimeReport: input.setting_include_time_report,
    info: input.info,
    billingTax:
      input.billing_tax === undefined || input.billing_tax === null
        ? input.billing_tax
        : toDecimal(input.billing_tax),
    retainerBillingDate: input.retainer_billing_date,
    retainerBillingTitle: input.retainer_billing_title,
    retainerBillingDescription: input.retainer_billing_description,
    color: input.color,
    leaderId: input.leader_id,
    coLeaderId: input.co_leader_id,
    dealId: input.deal_id,
    contactId: input.contact_id,
    secondaryContactId: input.secondary_contact_id,
    billingContactId: input.billing_contact_id,
    tags: tags(pick(input.tags, input.labels)),
    ...(currency === undefined ? {} : moneyColumns(input, current, currency)),
  };
}

/**
 * The sent amounts rounded to the currency; on a currency change the stored ones are rounded
 * again too, so none keeps more digits than the new currency allows.
 */
function moneyColumns(
  input: UpdateProjectDto,
  current: ProjectRow | null,
  currency: string,
): Partial<Record<MoneyColumn, string | null>> {
  const columns: Partial<Record<MoneyColumn, string | null>> = {};
  for (const [field, column] of MONEY) {
    const sent = input[field];
    if (sent !== undefined) columns[column] = rounded(sent, currency, field);
    else if (current && currency !== current.currency)
      columns[column] = rounded(current[column]?.toString() ?? null, currency, field);
  }
  return columns;
}

function rounded(value: number | string | null, currency: string, field: string) {
  return value === null ? null : roundMoney(toDecimal(value, field), currency).toString();
}

/** Archiving stamps the time; activating clears it; staying archived keeps the first stamp. */
function archivedAt(active: boolean | undefined, current: ProjectRow | null, now: Date) {
  if (active === undefined) return undefined;
  const event = { type: 'set_active', active, at: now } as const;
  return projectTransition(current ?? initialProjectState(), event).archivedAt;
}

function pick<T>(preferred: T | undefined, alias: T | undefined): T | undefined {
  return preferred !== undefined ? preferred : alias;
}

function dateColumn(value: string | null | undefined): Date | null | undefined {
  return value == null ? value : toDateColumn(value);
}

function billingVariant(value: string | undefined): BillingVariant | undefined {
  return value?.replace(/^billing_variant_rate_per_/, '') as BillingVariant | undefined;
}

function recipients(value: string | null | undefined): string[] | undefined {
  return value === undefined ? undefined : parseEmailList(value);
}

function tags(value: string[] | undefined): string[] | undefined {
  return value === undefined ? undefined : normalizeTags(value);
}
