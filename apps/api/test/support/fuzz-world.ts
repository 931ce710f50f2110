import { createPrismaClient } from '@faktura/db';
import { createDocumentFixtures } from '../contract/document-fixtures';
import { client, type TestAccount } from './test-accounts';

/**
 * Existing record IDs by the collection path that precedes a path parameter, with earlier
 * parameters written `{}`: `/api/v1/offers` -> offer IDs, `/api/v1/projects/{}/tasks` -> task
 * IDs. The fuzz test takes path IDs from here, so requests get past the 404 into the code.
 */
export type FuzzIds = Record<string, number[]>;

const PDF_BASE64 = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString(
  'base64',
);

/** One record of every kind a route names, in one account, made the way clients make them. */
export async function createFuzzWorld(
  appUrl: string,
  databaseUrl: string,
  account: TestAccount,
): Promise<FuzzIds> {
  const prisma = createPrismaClient(databaseUrl, { max: 1 });
  let fixtures;
  try {
    fixtures = await createDocumentFixtures(prisma, account.accountId, account.userId);
  } finally {
    await prisma.$disconnect();
  }
  return {
    ...(await createThroughApi(appUrl, account, fixtures)),
    ...fixtureIds(account, fixtures),
  };
}

function fixtureIds(
  account: TestAccount,
  fixtures: Awaited<ReturnType<typeof createDocumentFixtures>>,
): FuzzIds {
  return {
    '/api/v1/users': [account.userId, fixtures.colleagueId],
    '/api/v1/vat_code_sales': [fixtures.vatCodeId],
    '/api/v1/revenue_categories': [fixtures.revenueCategoryId],
    '/api/v1/letter_papers': [fixtures.letterPaperId],
    '/api/v1/projects': [fixtures.projectId],
    '/api/v1/deals': [fixtures.dealId],
    '/api/v1/contacts/people': [fixtures.contactId],
    '/api/v1/activities': fixtures.activityIds,
    '/api/v1/projects/{}/expenses': fixtures.expenseIds,
  };
}

