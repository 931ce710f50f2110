import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { startTestApp, type TestApp } from './support/test-app';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';

/**
 * `buyer_reference` (BT-10 of e-invoices, the Leitweg-ID of public-sector customers): set on the
 * company, copied to its new invoices unless the request names another (or null), kept by the
 * reversal, never changed on existing invoices by a change of the company.
 */
describe('buyer_reference on companies and invoices', () => {
  let t: TestApp;
  let a: TestAccount;
  let prisma: PrismaClient;

  const api = () => client(t.url, a.key);
  const invoiceBody = (customerId: number, extra: object = {}) => ({
    customer_id: customerId,
    recipient_address: 'Stadt Beispiel\nRathausplatz 1\n12345 Beispiel',
    date: '2026-03-10',
    due_date: '2026-04-09',
    title: 'Consulting March',
    tax: 19,
    currency: 'EUR',
    items: [{ type: 'item', title: 'Work', quantity: 2, unit: 'h', unit_price: 150 }],
    ...extra,
  });
  const company = async (extra: object = {}) =>
    (
      await api()
        .post('/api/v1/companies', { type: 'customer', name: 'Stadt Beispiel', ...extra })
        .expect(200)
    ).body as { id: number; buyer_reference: string | null };
  const invoice = async (customerId: number, extra: object = {}) =>
    (await api().post('/api/v1/invoices', invoiceBody(customerId, extra)).expect(200)).body as {
      id: number;
      buyer_reference: string | null;
    };

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    prisma = createPrismaClient(t.db.url, { max: 2 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('is stored, shown, changed and cleared on a company', async () => {
    const created = await company({ buyer_reference: '04011000-12345-67' });
    expect(created.buyer_reference).toBe('04011000-12345-67');
    const shown = await api().get(`/api/v1/companies/${created.id}`).expect(200);
    expect(shown.body.buyer_reference).toBe('04011000-12345-67');
    const listed = await api().get(`/api/v1/companies?ids=${created.id}`).expect(200);
    expect(listed.body[0].buyer_reference).toBe('04011000-12345-67');
    const changed = await api()
      .put(`/api/v1/companies/${created.id}`, { buyer_reference: '991-33333TEST-33' })
      .expect(200);
    expect(changed.body.buyer_reference).toBe('991-33333TEST-33');
    const kept = await api().put(`/api/v1/companies/${created.id}`, { name: 'Renamed' });
    expect(kept.body.buyer_reference).toBe('991-33333TEST-33');
    const cleared = await api()
      .put(`/api/v1/companies/${created.id}`, { buyer_reference: null })
      .expect(200);
    expect(cleared.body.buyer_reference).toBeNull();
    expect((await company()).buyer_reference).toBeNull();
  });

  it('answers 422 naming the field for a reference that is not text or longer than 200', async () => {
    for (const buyer_reference of ['x'.repeat(201), 42]) {
      const response = await api()
        .post('/api/v1/companies', { type: 'customer', name: 'Too long', buyer_reference })
        .expect(422);
      expect(Object.keys(response.body.errors as object)).toEqual(['buyer_reference']);
      const invoiceResponse = await api()
        .post('/api/v1/invoices', invoiceBody(1, { buyer_reference }))
        .expect(422);
      expect(Object.keys(invoiceResponse.body.errors as object)).toContain('buyer_reference');
    }
  });

  it("gives a new invoice the customer's reference unless the body names one or null", async () => {
    const customer = await company({ buyer_reference: '04011000-12345-67' });
    const inherited = await invoice(customer.id);
    expect(inherited.buyer_reference).toBe('04011000-12345-67');
    expect((await invoice(customer.id, { buyer_reference: 'PO 4711' })).buyer_reference).toBe(
      'PO 4711',
    );
    expect((await invoice(customer.id, { buyer_reference: null })).buyer_reference).toBeNull();

    // The invoice keeps what it was issued with when the company changes later.
    await api()
      .put(`/api/v1/companies/${customer.id}`, { buyer_reference: '991-00000-00' })
      .expect(200);
    const shown = await api().get(`/api/v1/invoices/${inherited.id}`).expect(200);
    expect(shown.body.buyer_reference).toBe('04011000-12345-67');
    const listed = await api().get(`/api/v1/invoices?ids=${inherited.id}`).expect(200);
    expect(listed.body[0].buyer_reference).toBe('04011000-12345-67');
  });

  it('is kept by the reversal of an invoice', async () => {
    const customer = await company({ buyer_reference: '04011000-12345-67' });
    const original = await invoice(customer.id);
    await api()
      .put(`/api/v1/invoices/${original.id}/update_status`, { status: 'sent' })
      .expect(204);
    const reversal = await api().post(`/api/v1/invoices/${original.id}/reversal`).expect(200);
    expect(reversal.body.buyer_reference).toBe('04011000-12345-67');
    const stored = await prisma.invoice.findUniqueOrThrow({ where: { id: reversal.body.id } });
    expect(stored.buyerReference).toBe('04011000-12345-67');
  });
});
