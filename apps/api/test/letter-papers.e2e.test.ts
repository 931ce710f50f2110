import request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { expectPaging } from './support/list-checks';
import { expectForeignRecordHidden } from './support/tenancy-checks';

const PATH = '/api/v1/letter_papers';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const HTML = '<style>@page { margin: 20mm }</style><header>Alpha AG</header>';
const ids = (response: request.Response) => response.body.map((row: { id: number }) => row.id);
const pause = () => new Promise((done) => setTimeout(done, 20));

describe(PATH, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
  }, 60_000);

  afterAll(() => t.close());

  const api = (account: TestAccount = a) => client(t.url, account.key);
  let counter = 0;
  const create = async (body: object = {}, account: TestAccount = a) =>
    (
      await api(account)
        .post(PATH, { name: `Paper ${++counter}`, ...body })
        .expect(200)
    ).body;
  const white = async (account: TestAccount = a) => {
    const list = await api(account).get(`${PATH}?per_page=1000`).expect(200);
    return list.body.find((paper: { name: string }) => paper.name === 'White');
  };

  it('gives every account the paper White on its first list, exactly once', async () => {
    const fresh = await createTestAccount(t.db.url, 'Fresh');
    const lists = await Promise.all(
      Array.from({ length: 5 }, () => api(fresh).get(PATH).expect(200)),
    );
    const whiteIds = new Set(lists.flatMap((list) => ids(list)));
    expect(whiteIds.size).toBe(1);
    const again = await api(fresh).get(PATH).expect(200);
    expect(again.headers['x-total']).toBe('1');
    expect(again.body).toEqual([
      {
        id: [...whiteIds][0],
        name: 'White',
        active: true,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      },
    ]);
    const detail = await api(fresh)
      .get(`${PATH}/${[...whiteIds][0]}`)
      .expect(200);
    expect(detail.body).toEqual({ ...again.body[0], html: null });
  });

  it('answers 401 without a key and 403 to a read-only key on writes', async () => {
    const paper = await create();
    for (const call of [
      request(t.url).get(PATH),
      request(t.url).get(`${PATH}/${paper.id}`),
      request(t.url).post(PATH).send({ name: 'X' }),
      request(t.url).put(`${PATH}/${paper.id}`).send({ name: 'X' }),
      request(t.url).delete(`${PATH}/${paper.id}`),
    ]) {
      expect((await call.expect(401)).body).toEqual({ message: 'Unauthorized' });
    }
    const readOnly = client(t.url, a.readOnlyKey);
    await readOnly.get(PATH).expect(200);
    await readOnly.get(`${PATH}/${paper.id}`).expect(200);
    for (const call of [
      readOnly.post(PATH, { name: 'RO' }),
      readOnly.put(`${PATH}/${paper.id}`, { name: 'RO' }),
      readOnly.delete(`${PATH}/${paper.id}`),
    ]) {
      expect((await call.expect(403)).body).toEqual({ errors: ['Access denied'] });
    }
    await api().get(`${PATH}/${paper.id}`).expect(200);
  });

  it('creates, reads, updates and deletes a paper; html only in the detail', async () => {
    const created = await api()
      .post(PATH, { name: 'Letterhead', html: HTML, unknown: 'ignored' })
      .expect(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Letterhead',
      active: true,
      html: HTML,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const read = await api().get(`${PATH}/${created.body.id}`).expect(200);
    expect(read.body).toEqual(created.body);
    const listed = await api().get(`${PATH}?ids=${created.body.id}`).expect(200);
    const { html: _html, ...withoutHtml } = created.body;
    expect(listed.body).toEqual([withoutHtml]);
    const updated = await api()
      .put(`${PATH}/${created.body.id}`, { name: 'Letterhead 2027', html: null, active: false })
      .expect(200);
    expect(updated.body).toEqual({
      ...created.body,
      name: 'Letterhead 2027',
      html: null,
      active: false,
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const deleted = await api().delete(`${PATH}/${created.body.id}`).expect(204);
    expect(deleted.text).toBe('');
    await api().get(`${PATH}/${created.body.id}`).expect(404);
    await api().delete(`${PATH}/${created.body.id}`).expect(404);
  });

  it('answers field errors with 422 naming the fields, never echoing values', async () => {
    const wrong = await api().post(PATH, { html: 4711, active: 'yes' }).expect(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['active', 'html', 'name']);
    expect(JSON.stringify(wrong.body)).not.toContain('4711');
    const paper = await create();
    const nulls = await api().put(`${PATH}/${paper.id}`, { name: null, active: null }).expect(422);
    expect(Object.keys(nulls.body.errors).sort()).toEqual(['active', 'name']);
  });

  it('keeps names unique per account', async () => {
    await create({ name: 'Unique' });
    const duplicate = await api().post(PATH, { name: 'Unique' }).expect(422);
    expect(duplicate.body).toEqual({ errors: { name: ['has already been taken'] } });
    const other = await create();
    await api().put(`${PATH}/${other.id}`, { name: 'Unique' }).expect(422);
    await api().put(`${PATH}/${other.id}`, { name: other.name, html: HTML }).expect(200);
    await create({ name: 'Unique' }, b);
    await white();
    await api().post(PATH, { name: 'White' }).expect(422);
  });

  it('refuses to delete, rename or deactivate White; its html can change', async () => {
    const paper = await white();
    const deleted = await api().delete(`${PATH}/${paper.id}`).expect(422);
    expect(deleted.body).toEqual({ errors: ['The default letter paper White cannot be deleted'] });
    const renamed = await api().put(`${PATH}/${paper.id}`, { name: 'Blank' }).expect(422);
    expect(renamed.body).toEqual({ errors: ['The default letter paper White cannot be renamed'] });
    const retired = await api().put(`${PATH}/${paper.id}`, { active: false }).expect(422);
    expect(retired.body).toEqual({
      errors: ['The default letter paper White cannot be deactivated'],
    });
    const framed = await api()
      .put(`${PATH}/${paper.id}`, { name: 'White', html: HTML, active: true })
      .expect(200);
    expect(framed.body).toMatchObject({ id: paper.id, name: 'White', html: HTML, active: true });
  });

  it("answers another account's paper exactly like a missing one", async () => {
    const foreign = await create({}, b);
    await expectForeignRecordHidden(api(), api(b), PATH, foreign);
  });

  it('pages with X-Page, X-Per-Page, X-Total and Link headers', () =>
    expectPaging(api, PATH, () => create(), 'name'));

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
    await api().put(`${PATH}/${inactive.id}`, { html: HTML }).expect(200);
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
