import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';
import type { ContractGroup } from './contract-checker';
import { CATALOG_SERVICES_CONTRACT } from './schemas/catalog-services.schemas';
import { APPROVALS_CONTRACT } from './schemas/approvals.schemas';
import { DEAL_CATEGORIES_CONTRACT } from './schemas/deal-categories.schemas';
import { ACCOUNT_RATES_CONTRACT } from './schemas/account-rates.schemas';
import { OFFERS_CONTRACT, INVOICES_CONTRACT } from './schemas/documents.schemas';
import { OFFER_CONFIRMATIONS_CONTRACT } from './schemas/offer-confirmations.schemas';
import { IDENTITY_CONTRACT } from './schemas/identity.schemas';
import { PARTIES_CONTRACT } from './schemas/parties.schemas';
import { PROJECTS_CONTRACT } from './schemas/projects.schemas';
import { PROJECT_CONTRACTS_CONTRACT } from './schemas/project-contracts.schemas';
import { PROJECT_GROUPS_CONTRACT } from './schemas/project-groups.schemas';
import { PURCHASES_CONTRACT } from './schemas/purchases.schemas';
import { PURCHASE_DRAFTS_CONTRACT } from './schemas/purchase-drafts.schemas';
import { SETTINGS_CONTRACT } from './schemas/settings.schemas';
import { TAGS_CONTRACT } from './schemas/tags.schemas';
import { WEB_HOOKS_CONTRACT } from './schemas/web-hooks.schemas';
import { COMMENTS_CONTRACT } from './schemas/comments.schemas';
import { PROJECT_REPORTS_CONTRACT } from './schemas/project-reports.schemas';
import { PAYMENT_SCHEDULES_CONTRACT } from './schemas/payment-schedules.schemas';
import { RECURRING_EXPENSES_CONTRACT } from './schemas/recurring-expenses.schemas';
import { FINANCE_REPORTS_CONTRACT } from './schemas/finance-reports.schemas';
import { BOOKKEEPING_EXPORTS_CONTRACT } from './schemas/bookkeeping-exports.schemas';
import { RECEIPTS_CONTRACT } from './schemas/receipts.schemas';
import { PURCHASE_BUDGETS_CONTRACT } from './schemas/purchase-budgets.schemas';

/** Every operation Faktura shares with the reference, each checked by its group's test. */
const GROUPS: Record<string, ContractGroup> = {
  offers: OFFERS_CONTRACT,
  offerConfirmations: OFFER_CONFIRMATIONS_CONTRACT,
  invoices: INVOICES_CONTRACT,
  parties: PARTIES_CONTRACT,
  projects: PROJECTS_CONTRACT,
  projectContracts: PROJECT_CONTRACTS_CONTRACT,
  projectGroups: PROJECT_GROUPS_CONTRACT,
  purchases: PURCHASES_CONTRACT,
  purchaseDrafts: PURCHASE_DRAFTS_CONTRACT,
  settings: SETTINGS_CONTRACT,
  tags: TAGS_CONTRACT,
  webHooks: WEB_HOOKS_CONTRACT,
  comments: COMMENTS_CONTRACT,
  catalogServices: CATALOG_SERVICES_CONTRACT,
  dealCategories: DEAL_CATEGORIES_CONTRACT,
  approvals: APPROVALS_CONTRACT,
  identity: IDENTITY_CONTRACT,
  accountRates: ACCOUNT_RATES_CONTRACT,
  projectReports: PROJECT_REPORTS_CONTRACT,
  paymentSchedules: PAYMENT_SCHEDULES_CONTRACT,
  recurringExpenses: RECURRING_EXPENSES_CONTRACT,
  financeReports: FINANCE_REPORTS_CONTRACT,
  bookkeepingExports: BOOKKEEPING_EXPORTS_CONTRACT,
  receipts: RECEIPTS_CONTRACT,
  purchaseBudgets: PURCHASE_BUDGETS_CONTRACT,
};

/**
 * Operations only Faktura has (the reference's document has no such method and path), so they
 * have no reference record to be checked against. A new route must be added to a contract group
 * or here, with the reason.
 */
