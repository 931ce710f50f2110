import { createPrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { BOOKKEEPING_EXPORTS_CONTRACT } from './schemas/bookkeeping-exports.schemas';

describe('contract: bookkeeping exports', () => {
  const checker = new ContractChecker(BOOKKEEPING_EXPORTS_CONTRACT);
  let t: TestApp;
  let a: TestAccount;
  let invoiceId: number;
  let purchaseId: number;

  const api = () => client(t.url, a.key);

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Contract');
    const prisma = createPrismaClient(t.db.url, { max: 1 });
    try {
      const { accountId } = a;
      const customer = await prisma.company.create({
        data: { accountId, type: 'customer', name: 'Beispiel AG' },
      });
      const supplier = await prisma.company.create({
        data: { accountId, type: 'supplier', name: 'Lieferant GmbH' },
      });
      await api()
        .put('/api/v1/account/bookkeeping', { consultant_number: 1234567, client_number: 1 })
        .expect(200);
      const invoice = await api()
        .post('/api/v1/invoices', {
          customer_id: customer.id,
          recipient_address: 'Beispiel AG',
          date: '2026-03-02',
          due_date: '2026-03-16',
          title: 'Beratung',
          tax: 19,
          currency: 'EUR',
          items: [{ type: 'item', title: 'Arbeit', quantity: 1, unit: 'h', unit_price: 120 }],
        })
        .expect(200);
      invoiceId = invoice.body.id;
      const purchase = await api()
        .post('/api/v1/purchases', {
          date: '2026-03-03',
          currency: 'EUR',
          payment_method: 'bank_transfer',
          company_id: supplier.id,
          items: [{ title: 'Papier', total: 100, tax: 19 }],
        })
        .expect(200);
      purchaseId = purchase.body.id;
    } finally {
      await prisma.$disconnect();
    }
  });

  afterAll(async () => {
    await t.close();
  });

  it('invoice bookkeeping exports', async () => {
    const created = await api().post('/api/v1/invoices/bookkeeping_exports', {
      invoice_ids: [invoiceId],
      comment: 'März',
      with_direct_online_submission: false,
    });
    checker.check('POST /invoices/bookkeeping_exports', created);
    checker.check(
      'GET /invoices/bookkeeping_exports',
      await api().get('/api/v1/invoices/bookkeeping_exports'),
    );
    checker.check(
      'GET /invoices/bookkeeping_exports/{id}',
      await api().get(`/api/v1/invoices/bookkeeping_exports/${created.body.id}`),
    );
  });

  it('purchase bookkeeping exports', async () => {
    const created = await api().post('/api/v1/purchases/bookkeeping_exports', {
      purchase_ids: [purchaseId],
      archive_after_export: true,
    });
    checker.check('POST /purchases/bookkeeping_exports', created);
    checker.check(
      'GET /purchases/bookkeeping_exports',
      await api().get('/api/v1/purchases/bookkeeping_exports'),
    );
    checker.check(
      'GET /purchases/bookkeeping_exports/{id}',
      await api().get(`/api/v1/purchases/bookkeeping_exports/${created.body.id}`),
    );
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
