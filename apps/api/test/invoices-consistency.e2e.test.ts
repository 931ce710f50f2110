import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

/** Cross-field rules of POST /invoices: dates and currencies that must agree. */
describe('POST /api/v1/invoices: consistency', () => {
  let t: TestApp;
  let a: TestAccount;
  let customerId: number;

  const api = () => client(t.url, a.key);
  const body = (extra: object = {}) => ({
    customer_id: customerId,
    recipient_address: 'Kunde',
    date: '2026-06-15',
    due_date: '2026-07-15',
    title: 'Invoice',
    tax: 8.1,
    currency: 'EUR',
    items: [{ type: 'item', title: 'Work', quantity: 1, unit: 'h', unit_price: 100 }],
    ...extra,
  });
  const errors = async (extra: object) =>
    (await api().post('/api/v1/invoices', body(extra)).expect(422)).body.errors;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    await api().post('/api/v1/vat_code_sales', { code: 'UST81', tax: 8.1 }).expect(200);
    customerId = (
      await api().post('/api/v1/companies', { type: 'customer', name: 'Kunde AG' }).expect(200)
    ).body.id;
  });

  afterAll(() => t.close());

  it('refuses a due date before the date, and accepts the same day', async () => {
    expect(await errors({ due_date: '2026-06-14' })).toEqual({
      due_date: ['must not be before date'],
    });
    await api()
      .post('/api/v1/invoices', body({ due_date: '2026-06-15' }))
      .expect(200);
  });

  it("refuses a currency other than the project's", async () => {
    const project = await api()
      .post('/api/v1/projects', { name: 'Swiss work', customer_id: customerId, currency: 'CHF' })
      .expect(200);
    expect(await errors({ project_id: project.body.id })).toEqual({
      currency: ['does not match the currency of the project'],
    });
    await api()
      .post('/api/v1/invoices', body({ project_id: project.body.id, currency: 'CHF' }))
      .expect(200);
  });

  it('refuses to bill an offer in another currency', async () => {
    const offer = await api()
      .post('/api/v1/offers', {
        company_id: customerId,
        recipient_address: 'Kunde',
        date: '2026-06-01',
        due_date: '2026-06-30',
        title: 'Offer in CHF',
        tax: 8.1,
        currency: 'CHF',
        items: [],
      })
      .expect(201);
    expect(await errors({ offer_id: offer.body.id })).toEqual({
      offer_id: ['has another currency than the invoice'],
    });
    const after = await api().get(`/api/v1/offers/${offer.body.id}`).expect(200);
    expect(after.body.status).toBe('created');
  });
});
