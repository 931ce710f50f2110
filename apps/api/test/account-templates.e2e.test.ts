import { createPrismaClient, type PrismaClient } from '@faktura/db';
import request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { expectPaging } from './support/list-checks';
import { expectForeignRecordHidden } from './support/tenancy-checks';

const TASKS = '/api/v1/account/task_templates';
const EXPENSES = '/api/v1/account/expense_templates';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('/account/task_templates and /account/expense_templates', () => {
  let t: TestApp;
  let prisma: PrismaClient;
  let a: TestAccount;
  let b: TestAccount;
  let categories: Record<'both' | 'tasks' | 'expenses' | 'foreign', { id: number }>;

  beforeAll(async () => {
    t = await startTestApp();
    prisma = createPrismaClient(t.db.url, { max: 1 });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    const category = (accountId: number, name: string, assignmentKind: string) =>
      prisma.revenueCategory.create({
        data: {
          accountId,
          name,
          revenueAccount: 8400,
          assignmentKind: assignmentKind as 'tasks_and_expenses',
        },
      });
    categories = {
      both: await category(a.accountId, 'Consulting', 'tasks_and_expenses'),
      tasks: await category(a.accountId, 'Hours', 'only_tasks'),
      expenses: await category(a.accountId, 'Material', 'only_expenses'),
      foreign: await category(b.accountId, 'Foreign', 'tasks_and_expenses'),
    };
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const counts = async () => ({
    tasks: await prisma.taskTemplate.count(),
    expenses: await prisma.expenseTemplate.count(),
  });

  describe('task templates', () => {
    let counter = 0;
    const create = async (body: object = {}, account: TestAccount = a) =>
      (
        await api(account)
          .post(TASKS, { name: `Task ${++counter}`, ...body })
          .expect(201)
      ).body;

    it('creates (201) with defaults, reads, updates by PUT and PATCH, deletes (200, empty)', async () => {
      const created = await api()
        .post(TASKS, { name: 'Project management', revenue_category_id: categories.both.id })
        .expect(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        name: 'Project management',
        description: null,
        revenue_category: {
          id: categories.both.id,
          name: 'Consulting',
          revenue_account: 8400,
          cost_category: null,
          assignment_kind: 'tasks_and_expenses',
        },
        billable: true,
        project_default: false,
        index: 0,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      const id = created.body.id;
      expect((await api().get(`${TASKS}/${id}`).expect(200)).body).toEqual(created.body);
      const put = await api()
        .put(`${TASKS}/${id}`, { description: 'Planning', billable: false, index: 3 })
        .expect(200);
      expect(put.body).toMatchObject({ name: 'Project management', description: 'Planning' });
      expect(put.body).toMatchObject({ billable: false, index: 3, project_default: false });
      const patched = await api()
        .patch(`${TASKS}/${id}`, { project_default: true, revenue_category_id: null })
        .expect(200);
      expect(patched.body).toMatchObject({ project_default: true, revenue_category: null });
      expect(patched.body.description).toBe('Planning');
      const deleted = await api().delete(`${TASKS}/${id}`).expect(200);
      expect(deleted.text).toBe('');
      expect(deleted.headers['content-type']).toMatch(/application\/json/);
      await api().get(`${TASKS}/${id}`).expect(404);
      await api().delete(`${TASKS}/${id}`).expect(404);
    });

    it('pages and filters the list by ids and updated_after', async () => {
      const [first, second] = [await create(), await create()];
      await expectPaging(api, TASKS, () => create(), 'id');
      const byIds = await api().get(`${TASKS}?ids=${first.id},${second.id}`).expect(200);
      expect(byIds.body.map((row: { id: number }) => row.id)).toEqual([first.id, second.id]);
      await prisma.taskTemplate.update({
        where: { id: first.id },
        data: { updatedAt: new Date('2020-01-01T00:00:00Z') },
      });
      const after = await api().get(`${TASKS}?updated_after=2021-01-01T00:00:00Z`).expect(200);
      const listed = after.body.map((row: { id: number }) => row.id);
      expect(listed).toContain(second.id);
      expect(listed).not.toContain(first.id);
    });

    it('hides another account’s templates and refuses its revenue category (422, nothing written)', async () => {
      const foreign = await create({}, b);
      await expectForeignRecordHidden(api(), api(b), TASKS, foreign);
      const listed = await api().get(`${TASKS}?ids=${foreign.id}`).expect(200);
      expect(listed.body).toEqual([]);
      const before = await counts();
      for (const [id, message] of [
        [categories.foreign.id, 'does not exist'],
        [categories.expenses.id, 'is only for expenses'],
      ] as const) {
        const refused = await api().post(TASKS, { name: 'X', revenue_category_id: id }).expect(422);
        expect(refused.body.errors).toEqual({ revenue_category_id: [message] });
      }
      const own = await create();
      await api()
        .put(`${TASKS}/${own.id}`, { revenue_category_id: categories.foreign.id })
        .expect(422);
      expect((await api().get(`${TASKS}/${own.id}`).expect(200)).body).toEqual(own);
      expect((await counts()).tasks).toBe(before.tasks + 1);
      // A category only for tasks is fine for a task template.
      await create({ revenue_category_id: categories.tasks.id });
    });

    it('answers 422 naming the field for bad input and writes nothing', async () => {
      const before = await counts();
      for (const [body, field] of [
        [{}, 'name'],
        [{ name: '' }, 'name'],
        [{ name: 'x'.repeat(10_000) }, 'name'],
        [{ name: 'X', billable: 'yes' }, 'billable'],
        [{ name: 'X', index: -1 }, 'index'],
        [{ name: 'X', index: 1.5 }, 'index'],
        [{ name: 'X', revenue_category_id: 'abc' }, 'revenue_category_id'],
        [{ name: 'X', description: 'x'.repeat(1_000_000) }, 'description'],
      ] as const) {
        const response = await api().post(TASKS, body).expect(422);
        expect(Object.keys(response.body.errors)).toContain(field);
      }
      const own = await create();
      await api().put(`${TASKS}/${own.id}`, { name: null }).expect(422);
      expect((await counts()).tasks).toBe(before.tasks + 1);
    });
  });

  describe('expense templates', () => {
    let counter = 0;
    const create = async (body: object = {}, account: TestAccount = a) =>
      (
        await api(account)
          .post(EXPENSES, { title: `Expense ${++counter}`, ...body })
          .expect(201)
      ).body;

    it('creates (201) in the account currency, reads, updates, deletes answering the record', async () => {
      const created = await api()
        .post(EXPENSES, {
          title: 'Hosting',
          description: 'Managed hosting',
          unit: 'month',
          unit_price: 180.5,
          unit_cost: 120.1234,
          revenue_category_id: categories.expenses.id,
        })
        .expect(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        title: 'Hosting',
        description: 'Managed hosting',
        unit: 'month',
        unit_price: 180.5,
        unit_cost: 120.1234,
        currency: 'EUR',
        revenue_category: {
          id: categories.expenses.id,
          name: 'Material',
          revenue_account: 8400,
          cost_category: null,
          assignment_kind: 'only_expenses',
        },
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      const stored = await prisma.expenseTemplate.findUniqueOrThrow({
        where: { id: created.body.id },
      });
      expect(stored.unitCost.toString()).toBe('120.1234');
      const id = created.body.id;
      expect((await api().get(`${EXPENSES}/${id}`).expect(200)).body).toEqual(created.body);
      const put = await api().put(`${EXPENSES}/${id}`, { unit_price: 190, unit: null });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ unit_price: 190, unit: null, unit_cost: 120.1234 });
      const patched = await api().patch(`${EXPENSES}/${id}`, { title: 'Cloud' }).expect(200);
      expect(patched.body).toMatchObject({ title: 'Cloud', unit_price: 190 });
      const deleted = await api().delete(`${EXPENSES}/${id}`).expect(200);
      expect(deleted.body).toEqual(patched.body);
      await api().get(`${EXPENSES}/${id}`).expect(404);
      await api().delete(`${EXPENSES}/${id}`).expect(404);
      const defaults = await create();
      expect(defaults).toMatchObject({ unit_price: 0, unit_cost: 0, unit: null });
    });

    it('keeps a revenue category that a template uses from being deleted', async () => {
      const category = await prisma.revenueCategory.create({
        data: { accountId: a.accountId, name: 'Used', revenueAccount: 8401 },
      });
      const template = await create({ revenue_category_id: category.id });
      const refused = await api().delete(`/api/v1/revenue_categories/${category.id}`).expect(422);
      expect(refused.body.errors).toEqual([expect.any(String)]);
      expect((await api().get(`${EXPENSES}/${template.id}`).expect(200)).body).toEqual(template);
    });

    it('pages the list', async () => {
      await create();
      await create();
      await expectPaging(api, EXPENSES, () => create(), 'id');
    });

    it('hides another account’s templates and refuses its revenue category', async () => {
      const foreign = await create({}, b);
      await expectForeignRecordHidden(api(), api(b), EXPENSES, foreign, {
        body: { title: 'Hijack' },
        field: 'title',
      });
      const before = await counts();
      const refused = await api()
        .post(EXPENSES, { title: 'X', revenue_category_id: categories.foreign.id })
        .expect(422);
      expect(refused.body.errors).toEqual({ revenue_category_id: ['does not exist'] });
      const tasksOnly = await api()
        .post(EXPENSES, { title: 'X', revenue_category_id: categories.tasks.id })
        .expect(422);
      expect(tasksOnly.body.errors).toEqual({ revenue_category_id: ['is only for tasks'] });
      expect(await counts()).toEqual(before);
    });

    it('answers 422 naming the price for negative, too large or too precise prices', async () => {
      const before = await counts();
      for (const [body, field] of [
        [{}, 'title'],
        [{ title: 'x'.repeat(10_000) }, 'title'],
        [{ title: 'X', unit_price: -1 }, 'unit_price'],
        [{ title: 'X', unit_cost: -0.5 }, 'unit_cost'],
        [{ title: 'X', unit_price: 1e15 }, 'unit_price'],
        [{ title: 'X', unit_price: 1.23456 }, 'unit_price'],
        [{ title: 'X', unit_price: '12' }, 'unit_price'],
        [{ title: 'X', unit_price: null }, 'unit_price'],
      ] as const) {
        const response = await api().post(EXPENSES, body).expect(422);
        expect(Object.keys(response.body.errors)).toEqual([field]);
      }
      const own = await create();
      await api().patch(`${EXPENSES}/${own.id}`, { unit_cost: -3 }).expect(422);
      expect(await counts()).toEqual({ ...before, expenses: before.expenses + 1 });
    });

    it('read-only keys read but do not write', async () => {
      const own = await create();
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.get(EXPENSES).expect(200);
      await readOnly.get(`${TASKS}`).expect(200);
      for (const call of [
        readOnly.post(EXPENSES, { title: 'RO' }),
        readOnly.put(`${EXPENSES}/${own.id}`, { title: 'RO' }),
        readOnly.delete(`${EXPENSES}/${own.id}`),
        readOnly.post(TASKS, { name: 'RO' }),
      ]) {
        expect((await call.expect(403)).body).toEqual({ errors: ['Access denied'] });
      }
      await request(t.url).get(TASKS).expect(401);
    });
  });

  describe('an expense template as a project expense (expense_template_id)', () => {
    let projectId: number;
    let chfProjectId: number;
    let template: { id: number };

    beforeAll(async () => {
      const company = await prisma.company.create({
        data: { accountId: a.accountId, type: 'customer', name: 'Kunde AG' },
      });
      const project = (identifier: string, currency: string) =>
        prisma.project.create({
          data: {
            accountId: a.accountId,
            identifier,
            name: identifier,
            companyId: company.id,
            currency,
          },
        });
      projectId = (await project('PT1', 'EUR')).id;
      chfProjectId = (await project('PT2', 'CHF')).id;
      template = (
        await api()
          .post(EXPENSES, {
            title: 'Hosting',
            description: 'Managed hosting',
            unit: 'month',
            unit_price: 180.25,
            unit_cost: 120,
            revenue_category_id: categories.expenses.id,
          })
          .expect(201)
      ).body;
    });

    const expenses = (id: number) => `/api/v1/projects/${id}/expenses`;

    it('copies title, description, unit, prices and category; sent fields win', async () => {
      const copied = await api()
        .post(expenses(projectId), {
          date: '2026-11-02',
          quantity: 2,
          expense_template_id: template.id,
        })
        .expect(200);
      expect(copied.body).toMatchObject({
        title: 'Hosting',
        description: 'Managed hosting',
        unit: 'month',
        unit_price: 180.25,
        unit_cost: 120,
        price: 360.5,
        cost: 240,
        currency: 'EUR',
        revenue_category: { id: categories.expenses.id },
      });
      const overridden = await api()
        .post(expenses(projectId), {
          date: '2026-11-02',
          quantity: 1,
          expense_template_id: template.id,
          title: 'Hosting November',
          unit_price: 200,
          description: null,
          revenue_category_id: null,
        })
        .expect(200);
      expect(overridden.body).toMatchObject({
        title: 'Hosting November',
        description: null,
        unit: 'month',
        unit_price: 200,
        unit_cost: 120,
        price: 200,
        revenue_category: null,
      });
    });

    it('refuses a missing or foreign template, or one in another currency without prices', async () => {
      const foreign = (await api(b).post(EXPENSES, { title: 'Foreign' }).expect(201)).body;
      const before = await prisma.expense.count();
      for (const id of [foreign.id, 99_999_999]) {
        const refused = await api()
          .post(expenses(projectId), { date: '2026-11-02', quantity: 1, expense_template_id: id })
          .expect(422);
        expect(refused.body.errors).toEqual({ expense_template_id: ['does not exist'] });
      }
      const otherCurrency = await api()
        .post(expenses(chfProjectId), {
          date: '2026-11-02',
          quantity: 1,
          expense_template_id: template.id,
        })
        .expect(422);
      expect(Object.keys(otherCurrency.body.errors)).toEqual(['expense_template_id']);
      expect(await prisma.expense.count()).toBe(before);
      const priced = await api()
        .post(expenses(chfProjectId), {
          date: '2026-11-02',
          quantity: 1,
          expense_template_id: template.id,
          unit_price: 190,
          unit_cost: 125,
        })
        .expect(200);
      expect(priced.body).toMatchObject({ title: 'Hosting', currency: 'CHF', unit_price: 190 });
    });

    it('still requires title and unit_price without a template; updates take no template', async () => {
      const missing = await api()
        .post(expenses(projectId), { date: '2026-11-02', quantity: 1 })
        .expect(422);
      expect(Object.keys(missing.body.errors).sort()).toEqual(['title', 'unit_price']);
      await api()
        .post(expenses(projectId), { date: '2026-11-02', quantity: 1, expense_template_id: 'x' })
        .expect(422);
      const expense = await api()
        .post(expenses(projectId), {
          date: '2026-11-02',
          quantity: 1,
          title: 'Plain',
          unit_price: 5,
        })
        .expect(200);
      const updated = await api()
        .put(`${expenses(projectId)}/${expense.body.id}`, { expense_template_id: template.id })
        .expect(200);
      expect(updated.body).toMatchObject({ title: 'Plain', unit_price: 5 });
    });
  });
});
