import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { createCustomerProject } from './support/project-fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const pdfFile = { filename: 'receipts/taxi.pdf', base64: PDF.toString('base64') };

describe('project expenses: bulk creation, disregard and receipts', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const expensesOf = (projectId: number) => `/api/v1/projects/${projectId}/expenses`;
  const minimal = { date: '2026-03-02', title: 'Hosting', quantity: 1, unit_price: 10 };
  const record = async (projectId: number, body: object = {}) =>
    (
      await api()
        .post(expensesOf(projectId), { ...minimal, ...body })
        .expect(200)
    ).body as {
      id: number;
    } & Record<string, unknown>;
  const countIn = (projectId: number) => prisma.expense.count({ where: { projectId } });
  const errorFields = (response: request.Response) => Object.keys(response.body.errors).sort();

  describe('POST /projects/{project_id}/expenses/bulk', () => {
    it('creates every expense in one go, answering them in order as GET does', async () => {
      const projectId = await createCustomerProject(prisma, a.accountId, { currency: 'CHF' });
      const response = await api()
        .post(`${expensesOf(projectId)}/bulk`, {
          bulk_data: [
            { ...minimal, title: 'Server', quantity: 3, unit_price: 19.99, unit_cost: 12.5 },
            { ...minimal, title: 'Taxi', quantity: 0.333, unit_price: 10, billable: false },
          ],
        })
        .expect(200);
      expect(response.body).toHaveLength(2);
      expect(response.body[0]).toMatchObject({
        title: 'Server',
        price: 59.97,
        cost: 37.5,
        currency: 'CHF',
        project: { id: projectId },
        user: { id: a.userId },
      });
      expect(response.body[1]).toMatchObject({ title: 'Taxi', price: 3.33, billable: false });
      for (const created of response.body) {
        const read = await api()
          .get(`${expensesOf(projectId)}/${created.id}`)
          .expect(200);
        expect(read.body).toEqual(created);
      }
    });

    it('writes nothing when any entry is bad, naming every bad field of every entry', async () => {
      const projectId = await createCustomerProject(prisma, a.accountId);
      const foreignUser = b.userId;
      const tasksOnly = await prisma.revenueCategory.create({
        data: {
          accountId: a.accountId,
          name: 'Hours',
          revenueAccount: 3400,
          assignmentKind: 'only_tasks',
        },
      });
      const response = await api()
        .post(`${expensesOf(projectId)}/bulk`, {
          bulk_data: [
            minimal,
            { ...minimal, title: '', quantity: 'many' },
            { ...minimal, user_id: foreignUser },
            {
              ...minimal,
              revenue_category_id: tasksOnly.id,
              service_period_from: '2026-03-31',
              service_period_to: '2026-03-01',
            },
          ],
        })
        .expect(422);
      expect(errorFields(response)).toEqual(['bulk_data[1].quantity', 'bulk_data[1].title']);
      const checked = await api()
        .post(`${expensesOf(projectId)}/bulk`, {
          bulk_data: [
            minimal,
            { ...minimal, user_id: foreignUser },
            { ...minimal, revenue_category_id: tasksOnly.id },
            { ...minimal, service_period_from: '2026-03-31', service_period_to: '2026-03-01' },
          ],
        })
        .expect(422);
      expect(checked.body.errors).toEqual({
        'bulk_data[1].user_id': ['does not exist'],
        'bulk_data[2].revenue_category_id': ['is only for tasks'],
        'bulk_data[3].service_period_to': ['must not be before service_period_from'],
      });
      expect(await countIn(projectId)).toBe(0);
    });

    it('refuses a body without a list of expenses, naming bulk_data', async () => {
      const projectId = await createCustomerProject(prisma, a.accountId);
      for (const body of [{}, { bulk_data: [] }, { bulk_data: 'x' }, { bulk_data: [42] }]) {
        const response = await api()
          .post(`${expensesOf(projectId)}/bulk`, body)
          .expect(422);
        expect(errorFields(response)[0]).toMatch(/^bulk_data/);
      }
      expect(await countIn(projectId)).toBe(0);
    });

    it("answers another account's project like a missing one, and refuses a read-only key", async () => {
      const foreign = await createCustomerProject(prisma, b.accountId);
      const body = { bulk_data: [minimal] };
      await api()
        .post(`${expensesOf(foreign)}/bulk`, body)
        .expect(404);
      await api()
        .post(`${expensesOf(99_999_999)}/bulk`, body)
        .expect(404);
      expect(await countIn(foreign)).toBe(0);
      const own = await createCustomerProject(prisma, a.accountId);
      await client(t.url, a.readOnlyKey)
        .post(`${expensesOf(own)}/bulk`, body)
        .expect(403);
      expect(await countIn(own)).toBe(0);
    });
  });

  describe('POST /projects/{project_id}/expenses/disregard', () => {
    it('takes the expenses out of billing and keeps the reason, shown in no record', async () => {
      const projectId = await createCustomerProject(prisma, a.accountId);
      const one = await record(projectId);
      const two = await record(projectId);
      const kept = await record(projectId);
      const response = await api()
        .post(`${expensesOf(projectId)}/disregard`, {
          expense_ids: [one.id, two.id, one.id],
          reason: 'Goodwill',
        })
        .expect(204);
      expect(response.text).toBe('');
      const rows = await prisma.expense.findMany({
        where: { projectId },
        orderBy: { id: 'asc' },
        select: { billable: true, disregardReason: true },
      });
      expect(rows).toEqual([
        { billable: false, disregardReason: 'Goodwill' },
        { billable: false, disregardReason: 'Goodwill' },
        { billable: true, disregardReason: null },
      ]);
      const read = await api()
        .get(`${expensesOf(projectId)}/${one.id}`)
        .expect(200);
      expect(read.body.billable).toBe(false);
      expect(Object.keys(read.body)).toEqual(Object.keys(kept));
    });

    it('refuses billed expenses and those of another project or account, naming them', async () => {
      const projectId = await createCustomerProject(prisma, a.accountId);
      const open = await record(projectId);
      const billed = await record(projectId);
      await prisma.expense.update({ where: { id: billed.id }, data: { billed: true } });
      const elsewhere = await record(await createCustomerProject(prisma, a.accountId));
      const foreignProject = await createCustomerProject(prisma, b.accountId);
      const theirs = await client(t.url, b.key)
        .post(expensesOf(foreignProject), minimal)
        .expect(200);
      const response = await api()
        .post(`${expensesOf(projectId)}/disregard`, {
          expense_ids: [open.id, billed.id, elsewhere.id, theirs.body.id],
          reason: 'Goodwill',
        })
        .expect(422);
      expect(response.body.errors).toEqual({
        expense_ids: [
          `${elsewhere.id}, ${theirs.body.id} are no expenses of the project`,
          `${billed.id} are billed`,
        ],
      });
      const untouched = await prisma.expense.findMany({
        where: { id: { in: [open.id, elsewhere.id, theirs.body.id] } },
        select: { billable: true, disregardReason: true },
      });
      expect(untouched).toEqual(Array(3).fill({ billable: true, disregardReason: null }));
    });

    it('refuses a body without IDs or reason, a foreign project and a read-only key', async () => {
      const projectId = await createCustomerProject(prisma, a.accountId);
      const open = await record(projectId);
      const path = `${expensesOf(projectId)}/disregard`;
      for (const [body, field] of [
        [{ reason: 'x' }, 'expense_ids'],
        [{ expense_ids: [], reason: 'x' }, 'expense_ids'],
        [{ expense_ids: ['a'], reason: 'x' }, 'expense_ids'],
        [{ expense_ids: [open.id] }, 'reason'],
        [{ expense_ids: [open.id], reason: '' }, 'reason'],
      ] as const) {
        const response = await api().post(path, body).expect(422);
        expect(errorFields(response)).toEqual([field]);
      }
      const body = { expense_ids: [open.id], reason: 'x' };
      const foreign = await createCustomerProject(prisma, b.accountId);
      await api()
        .post(`${expensesOf(foreign)}/disregard`, body)
        .expect(404);
      await client(t.url, a.readOnlyKey).post(path, body).expect(403);
      const stored = await prisma.expense.findUniqueOrThrow({ where: { id: open.id } });
      expect(stored).toMatchObject({ billable: true, disregardReason: null });
    });
  });

  it("tells the account's web hooks of each expense created in bulk and disregarded", async () => {
    const c = await createTestAccount(t.db.url, 'Gamma');
    const gamma = client(t.url, c.key);
    const hook = async (event: string) =>
      (
        await gamma
          .post('/api/v1/account/web_hooks', {
            target: 'Expense',
            event,
            hook: 'https://example.com/hook',
          })
          .expect(200)
      ).body.id as number;
    const created = await hook('create');
    const updated = await hook('update');
    const projectId = await createCustomerProject(prisma, c.accountId);
    const bulk = await gamma
      .post(`${expensesOf(projectId)}/bulk`, { bulk_data: [minimal, minimal] })
      .expect(200);
    await gamma
      .post(`${expensesOf(projectId)}/disregard`, { expense_ids: [bulk.body[1].id], reason: 'x' })
      .expect(204);
    const deliveries = await prisma.webhookDelivery.findMany({
      where: { accountId: c.accountId },
      orderBy: { id: 'asc' },
      select: { subscriptionId: true, entityId: true },
    });
    expect(deliveries).toEqual([
      { subscriptionId: created, entityId: bulk.body[0].id },
      { subscriptionId: created, entityId: bulk.body[1].id },
      { subscriptionId: updated, entityId: bulk.body[1].id },
    ]);
  });

  describe('the receipt (`file`)', () => {
    const download = (fileUrl: string) => request(t.url).get(new URL(fileUrl).pathname);

    it('stores a receipt sent on create, answers a signed file_url and replaces it on update', async () => {
      const projectId = await createCustomerProject(prisma, a.accountId);
      const created = await record(projectId, { file: pdfFile });
      const file = await download(created.file_url as string).expect(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(Buffer.from(file.body as Buffer)).toEqual(PDF);
      const first = await prisma.expense.findUniqueOrThrow({ where: { id: created.id } });
      expect(first.fileId).not.toBeNull();
      const path = `${expensesOf(projectId)}/${created.id}`;
      const image = { filename: 'scan.png', base64: PNG.toString('base64') };
      const replaced = await api().patch(path, { file: image }).expect(200);
      const png = await download(replaced.body.file_url).expect(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(await prisma.storedFile.count({ where: { id: first.fileId! } })).toBe(0);
      const kept = await api().put(path, { title: 'Taxi' }).expect(200);
      expect(kept.body.file_url).toEqual(expect.any(String));
      const second = await prisma.expense.findUniqueOrThrow({ where: { id: created.id } });
      const removed = await api().put(path, { file: null }).expect(200);
      expect(removed.body.file_url).toBeNull();
      expect(await prisma.storedFile.count({ where: { id: second.fileId! } })).toBe(0);
    });

    it("keeps a purchase's document the expense showed, and deletes its own receipt with it", async () => {
      const projectId = await createCustomerProject(prisma, a.accountId);
      const document = await prisma.storedFile.create({
        data: {
          accountId: a.accountId,
          filename: 'invoice.pdf',
          contentType: 'application/pdf',
          size: PDF.length,
          sha256: '0'.repeat(64),
          data: new Uint8Array(PDF),
        },
      });
      const purchase = await prisma.purchase.create({
        data: {
          accountId: a.accountId,
          identifier: 'E260001',
          title: 'Hardware',
          date: new Date('2026-03-01'),
          paymentMethod: 'bank_transfer',
          currency: 'EUR',
          documentFileId: document.id,
        },
      });
      const shown = await record(projectId);
      await prisma.expense.update({
        where: { id: shown.id },
        data: { fileId: document.id, purchaseId: purchase.id },
      });
      await api()
        .put(`${expensesOf(projectId)}/${shown.id}`, { file: pdfFile })
        .expect(200);
      expect(await prisma.storedFile.count({ where: { id: document.id } })).toBe(1);
      const own = await prisma.expense.findUniqueOrThrow({ where: { id: shown.id } });
      await api()
        .delete(`${expensesOf(projectId)}/${shown.id}`)
        .expect(204);
      expect(await prisma.storedFile.count({ where: { id: own.fileId! } })).toBe(0);
      expect(await prisma.storedFile.count({ where: { id: document.id } })).toBe(1);
    });

    it('refuses a receipt that is no PDF, PNG, JPEG or e-invoice, or too large, writing nothing', async () => {
      const projectId = await createCustomerProject(prisma, a.accountId);
      const files = await prisma.storedFile.count({ where: { accountId: a.accountId } });
      for (const file of [
        { filename: 'x.txt', base64: Buffer.from('plain text').toString('base64') },
        { filename: 'x.pdf', base64: '***' },
        { filename: 'x.pdf' },
      ]) {
        const response = await api()
          .post(expensesOf(projectId), { ...minimal, file })
          .expect(422);
        expect(errorFields(response)).toEqual(['file.base64']);
      }
      const large = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
      PDF.copy(large);
      await api()
        .post(expensesOf(projectId), {
          ...minimal,
          file: { filename: 'big.pdf', base64: large.toString('base64') },
        })
        .expect(413);
      const existing = await record(projectId);
      await api()
        .put(`${expensesOf(projectId)}/${existing.id}`, { title: 'X', file: { base64: 'x' } })
        .expect(422);
      expect(await countIn(projectId)).toBe(1);
      expect(await prisma.storedFile.count({ where: { accountId: a.accountId } })).toBe(files);
      const read = await api()
        .get(`${expensesOf(projectId)}/${existing.id}`)
        .expect(200);
      expect(read.body).toMatchObject({ title: 'Hosting', file_url: null });
    });
  });
});
