import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

/** POST /purchases/{id}/assign_to_project: purchase items as project expenses. */
describe('POST /api/v1/purchases/{id}/assign_to_project', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let project: { id: number; companyId: number };
  let sequence = 0;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const assign = (purchaseId: number, body: object, account: TestAccount = a) =>
    api(account).post(`/api/v1/purchases/${purchaseId}/assign_to_project`, body);

  /** A purchase with two items (net 100.00 and 19.99) seeded directly. */
  async function purchase(account: TestAccount = a, currency = 'EUR') {
    const vat = await prisma.vatCodePurchase.create({
      data: { accountId: account.accountId, code: `V${++sequence}`, tax: 19 },
    });
    const file = await prisma.storedFile.create({
      data: {
        accountId: account.accountId,
        filename: 'receipt.pdf',
        contentType: 'application/pdf',
        size: 5,
        sha256: '0'.repeat(64),
        data: new Uint8Array(Buffer.from('%PDF-')),
      },
    });
    const item = (title: string, net: string, sortOrder: number) => ({
      accountId: account.accountId,
      sortOrder,
      title,
      netTotal: net,
      taxTotal: '0',
      grossTotal: net,
      tax: 19,
      vatCodeId: vat.id,
    });
    return prisma.purchase.create({
      data: {
        accountId: account.accountId,
        identifier: `E26${String(++sequence).padStart(4, '0')}`,
        title: 'Hardware',
        date: new Date('2026-05-04'),
        paymentMethod: 'bank_transfer',
        currency,
        documentFileId: file.id,
        items: { create: [item('Server rack', '100', 0), item('Cable', '19.99', 1)] },
      },
      include: { items: { orderBy: { sortOrder: 'asc' } } },
    });
  }

  const expensesOf = async (projectId: number) =>
    (await api().get(`/api/v1/projects/${projectId}/expenses`).expect(200)).body as {
      id: number;
      price: number;
      cost: number;
      billable: boolean;
      budget_relevant: boolean;
      purchase_id: number | null;
      purchase_item_id: number | null;
      file_url: string | null;
    }[];

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    const leader = await prisma.user.findFirstOrThrow({ where: { accountId: a.accountId } });
    const company = await prisma.company.create({
      data: { accountId: a.accountId, name: 'Kunde AG', type: 'customer' },
    });
    const created = await prisma.project.create({
      data: {
        accountId: a.accountId,
        name: 'Shop',
        identifier: 'P-1',
        companyId: company.id,
        currency: 'EUR',
        leaderId: leader.id,
      },
    });
    project = { id: created.id, companyId: company.id };
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('creates an expense from the item with the account defaults and shows it on the item', async () => {
    await prisma.account.update({
      where: { id: a.accountId },
      data: { expenseBillableDefault: false, expenseBudgetRelevantDefault: true },
    });
    const bought = await purchase();
    const response = await assign(bought.id, {
      item_id: bought.items[0].id,
      project_id: project.id,
    }).expect(200);
    expect(response.body.id).toBe(bought.id);
    const read = await api().get(`/api/v1/purchases/${bought.id}`).expect(200);
    // The full record, as GET answers it (file links are signed afresh on every read).
    expect(response.body).toEqual({ ...read.body, file_url: expect.stringMatching(/\/files\//) });
    const item = response.body.items.find((row: { id: number }) => row.id === bought.items[0].id);
    expect(item.expense).toEqual({
      id: expect.any(Number),
      project: { id: project.id, company_id: project.companyId },
    });
    const expense = (await expensesOf(project.id)).find((row) => row.id === item.expense.id)!;
    expect(expense).toMatchObject({
      price: 100,
      cost: 100,
      billable: false,
      budget_relevant: true,
      purchase_id: bought.id,
      purchase_item_id: bought.items[0].id,
    });
    expect(expense.file_url).toMatch(/\/api\/v1\/files\//);
    const jobs = await prisma.job.count({ where: { type: 'projects.expense-notification' } });
    expect(jobs).toBe(0);
  });

  it('applies the surcharge only when asked and enabled; billable/budget_relevant override', async () => {
    await prisma.account.update({
      where: { id: a.accountId },
      data: { purchaseSurchargeEnabled: true, purchaseSurchargePercent: '12.5' },
    });
    const bought = await purchase();
    const withSurcharge = await assign(bought.id, {
      item_id: bought.items[1].id,
      project_id: project.id,
      surcharge: true,
      billable: true,
      budget_relevant: false,
    }).expect(200);
    const id = withSurcharge.body.items[1].expense.id;
    expect((await expensesOf(project.id)).find((row) => row.id === id)).toMatchObject({
      price: 22.49, // 19.99 x 1.125 = 22.48875
      cost: 19.99,
      billable: true,
      budget_relevant: false,
    });
    const plain = await assign(bought.id, { item_id: bought.items[0].id, project_id: project.id });
    const plainId = plain.body.items[0].expense.id;
    expect((await expensesOf(project.id)).find((row) => row.id === plainId)?.price).toBe(100);
    // The reference documents surcharge as a number: 0 is false, anything else true.
    const numbered = await purchase();
    const prices = [];
    for (const [index, surcharge] of [0, 1].entries()) {
      const response = await assign(numbered.id, {
        item_id: numbered.items[index].id,
        project_id: project.id,
        surcharge,
      }).expect(200);
      const expenseId = response.body.items[index].expense.id;
      prices.push((await expensesOf(project.id)).find((row) => row.id === expenseId)?.price);
    }
    expect(prices).toEqual([100, 22.49]);
    const wrong = await assign(bought.id, {
      item_id: bought.items[0].id,
      project_id: project.id,
      surcharge: 'yes',
    }).expect(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['surcharge']);
    await prisma.account.update({
      where: { id: a.accountId },
      data: { purchaseSurchargeEnabled: false },
    });
  });

  it('queues the project leader notice when asked', async () => {
    const bought = await purchase();
    const response = await assign(bought.id, {
      item_id: bought.items[0].id,
      project_id: project.id,
      notify_project_leader: true,
    }).expect(200);
    const job = await prisma.job.findFirstOrThrow({
      where: { type: 'projects.expense-notification', accountId: a.accountId },
      orderBy: { id: 'desc' },
    });
    expect(job.payload).toEqual({ expenseId: response.body.items[0].expense.id });
  });

  it('links an existing expense with expense_id, and refuses what cannot be linked', async () => {
    const bought = await purchase();
    const existing = await api()
      .post(`/api/v1/projects/${project.id}/expenses`, {
        date: '2026-05-01',
        title: 'Planned hardware',
        quantity: 1,
        unit_price: 150,
      })
      .expect(200);
    const linked = await assign(bought.id, {
      item_id: bought.items[0].id,
      project_id: project.id,
      expense_id: existing.body.id,
    }).expect(200);
    expect(linked.body.items[0].expense.id).toBe(existing.body.id);
    const expense = (await expensesOf(project.id)).find((row) => row.id === existing.body.id);
    expect(expense).toMatchObject({ price: 150, cost: 100, purchase_item_id: bought.items[0].id });

    const errors = async (body: object) =>
      (await assign(bought.id, body).expect(422)).body.errors as Record<string, string[]>;
    expect(
      Object.keys(await errors({ item_id: bought.items[0].id, project_id: project.id })),
    ).toEqual(['item_id']);
    const other = await purchase();
    expect(
      Object.keys(await errors({ item_id: other.items[0].id, project_id: project.id })),
    ).toEqual(['item_id']);
    expect(Object.keys(await errors({ item_id: bought.items[1].id, project_id: 999_999 }))).toEqual(
      ['project_id'],
    );
    expect(
      Object.keys(
        await errors({
          item_id: bought.items[1].id,
          project_id: project.id,
          expense_id: existing.body.id,
        }),
      ),
    ).toEqual(['expense_id']);
    await prisma.expense.update({ where: { id: existing.body.id }, data: { billed: true } });
    expect(
      await errors({
        item_id: bought.items[0].id,
        project_id: project.id,
        expense_id: existing.body.id,
      }),
    ).toEqual({ expense_id: ['is billed and cannot change'] });
    expect(Object.keys(await errors({ project_id: project.id }))).toEqual(['item_id']);
  });

  it('refuses a project in another currency', async () => {
    const bought = await purchase(a, 'CHF');
    const response = await assign(bought.id, {
      item_id: bought.items[0].id,
      project_id: project.id,
    }).expect(422);
    expect(response.body).toEqual({
      errors: { project_id: ['has another currency than the purchase'] },
    });
  });

  it('answers 401, 403 and 404 like every route', async () => {
    const bought = await purchase();
    const body = { item_id: bought.items[0].id, project_id: project.id };
    await request(t.url)
      .post(`/api/v1/purchases/${bought.id}/assign_to_project`)
      .send(body)
      .expect(401);
    await client(t.url, a.readOnlyKey)
      .post(`/api/v1/purchases/${bought.id}/assign_to_project`, body)
      .expect(403);
    const foreign = await purchase(b);
    expect(
      (
        await assign(foreign.id, { item_id: foreign.items[0].id, project_id: project.id }).expect(
          404,
        )
      ).body,
    ).toEqual({ message: 'Not found' });
    await assign(bought.id, body, b).expect(404);
    expect(await prisma.expense.count({ where: { purchaseId: foreign.id } })).toBe(0);
  });
});