async function createThroughApi(
  appUrl: string,
  account: TestAccount,
  fixtures: Awaited<ReturnType<typeof createDocumentFixtures>>,
): Promise<FuzzIds> {
  const api = client(appUrl, account.key);
  const made = async (path: string, body: object, status = 200): Promise<number> => {
    const response = await api.post(path, body);
    if (response.status !== status) {
      throw new Error(`setting up the fuzz world: POST ${path} answered ${response.status}`);
    }
    return (response.body as { id: number }).id;
  };
  const document = {
    recipient_address: 'Kunde AG\nHauptstrasse 1\n10115 Berlin',
    date: '2026-05-01',
    due_date: '2026-06-01',
    title: 'Fuzzing',
    vat_code_id: fixtures.vatCodeId,
    currency: 'EUR',
    items: [{ type: 'item', title: 'Work', quantity: 2, unit: 'h', unit_price: 100 }],
  };
  const offer = await made('/api/v1/offers', { ...document, project_id: fixtures.projectId }, 201);
  const invoice = await made('/api/v1/invoices', {
    ...document,
    customer_id: fixtures.customerId,
    project_id: fixtures.projectId,
  });
  const draft = await made('/api/v1/invoices', {
    ...document,
    customer_id: fixtures.customerId,
    status: 'draft',
  });
  const attachment = { attachment: { filename: 'terms.pdf', base64: PDF_BASE64 } };
  const offerAttachment = await made(`/api/v1/offers/${offer}/attachments`, attachment, 201);
  const invoiceAttachment = await made(`/api/v1/invoices/${invoice}/attachments`, attachment, 201);
  const payment = await made('/api/v1/invoices/payments', {
    invoice_id: invoice,
    date: '2026-05-10',
    paid_total: 50,
  });
  const reminder = await made('/api/v1/invoice_reminders', {
    invoice_id: invoice,
    date: '2026-06-05',
    due_date: '2026-06-15',
  });
  const supplier = await made('/api/v1/companies', { type: 'supplier', name: 'Lieferant AG' });
  const purchaseVat = await made('/api/v1/vat_code_purchases', { code: 'VSt19', tax: 19 });
  const category = await made('/api/v1/purchases/categories', { name: 'Office' });
  const purchase = await made('/api/v1/purchases', {
    date: '2026-03-10',
    currency: 'EUR',
    payment_method: 'bank_transfer',
    company_id: supplier,
    items: [{ title: 'Chairs', total: 1000, vat_code_id: purchaseVat, category_id: category }],
  });
  const purchasePayment = await made('/api/v1/purchases/payments', {
    purchase_id: purchase,
    date: '2026-03-20',
    total: 100,
  });
  const approvals = await api.post(`/api/v1/purchases/${purchase}/approvals`, {
    user_ids: [account.userId],
  });
  const approvalIds = ((approvals.body as { approvals?: { id: number }[] }).approvals ?? []).map(
    (approval) => approval.id,
  );
  const task = (await api.get(`/api/v1/projects/${fixtures.projectId}/tasks`)).body as {
    id: number;
  }[];
  const group = await made('/api/v1/projects/groups', { name: 'Fuzz group' });
  const contract = await made(`/api/v1/projects/${fixtures.projectId}/contracts`, {
    user_id: fixtures.colleagueId,
  });
  const schedule = await made(`/api/v1/projects/${fixtures.projectId}/payment_schedules`, {
    date: '2026-05-01',
    net_total: 1000,
  });
  const budget = await made('/api/v1/purchases/budgets', { title: 'Fuzz budget' });
  const plannedPurchase = await made('/api/v1/planned_purchases', {
    date: '2026-01-15',
    frequency: 'monthly',
    title: 'Fuzz plan',
    net_total: 100,
    currency: 'EUR',
    purchase_budget_id: budget,
    user_id: account.userId,
  });
  const hook = await made('/api/v1/account/web_hooks', {
    target: 'Invoice',
    event: 'update',
    hook: 'https://example.com/hooks/fuzz',
  });
  const mandate = await made('/api/v1/sepa_mandates', {
    company_id: fixtures.customerId,
    reference: 'FUZZ-MANDATE-1',
    signed_on: '2026-04-01',
    iban: 'DE89370400440532013000',
    debtor_name: 'Kunde AG',
  });
  await api.put('/api/v1/account', {
    sepa_creditor_id: 'DE98ZZZ09999999999',
    iban: 'DE02120300000000202051',
  });
  const debitRun = await made('/api/v1/invoices/direct_debit_runs', { invoice_ids: [invoice] });
  const definitions = (await api.get('/api/v1/account/custom_properties')).body as {
    id: number;
  }[];
  return {
    '/api/v1/offers': [offer],
    '/api/v1/offers/{}/attachments': [offerAttachment],
    '/api/v1/invoices': [invoice, draft],
    '/api/v1/invoices/{}/attachments': [invoiceAttachment],
    '/api/v1/invoices/payments': [payment],
    '/api/v1/invoice_reminders': [reminder],
    '/api/v1/companies': [fixtures.customerId, supplier],
    '/api/v1/vat_code_purchases': [purchaseVat],
    '/api/v1/purchases/categories': [category],
    '/api/v1/purchases': [purchase],
    '/api/v1/purchases/payments': [purchasePayment],
    '/api/v1/purchases/{}/approvals': approvalIds,
    '/api/v1/projects/{}/tasks': task.map((row) => row.id),
    '/api/v1/projects/groups': [group],
    '/api/v1/projects/{}/contracts': [contract],
    '/api/v1/projects/{}/payment_schedules': [schedule],
    '/api/v1/account/custom_properties': definitions.map((row) => row.id),
    '/api/v1/account/web_hooks': [hook],
    '/api/v1/purchases/budgets': [budget],
    '/api/v1/planned_purchases': [plannedPurchase],
    '/api/v1/sepa_mandates': [mandate],
    '/api/v1/invoices/direct_debit_runs': [debitRun],
  };
}
