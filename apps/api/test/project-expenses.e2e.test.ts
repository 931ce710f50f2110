import request from 'supertest';
import { createPrismaClient, type CustomFieldType, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

interface ProjectFixture {
  companyId: number;
  projectId: number;
}

describe('/api/v1/projects/{project_id}/expenses', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let sequence = 0;
  let project: ProjectFixture;
  let colleague: { id: number };
  let category: { id: number };

  /** Companies and projects belong to other features: made straight in the database. */
  async function createProject(accountId: number, currency = 'EUR'): Promise<ProjectFixture> {
    const company = await prisma.company.create({
      data: { accountId, type: 'customer', name: `Kunde ${++sequence} AG` },
    });
    const created = await prisma.project.create({
      data: {
        accountId,
        identifier: `P${sequence}`,
        name: `Project ${sequence}`,
        companyId: company.id,
        currency,
      },
    });
    return { companyId: company.id, projectId: created.id };
  }

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    project = await createProject(a.accountId);
    colleague = await prisma.user.create({
      data: { accountId: a.accountId, firstname: 'Carla', lastname: 'Kollegin', email: 'c@x.ch' },
    });
    category = await prisma.revenueCategory.create({
      data: {
        accountId: a.accountId,
        name: 'Material',
        revenueAccount: 8500,
        assignmentKind: 'only_expenses',
      },
    });
    const fields: { name: string; type: CustomFieldType; options?: string[] }[] = [
      { name: 'Kostenstelle', type: 'Select', options: ['A1', 'B2'] },
      { name: 'Labels', type: 'MultiSelect', options: ['x', 'y', 'z'] },
      { name: 'Extern', type: 'Boolean' },
      { name: 'Stichtag', type: 'Date' },
      { name: 'Notiz', type: 'String' },
    ];
    await prisma.customFieldDefinition.createMany({
      data: fields.map((field) => ({ ...field, accountId: a.accountId, entity: 'Expense' })),
    });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const expensesOf = (id: number) => `/api/v1/projects/${id}/expenses`;
  const ids = (body: { id: number }[]) => body.map((row) => row.id);
  const minimal = { date: '2026-03-02', title: 'Hosting', quantity: 1, unit_price: 10 };
  const record = (projectId: number, body: object = {}) =>
    api()
      .post(expensesOf(projectId), { ...minimal, ...body })
      .expect(200);

  it('answers 401 without a key on every route', async () => {
    const path = expensesOf(project.projectId);
    for (const call of [
      request(t.url).get(path),
      request(t.url).get(`${path}/1`),
      request(t.url).post(path).send(minimal),
      request(t.url).put(`${path}/1`).send(minimal),
      request(t.url).delete(`${path}/1`),
    ]) {
      const response = await call.expect(401);
      expect(response.body).toEqual({ message: 'Unauthorized' });
    }
  });

  it('lets a read-only key read but answers 403 on every write', async () => {
    const expense = await record(project.projectId);
    const path = expensesOf(project.projectId);
    const readOnly = client(t.url, a.readOnlyKey);
    await readOnly.get(path).expect(200);
    await readOnly.get(`${path}/${expense.body.id}`).expect(200);
    for (const call of [
      readOnly.post(path, minimal),
      readOnly.put(`${path}/${expense.body.id}`, { title: 'X' }),
      readOnly.delete(`${path}/${expense.body.id}`),
    ]) {
      const response = await call.expect(403);
      expect(response.body).toEqual({ errors: ['Access denied'] });
    }
  });

  it("creates an expense in the reference's shape; price and cost come from the server", async () => {
    const created = await record(project.projectId, {
      title: 'Server',
      description: '<p>Monthly</p>',
      quantity: 3,
      unit: 'month',
      unit_price: 19.99,
      unit_cost: 12.5,
      price: 1,
      cost: 1,
      currency: 'CHF',
      billed: true,
      purchase_assignment_locked: true,
      cost_total_planned: 37.499,
      planned_purchase_date: '2026-03-05',
      user_id: colleague.id,
      revenue_category_id: category.id,
      service_period: 'March 2026',
      service_period_from: '2026-03-01',
      service_period_to: '2026-03-31',
      custom_properties: { Kostenstelle: 'A1', Unbekannt: 'ignored' },
      tags: ['hosting'],
    });
    const stored = await prisma.project.findUniqueOrThrow({ where: { id: project.projectId } });
    expect(created.body).toEqual({
      id: expect.any(Number),
      date: '2026-03-02',
      title: 'Server',
      description: '<p>Monthly</p>',
      quantity: 3,
      unit: 'month',
      unit_price: 19.99,
      unit_cost: 12.5,
      price: 59.97,
      cost: 37.5,
      currency: 'EUR',
      budget_relevant: true,
      billable: true,
      billed: false,
      purchase_assignment_locked: true,
      cost_total_planned: 37.5,
      planned_purchase_date: '2026-03-05',
      invoice_id: null,
      service_period: 'March 2026',
      service_period_from: '2026-03-01',
      service_period_to: '2026-03-31',
      recurring_expense_id: null,
      file_url: null,
      custom_properties: { Kostenstelle: 'A1' },
      company: { id: project.companyId, name: expect.any(String) },
      project: {
        id: project.projectId,
        identifier: stored.identifier,
        name: stored.name,
        billable: true,
      },
      group: null,
      purchase_items: [],
      user: { id: colleague.id, firstname: 'Carla', lastname: 'Kollegin' },
      revenue_category: {
        id: category.id,
        name: 'Material',
        revenue_account: 8500,
        cost_category: null,
        assignment_kind: 'only_expenses',
      },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      purchase_id: null,
      purchase_item_id: null,
    });
    const read = await api()
      .get(`${expensesOf(project.projectId)}/${created.body.id}`)
      .expect(200);
    expect(read.body).toEqual(created.body);
    const row = await prisma.expense.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(row).toMatchObject({
      userId: colleague.id,
      revenueCategoryId: category.id,
      purchaseAssignmentLocked: true,
    });
    expect(row.costTotalPlanned.toString()).toBe('37.5');
  });

  it("defaults the user to the key's and clears the new fields with null", async () => {
    const created = await record(project.projectId, {
      planned_purchase_date: '2026-03-05',
      revenue_category_id: category.id,
    });
    const owner = await prisma.user.findUniqueOrThrow({ where: { id: a.userId } });
    expect(created.body).toMatchObject({
      user: { id: a.userId, firstname: owner.firstname, lastname: owner.lastname },
      purchase_assignment_locked: false,
      cost_total_planned: 0,
    });
    const path = `${expensesOf(project.projectId)}/${created.body.id}`;
    const cleared = await api()
      .put(path, { user_id: null, planned_purchase_date: null, revenue_category_id: null })
      .expect(200);
    expect(cleared.body).toMatchObject({
      user: null,
      planned_purchase_date: null,
      revenue_category: null,
    });
  });

  it('answers the purchase item it came from, with the purchase document, and its invoice', async () => {
    const created = await record(project.projectId, { title: 'Rack' });
    const document = await prisma.storedFile.create({
      data: {
        accountId: a.accountId,
        filename: 'rack.pdf',
        contentType: 'application/pdf',
        size: 5,
        sha256: '0'.repeat(64),
        data: new Uint8Array(Buffer.from('%PDF-')),
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
        items: {
          create: {
            accountId: a.accountId,
            sortOrder: 0,
            title: 'Server rack',
            netTotal: '100.5',
            taxTotal: '0',
            grossTotal: '100.5',
            tax: 0,
          },
        },
      },
      include: { items: true },
    });
    const invoice = await prisma.invoice.create({
      data: {
        accountId: a.accountId,
        date: new Date('2026-04-01'),
        dueDate: new Date('2026-05-01'),
        title: 'Invoice',
        recipientAddress: 'Kunde',
        currency: 'EUR',
        tax: '8.1',
        customerId: project.companyId,
      },
    });
    await prisma.expense.update({
      where: { id: created.body.id },
      data: {
        purchaseId: purchase.id,
        purchaseItemId: purchase.items[0].id,
        billed: true,
        invoiceId: invoice.id,
      },
    });
    const read = await api()
      .get(`${expensesOf(project.projectId)}/${created.body.id}`)
      .expect(200);
    expect(read.body).toMatchObject({
      billed: true,
      invoice_id: invoice.id,
      purchase_id: purchase.id,
      purchase_item_id: purchase.items[0].id,
      purchase_items: [
        {
          id: purchase.items[0].id,
          title: 'Server rack',
          net_total: 100.5,
          currency: 'EUR',
          purchase_id: purchase.id,
          document: { id: document.id, file_url: expect.stringMatching(/\/api\/v1\/files\//) },
        },
      ],
    });
    const link = new URL(read.body.purchase_items[0].document.file_url as string);
    await request(t.url).get(link.pathname).expect(200);
  });

  it('takes only active users and revenue categories for expenses of the account', async () => {
    const retired = await prisma.user.create({
      data: {
        accountId: a.accountId,
        firstname: 'R',
        lastname: 'Retired',
        email: 'r@x.ch',
        active: false,
      },
    });
    const onlyTasks = await prisma.revenueCategory.create({
      data: {
        accountId: a.accountId,
        name: 'Work',
        revenueAccount: 8400,
        assignmentKind: 'only_tasks',
      },
    });
    const foreignCategory = await prisma.revenueCategory.create({
      data: { accountId: b.accountId, name: 'Theirs', revenueAccount: 8400 },
    });
    const wrong = await api()
      .post(expensesOf(project.projectId), {
        ...minimal,
        user_id: retired.id,
        revenue_category_id: onlyTasks.id,
      })
      .expect(422);
    expect(wrong.body).toEqual({
      errors: {
        user_id: ['is not an active user'],
        revenue_category_id: ['is only for tasks'],
      },
    });
    const foreign = await api()
      .post(expensesOf(project.projectId), {
        ...minimal,
        user_id: b.userId,
        revenue_category_id: foreignCategory.id,
      })
      .expect(422);
    expect(foreign.body).toEqual({
      errors: { user_id: ['does not exist'], revenue_category_id: ['does not exist'] },
    });
    // The reference asks for an active user on create only; an update may keep a retired one.
    const created = await record(project.projectId);
    await api()
      .put(`${expensesOf(project.projectId)}/${created.body.id}`, { user_id: retired.id })
      .expect(200);
  });

  it('PATCHes one field and leaves the others as they were', async () => {
    const created = await record(project.projectId, {
      description: 'Kept',
      unit: 'h',
      user_id: colleague.id,
      revenue_category_id: category.id,
      cost_total_planned: 80,
    });
    const path = `${expensesOf(project.projectId)}/${created.body.id}`;
    const patched = await api().patch(path, { purchase_assignment_locked: true }).expect(200);
    expect(patched.body).toEqual({
      ...created.body,
      purchase_assignment_locked: true,
      updated_at: expect.any(String),
    });
    await client(t.url, a.readOnlyKey).patch(path, { title: 'x' }).expect(403);
    const bad = await api().patch(path, { cost_total_planned: 'lots' }).expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['cost_total_planned']);
    const foreign = await createProject(b.accountId);
    const theirs = await client(t.url, b.key)
      .post(expensesOf(foreign.projectId), minimal)
      .expect(200);
    await api()
      .patch(`${expensesOf(foreign.projectId)}/${theirs.body.id}`, { title: 'x' })
      .expect(404);
  });

  it('links a receipt file with a signed file_url that opens without a key', async () => {
    const created = await record(project.projectId, { title: 'Taxi', quantity: 1, unit_price: 42 });
    const receipt = Buffer.from('%PDF-1.4\nreceipt\n%%EOF\n');
    const file = await prisma.storedFile.create({
      data: {
        accountId: a.accountId,
        filename: 'taxi.pdf',
        contentType: 'application/pdf',
        size: receipt.length,
        sha256: '0'.repeat(64),
        data: new Uint8Array(receipt),
      },
    });
    await prisma.expense.update({ where: { id: created.body.id }, data: { fileId: file.id } });
    const read = await api()
      .get(`${expensesOf(project.projectId)}/${created.body.id}`)
      .expect(200);
    const link = new URL(read.body.file_url as string);
    expect(link.pathname).toMatch(/^\/api\/v1\/files\/v1\./);
    const download = await request(t.url).get(link.pathname).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Number(download.headers['content-length'])).toBe(receipt.length);
  });

  it("rounds price and cost to the project's currency", async () => {
    const eur = await record(project.projectId, {
      quantity: 0.333,
      unit_price: 10,
      unit_cost: 0.05,
    });
    expect(eur.body).toMatchObject({ price: 3.33, cost: 0.02, currency: 'EUR' });
    const jpy = await createProject(a.accountId, 'JPY');
    const yen = await record(jpy.projectId, { quantity: 1.5, unit_price: 333, unit_cost: 0.3 });
    expect(yen.body).toMatchObject({ price: 500, cost: 0, currency: 'JPY', unit_price: 333 });
    const negative = await record(project.projectId, { quantity: -2, unit_price: 0.125 });
    expect(negative.body).toMatchObject({ price: -0.25, quantity: -2, unit_price: 0.125 });
  });

  it("takes billable and budget_relevant defaults from the account's settings", async () => {
    await prisma.account.update({
      where: { id: a.accountId },
      data: { expenseBillableDefault: false, expenseBudgetRelevantDefault: false },
    });
    try {
      const defaults = await record(project.projectId);
      expect(defaults.body).toMatchObject({ billable: false, budget_relevant: false });
      const explicit = await record(project.projectId, { billable: true, budget_relevant: true });
      expect(explicit.body).toMatchObject({ billable: true, budget_relevant: true });
    } finally {
      await prisma.account.update({
        where: { id: a.accountId },
        data: { expenseBillableDefault: true, expenseBudgetRelevantDefault: true },
      });
    }
  });

  it('updates the sent fields, computes price and cost again and merges custom properties', async () => {
    const created = await record(project.projectId, {
      quantity: 2,
      unit_price: 50,
      unit_cost: 30,
      unit: 'h',
      service_period_from: '2026-03-01',
      custom_properties: { Kostenstelle: 'A1', Notiz: 'keep' },
    });
    const path = `${expensesOf(project.projectId)}/${created.body.id}`;
    const updated = await api()
      .put(path, {
        quantity: 4,
        unit: null,
        title: null,
        service_period_to: '2026-03-31',
        custom_properties: { Kostenstelle: null, Extern: true },
      })
      .expect(200);
    expect(updated.body).toMatchObject({
      title: 'Hosting',
      quantity: 4,
      unit: null,
      unit_price: 50,
      price: 200,
      cost: 120,
      service_period_from: '2026-03-01',
      service_period_to: '2026-03-31',
    });
    expect(updated.body.custom_properties).toEqual({ Notiz: 'keep', Extern: true });
    const priced = await api().put(path, { unit_price: 12.345 }).expect(200);
    expect(priced.body).toMatchObject({ unit_price: 12.345, price: 49.38 });
    expect((await api().get(path).expect(200)).body).toEqual(priced.body);

    const period = await api().put(path, { service_period_from: '2026-04-01' }).expect(422);
    expect(period.body).toEqual({
      errors: { service_period_to: ['must not be before service_period_from'] },
    });
    const property = await api().put(path, { custom_properties: { Kostenstelle: 'C3' } });
    expect(property.status).toBe(422);
    expect(property.body).toEqual({
      errors: { 'custom_properties.Kostenstelle': ['is not an option'] },
    });
  });

  it('answers field errors with 422 naming the fields, never echoing values', async () => {
    const response = await api()
      .post(expensesOf(project.projectId), {
        date: '2026-02-30',
        title: '',
        quantity: 'x4711',
        unit_cost: '3',
        billable: 'yes',
        service_period_from: 'March',
        purchase_assignment_locked: 'no',
        cost_total_planned: 'x4711',
        planned_purchase_date: '2026-02-30',
        user_id: 'me',
        revenue_category_id: 1.5,
        custom_properties: 'none',
        tags: 'one',
      })
      .expect(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'billable',
      'cost_total_planned',
      'custom_properties',
      'date',
      'planned_purchase_date',
      'purchase_assignment_locked',
      'quantity',
      'revenue_category_id',
      'service_period_from',
      'tags',
      'title',
      'unit_cost',
      'unit_price',
      'user_id',
    ]);
    expect(JSON.stringify(response.body)).not.toContain('4711');
    const period = await api()
      .post(expensesOf(project.projectId), {
        ...minimal,
        service_period_from: '2026-03-02',
        service_period_to: '2026-03-01',
      })
      .expect(422);
    expect(Object.keys(period.body.errors)).toEqual(['service_period_to']);
    const huge = await api()
      .post(expensesOf(project.projectId), { ...minimal, quantity: 1e12, unit_price: 1e14 })
      .expect(422);
    expect(Object.keys(huge.body.errors)).toEqual(['quantity']);
  });

  it('deletes an expense with 204 and an empty body', async () => {
    const created = await record(project.projectId);
    const path = `${expensesOf(project.projectId)}/${created.body.id}`;
    const deleted = await api().delete(path).expect(204);
    expect(deleted.text).toBe('');
    await api().get(path).expect(404);
  });

  it('keeps a billed expense unchanged: update and delete answer 422', async () => {
    const created = await record(project.projectId, { title: 'Billed' });
    await prisma.expense.update({ where: { id: created.body.id }, data: { billed: true } });
    const path = `${expensesOf(project.projectId)}/${created.body.id}`;
    const update = await api().put(path, { quantity: 9 }).expect(422);
    expect(update.body).toEqual({ errors: ['A billed expense cannot be changed'] });
    const remove = await api().delete(path).expect(422);
    expect(remove.body).toEqual({ errors: ['A billed expense cannot be deleted'] });
    const read = await api().get(path).expect(200);
    expect(read.body).toMatchObject({ billed: true, quantity: 1, title: 'Billed' });
  });

  it("answers another account's project and expense exactly like missing ones", async () => {
    const foreign = await createProject(b.accountId);
    const other = await client(t.url, b.key)
      .post(expensesOf(foreign.projectId), minimal)
      .expect(200);
    const missing = await api()
      .get(`${expensesOf(project.projectId)}/99999999`)
      .expect(404);
    expect(missing.body).toEqual({ message: 'Not found' });
    const own = expensesOf(project.projectId);
    for (const call of [
      api().get(expensesOf(foreign.projectId)),
      api().post(expensesOf(foreign.projectId), minimal),
      api().get(`${expensesOf(foreign.projectId)}/${other.body.id}`),
      api().get(`${own}/${other.body.id}`),
      api().put(`${own}/${other.body.id}`, { title: 'Hijack' }),
      api().delete(`${own}/${other.body.id}`),
      api().get(expensesOf(99999999)),
    ]) {
      const response = await call.expect(404);
      expect(response.body).toEqual(missing.body);
    }
    expect((await api().get(`${own}?ids=${other.body.id}`).expect(200)).body).toEqual([]);
    const untouched = await client(t.url, b.key)
      .get(`${expensesOf(foreign.projectId)}/${other.body.id}`)
      .expect(200);
    expect(untouched.body.title).toBe('Hosting');
  });

  it('answers an expense of another project of the same account with 404', async () => {
    const sibling = await createProject(a.accountId);
    const created = await record(sibling.projectId);
    const path = `${expensesOf(project.projectId)}/${created.body.id}`;
    await api().get(path).expect(404);
    await api().put(path, { title: 'Moved' }).expect(404);
    await api().delete(path).expect(404);
  });

  describe('list', () => {
    let listed: (query: string) => Promise<number[]>;
    let path: string;
    const expense: Record<string, number> = {};

    beforeAll(async () => {
      const own = await createProject(a.accountId);
      path = expensesOf(own.projectId);
      listed = async (query) => ids((await api().get(`${path}?${query}`).expect(200)).body);
      const rows: [string, object][] = [
        [
          'early',
          {
            date: '2026-01-10',
            tags: ['travel', 'rail'],
            custom_properties: { Kostenstelle: 'A1', Labels: ['x', 'y'], Extern: true },
          },
        ],
        [
          'middle',
          {
            date: '2026-02-15',
            billable: false,
            tags: ['travel'],
            custom_properties: { Labels: ['x'], Extern: false, Stichtag: '2026-02-01' },
          },
        ],
        [
          'late',
          {
            date: '2026-03-20',
            budget_relevant: false,
            user_id: colleague.id,
            custom_properties: { Notiz: 'Taxi Zürich', Labels: ['z'] },
          },
        ],
      ];
      for (const [name, body] of rows) {
        expense[name] = (
          await api()
            .post(path, { ...minimal, ...body })
            .expect(200)
        ).body.id;
      }
      await prisma.expense.update({ where: { id: expense.late }, data: { billed: true } });
    });

    it('lists only the expenses of the project, with paging headers', async () => {
      const all = [expense.early, expense.middle, expense.late];
      expect(await listed('')).toEqual(all);
      const page = await api().get(`${path}?per_page=2&page=2`).expect(200);
      expect(page.headers['x-page']).toBe('2');
      expect(page.headers['x-per-page']).toBe('2');
      expect(page.headers['x-total']).toBe('3');
      expect(ids(page.body)).toEqual([expense.late]);
      expect(page.headers['link']).not.toContain('rel="next"');
      expect(page.headers['link']).toContain('page=1>; rel="prev"');
      expect(page.headers['link']).toContain('page=1>; rel="first"');
      expect(page.headers['link']).toContain('page=2>; rel="last"');
      expect(await listed('sort_by=date desc')).toEqual([...all].reverse());
    });

    it('filters by from, to, billable, billed, budget_relevant, tags and user_id', async () => {
      expect(await listed('from=2026-02-15')).toEqual([expense.middle, expense.late]);
      expect(await listed('to=2026-02-15')).toEqual([expense.early, expense.middle]);
      expect(await listed('billable=false')).toEqual([expense.middle]);
      expect(await listed('billed=true')).toEqual([expense.late]);
      expect(await listed('budget_relevant=false')).toEqual([expense.late]);
      expect(await listed('tags=travel')).toEqual([expense.early, expense.middle]);
      expect(await listed('tags=travel,rail')).toEqual([expense.early]);
      expect(await listed('tags=boat')).toEqual([]);
      expect(await listed(`user_id=${colleague.id}`)).toEqual([expense.late]);
      expect(await listed(`user_id=${a.userId},${colleague.id}`)).toHaveLength(3);
    });

    it('filters by ids and updated_after', async () => {
      expect(await listed(`ids=${expense.late},,${expense.early}`)).toEqual([
        expense.early,
        expense.late,
      ]);
      await new Promise((done) => setTimeout(done, 1100));
      const cut = new Date().toISOString();
      await api().put(`${path}/${expense.middle}`, { title: 'Changed' }).expect(200);
      expect(await listed(`updated_after=${encodeURIComponent(cut)}`)).toEqual([expense.middle]);
    });

    it('applies the custom property filter rules of the interface', async () => {
      // 1. An unknown field gives an empty list.
      expect(await listed('custom_properties[Unbekannt]=A1')).toEqual([]);
      // 2. MultiSelect: one value matches rows having it; several match rows having all.
      expect(await listed('custom_properties[Labels]=x')).toEqual([expense.early, expense.middle]);
      expect(await listed('custom_properties[Labels][]=x&custom_properties[Labels][]=y')).toEqual([
        expense.early,
      ]);
      // 3. Boolean: rows that never set the field match neither value.
      expect(await listed('custom_properties[Extern]=true')).toEqual([expense.early]);
      expect(await listed('custom_properties[Extern]=false')).toEqual([expense.middle]);
      // 4. Date: YYYY-MM-DD only.
      expect(await listed('custom_properties[Stichtag]=2026-02-01')).toEqual([expense.middle]);
      const badDate = await api().get(`${path}?custom_properties[Stichtag]=01.02.2026`).expect(422);
      expect(Object.keys(badDate.body.errors)).toEqual(['custom_properties[Stichtag]']);
      // 5. Select and String: exact matches only.
      expect(await listed('custom_properties[Kostenstelle]=A1')).toEqual([expense.early]);
      expect(await listed('custom_properties[Kostenstelle]=A')).toEqual([]);
      const taxi = encodeURIComponent('Taxi Zürich');
      expect(await listed(`custom_properties[Notiz]=${taxi}`)).toEqual([expense.late]);
      expect(await listed('custom_properties[Notiz]=Taxi')).toEqual([]);
    });

    it('rejects bad filter values with 422 naming them', async () => {
      const response = await api()
        .get(
          `${path}?from=2026-13-01&billed=maybe&budget_relevant=2&sort_by=price&page=0&user_id=x`,
        )
        .expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual([
        'billed',
        'budget_relevant',
        'from',
        'page',
        'sort_by',
        'user_id',
      ]);
    });
  });
});