const FAKTURA_ONLY: Record<string, string> = {
  'GET /health': 'liveness probe',
  'GET /ready': 'readiness probe',
  'GET /files/{}': 'signed file links (file_url)',
  'GET /email_deliveries': 'e-mail deliveries (find uncertain and failed ones)',
  'GET /email_deliveries/{}': 'e-mail deliveries',
  'POST /email_deliveries/{}/resend': 'resend an uncertain or failed e-mail',
  'GET /invoice_reminders/{}.pdf': 'reminder letter as PDF',
  'GET /invoices/{}.xml': 'e-invoice XML (XRechnung, UBL, CII), validated',
  'GET /invoices/{}/einvoice_validation': "the e-invoice's validation report",
  'POST /invoices/{}/reversal': 'reversal (cancellation) invoice',
  'PUT /invoices/{}/debt_collection_procedure': 'debt collection',
  'PATCH /invoices/{}/debt_collection_procedure': 'debt collection',
  'DELETE /invoices/{}/debt_collection_procedure': 'debt collection',
  'POST /letter_papers': 'letter paper management',
  'GET /letter_papers/{}': 'letter paper management',
  'PUT /letter_papers/{}': 'letter paper management',
  'PATCH /letter_papers/{}': 'letter paper management',
  'DELETE /letter_papers/{}': 'letter paper management',
  'POST /purchases/import': 'a purchase from a received e-invoice (XRechnung, Factur-X)',
  'POST /purchases/categories': 'purchase category management',
  'PUT /purchases/categories/{}': 'purchase category management',
  'PATCH /purchases/categories/{}': 'purchase category management',
  'DELETE /purchases/categories/{}': 'purchase category management',
  'GET /purchases/{}/approvals': 'purchase approval requests',
  'POST /purchases/{}/approvals': 'purchase approval requests',
  'PUT /purchases/{}/approvals/{}/approve': 'purchase approval requests',
  'PATCH /purchases/{}/approvals/{}/approve': 'purchase approval requests',
  'PUT /purchases/{}/approvals/{}/deny': 'purchase approval requests',
  'PATCH /purchases/{}/approvals/{}/deny': 'purchase approval requests',
  'POST /vat_code_sales': 'VAT code management',
  'PUT /vat_code_sales/{}': 'VAT code management',
  'PATCH /vat_code_sales/{}': 'VAT code management',
  'POST /vat_code_purchases': 'VAT code management',
  'PUT /vat_code_purchases/{}': 'VAT code management',
  'PATCH /vat_code_purchases/{}': 'VAT code management',
  'PATCH /offers/{}/assign': 'PATCH beside every PUT (the reference has only PUT here)',
  'PATCH /offers/{}/update_status': 'PATCH beside every PUT (the reference has only PUT here)',
  'PATCH /invoices/{}/update_status': 'PATCH beside every PUT (the reference has only PUT here)',
  'PATCH /companies/{}/archive': 'PATCH beside every PUT (the reference has only PUT here)',
  'PATCH /companies/{}/unarchive': 'PATCH beside every PUT (the reference has only PUT here)',
  'PATCH /projects/{}/archive': 'PATCH beside every PUT (the reference has only PUT here)',
  'PATCH /projects/{}/unarchive': 'PATCH beside every PUT (the reference has only PUT here)',
  'PATCH /purchases/budgets/{}/target': 'PATCH beside every PUT (the reference has only PUT here)',
  'PATCH /projects/{}/assign_project_group':
    'PATCH beside every PUT (the reference has only PUT here)',
  'PATCH /projects/{}/unassign_project_group':
    'PATCH beside every PUT (the reference has only PUT here)',
  'POST /projects/groups': 'project group management (the reference only reads groups)',
  'PUT /projects/groups/{}': 'project group management (the reference only reads groups)',
  'PATCH /projects/groups/{}': 'project group management (the reference only reads groups)',
  'DELETE /projects/groups/{}': 'project group management (the reference only reads groups)',
  'GET /account/web_hooks/{}/deliveries': 'web hook deliveries and their attempts',
  'POST /account/web_hooks/{}/deliveries/{}/redeliver': 'send a web hook delivery again',
  'PATCH /account/web_hooks/{}/disable': 'PATCH beside every PUT (the reference has only PUT here)',
  'PATCH /account/web_hooks/{}/enable': 'PATCH beside every PUT (the reference has only PUT here)',
  'GET /account': "the account's own data (seller, bank, sender, locale, logo)",
  'PUT /account': "the account's own data (seller, bank, sender, locale, logo)",
  'PATCH /account': "the account's own data (seller, bank, sender, locale, logo)",
  'GET /audit_events': 'the audit trail of documents, payments, companies and the account (GoBD)',
  'GET /account/bookkeeping': 'bookkeeping settings for DATEV exports (chart, numbers, accounts)',
  'PUT /account/bookkeeping': 'bookkeeping settings for DATEV exports (chart, numbers, accounts)',
  'PATCH /account/bookkeeping': 'PATCH beside every PUT (bookkeeping settings)',
  'GET /account/inbox': 'supplier inbox settings (IMAP mailbox read by the worker)',
  'PUT /account/inbox': 'supplier inbox settings (IMAP mailbox read by the worker)',
  'PATCH /account/inbox': 'PATCH beside every PUT (supplier inbox settings)',
  'DELETE /account/inbox': 'supplier inbox settings (IMAP mailbox read by the worker)',
  'GET /invoices/bookkeeping_exports/{}/file': "the export's ZIP: DATEV booking file and documents",
  'GET /purchases/bookkeeping_exports/{}/file':
    "the export's ZIP: DATEV booking file and documents",
  'GET /purchases/payment_runs': 'SEPA payment runs (pain.001 transfers to suppliers)',
  'POST /purchases/payment_runs': 'SEPA payment runs (pain.001 transfers to suppliers)',
  'GET /purchases/payment_runs/{}': 'SEPA payment runs (pain.001 transfers to suppliers)',
  'DELETE /purchases/payment_runs/{}': 'SEPA payment runs (pain.001 transfers to suppliers)',
  'GET /purchases/payment_runs/{}.xml': "a payment run's pain.001 file",
  'GET /bank_statements': 'bank statements read from camt.053/054 and MT940 files',
  'POST /bank_statements': 'bank statement import: match and book the payments it holds',
  'GET /bank_statements/{}': 'bank statements read from camt.053/054 and MT940 files',
  'GET /bank_transactions': "the imported statements' transactions and what they settled",
  'GET /bank_transactions/{}': "the imported statements' transactions and what they settled",
  'POST /bank_transactions/{}/match': 'settling a suggested or unmatched transaction by hand',
  'POST /bank_transactions/{}/ignore': 'setting aside a transaction that is no payment',
  'GET /sepa_mandates': "SEPA direct debit mandates of the account's customers",
  'POST /sepa_mandates': "SEPA direct debit mandates of the account's customers",
  'GET /sepa_mandates/{}': "SEPA direct debit mandates of the account's customers",
  'PUT /sepa_mandates/{}': "SEPA direct debit mandates of the account's customers",
  'PATCH /sepa_mandates/{}': 'PATCH beside every PUT (SEPA mandates)',
  'DELETE /sepa_mandates/{}': "SEPA direct debit mandates of the account's customers",
  'POST /sepa_mandates/{}/revoke': 'revocation of a SEPA mandate by the debtor',
  'GET /invoices/direct_debit_runs': 'SEPA direct debit runs (pain.008 collections of invoices)',
  'POST /invoices/direct_debit_runs': 'SEPA direct debit runs (pain.008 collections of invoices)',
  'GET /invoices/direct_debit_runs/{}': 'SEPA direct debit runs (pain.008 collections of invoices)',
  'GET /invoices/direct_debit_runs/{}.xml': "a direct debit run's pain.008 file",
  'PATCH /projects/{}/share': 'PATCH beside every PUT (the reference has only PUT here)',
  'PATCH /projects/{}/disable_share': 'PATCH beside every PUT (the reference has only PUT here)',
  'GET /account/dunning': 'dunning settings: on or off, e-mail, levels (daily dunning run)',
  'PUT /account/dunning': 'dunning settings: on or off, e-mail, levels (daily dunning run)',
  'PATCH /account/dunning': 'PATCH beside every PUT (dunning settings)',
  'POST /invoices/{}/dunning/pause': "pause an invoice's dunning run",
  'DELETE /invoices/{}/dunning/pause': "resume an invoice's dunning run",
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const DOCS = /^\/api\/v1\/(docs|openapi\.json)/;

/** `GET /offers/{}`: method and path with the parameter names left out. */
const normalized = (operation: string) => operation.replace(/\{[^}]+\}/g, '{}');

describe('contract coverage', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('checks every operation of the API or names it as Faktura-only', async () => {
    const document = (await request(t.url).get('/api/v1/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(document.paths).flatMap(([path, item]) =>
      DOCS.test(path)
        ? []
        : METHODS.filter((method) => item[method]).map((method) =>
            normalized(`${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`),
          ),
    );
    const shared = Object.values(GROUPS).flatMap((group) => Object.keys(group).map(normalized));
    expect(new Set(shared).size).toBe(shared.length);
    expect(shared.filter((operation) => operation in FAKTURA_ONLY)).toEqual([]);
    const classified = new Set([...shared, ...Object.keys(FAKTURA_ONLY)]);
    expect(served.filter((operation) => !classified.has(operation)).sort()).toEqual([]);
    expect([...classified].filter((operation) => !served.includes(operation)).sort()).toEqual([]);
  });
});
