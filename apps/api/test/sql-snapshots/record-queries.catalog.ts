import type { Prisma } from '@faktura/db';
import { COMPANY_RECORDS } from '../../src/crm/companies/companies.repository';
import { CONTACT_RECORDS } from '../../src/crm/contacts/contacts.repository';
import { DEAL_CATEGORY_RECORDS } from '../../src/crm/deal-categories/deal-categories.repository';
import { DEAL_RECORDS } from '../../src/crm/deals/deals.repository';
import { COMMENT_DETAILS, COMMENT_RECORDS } from '../../src/crm/comments/comments.repository';
import { CATALOG_SERVICE_RECORDS } from '../../src/organisation/catalog-services/catalog-service-records.query';
import { UNIT_RECORDS } from '../../src/organisation/units/units.repository';
import { USER_RECORDS } from '../../src/organisation/users/users.repository';
import type { RecordQuery, RecordSource } from '../../src/platform/database/record-query';
import { PROJECT_RECORDS } from '../../src/projects-and-time/projects/projects.repository';
import { ASSIGNED_PROJECT_RECORDS } from '../../src/projects-and-time/projects/project-contracts/assigned-projects.repository';
import { PROJECT_CONTRACT_RECORDS } from '../../src/projects-and-time/projects/project-contracts/project-contracts.repository';
import { PROJECT_GROUP_RECORDS } from '../../src/projects-and-time/projects/project-groups/project-groups.repository';
import { RECURRING_EXPENSE_RECORDS } from '../../src/projects-and-time/projects/recurring-expenses/recurring-expenses.repository';
import { APPROVAL_RECORDS } from '../../src/purchasing/purchases/purchase-approvals/approvals.repository';
import { PURCHASE_RECORDS } from '../../src/purchasing/purchases/purchase-records.query';
import { PURCHASE_DRAFT_RECORDS } from '../../src/purchasing/purchase-drafts/purchase-drafts.repository';
import { RECEIPT_RECORDS } from '../../src/purchasing/receipts/receipt-records.query';
import { SEPA_MANDATE_RECORDS } from '../../src/crm/sepa-mandates/sepa-mandate-records.query';
import { BANK_STATEMENT_RECORDS } from '../../src/banking/bank-statements/bank-statements.repository';
import { BANK_TRANSACTION_RECORDS } from '../../src/banking/bank-transactions/bank-transaction-records.query';
import { PURCHASE_BUDGET_RECORDS } from '../../src/purchasing/purchase-budgets/purchase-budgets.repository';
import { PLANNED_PURCHASE_RECORDS } from '../../src/purchasing/purchase-budgets/planned-purchases/planned-purchases.repository';
import { REMINDER_RECORDS } from '../../src/sales/invoices/invoice-reminders/invoice-reminder-records.query';
import { INVOICE_DETAILS, INVOICE_SUMMARIES } from '../../src/sales/invoices/invoice-records.query';
import { OFFER_CONFIRMATION_RECORDS } from '../../src/sales/offer-confirmations/offer-confirmation-records.query';
import { OFFER_DETAILS, OFFER_SUMMARIES } from '../../src/sales/offers/offer-records.query';
import { PAYMENT_SCHEDULE_RECORDS } from '../../src/projects-and-time/projects/payment-schedules/payment-schedules.repository';
import { EXPENSE_TEMPLATE_RECORDS } from '../../src/organisation/templates/expense-templates/expense-template.kind';
import { TASK_TEMPLATE_RECORDS } from '../../src/organisation/templates/task-templates/task-template.kind';
import { EXPENSE_RECORDS } from '../../src/projects-and-time/projects/project-expenses/project-expense-records.query';
import { layOutSql } from './sql-text.layout';
import { EXAMPLE_ACCOUNT, EXAMPLE_IDS, type SqlEntry } from './sql-snapshot.render';

