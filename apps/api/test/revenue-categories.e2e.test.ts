import { createPrismaClient, type PrismaClient } from '@faktura/db';
import request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { CategoriesRepository } from '../src/organisation/categories/categories.repository';
import { REVENUE_CATEGORIES } from '../src/organisation/categories/revenue-categories/revenue-category.kind';
import { expectPaging } from './support/list-checks';
import { expectForeignRecordHidden } from './support/tenancy-checks';

const PATH = '/api/v1/revenue_categories';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const ids = (response: request.Response) => response.body.map((row: { id: number }) => row.id);
const pause = () => new Promise((done) => setTimeout(done, 20));

describe(PATH, () => {
  let t: TestApp;
  let prisma: PrismaClient;
  let a: TestAccount;
  let b: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    prisma = createPrismaClient(t.db.url, { max: 1 });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = (account: TestAccount = a) => client(t.url, account.key);
  let counter = 0;
  const create = async (body: object = {}, account: TestAccount = a) =>
    (
      await api(account)
        .post(PATH, { name: `Category ${++counter}`, revenue_account: 8400, ...body })
        .expect(200)
    ).body;

  it('answers 401 without a key and 403 to a read-only key on writes', async () => {
    const category = await create();
    for (const call of [
      request(t.url).get(PATH),
      request(t.url).get(`${PATH}/${category.id}`),
      request(t.url).post(PATH).send({ name: 'X', revenue_account: 1 }),
      request(t.url).put(`${PATH}/${category.id}`).send({ name: 'X' }),
      request(t.url).patch(`${PATH}/${category.id}`).send({ name: 'X' }),
      request(t.url).delete(`${PATH}/${category.id}`),
    ]) {
      expect((await call.expect(401)).body).toEqual({ message: 'Unauthorized' });
    }
    const readOnly = client(t.url, a.readOnlyKey);
    await readOnly.get(PATH).expect(200);
    await readOnly.get(`${PATH}/${category.id}`).expect(200);
    for (const call of [
      readOnly.post(PATH, { name: 'RO', revenue_account: 1 }),
      readOnly.put(`${PATH}/${category.id}`, { name: 'RO' }),
      readOnly.patch(`${PATH}/${category.id}`, { name: 'RO' }),
      readOnly.delete(`${PATH}/${category.id}`),
    ]) {
      expect((await call.expect(403)).body).toEqual({ errors: ['Access denied'] });
    }
    await api().get(`${PATH}/${category.id}`).expect(200);
  });

  it('creates with defaults, reads, updates and deletes a category', async () => {
    const created = await api()
      .post(PATH, { name: 'Consulting', revenue_account: 8400, unknown: 'ignored' })
      .expect(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Consulting',
      revenue_account: 8400,
      cost_category: null,
      assignment_kind: 'tasks_and_expenses',
      active: true,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const read = await api().get(`${PATH}/${created.body.id}`).expect(200);
    expect(read.body).toEqual(created.body);
    const updated = await api()
      .put(`${PATH}/${created.body.id}`, {
        revenue_account: 8401,
        cost_category: 'KST-100',
        assignment_kind: 'only_expenses',
        active: false,
      })
      .expect(200);
    expect(updated.body).toEqual({
      ...created.body,
      revenue_account: 8401,
      cost_category: 'KST-100',
      assignment_kind: 'only_expenses',
      active: false,
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const cleared = await api().put(`${PATH}/${created.body.id}`, { cost_category: null });
    expect(cleared.body.cost_category).toBeNull();
    const deleted = await api().delete(`${PATH}/${created.body.id}`).expect(204);
    expect(deleted.text).toBe('');
    await api().get(`${PATH}/${created.body.id}`).expect(404);
    await api().delete(`${PATH}/${created.body.id}`).expect(404);
  });

  it('stores assignment_kind and PATCHes one field keeping the others', async () => {
    const category = await create({ cost_category: 'KOST1', assignment_kind: 'only_tasks' });
    expect(category).toMatchObject({ cost_category: 'KOST1', assignment_kind: 'only_tasks' });
    const patched = await api().patch(`${PATH}/${category.id}`, { name: 'Development' });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({
      ...category,
      name: 'Development',
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect((await api().get(`${PATH}/${category.id}`).expect(200)).body).toEqual(patched.body);
    const bad = await api().patch(`${PATH}/${category.id}`, { assignment_kind: 'only_hours' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['assignment_kind']);
    const foreign = await create({}, b);
    await api().patch(`${PATH}/${foreign.id}`, { name: 'Hijack' }).expect(404);
    expect((await api(b).get(`${PATH}/${foreign.id}`).expect(200)).body.name).toBe(foreign.name);
  });

  it('answers field errors with 422 naming the fields, never echoing values', async () => {
    const missing = await api().post(PATH, { cost_category: 4711 }).expect(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual([
      'cost_category',
      'name',
      'revenue_account',
    ]);
    expect(JSON.stringify(missing.body)).not.toContain('4711');
    const wrong = await api()
      .post(PATH, { name: '', revenue_account: 84.5, active: 'yes', assignment_kind: 'all' })
      .expect(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual([
      'active',
      'assignment_kind',
      'name',
      'revenue_account',
    ]);
    // Faktura books every category to a ledger account, so it takes no null account.
    const noAccount = await api().post(PATH, { name: 'Open', revenue_account: null }).expect(422);
    expect(Object.keys(noAccount.body.errors)).toEqual(['revenue_account']);
    const category = await create();
    const nulls = await api()
      .put(`${PATH}/${category.id}`, { name: null, revenue_account: '8400', active: null })
      .expect(422);
    expect(Object.keys(nulls.body.errors).sort()).toEqual(['active', 'name', 'revenue_account']);
  });

  it('refuses to delete a category that positions, project tasks or expenses use', async () => {
    const category = await create();
    const offer = await prisma.offer.create({
      data: {
        accountId: a.accountId,
        identifier: 'A260001',
        date: new Date('2026-01-05'),
        dueDate: new Date('2026-02-05'),
        title: 'Offer',
        recipientAddress: 'Customer',
        currency: 'EUR',
        tax: 19,
        positions: {
          create: {
            accountId: a.accountId,
            sortOrder: 0,
            type: 'item',
            revenueCategoryId: category.id,
          },
        },
      },
    });
    const customer = await prisma.company.create({
      data: { accountId: a.accountId, type: 'customer', name: 'Customer AG' },
    });
    const invoice = await prisma.invoice.create({
      data: {
        accountId: a.accountId,
        date: new Date('2026-01-05'),
        dueDate: new Date('2026-02-05'),
        title: 'Invoice',
        recipientAddress: 'Customer',
        currency: 'EUR',
        tax: 19,
        customerId: customer.id,
        positions: {
          create: {
            accountId: a.accountId,
            sortOrder: 0,
            type: 'item',
            revenueCategoryId: category.id,
          },
        },
      },
    });
    const project = await prisma.project.create({
      data: {
        accountId: a.accountId,
        identifier: 'P260001',
        name: 'Relaunch',
        companyId: customer.id,
        currency: 'EUR',
      },
    });
    const task = await prisma.projectTask.create({
      data: {
        accountId: a.accountId,
        projectId: project.id,
        name: 'Design',
        revenueCategoryId: category.id,
      },
    });
    const expense = await prisma.expense.create({
      data: {
        accountId: a.accountId,
        projectId: project.id,
        date: new Date('2026-01-05'),
        title: 'Hosting',
        currency: 'EUR',
        revenueCategoryId: category.id,
      },
    });
    const inUse = {
      errors: ['Revenue category is used by positions, tasks or expenses; deactivate it instead'],
    };
    expect((await api().delete(`${PATH}/${category.id}`).expect(422)).body).toEqual(inUse);
    // The foreign key also refuses, for a position added between the usage check and the delete.
    const repository = t.app.get(CategoriesRepository);
    expect(await repository.delete(REVENUE_CATEGORIES, a.accountId, category.id)).toBe(false);
    await prisma.offer.delete({ where: { id: offer.id } });
    expect((await api().delete(`${PATH}/${category.id}`).expect(422)).body).toEqual(inUse);
    await prisma.invoice.delete({ where: { id: invoice.id } });
    expect((await api().delete(`${PATH}/${category.id}`).expect(422)).body).toEqual(inUse);
    await prisma.projectTask.delete({ where: { id: task.id } });
    expect((await api().delete(`${PATH}/${category.id}`).expect(422)).body).toEqual(inUse);
    await prisma.expense.delete({ where: { id: expense.id } });
    await api().delete(`${PATH}/${category.id}`).expect(204);
  });

  it("answers another account's category exactly like a missing one", async () => {
    const foreign = await create({}, b);
    await expectForeignRecordHidden(api(), api(b), PATH, foreign);
  });

  it('pages with X-Page, X-Per-Page, X-Total and Link headers', () =>
    expectPaging(api, PATH, () => create(), 'name'));

  it('filters by term, revenue_account and cost_category', async () => {
    const design = await create({
      name: 'Design 100%',
      revenue_account: 8410,
      cost_category: 'C1',
    });
    const hosting = await create({ name: 'Hosting', revenue_account: 8420, cost_category: 'C2' });
    const byName = ids(await api().get(`${PATH}?term=design 100%25`).expect(200));
    expect(byName).toEqual([design.id]);
    expect(ids(await api().get(`${PATH}?term=100_`).expect(200))).toEqual([]);
    expect(ids(await api().get(`${PATH}?term=8420`).expect(200))).toEqual([hosting.id]);
    expect(ids(await api().get(`${PATH}?revenue_account=8410`).expect(200))).toEqual([design.id]);
    const c2 = await api().get(`${PATH}?cost_category=C2&revenue_account=8420`).expect(200);
    expect(ids(c2)).toEqual([hosting.id]);
    expect(ids(await api().get(`${PATH}?cost_category=c2`).expect(200))).toEqual([]);
    const bad = await api().get(`${PATH}?revenue_account=84x`).expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['revenue_account']);
  });

  it('filters by active, ids and updated_after; unknown custom fields give []', async () => {
    const inactive = await create({ active: false });
    const active = await create();
    const inactiveIds = ids(await api().get(`${PATH}?active=false`).expect(200));
    expect(inactiveIds).toContain(inactive.id);
    expect(inactiveIds).not.toContain(active.id);
    const activeIds = ids(await api().get(`${PATH}?active=true`).expect(200));
    expect(activeIds).toContain(active.id);
    expect(activeIds).not.toContain(inactive.id);
    const byIds = await api().get(`${PATH}?ids=${active.id},,${inactive.id}`).expect(200);
    expect(ids(byIds)).toEqual([inactive.id, active.id]);
    await pause();
    const cut = new Date().toISOString();
    await pause();
    await api().put(`${PATH}/${inactive.id}`, { revenue_account: 8500 }).expect(200);
    const changed = await api()
      .get(`${PATH}?updated_after=${encodeURIComponent(cut)}`)
      .expect(200);
    expect(ids(changed)).toEqual([inactive.id]);
    const custom = await api().get(`${PATH}?custom_properties[Region]=North`).expect(200);
    expect(custom.body).toEqual([]);
    const bad = await api()
      .get(`${PATH}?active=maybe&ids=1,x&updated_after=yesterday&sort_by=secret`)
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'active',
      'ids',
      'sort_by',
      'updated_after',
    ]);
  });
});
