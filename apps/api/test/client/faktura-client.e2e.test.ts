import {
  createFakturaClient,
  downloadPdf,
  FakturaApiError,
  paginate,
  unwrap,
  type FakturaClient,
} from '@faktura/client';
import { createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';

/** @faktura/client against the running API: writes, paging, a 422 and an invoice PDF. */
describe('@faktura/client against the API', () => {
  let t: TestApp;
  let account: TestAccount;
  let api: FakturaClient;
  let customerId: number;
  /** URLs the client sent, in order (observed, not mocked: each goes to the API). */
  const sent: string[] = [];

  const invoice = (title: string) => ({
    customer_id: customerId,
    recipient_address: 'Kunde AG\nBahnhofstrasse 1\n8001 Zürich',
    date: '2026-03-10',
    due_date: '2026-04-09',
    title,
    tax: 8.1,
    currency: 'EUR',
    items: [{ type: 'item' as const, title: 'Work', quantity: 2, unit: 'h', unit_price: 150 }],
  });

  beforeAll(async () => {
    t = await startTestApp({}, { worker: true });
    account = await createTestAccount(t.db.url, 'Client AG');
    api = createFakturaClient({
      baseUrl: t.url,
      apiKey: account.key,
      fetch: (request) => {
        sent.push(`${request.method} ${request.url}`);
        return fetch(request);
      },
    });
    await unwrap(api.POST('/api/v1/vat_code_sales', { body: { code: 'UST81', tax: 8.1 } }));
    const company = await unwrap(
      api.POST('/api/v1/companies', { body: { type: 'customer', name: 'Kunde AG' } }),
    );
    customerId = company.id;
  });

  afterAll(async () => {
    await t.close();
  });

  it('creates an offer for a company', async () => {
    const offer = await unwrap(
      api.POST('/api/v1/offers', {
        body: {
          company_id: customerId,
          recipient_address: 'Kunde AG\nBern',
          date: '2026-03-10',
          due_date: '2026-04-10',
          title: 'Relaunch',
          tax: 8.1,
          currency: 'EUR',
          items: [{ type: 'item', title: 'Work', quantity: 1, unit_price: 100 }],
        },
      }),
    );
    expect(offer).toMatchObject({ title: 'Relaunch', company: { id: customerId } });
    const read = await unwrap(
      api.GET('/api/v1/offers/{id}', { params: { path: { id: offer.id } } }),
    );
    expect(read.id).toBe(offer.id);
  });

  it('replays a create sent again with the same Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': `client-e2e-${account.accountId}` };
    const first = await unwrap(api.POST('/api/v1/invoices', { body: invoice('Once'), headers }));
    const again = await unwrap(api.POST('/api/v1/invoices', { body: invoice('Once'), headers }));
    expect(again.id).toBe(first.id);
  });

  it('pages through the invoices two at a time, following Link', async () => {
    for (const title of ['A', 'B', 'C', 'D']) {
      await unwrap(api.POST('/api/v1/invoices', { body: invoice(`Invoice ${title}`) }));
    }
    const all = await unwrap(
      api.GET('/api/v1/invoices', { params: { query: { per_page: 1000 } } }),
    );
    expect(all).toHaveLength(5);
    sent.length = 0;
    const pages = paginate(api, '/api/v1/invoices', { params: { query: { per_page: 2 } } });
    const seen: number[] = [];
    for await (const record of pages) seen.push(record.id);
    expect(seen).toEqual(all.map((record) => record.id));
    expect(pages.total).toBe(5);
    expect(sent.map((url) => new URL(url.split(' ')[1]).searchParams.get('page'))).toEqual([
      null,
      '2',
      '3',
    ]);
  });

  it('throws FakturaApiError with the field errors of an invalid create', async () => {
    const failure = await unwrap(
      api.POST('/api/v1/invoices', { body: { ...invoice('Invalid'), due_date: 'someday' } }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FakturaApiError);
    const error = failure as FakturaApiError;
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['due_date']);
    expect(error.ruleErrors).toBeUndefined();
  });

  it('downloads an invoice PDF as a stream', async () => {
    const [first] = await unwrap(api.GET('/api/v1/invoices'));
    const stream = await downloadPdf(api, '/api/v1/invoices/{id}.pdf', {
      params: { path: { id: first.id } },
    });
    const chunks: Uint8Array[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    const missing = downloadPdf(api, '/api/v1/invoices/{id}.pdf', {
      params: { path: { id: 999_999 } },
    });
    await expect(missing).rejects.toMatchObject({ status: 404 });
  });
});
