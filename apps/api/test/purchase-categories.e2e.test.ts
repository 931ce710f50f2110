import { createPrismaClient, type PrismaClient } from '@faktura/db';
import request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { CategoriesRepository } from '../src/organisation/categories/categories.repository';
import { PURCHASE_CATEGORIES } from '../src/organisation/categories/purchase-categories/purchase-category.kind';
import { expectForeignRecordHidden } from './support/tenancy-checks';

const PATH = '/api/v1/purchases/categories';
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
        .post(PATH, { name: `Category ${++counter}`, credit_account: '06815', ...body })
        .expect(200)
    ).body;

  it('answers 401 without a key and 403 to a read-only key on writes', async () => {
    const category = await create();
    for (const call of [
      request(t.url).get(PATH),
      request(t.url).get(`${PATH}/${category.id}`),
      request(t.url).post(PATH).send({ name: 'X' }),
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
      readOnly.post(PATH, { name: 'RO' }),
      readOnly.put(`${PATH}/${category.id}`, { name: 'RO' }),
      readOnly.patch(`${PATH}/${category.id}`, { name: 'RO' }),
      readOnly.delete(`${PATH}/${category.id}`),
    ]) {
      expect((await call.expect(403)).body).toEqual({ errors: ['Access denied'] });
    }
    await api().get(`${PATH}/${category.id}`).expect(200);
  });

  it('creates with defaults, reads, updates and deletes a category', async () => {
    const created = await api().post(PATH, { name: 'Office', unknown: 'ignored' }).expect(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Office',
      credit_account: null,
      active: true,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const read = await api().get(`${PATH}/${created.body.id}`).expect(200);
    expect(read.body).toEqual(created.body);
    const updated = await api()
      .put(`${PATH}/${created.body.id}`, {
        name: 'Office supplies',
        credit_account: '06815',
        active: false,
      })
      .expect(200);
    expect(updated.body).toEqual({
      ...created.body,
      name: 'Office supplies',
      credit_account: '06815',
      active: false,
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const cleared = await api().put(`${PATH}/${created.body.id}`, { credit_account: null });
    expect(cleared.body.credit_account).toBeNull();
    const deleted = await api().delete(`${PATH}/${created.body.id}`).expect(204);
    expect(deleted.text).toBe('');
    await api().get(`${PATH}/${created.body.id}`).expect(404);
    await api().delete(`${PATH}/${created.body.id}`).expect(404);
  });

  it('answers field errors with 422 naming the fields, never echoing values', async () => {
    const missing = await api().post(PATH, { credit_account: 4711 }).expect(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['credit_account', 'name']);
    expect(JSON.stringify(missing.body)).not.toContain('4711');
    const wrong = await api().post(PATH, { name: '', active: 'yes' }).expect(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['active', 'name']);
    const category = await create();
    const nulls = await api()
      .put(`${PATH}/${category.id}`, { name: null, active: null })
      .expect(422);
    expect(Object.keys(nulls.body.errors).sort()).toEqual(['active', 'name']);
  });

  it('refuses to delete a category that purchase items use', async () => {
    const category = await create();
    const vatCode = await prisma.vatCodePurchase.create({
      data: { accountId: a.accountId, code: 'VSt19', tax: 19 },
    });
    const purchase = await prisma.purchase.create({
      data: {
        accountId: a.accountId,
        identifier: 'E260001',
        title: 'Paper',
        date: new Date('2026-01-05'),
        paymentMethod: 'bank_transfer',
        currency: 'EUR',
        items: {
          create: {
            accountId: a.accountId,
            sortOrder: 0,
            title: 'Paper',
            netTotal: 100,
            taxTotal: 19,
            grossTotal: 119,
            tax: 19,
            vatCodeId: vatCode.id,
            categoryId: category.id,
          },
        },
      },
    });
    const inUse = {
      errors: ['Purchase category is used by purchase items; deactivate it instead'],
    };
    expect((await api().delete(`${PATH}/${category.id}`).expect(422)).body).toEqual(inUse);
    // The foreign key also refuses, for an item added between the usage check and the delete.
    const repository = t.app.get(CategoriesRepository);
    expect(await repository.delete(PURCHASE_CATEGORIES, a.accountId, category.id)).toBe(false);
    await prisma.purchase.delete({ where: { id: purchase.id } });
    await api().delete(`${PATH}/${category.id}`).expect(204);
  });

  it('answers every category as a plain array, without paging headers', async () => {
    for (let i = 0; i < 3; i++) await create();
    const all = await api().get(PATH).expect(200);
    expect(all.body.length).toBeGreaterThanOrEqual(3);
    const count = await prisma.purchaseCategory.count({ where: { accountId: a.accountId } });
    // page and per_page change nothing: the reference does not page this list.
    const paged = await api().get(`${PATH}?per_page=1&page=2`).expect(200);
    for (const response of [all, paged]) {
      expect(ids(response)).toHaveLength(count);
      for (const header of ['x-page', 'x-per-page', 'x-total', 'link'])
        expect(response.headers[header]).toBeUndefined();
    }
    expect(ids(paged)).toEqual(ids(all));
    const sorted = await api().get(`${PATH}?sort_by=name desc`).expect(200);
    const names = sorted.body.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort().reverse());
    // Not parameters of this list: ignored like any unknown one.
    expect(ids(await api().get(`${PATH}?per_page=0&page=x`).expect(200))).toEqual(ids(all));
  });

  it('answers PATCH like PUT: only the field sent changes', async () => {
    const category = await create({ credit_account: '4200' });
    const patched = await api().patch(`${PATH}/${category.id}`, { name: 'Renamed' }).expect(200);
    expect(patched.body).toEqual({
      ...category,
      name: 'Renamed',
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect((await api().get(`${PATH}/${category.id}`).expect(200)).body).toEqual(patched.body);
    const wrong = await api().patch(`${PATH}/${category.id}`, { active: 'yes' }).expect(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['active']);
  });

  it("answers another account's category exactly like a missing one", async () => {
    const foreign = await create({}, b);
    await expectForeignRecordHidden(api(), api(b), PATH, foreign);
    await api().patch(`${PATH}/${foreign.id}`, { name: 'Hijack' }).expect(404);
    expect((await api(b).get(`${PATH}/${foreign.id}`).expect(200)).body).toEqual(foreign);
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
    await api().put(`${PATH}/${inactive.id}`, { credit_account: '4980' }).expect(200);
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
