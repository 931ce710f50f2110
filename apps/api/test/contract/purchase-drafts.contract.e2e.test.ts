import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { PURCHASE_DRAFTS_CONTRACT } from './schemas/purchase-drafts.schemas';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

describe('contract: purchase drafts', () => {
  const checker = new ContractChecker(PURCHASE_DRAFTS_CONTRACT);
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
  const path = '/api/v1/purchases/drafts';

  it('uploaded drafts and drafts of the inbox', async () => {
    const created = await api().post(path, {
      title: 'Supplier invoice draft',
      file: { filename: 'invoice.pdf', base64: PDF.toString('base64') },
    });
    checker.check('POST /purchases/drafts', created);
    const id = (created.body as { id: number }).id;
    // As the inbox writes one: no user, the mail's sender and text, totals read by the prefill.
    await prisma.purchaseDraft.create({
      data: {
        accountId: a.accountId,
        title: 'Rechnung 4711',
        source: 'inbox',
        emailFrom: 'invoices@supplier.example',
        emailBody: 'Please process this invoice.',
        netTotal: '100.5',
        grossTotal: '108.55',
        prefill: { invoice_number: { value: '4711', found: 'page 1' } },
        prefillStatus: 'done',
      },
    });
    checker.check('GET /purchases/drafts', await api().get(path));
    checker.check('GET /purchases/drafts/{id}', await api().get(`${path}/${id}`));
    const document = await api().get(`${path}/${id}.pdf`);
    checker.check('GET /purchases/drafts/{id}.pdf', document);
    expect(document.headers.location).toMatch(/\/api\/v1\/files\//);
    checker.check('DELETE /purchases/drafts/{id}', await api().delete(`${path}/${id}`));
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
