import { createPrismaClient, type PrismaClient } from '@faktura/db';
import request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { expectPaging } from './support/list-checks';
import { expectForeignRecordHidden } from './support/tenancy-checks';

const PATH = '/api/v1/account/custom_properties';
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
        .post(PATH, { name: `Field ${++counter}`, entity: 'Invoice', kind: 'String', ...body })
        .expect(200)
    ).body;
  const company = (account: TestAccount, customProperties: object) =>
    prisma.company.create({
      data: { accountId: account.accountId, type: 'customer', name: 'Co', customProperties },
    });
  const stored = (id: number) => prisma.company.findUniqueOrThrow({ where: { id } });

  it('answers 401 without a key and 403 to a read-only key on writes', async () => {
    const field = await create();
    for (const call of [
      request(t.url).get(PATH),
      request(t.url).get(`${PATH}/${field.id}`),
      request(t.url).post(PATH).send({ name: 'X', entity: 'Offer', kind: 'String' }),
      request(t.url).put(`${PATH}/${field.id}`).send({ name: 'X' }),
      request(t.url).patch(`${PATH}/${field.id}`).send({ name: 'X' }),
      request(t.url).delete(`${PATH}/${field.id}`),
    ]) {
      expect((await call.expect(401)).body).toEqual({ message: 'Unauthorized' });
    }
    const readOnly = client(t.url, a.readOnlyKey);
    await readOnly.get(PATH).expect(200);
    await readOnly.get(`${PATH}/${field.id}`).expect(200);
    for (const call of [
      readOnly.post(PATH, { name: 'RO', entity: 'Offer', kind: 'String' }),
      readOnly.put(`${PATH}/${field.id}`, { name: 'RO' }),
      readOnly.patch(`${PATH}/${field.id}`, { name: 'RO' }),
      readOnly.delete(`${PATH}/${field.id}`),
    ]) {
      expect((await call.expect(403)).body).toEqual({ errors: ['Access denied'] });
    }
    await api().get(`${PATH}/${field.id}`).expect(200);
  });

  const NO_SETTINGS = {
    placeholder: null,
    placeholder_alt: null,
    print_on_invoice: false,
    print_on_offer: false,
    print_on_timesheet: false,
    notification_enabled: false,
    api_only: false,
  };

  it('creates, reads, updates and deletes a field', async () => {
    const created = await api()
      .post(PATH, {
        name: 'Region',
        entity: 'Deal',
        kind: 'Select',
        defaults: ['North', 'South'],
        unknown: 'ignored',
      })
      .expect(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Region',
      kind: 'Select',
      entity: 'Deal',
      defaults: ['North', 'South'],
      ...NO_SETTINGS,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const read = await api().get(`${PATH}/${created.body.id}`).expect(200);
    expect(read.body).toEqual(created.body);
    const updated = await api()
      .put(`${PATH}/${created.body.id}`, { name: 'Area', defaults: ['East'] })
      .expect(200);
    expect(updated.body).toEqual({
      ...created.body,
      name: 'Area',
      defaults: ['East'],
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const plain = await create({ kind: 'Boolean' });
    expect(plain.defaults).toEqual([]);
    const deleted = await api().delete(`${PATH}/${created.body.id}`).expect(204);
    expect(deleted.text).toBe('');
    await api().get(`${PATH}/${created.body.id}`).expect(404);
    await api().delete(`${PATH}/${created.body.id}`).expect(404);
  });

  it('stores placeholders, print and notification settings and api_only', async () => {
    const settings = {
      placeholder: 'PO number from the order',
      placeholder_alt: 'Bestellnummer',
      print_on_invoice: true,
      print_on_offer: true,
      print_on_timesheet: false,
      notification_enabled: true,
      api_only: true,
    };
    const created = await create({ name: 'Purchase order', entity: 'Project', ...settings });
    expect(created).toMatchObject(settings);
    expect((await api().get(`${PATH}/${created.id}`).expect(200)).body).toEqual(created);
    const changed = await api()
      .put(`${PATH}/${created.id}`, {
        placeholder: null,
        print_on_timesheet: true,
        api_only: false,
      })
      .expect(200);
    expect(changed.body).toMatchObject({
      ...settings,
      placeholder: null,
      print_on_timesheet: true,
      api_only: false,
    });
    const wrong = await api()
      .post(PATH, {
        name: 'W',
        entity: 'Offer',
        kind: 'String',
        placeholder: 7,
        print_on_offer: 'yes',
        api_only: null,
      })
      .expect(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual([
      'api_only',
      'placeholder',
      'print_on_offer',
    ]);
  });

  it('PATCHes one field and keeps the others', async () => {
    const field = await create({ kind: 'MultiSelect', defaults: ['a', 'b'], print_on_offer: true });
    const patched = await api().patch(`${PATH}/${field.id}`, { api_only: true }).expect(200);
    expect(patched.body).toEqual({
      ...field,
      api_only: true,
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect((await api().get(`${PATH}/${field.id}`).expect(200)).body).toEqual(patched.body);
    const bad = await api().patch(`${PATH}/${field.id}`, { defaults: [] }).expect(422);
    expect(bad.body).toEqual({
      errors: { defaults: ['must not be empty for Select and MultiSelect'] },
    });
    const foreign = await create({}, b);
    await api().patch(`${PATH}/${foreign.id}`, { api_only: true }).expect(404);
    expect((await api(b).get(`${PATH}/${foreign.id}`).expect(200)).body.api_only).toBe(false);
  });

  it('takes options as the old name of defaults; defaults wins when both come', async () => {
    const old = await create({ kind: 'Select', options: ['Red', 'Green'] });
    expect(old.defaults).toEqual(['Red', 'Green']);
    expect(old).not.toHaveProperty('options');
    const both = await api()
      .put(`${PATH}/${old.id}`, { defaults: ['Blue'], options: ['ignored'] })
      .expect(200);
    expect(both.body.defaults).toEqual(['Blue']);
    const renamed = await api()
      .put(`${PATH}/${old.id}`, { options: ['Cyan'] })
      .expect(200);
    expect(renamed.body.defaults).toEqual(['Cyan']);
  });

  it('takes kind and entity in any letter case, and text as String; User fields too', async () => {
    const text = await create({ kind: 'text', entity: 'offer' });
    expect(text).toMatchObject({ kind: 'String', entity: 'Offer' });
    const multi = await create({ kind: 'multiselect', defaults: ['x'], entity: 'User' });
    expect(multi).toMatchObject({ kind: 'MultiSelect', entity: 'User' });
    const users = ids(await api().get(`${PATH}?entity=User`).expect(200));
    expect(users).toEqual([multi.id]);
    // An update that repeats them in another case does not count as a change.
    await api()
      .put(`${PATH}/${multi.id}`, { kind: 'MULTISELECT', entity: 'user', defaults: ['x', 'y'] })
      .expect(200);
  });

  it('answers field errors with 422 naming the fields, never echoing values', async () => {
    const missing = await api().post(PATH, { options: 'x4711' }).expect(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['entity', 'kind', 'name', 'options']);
    expect(JSON.stringify(missing.body)).not.toContain('4711');
    const wrong = await api()
      .post(PATH, { name: 'a[b]', entity: 'Invoices', kind: 'Number', options: [1, 'x', 'x'] })
      .expect(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['entity', 'kind', 'name', 'options']);
    expect(wrong.body.errors.name).toContain('must not contain [ or ]');
    const select = await api().post(PATH, { name: 'S', entity: 'Offer', kind: 'MultiSelect' });
    expect(select.status).toBe(422);
    expect(select.body).toEqual({
      errors: { defaults: ['must not be empty for Select and MultiSelect'] },
    });
    const text = await api()
      .post(PATH, { name: 'T', entity: 'Offer', kind: 'Textarea', options: ['a'] })
      .expect(422);
    expect(text.body).toEqual({
      errors: { options: ['must be empty unless kind is Select or MultiSelect'] },
    });
    const field = await create({ kind: 'Select', options: ['a'] });
    const emptied = await api().put(`${PATH}/${field.id}`, { options: [] }).expect(422);
    expect(Object.keys(emptied.body.errors)).toEqual(['options']);
    const nulls = await api().put(`${PATH}/${field.id}`, {
      name: null,
      options: null,
      defaults: null,
    });
    expect(nulls.status).toBe(422);
    expect(Object.keys(nulls.body.errors).sort()).toEqual(['defaults', 'name', 'options']);
    const wrongDefaults = await api()
      .post(PATH, { name: 'D', entity: 'Offer', kind: 'Select', defaults: ['a', 'a'] })
      .expect(422);
    expect(Object.keys(wrongDefaults.body.errors)).toEqual(['defaults']);
  });

  it('refuses to change kind or entity, but accepts them unchanged', async () => {
    const field = await create({ entity: 'Project', kind: 'Date' });
    const changed = await api()
      .put(`${PATH}/${field.id}`, { entity: 'Offer', kind: 'String' })
      .expect(422);
    expect(changed.body).toEqual({
      errors: { entity: ['cannot be changed'], kind: ['cannot be changed'] },
    });
    const same = await api()
      .put(`${PATH}/${field.id}`, { name: 'Start', entity: 'Project', kind: 'Date' })
      .expect(200);
    expect(same.body).toMatchObject({ name: 'Start', entity: 'Project', kind: 'Date' });
  });

  it('keeps names unique per account and entity', async () => {
    await create({ name: 'Owner', entity: 'Offer' });
    const duplicate = await api()
      .post(PATH, { name: 'Owner', entity: 'Offer', kind: 'Link' })
      .expect(422);
    expect(duplicate.body).toEqual({ errors: { name: ['has already been taken'] } });
    await create({ name: 'Owner', entity: 'Contact' });
    await create({ name: 'Owner', entity: 'Offer' }, b);
    const other = await create({ entity: 'Offer' });
    await api().put(`${PATH}/${other.id}`, { name: 'Owner' }).expect(422);
  });

  it('moves stored values on rename and removes them on delete, in its own account only', async () => {
    const field = await create({ name: 'Segment', entity: 'Company' });
    const mine = await company(a, { Segment: 'SME', Other: 'kept' });
    const untouched = await company(a, { Other: 'x' });
    const theirs = await company(b, { Segment: 'Enterprise' });
    await pause();
    await api().put(`${PATH}/${field.id}`, { name: 'Tier' }).expect(200);
    const renamed = await stored(mine.id);
    expect(renamed.customProperties).toEqual({ Tier: 'SME', Other: 'kept' });
    expect(renamed.updatedAt.getTime()).toBeGreaterThan(mine.updatedAt.getTime());
    expect((await stored(untouched.id)).updatedAt).toEqual(untouched.updatedAt);
    expect((await stored(theirs.id)).customProperties).toEqual({ Segment: 'Enterprise' });
    await api().delete(`${PATH}/${field.id}`).expect(204);
    expect((await stored(mine.id)).customProperties).toEqual({ Other: 'kept' });
    expect((await stored(untouched.id)).customProperties).toEqual({ Other: 'x' });
    expect((await stored(theirs.id)).customProperties).toEqual({ Segment: 'Enterprise' });
  });

  it('moves the values of a renamed User field on users', async () => {
    const field = await create({ name: 'Team', entity: 'User' });
    await prisma.user.update({
      where: { id: a.userId },
      data: { customProperties: { Team: 'Backend' } },
    });
    await api().patch(`${PATH}/${field.id}`, { name: 'Squad' }).expect(200);
    const user = await prisma.user.findUniqueOrThrow({ where: { id: a.userId } });
    expect(user.customProperties).toEqual({ Squad: 'Backend' });
    await api().delete(`${PATH}/${field.id}`).expect(204);
    const cleared = await prisma.user.findUniqueOrThrow({ where: { id: a.userId } });
    expect(cleared.customProperties).toEqual({});
  });

  it("answers another account's field exactly like a missing one", async () => {
    const foreign = await create({}, b);
    await expectForeignRecordHidden(api(), api(b), PATH, foreign);
  });

  it('pages with X-Page, X-Per-Page, X-Total and Link headers', () =>
    expectPaging(api, PATH, () => create(), 'name'));

  it('filters by entity, kind, ids and updated_after; unknown custom fields give []', async () => {
    const link = await create({ entity: 'Expense', kind: 'Link' });
    const text = await create({ entity: 'Expense', kind: 'Textarea' });
    const deal = await create({ entity: 'Deal', kind: 'Link' });
    expect(ids(await api().get(`${PATH}?entity=Expense`).expect(200))).toEqual([link.id, text.id]);
    const links = ids(await api().get(`${PATH}?kind=Link`).expect(200));
    expect(links).toEqual(expect.arrayContaining([link.id, deal.id]));
    expect(links).not.toContain(text.id);
    const both = await api().get(`${PATH}?entity=Expense&kind=Link`).expect(200);
    expect(ids(both)).toEqual([link.id]);
    const byIds = await api().get(`${PATH}?ids=${deal.id},,${link.id}`).expect(200);
    expect(ids(byIds)).toEqual([link.id, deal.id]);
    await pause();
    const cut = new Date().toISOString();
    await pause();
    await api().put(`${PATH}/${text.id}`, { name: 'Notes' }).expect(200);
    const changed = await api()
      .get(`${PATH}?updated_after=${encodeURIComponent(cut)}`)
      .expect(200);
    expect(ids(changed)).toEqual([text.id]);
    const custom = await api().get(`${PATH}?custom_properties[Region]=North`).expect(200);
    expect(custom.body).toEqual([]);
    const bad = await api()
      .get(`${PATH}?entity=Invoices&kind=Number&ids=1,x&updated_after=yesterday&sort_by=type`)
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'entity',
      'ids',
      'kind',
      'sort_by',
      'updated_after',
    ]);
  });
});