/** The record queries of one declaring file; their snapshot `file` lies beside it. */
export interface RecordQueryFile {
  /** Relative to apps/api/src. */
  file: string;
  declaredIn: string;
  queries: Readonly<Record<string, RecordQuery<unknown>>>;
}

/** Every record query (the test checks RecordQuery.all() against this list). */
export const RECORD_QUERY_FILES: readonly RecordQueryFile[] = [
  {
    file: 'sales/invoices/invoices.records.sql',
    declaredIn: 'invoice-records.query.ts',
    queries: { INVOICE_SUMMARIES, INVOICE_DETAILS },
  },
  {
    file: 'sales/invoices/invoice-reminders/invoice-reminders.records.sql',
    declaredIn: 'invoice-reminder-records.query.ts',
    queries: { REMINDER_RECORDS },
  },
  {
    file: 'sales/offers/offers.records.sql',
    declaredIn: 'offer-records.query.ts',
    queries: { OFFER_SUMMARIES, OFFER_DETAILS },
  },
  {
    file: 'sales/offer-confirmations/offer-confirmations.records.sql',
    declaredIn: 'offer-confirmation-records.query.ts',
    queries: { OFFER_CONFIRMATION_RECORDS },
  },
  {
    file: 'purchasing/purchases/purchases.records.sql',
    declaredIn: 'purchase-records.query.ts',
    queries: { PURCHASE_RECORDS },
  },
  {
    file: 'purchasing/receipts/receipts.records.sql',
    declaredIn: 'receipt-records.query.ts',
    queries: { RECEIPT_RECORDS },
  },
  {
    file: 'crm/sepa-mandates/sepa-mandates.records.sql',
    declaredIn: 'sepa-mandate-records.query.ts',
    queries: { SEPA_MANDATE_RECORDS },
  },
  {
    file: 'banking/bank-statements/bank-statements.records.sql',
    declaredIn: 'bank-statements.repository.ts',
    queries: { BANK_STATEMENT_RECORDS },
  },
  {
    file: 'banking/bank-transactions/bank-transactions.records.sql',
    declaredIn: 'bank-transaction-records.query.ts',
    queries: { BANK_TRANSACTION_RECORDS },
  },
  {
    file: 'crm/companies/companies.records.sql',
    declaredIn: 'companies.repository.ts',
    queries: { COMPANY_RECORDS },
  },
  {
    file: 'crm/contacts/contacts.records.sql',
    declaredIn: 'contacts.repository.ts',
    queries: { CONTACT_RECORDS },
  },
  {
    file: 'crm/deals/deals.records.sql',
    declaredIn: 'deals.repository.ts',
    queries: { DEAL_RECORDS },
  },
  {
    file: 'crm/comments/comments.records.sql',
    declaredIn: 'comments.repository.ts',
    queries: { COMMENT_RECORDS, COMMENT_DETAILS },
  },
  {
    file: 'organisation/catalog-services/catalog-services.records.sql',
    declaredIn: 'catalog-service-records.query.ts',
    queries: { CATALOG_SERVICE_RECORDS },
  },
  {
    file: 'crm/deal-categories/deal-categories.records.sql',
    declaredIn: 'deal-categories.repository.ts',
    queries: { DEAL_CATEGORY_RECORDS },
  },
  {
    file: 'purchasing/purchase-drafts/purchase-drafts.records.sql',
    declaredIn: 'purchase-drafts.repository.ts',
    queries: { PURCHASE_DRAFT_RECORDS },
  },
  {
    file: 'purchasing/purchases/purchase-approvals/approvals.records.sql',
    declaredIn: 'approvals.repository.ts',
    queries: { APPROVAL_RECORDS },
  },
  {
    file: 'organisation/units/units.records.sql',
    declaredIn: 'units.repository.ts',
    queries: { UNIT_RECORDS },
  },
  {
    file: 'organisation/users/users.records.sql',
    declaredIn: 'users.repository.ts',
    queries: { USER_RECORDS },
  },
  {
    file: 'projects-and-time/projects/projects.records.sql',
    declaredIn: 'projects.repository.ts',
    queries: { PROJECT_RECORDS },
  },
  {
    file: 'projects-and-time/projects/project-contracts/project-contracts.records.sql',
    declaredIn: 'project-contracts.repository.ts',
    queries: { PROJECT_CONTRACT_RECORDS },
  },
  {
    file: 'projects-and-time/projects/project-contracts/assigned-projects.records.sql',
    declaredIn: 'assigned-projects.repository.ts',
    queries: { ASSIGNED_PROJECT_RECORDS },
  },
  {
    file: 'projects-and-time/projects/project-groups/project-groups.records.sql',
    declaredIn: 'project-groups.repository.ts',
    queries: { PROJECT_GROUP_RECORDS },
  },
  {
    file: 'projects-and-time/projects/payment-schedules/payment-schedules.records.sql',
    declaredIn: 'payment-schedules.repository.ts',
    queries: { PAYMENT_SCHEDULE_RECORDS },
  },
  {
    file: 'projects-and-time/projects/recurring-expenses/recurring-expenses.records.sql',
    declaredIn: 'recurring-expenses.repository.ts',
    queries: { RECURRING_EXPENSE_RECORDS },
  },
  {
    file: 'organisation/templates/task-templates/task-templates.records.sql',
    declaredIn: 'task-template.kind.ts',
    queries: { TASK_TEMPLATE_RECORDS },
  },
  {
    file: 'organisation/templates/expense-templates/expense-templates.records.sql',
    declaredIn: 'expense-template.kind.ts',
    queries: { EXPENSE_TEMPLATE_RECORDS },
  },
  {
    file: 'projects-and-time/projects/project-expenses/project-expenses.records.sql',
    declaredIn: 'project-expense-records.query.ts',
    queries: { EXPENSE_RECORDS },
  },
  {
    file: 'purchasing/purchase-budgets/purchase-budgets.records.sql',
    declaredIn: 'purchase-budgets.repository.ts',
    queries: { PURCHASE_BUDGET_RECORDS },
  },
  {
    file: 'purchasing/purchase-budgets/planned-purchases/planned-purchases.records.sql',
    declaredIn: 'planned-purchases.repository.ts',
    queries: { PLANNED_PURCHASE_RECORDS },
  },
];

