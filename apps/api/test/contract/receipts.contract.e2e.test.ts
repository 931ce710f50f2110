import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { createCustomerProject } from '../support/project-fixtures';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { RECEIPTS_CONTRACT } from './schemas/receipts.schemas';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('contract: receipts', () => {
  const checker = new ContractChecker(RECEIPTS_CONTRACT);
  let t: TestApp;
  let prisma: PrismaClient;
  let a: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    prisma = createPrismaClient(t.db.url, { max: 1 });
    a = await createTestAccount(t.db.url, 'Alpha');
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);

  it('receipts with and without project, category and attachment', async () => {
    const post = async (path: string, data: object) =>
      ((await api().post(path, data).expect(200)).body as { id: number }).id;
    const vat = await post('/api/v1/vat_code_purchases', { code: 'VSt8.1', tax: 8.1 });
    const category = await post('/api/v1/purchases/categories', { name: 'Travel' });
    const projectId = await createCustomerProject(prisma, a.accountId);
    const body = {
      date: '2024-03-20',
      title: 'Taxi airport',
      billable: true,
      info: 'Client meeting transfer',
      project_id: projectId,
      currency: 'CHF',
      items: [{ purchase_category_id: category, gross_total: 86.4, vat_code_id: vat }],
      attachment: { filename: 'receipt.png', base64: PNG.toString('base64') },
    };
    const created = await api().post('/api/v1/receipts', body);
    checker.check('POST /receipts', created);
    const id = (created.body as { id: number }).id;
    await api()
      .post('/api/v1/receipts', {
        date: '2024-03-21',
        title: 'Parking',
        items: [{ gross_total: 5, vat_code_id: vat }],
      })
      .expect(200);
    // A receipt in a refund request: a purchase item refers to it.
    const parking = await api()
      .post('/api/v1/receipts', { ...body, title: 'Parking', attachment: undefined })
      .expect(200);
    const purchase = await api()
      .post('/api/v1/purchases', {
        date: '2024-03-22',
        currency: 'CHF',
        payment_method: 'cash',
        items: [{ title: 'Parking', total: 86.4, tax_included: true, vat_code_id: vat }],
        refund_request: { comment: 'Paid privately' },
      })
      .expect(200);
    await prisma.purchaseItem.update({
      where: { id: (purchase.body as { items: { id: number }[] }).items[0].id },
      data: { receiptId: (parking.body as { id: number }).id },
    });
    const listed = await api().get('/api/v1/receipts');
    expect(listed.body).toContainEqual(
      expect.objectContaining({ refund_request: { id: expect.any(Number), status: 'open' } }),
    );
    checker.check('GET /receipts', listed);
    checker.check('GET /receipts/{id}', await api().get(`/api/v1/receipts/${id}`));
    checker.check(
      'PUT /receipts/{id}',
      await api().put(`/api/v1/receipts/${id}`, { ...body, project_id: null, attachment: null }),
    );
    checker.check(
      'PATCH /receipts/{id}',
      await api().patch(`/api/v1/receipts/${id}`, { title: 'Taxi to the airport' }),
    );
    checker.check('DELETE /receipts/{id}', await api().delete(`/api/v1/receipts/${id}`));
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
