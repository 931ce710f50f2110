import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { PURCHASES_CONTRACT } from './schemas/purchases.schemas';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Every purchase, purchase payment and purchase category operation Faktura shares with the
 * reference, called with realistic data (optional fields filled, nested references set) and
 * checked against the reference's records.
 */
describe('contract: purchases, purchase payments, purchase categories', () => {
  const checker = new ContractChecker(PURCHASES_CONTRACT);
  let t: TestApp;
  let a: TestAccount;
  let prisma: PrismaClient;
  const ref: Record<string, number> = {};
  let purchaseId: number;
  let paymentId: number;

  const api = () => client(t.url, a.key);
  const created = async (call: request.Test) => (await call.expect(200)).body as { id: number };

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    prisma = createPrismaClient(t.db.url, { max: 1 });
    ref.vat = (
      await created(api().post('/api/v1/vat_code_purchases', { code: 'VSt19', tax: 19 }))
    ).id;
    await prisma.vatCodePurchase.update({
      where: { id: ref.vat },
      data: { description: 'Vorsteuer 19 %' },
    });
    ref.category = (
      await created(
        api().post('/api/v1/purchases/categories', { name: 'Office', credit_account: '6815' }),
      )
    ).id;
    ref.supplier = (
      await created(
        api().post('/api/v1/companies', {
          type: 'supplier',
          name: 'Möbel AG',
          iban: 'DE89370400440532013000',
          credit_number: 70001,
        }),
      )
    ).id;
    const customer = await created(
      api().post('/api/v1/companies', { type: 'customer', name: 'Kunde AG' }),
    );
    ref.project = (
      await created(
        api().post('/api/v1/projects', {
          name: 'Fit-out',
          customer_id: customer.id,
          currency: 'EUR',
        }),
      )
    ).id;
    await created(
      api().post('/api/v1/account/custom_properties', {
        name: 'Cost centre',
        kind: 'String',
        entity: 'Purchase',
      }),
    );
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const purchaseBody = (receipt: string) => ({
    date: '2026-03-10',
    due_date: '2026-04-09',
    service_period_from: '2026-02-01',
    service_period_to: '2026-02-28',
    currency: 'EUR',
    payment_method: 'bank_transfer',
    company_id: ref.supplier,
    user_id: a.userId,
    receipt_identifier: receipt,
    title: 'Office furniture',
    info: 'Delivered to the second floor',
    iban: 'DE89370400440532013000',
    reference: 'RF18539007547034',
    tags: ['office', 'furniture'],
    custom_properties: { 'Cost centre': 'A1' },
    file: { filename: 'invoice.pdf', base64: PDF.toString('base64') },
    refund_request: { comment: 'Paid with my own card', user_id: a.userId },
    credit_card_transaction: { source: 'amex', transaction_identifier: `TX-${receipt}` },
    items: [
      {
        title: 'Office chairs',
        total: 1000,
        vat_code_id: ref.vat,
        category_id: ref.category,
        ksk_relevant: false,
      },
      // A rate without a VAT code stays inline: the second shape of `vat`.
      { title: 'Artwork', total: 105.5, tax: 5.5, tax_included: true, ksk_relevant: true },
    ],
  });

  describe('purchases', () => {
    it('POST /purchases', async () => {
      const response = await api().post('/api/v1/purchases', purchaseBody('RE-100'));
      checker.check('POST /purchases', response);
      purchaseId = response.body.id;
      expect(response.body.items[1].vat).toEqual({
        tax: 5.5,
        reverse_charge: false,
        intra_eu: false,
        active: true,
      });
      // Receipts come from the reference's receipt feature; one is linked straight away.
      const file = await prisma.storedFile.create({
        data: {
          accountId: a.accountId,
          filename: 'slip.pdf',
          contentType: 'application/pdf',
          size: PDF.length,
          sha256: '0'.repeat(64),
          data: new Uint8Array(PDF),
        },
      });
      const receipt = await prisma.receipt.create({
        data: {
          accountId: a.accountId,
          title: 'Taxi',
          date: new Date('2026-03-09'),
          currency: 'EUR',
          fileId: file.id,
        },
      });
      await prisma.purchaseItem.update({
        where: { id: response.body.items[0].id },
        data: { receiptId: receipt.id },
      });
    });

    it('POST /purchases/{id}/assign_to_project', async () => {
      const itemId = (await api().get(`/api/v1/purchases/${purchaseId}`)).body.items[0].id;
      const response = await api().post(`/api/v1/purchases/${purchaseId}/assign_to_project`, {
        item_id: itemId,
        project_id: ref.project,
        billable: true,
        budget_relevant: true,
        surcharge: false,
      });
      checker.check('POST /purchases/{id}/assign_to_project', response);
      expect(response.body.items[0].expense).not.toBeNull();
    });

    it('PUT /purchases/{id} and PATCH /purchases/{id}', async () => {
      const put = await api().put(`/api/v1/purchases/${purchaseId}`, {
        info: 'Delivered to the third floor',
        due_date: '2026-04-15',
      });
      checker.check('PUT /purchases/{id}', put);
      const patch = await api().patch(`/api/v1/purchases/${purchaseId}`, { reference: 'RF-2' });
      checker.check('PATCH /purchases/{id}', patch);
      expect(patch.body).toMatchObject({ info: 'Delivered to the third floor', reference: 'RF-2' });
    });

    it('PATCH /purchases/{id}/store_document', async () => {
      const response = await request(t.url)
        .patch(`/api/v1/purchases/${purchaseId}/store_document`)
        .set('Authorization', `Token token=${a.key}`)
        .attach('file', PDF, 'invoice-2.pdf');
      checker.check('PATCH /purchases/{id}/store_document', response);
    });
  });

  describe('purchase payments', () => {
    it('POST /purchases/payments', async () => {
      const response = await api().post('/api/v1/purchases/payments', {
        purchase_id: purchaseId,
        date: '2026-03-20',
        total: 500,
        currency: 'EUR',
        description: 'First instalment',
      });
      checker.check('POST /purchases/payments', response);
      paymentId = response.body.id;
    });

    it('POST /purchases/payments/bulk', async () => {
      const response = await api().post('/api/v1/purchases/payments/bulk', {
        bulk_data: [
          { purchase_id: purchaseId, date: '2026-03-25', total: 100, description: 'Second' },
          { purchase_id: purchaseId, date: '2026-03-26', total: 50, description: 'Third' },
        ],
      });
      checker.check('POST /purchases/payments/bulk', response);
    });

    it('GET /purchases/payments and GET /purchases/payments/{id}', async () => {
      checker.check('GET /purchases/payments', await api().get('/api/v1/purchases/payments'));
      const one = await api().get(`/api/v1/purchases/payments/${paymentId}`);
      checker.check('GET /purchases/payments/{id}', one);
    });

    it('PUT /purchases/payments/{id} and PATCH /purchases/payments/{id}', async () => {
      const put = await api().put(`/api/v1/purchases/payments/${paymentId}`, {
        purchase_id: purchaseId,
        date: '2026-03-21',
        total: 450,
        description: 'First instalment, corrected',
      });
      checker.check('PUT /purchases/payments/{id}', put);
      const patch = await api().patch(`/api/v1/purchases/payments/${paymentId}`, { total: 400 });
      checker.check('PATCH /purchases/payments/{id}', patch);
    });
  });

  describe('reading purchases', () => {
    it('GET /purchases/{id}', async () => {
      await created(
        api().post(`/api/v1/purchases/${purchaseId}/approvals`, {
          user_ids: [a.userId],
          comment: 'Please check the amount',
        }),
      );
      const response = await api().get(`/api/v1/purchases/${purchaseId}`);
      checker.check('GET /purchases/{id}', response);
      expect(response.body).toMatchObject({
        partially_paid: true,
        approval_status: 'pending',
        refund_request: { comment: 'Paid with my own card', user_id: a.userId },
      });
      expect(response.body.payments).toHaveLength(3);
      expect(response.body.items[0].receipt).not.toBeNull();
    });

    it('GET /purchases', async () => {
      await created(api().post('/api/v1/purchases', purchaseBody('RE-101')));
      checker.check('GET /purchases', await api().get('/api/v1/purchases'));
    });

    it('PATCH /purchases/{id}/update_status', async () => {
      const response = await api().patch(`/api/v1/purchases/${purchaseId}/update_status`, {
        status: 'archived',
      });
      checker.check('PATCH /purchases/{id}/update_status', response);
    });
  });

  describe('purchase categories', () => {
    it('GET /purchases/categories and GET /purchases/categories/{id}', async () => {
      checker.check('GET /purchases/categories', await api().get('/api/v1/purchases/categories'));
      const one = await api().get(`/api/v1/purchases/categories/${ref.category}`);
      checker.check('GET /purchases/categories/{id}', one);
    });
  });

  describe('deleting', () => {
    it('DELETE /purchases/payments/{id}', async () => {
      const response = await api().delete(`/api/v1/purchases/payments/${paymentId}`);
      checker.check('DELETE /purchases/payments/{id}', response);
    });

    it('DELETE /purchases/{id}', async () => {
      const fresh = await created(
        api().post('/api/v1/purchases', {
          ...purchaseBody('RE-102'),
          refund_request: null,
          credit_card_transaction: null,
        }),
      );
      checker.check('DELETE /purchases/{id}', await api().delete(`/api/v1/purchases/${fresh.id}`));
    });
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
