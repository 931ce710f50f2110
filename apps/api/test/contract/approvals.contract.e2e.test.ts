import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { APPROVALS_CONTRACT } from './schemas/approvals.schemas';

describe('contract: approvals', () => {
  const checker = new ContractChecker(APPROVALS_CONTRACT);
  let t: TestApp;
  let a: TestAccount;
  let prisma: PrismaClient;
  let purchases: number[];

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    prisma = createPrismaClient(t.db.url, { max: 1 });
    purchases = [];
    for (const [index, title] of ['Server hosting', 'Office chairs'].entries()) {
      const row = await prisma.purchase.create({
        data: {
          accountId: a.accountId,
          identifier: `E26000${index + 1}`,
          title,
          date: new Date('2026-03-20'),
          paymentMethod: 'bank_transfer',
          currency: 'CHF',
          netTotal: '500.00',
        },
      });
      purchases.push(row.id);
    }
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const path = '/api/v1/approvals';
  const ask = (purchaseId: number) =>
    api().post(path, {
      target_type: 'purchase',
      target_id: purchaseId,
      approver_id: a.userId,
      note: 'review pls',
    });

  it('approvals', async () => {
    const first = await ask(purchases[0]!);
    checker.check('POST /approvals', first);
    const id = (first.body as { id: number }).id;
    checker.check('GET /approvals', await api().get(path));
    checker.check('GET /approvals/{id}', await api().get(`${path}/${id}`));
    checker.check('POST /approvals/{id}/approve', await api().post(`${path}/${id}/approve`));
    const second = (await ask(purchases[1]!).expect(200)).body as { id: number };
    checker.check(
      'POST /approvals/{id}/deny',
      await api().post(`${path}/${second.id}/deny`, { note: 'Wrong cost centre' }),
    );
    checker.check('DELETE /approvals/{id}', await api().delete(`${path}/${second.id}`));
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
