import type request from 'supertest';
import { createPrismaClient, enqueueJob, type PrismaClient } from '@faktura/db';
import { RenderJobWaiter } from '../src/shared/document-pdfs/render-job.waiter';
import { binary } from './support/binary';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { GERMAN_SELLER as SELLER } from './support/seller-profile';

/**
 * Missing data is a 422 naming the field to fill in, at once and for every format, never a 503
 * after the worker retried: a customer without e-mail address (UBL needs the buyer's electronic
 * address), an account without VAT ID and tax number. Nothing is queued; a generation job that
 * meets such data anyway (changed since the API checked) fails at once, without retries.
 */
describe('e-invoices of incomplete data: 422 naming the fields', () => {
  let t: TestApp;
  let a: TestAccount;
  let untaxed: TestAccount;
  let prisma: PrismaClient;
  const noEmail: Record<'x' | 'zugferd', number> = { x: 0, zugferd: 0 };
  const customers: Record<'untaxed' | 'untaxedZugferd', number> = {
    untaxed: 0,
    untaxedZugferd: 0,
  };

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const created = async (call: request.Test) => (await call.expect(200)).body;
  const get = (path: string, status: number, account: TestAccount = a) =>
    api(account).get(path).buffer(true).parse(binary).expect(status);
  const errorsOf = (response: request.Response) =>
    JSON.parse((response.body as Buffer).toString('utf8')).errors as Record<string, string[]>;
  const createInvoice = (customerId: number, account: TestAccount = a) =>
    created(
      api(account).post('/api/v1/invoices', {
        customer_id: customerId,
        recipient_address: 'Kunde GmbH\nHafenstraße 5\n20095 Hamburg',
        date: '2026-11-02',
        due_date: '2026-12-02',
        title: 'Beratung November',
        tax: 19,
        currency: 'EUR',
        items: [
          { type: 'title', title: 'Beratung' },
          { type: 'item', title: 'Workshop', quantity: 4, unit: 'h', unit_price: 150 },
        ],
      }),
    ) as Promise<{ id: number; identifier: string }>;
  const customer = async (account: TestAccount, extra: object) =>
    (
      await created(
        api(account).post('/api/v1/companies', {
          type: 'customer',
          name: 'Kunde GmbH',
          country_code: 'DE',
          buyer_reference: 'PO-4711',
          ...extra,
        }),
      )
    ).id as number;
  const generationJobs = (invoiceId: number) =>
    prisma.job.findMany({
      where: { type: 'einvoices.generate', payload: { path: ['invoiceId'], equals: invoiceId } },
      select: { status: true, attempts: true, lastError: true },
    });

  beforeAll(async () => {
    t = await startTestApp({}, { worker: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    untaxed = await createTestAccount(t.db.url, 'Untaxed');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    await api().put('/api/v1/account', SELLER).expect(200);
    const { vat_identifier: _vat, tax_number: _tax, ...withoutTaxIds } = SELLER;
    await api(untaxed)
      .put('/api/v1/account', { ...withoutTaxIds, vat_identifier: null, tax_number: null })
      .expect(200);
    noEmail.x = await customer(a, { invoice_format: 'x_invoice' });
    noEmail.zugferd = await customer(a, { invoice_format: 'zugferd_x_invoice' });
    const email = { email: 'einkauf@kunde.example' };
    customers.untaxed = await customer(untaxed, { ...email, invoice_format: 'x_invoice' });
    customers.untaxedZugferd = await customer(untaxed, {
      ...email,
      invoice_format: 'zugferd_x_invoice',
    });
  }, 120_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  it('names company.email for a UBL e-invoice of a customer without e-mail, queueing nothing', async () => {
    const invoice = await createInvoice(noEmail.x);
    for (const format of ['xrechnung-ubl', 'ubl']) {
      const refused = await get(`/api/v1/invoices/${invoice.id}.xml?format=${format}`, 422);
      const errors = errorsOf(refused);
      expect(Object.keys(errors)).toEqual(['company.email']);
      // What else would do: a Leitweg-ID as buyer reference, a Peppol participant id.
      expect(errors['company.email']![0]).toMatch(/Leitweg-ID as buyer_reference/);
      expect(errors['company.email']![0]).toMatch(/company\.peppol_id/);
    }
    const report = await get(`/api/v1/invoices/${invoice.id}/einvoice_validation`, 422);
    expect(Object.keys(errorsOf(report))).toEqual(['company.email']);
    expect(await generationJobs(invoice.id)).toEqual([]);
    expect(await prisma.eInvoiceDocument.count({ where: { invoiceId: invoice.id } })).toBe(0);
  }, 120_000);

  it('makes the CII formats of the same invoice, which need no buyer address', async () => {
    const invoice = await createInvoice(noEmail.zugferd);
    const cii = await get(`/api/v1/invoices/${invoice.id}.xml?format=cii`, 200);
    expect((cii.body as Buffer).toString('utf8')).toContain(invoice.identifier);
    const hybrid = await get(`/api/v1/invoices/${invoice.id}.pdf?format=zugferd`, 200);
    expect((hybrid.body as Buffer).includes('factur-x.xml')).toBe(true);
  }, 180_000);

  it('names account.vat_identifier and account.tax_number in every format', async () => {
    const invoice = await createInvoice(customers.untaxed, untaxed);
    const paths = [
      ...['xrechnung-ubl', 'xrechnung-cii', 'ubl', 'cii'].map(
        (format) => `/api/v1/invoices/${invoice.id}.xml?format=${format}`,
      ),
      `/api/v1/invoices/${invoice.id}.pdf?format=zugferd`,
      `/api/v1/invoices/${invoice.id}/einvoice_validation?format=factur-x`,
    ];
    for (const path of paths) {
      const errors = errorsOf(await get(path, 422, untaxed));
      expect(Object.keys(errors)).toEqual(['account.vat_identifier', 'account.tax_number']);
    }
    // A zugferd customer's PDF is the hybrid: refused the same way, before any print.
    const zugferd = await createInvoice(customers.untaxedZugferd, untaxed);
    const errors = errorsOf(await get(`/api/v1/invoices/${zugferd.id}.pdf`, 422, untaxed));
    expect(Object.keys(errors)).toEqual(['account.vat_identifier', 'account.tax_number']);
    expect(await generationJobs(invoice.id)).toEqual([]);
    expect(await generationJobs(zugferd.id)).toEqual([]);
  }, 120_000);

  it('send_email refuses with the same fields and sends nothing', async () => {
    const invoice = await createInvoice(noEmail.x);
    const body = { subject: 'Rechnung {identifier}', text: 'Anbei.', emails_to: 'k@kunde.example' };
    const refused = await api().post(`/api/v1/invoices/${invoice.id}/send_email`, body).expect(422);
    expect(Object.keys(refused.body.errors)).toEqual(['company.email']);
    expect(await prisma.emailDelivery.count({ where: { documentId: invoice.id } })).toBe(0);
    expect(await generationJobs(invoice.id)).toEqual([]);
    const unchanged = (await api().get(`/api/v1/invoices/${invoice.id}`).expect(200)).body;
    expect(unchanged).toMatchObject({ status: 'created', locked: false });

    const untaxedInvoice = await createInvoice(customers.untaxed, untaxed);
    const noTaxIds = await api(untaxed)
      .post(`/api/v1/invoices/${untaxedInvoice.id}/send_email`, body)
      .expect(422);
    expect(Object.keys(noTaxIds.body.errors)).toEqual(
      expect.arrayContaining(['account.vat_identifier', 'account.tax_number']),
    );
    expect(await prisma.emailDelivery.count({ where: { documentId: untaxedInvoice.id } })).toBe(0);
  }, 120_000);

  it('fails a generation job that meets missing data at once, and its waiter gets the fields', async () => {
    // As if the e-mail address was removed after the API checked: the worker finds it missing.
    const invoice = await createInvoice(noEmail.x);
    const job = await prisma.job.create({
      data: {
        type: 'einvoices.generate',
        accountId: a.accountId,
        payload: { invoiceId: invoice.id, format: 'xrechnung-ubl', letterPaperId: null },
      },
      select: { id: true },
    });
    const waited = t.app.get(RenderJobWaiter).contentHash(a.accountId, String(job.id), 'test');
    await expect(waited).rejects.toMatchObject({
      code: 'validation_failed',
      fieldErrors: { 'buyer.electronicAddress': [expect.any(String)] },
    });
    const [state] = await generationJobs(invoice.id);
    expect(state).toMatchObject({ status: 'failed', attempts: 1 });
    expect(state!.lastError).toMatch(/^data error: /);
    // The waiter of a PDF or e-invoice that failed otherwise still answers 503 (retry later).
    await enqueueJob(prisma, {
      type: 'einvoices.generate',
      accountId: a.accountId,
      payload: { invoiceId: 99_999_999, format: 'ubl', letterPaperId: null },
    });
    const gone = await prisma.job.findFirstOrThrow({
      where: { type: 'einvoices.generate', payload: { path: ['invoiceId'], equals: 99_999_999 } },
      select: { id: true },
    });
    await expect(
      t.app.get(RenderJobWaiter).contentHash(a.accountId, String(gone.id), 'test'),
    ).rejects.toMatchObject({ code: 'unavailable' });
  }, 120_000);
});
