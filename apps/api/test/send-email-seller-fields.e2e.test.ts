import type request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { binary, pdfText } from './support/binary';
import { client, createTestAccount, TEST_SELLER, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const NEEDED = 'must be set in the account before the document is sent';

/**
 * send_email refuses a document whose legally required seller data is missing in the account
 * (422 naming each field of GET /account), while the PDF preview renders with what is set.
 */
describe('send_email and the seller data documents must carry', () => {
  let t: TestApp;
  let prisma: PrismaClient;
  let incomplete: TestAccount;
  let customerId: number;

  const api = () => client(t.url, incomplete.key);
  const created = async (call: request.Test, status = 200) => (await call.expect(status)).body;
  const message = {
    subject: 'Document {identifier}',
    text: 'Attached.',
    emails_to: 'a@kunde.example',
  };
  const deliveries = () =>
    prisma.emailDelivery.count({ where: { accountId: incomplete.accountId } });
  const createInvoice = (extra: object = {}) =>
    created(
      api().post('/api/v1/invoices', {
        customer_id: customerId,
        recipient_address: 'Kunde GmbH\nLindenallee 3\n50667 Köln',
        date: '2026-05-04',
        due_date: '2026-06-03',
        title: 'Website April',
        tax: 19,
        currency: 'EUR',
        items: [{ type: 'item', title: 'Programming', quantity: 8, unit: 'h', unit_price: 125 }],
        ...extra,
      }),
    );

  beforeAll(async () => {
    t = await startTestApp({}, { worker: true });
    prisma = createPrismaClient(t.db.url, { max: 1 });
    incomplete = await createTestAccount(t.db.url, 'Neu GmbH', { seller: false });
    customerId = (
      await created(api().post('/api/v1/companies', { type: 'customer', name: 'Kunde GmbH' }))
    ).id;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('refuses an invoice, names every missing field, prints its preview, then sends it', async () => {
    const invoice = await createInvoice();
    const refused = await api()
      .post(`/api/v1/invoices/${invoice.id}/send_email`, message)
      .expect(422);
    expect(refused.body).toEqual({
      errors: {
        'account.street': [NEEDED],
        'account.zip': [NEEDED],
        'account.city': [NEEDED],
        'account.vat_identifier': [
          'must be set in the account (or tax_number) before the document is sent',
        ],
        'account.tax_number': [
          'must be set in the account (or vat_identifier) before the document is sent',
        ],
      },
    });
    expect(await deliveries()).toBe(0);
    expect((await api().get(`/api/v1/invoices/${invoice.id}`).expect(200)).body.status).not.toBe(
      'sent',
    );

    const preview = await api()
      .get(`/api/v1/invoices/${invoice.id}.pdf`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(await pdfText(preview.body as Buffer)).toContain('Neu GmbH');

    await api()
      .put('/api/v1/account', { street: 'Hauptstr. 1', zip: '10115', city: 'Berlin' })
      .expect(200);
    const stillRefused = await api()
      .post(`/api/v1/invoices/${invoice.id}/send_email`, message)
      .expect(422);
    expect(Object.keys(stillRefused.body.errors)).toEqual([
      'account.vat_identifier',
      'account.tax_number',
    ]);

    await api().put('/api/v1/account', { tax_number: '30/123/45678' }).expect(200);
    await api().post(`/api/v1/invoices/${invoice.id}/send_email`, message).expect(200);
    expect(await deliveries()).toBe(1);
  }, 120_000);

  it('asks a reverse-charge invoice for the VAT ID itself, an offer only for the address', async () => {
    await api()
      .put('/api/v1/account', { street: null, zip: null, city: null, tax_number: '30/123/45678' })
      .expect(200);
    const offer = await created(
      api().post('/api/v1/offers', {
        recipient_address: 'Kunde GmbH\nKöln',
        date: '2026-05-04',
        due_date: '2026-06-03',
        title: 'Website relaunch',
        tax: 19,
        currency: 'EUR',
        items: [{ type: 'item', title: 'Implementation', quantity: 1, unit_price: 1000 }],
      }),
      201,
    );
    const refused = await api().post(`/api/v1/offers/${offer.id}/send_email`, message).expect(422);
    expect(Object.keys(refused.body.errors)).toEqual([
      'account.street',
      'account.zip',
      'account.city',
    ]);

    await api()
      .put('/api/v1/account', { street: TEST_SELLER.street, zip: '10117', city: 'Berlin' })
      .expect(200);
    await api().post(`/api/v1/offers/${offer.id}/send_email`, message).expect(200);

    const reverse = await created(
      api().post('/api/v1/vat_code_sales', { code: 'RC', tax: 0, reverse_charge: true }),
    );
    const invoice = await createInvoice({ vat_code_id: reverse.id });
    const exempt = await api()
      .post(`/api/v1/invoices/${invoice.id}/send_email`, message)
      .expect(422);
    expect(exempt.body).toEqual({ errors: { 'account.vat_identifier': [NEEDED] } });
    await api().put('/api/v1/account', { vat_identifier: 'DE123456789' }).expect(200);
    await api().post(`/api/v1/invoices/${invoice.id}/send_email`, message).expect(200);
  }, 120_000);

  it('refuses a reminder like its invoice', async () => {
    const invoice = await createInvoice();
    await api().post(`/api/v1/invoices/${invoice.id}/send_email`, message).expect(200);
    const reminder = await created(
      api().post('/api/v1/invoice_reminders', {
        invoice_id: invoice.id,
        date: '2026-06-10',
        due_date: '2026-06-20',
      }),
    );
    await api().put('/api/v1/account', { city: null }).expect(200);
    const refused = await api()
      .post(`/api/v1/invoice_reminders/${reminder.id}/send_email`, message)
      .expect(422);
    expect(refused.body).toEqual({ errors: { 'account.city': [NEEDED] } });
    await api().put('/api/v1/account', { city: 'Berlin' }).expect(200);
    await api().post(`/api/v1/invoice_reminders/${reminder.id}/send_email`, message).expect(200);
  }, 120_000);
});