/**
 * The statements a record query sends for one ID and for several, taken where it hands them to
 * a transaction's client (the pool runs the same text as a prepared statement).
 */
async function statementsOf(query: RecordQuery<unknown>): Promise<[Prisma.Sql, Prisma.Sql]> {
  const sent: Prisma.Sql[] = [];
  const source = {
    $queryRaw: (sql: Prisma.Sql) => {
      sent.push(sql);
      return Promise.resolve([]);
    },
  } as unknown as RecordSource;
  await query.load(source, EXAMPLE_ACCOUNT, [EXAMPLE_IDS[0]]);
  await query.load(source, EXAMPLE_ACCOUNT, [...EXAMPLE_IDS]);
  return [sent[0], sent[1]];
}

const ONE = '"r".id = $2::int';
const SEVERAL = '"r".id = ANY($2::int[])';

/** One entry per query; the statement for several IDs only where it differs by more than `id`. */
export async function recordEntries(records: RecordQueryFile): Promise<SqlEntry[]> {
  const entries: SqlEntry[] = [];
  for (const [name, query] of Object.entries(records.queries)) {
    const [one, several] = await statementsOf(query);
    const title = `${name} (${records.declaredIn})`;
    if (layOutSql(several.text) === layOutSql(one.text).replace(ONE, SEVERAL)) {
      const notes = [`For several IDs the last condition is ${SEVERAL}, $2 = their array.`];
      entries.push({ name: title, notes, sql: one });
    } else {
      entries.push({ name: `${title}, one ID`, sql: one });
      entries.push({ name: `${title}, several IDs`, sql: several });
    }
  }
  return entries;
}
