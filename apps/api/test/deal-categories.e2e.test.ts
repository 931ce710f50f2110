import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const PIPELINE = [
  ['Contact', 10],
  ['Qualified', 25],
  ['Offer sent', 50],
  ['Negotiation', 75],
  ['Verbal commitment', 90],
];

describe('/api/v1/deal_categories', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const categoryCount = (account: TestAccount = a) =>
    prisma.dealCategory.count({ where: { accountId: account.accountId } });

  beforeAll(async () => {
    t = await startTestApp({}, { countStatements: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  it('gives every new account the default pipeline, in order', async () => {
    const list = await api().get('/api/v1/deal_categories').expect(200);
    expect(list.headers['x-total']).toBe('5');
    expect(
      list.body.map((row: { name: string; probability: number }) => [row.name, row.probability]),
    ).toEqual(PIPELINE);
    expect(list.body[0]).toEqual({
      id: expect.any(Number),
      name: 'Contact',
      probability: 10,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    // An account inserted directly (as worker fixtures do) gets them from the trigger too.
    const direct = await prisma.account.create({ data: { name: 'Direct', slug: 'direct' } });
    expect(await prisma.dealCategory.count({ where: { accountId: direct.id } })).toBe(
      PIPELINE.length,
    );
  });

  it('creates, reads, updates (PUT and PATCH) and deletes a category', async () => {
    const created = await api()
      .post('/api/v1/deal_categories', { name: 'Lost to competitor', probability: 0 })
      .expect(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Lost to competitor',
      probability: 0,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const id = created.body.id as number;
    expect((await api().get(`/api/v1/deal_categories/${id}`).expect(200)).body).toEqual(
      created.body,
    );
    const put = await api()
      .put(`/api/v1/deal_categories/${id}`, { name: 'On hold', probability: 5 })
      .expect(200);
    expect(put.body).toMatchObject({ id, name: 'On hold', probability: 5 });
    const patched = await api()
      .patch(`/api/v1/deal_categories/${id}`, { probability: 100 })
      .expect(200);
    expect(patched.body).toMatchObject({ id, name: 'On hold', probability: 100 });
    const deleted = await api().delete(`/api/v1/deal_categories/${id}`).expect(200);
    expect(deleted.body).toEqual(patched.body);
    await api().get(`/api/v1/deal_categories/${id}`).expect(404);
  });

  it('answers 422 naming each bad field, and writes nothing', async () => {
    const before = await categoryCount();
    const cases: [object, string[]][] = [
      [{}, ['name', 'probability']],
      [{ name: '', probability: 10 }, ['name']],
      [{ name: 'x'.repeat(10_000), probability: 10 }, ['name']],
      [{ name: 'Too likely', probability: 101 }, ['probability']],
      [{ name: 'Unlikely', probability: -1 }, ['probability']],
      [{ name: 'Half', probability: 50.5 }, ['probability']],
      [{ name: 'Text', probability: '50' }, ['probability']],
      [{ name: 'Contact', probability: 10 }, ['name']],
    ];
    for (const [body, fields] of cases) {
      const response = await api().post('/api/v1/deal_categories', body).expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual(fields);
    }
    const [first, second] = await prisma.dealCategory.findMany({
      where: { accountId: a.accountId },
      orderBy: { id: 'asc' },
    });
    const taken = await api()
      .put(`/api/v1/deal_categories/${second!.id}`, { name: first!.name })
      .expect(422);
    expect(taken.body).toEqual({ errors: { name: ['has already been taken'] } });
    const nulls = await api()
      .patch(`/api/v1/deal_categories/${second!.id}`, { name: null, probability: null })
      .expect(422);
    expect(Object.keys(nulls.body.errors).sort()).toEqual(['name', 'probability']);
    expect(await categoryCount()).toBe(before);
    expect(
      await prisma.dealCategory.findUniqueOrThrow({ where: { id: second!.id } }),
    ).toMatchObject({ name: 'Qualified', probability: 25 });
  });

  it('refuses to delete a category deals are in, and the last one', async () => {
    const used = await api()
      .post('/api/v1/deal_categories', { name: 'In use', probability: 40 })
      .expect(200);
    const deal = await api()
      .post('/api/v1/deals', { name: 'Big one', currency: 'EUR', deal_category_id: used.body.id })
      .expect(200);
    expect(deal.body.category).toEqual({ id: used.body.id, name: 'In use', probability: 40 });
    const refused = await api().delete(`/api/v1/deal_categories/${used.body.id}`).expect(422);
    expect(refused.body).toEqual({
      errors: ['Deal category cannot be deleted while deals are in it'],
    });
    await api().get(`/api/v1/deal_categories/${used.body.id}`).expect(200);
    // A renamed category shows in its deals at once.
    await api()
      .put(`/api/v1/deal_categories/${used.body.id}`, { name: 'Still in use' })
      .expect(200);
    const read = await api().get(`/api/v1/deals/${deal.body.id}`).expect(200);
    expect(read.body.category).toEqual({ id: used.body.id, name: 'Still in use', probability: 40 });
    await api().delete(`/api/v1/deals/${deal.body.id}`).expect(204);
    await api().delete(`/api/v1/deal_categories/${used.body.id}`).expect(200);

    const lonely = await createTestAccount(t.db.url, 'Lonely');
    const stages = (await api(lonely).get('/api/v1/deal_categories').expect(200)).body as {
      id: number;
    }[];
    for (const stage of stages.slice(1))
      await api(lonely).delete(`/api/v1/deal_categories/${stage.id}`).expect(200);
    const last = await api(lonely).delete(`/api/v1/deal_categories/${stages[0]!.id}`).expect(422);
    expect(last.body).toEqual({ errors: ['The last deal category cannot be deleted'] });
    const deal2 = await api(lonely)
      .post('/api/v1/deals', { name: 'X', currency: 'EUR' })
      .expect(200);
    expect(deal2.body.category.id).toBe(stages[0]!.id);
  });

  it("answers another account's category exactly like a missing one, on every route", async () => {
    const theirs = await prisma.dealCategory.findFirstOrThrow({
      where: { accountId: b.accountId },
    });
    const missing = await api().get('/api/v1/deal_categories/99999999').expect(404);
    expect(missing.body).toEqual({ message: 'Not found' });
    for (const call of [
      api().get(`/api/v1/deal_categories/${theirs.id}`),
      api().put(`/api/v1/deal_categories/${theirs.id}`, { name: 'Hijack' }),
      api().patch(`/api/v1/deal_categories/${theirs.id}`, { probability: 1 }),
      api().delete(`/api/v1/deal_categories/${theirs.id}`),
    ])
      expect((await call.expect(404)).body).toEqual(missing.body);
    expect((await api().get(`/api/v1/deal_categories?ids=${theirs.id}`).expect(200)).body).toEqual(
      [],
    );
    expect(await prisma.dealCategory.findUniqueOrThrow({ where: { id: theirs.id } })).toEqual(
      theirs,
    );
  });

  it('checks keys: 401 without one, 403 for writes with a read-only key', async () => {
    for (const call of [
      request(t.url).get('/api/v1/deal_categories'),
      request(t.url).post('/api/v1/deal_categories').send({ name: 'X', probability: 1 }),
    ])
      expect((await call.expect(401)).body).toEqual({ message: 'Unauthorized' });
    const readOnly = client(t.url, a.readOnlyKey);
    await readOnly.get('/api/v1/deal_categories').expect(200);
    await readOnly.post('/api/v1/deal_categories', { name: 'RO', probability: 1 }).expect(403);
  });

  it('pages, sorts and filters by ids and updated_after, in at most two statements', async () => {
    const page = await api().get('/api/v1/deal_categories?per_page=2&page=2').expect(200);
    expect(page.headers).toMatchObject({ 'x-page': '2', 'x-per-page': '2' });
    expect(page.body).toHaveLength(2);
    const sorted = await api().get('/api/v1/deal_categories?sort_by=probability desc').expect(200);
    const probabilities = sorted.body.map((row: { probability: number }) => row.probability);
    expect(probabilities).toEqual([...probabilities].sort((x: number, y: number) => y - x));
    const later = await api()
      .get(`/api/v1/deal_categories?updated_after=${new Date(Date.now() + 60_000).toISOString()}`)
      .expect(200);
    expect(later.body).toEqual([]);
    await api().get('/api/v1/deal_categories?ids=x').expect(422);
    await api().get('/api/v1/deal_categories?sort_by=secret').expect(422);
    const first = page.body[0].id as number;
    const statements = t.statements!;
    for (const path of ['/api/v1/deal_categories', `/api/v1/deal_categories/${first}`]) {
      await api().get(path).expect(200); // warms the key cache
      statements.reset();
      await api().get(path).expect(200);
      expect(statements.texts.length).toBe(path.endsWith('categories') ? 2 : 1);
    }
  });
});
