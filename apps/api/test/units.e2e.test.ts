import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { expectPaging } from './support/list-checks';
import { expectForeignRecordHidden } from './support/tenancy-checks';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('/api/v1/units', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;

  beforeAll(async () => {
    t = await startTestApp({}, { countStatements: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 1 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const createUnit = async (name = `Unit ${Math.random().toString(36).slice(2, 8)}`) =>
    (await api().post('/api/v1/units', { name }).expect(200)).body;

  it('gives every account a unit "Team" that holds its users', async () => {
    const units = (await api().get('/api/v1/units').expect(200)).body;
    expect(units).toEqual([
      {
        id: expect.any(Number),
        name: 'Team',
        custom_properties: {},
        users: [
          {
            id: a.userId,
            firstname: 'Owner',
            lastname: 'Alpha',
            email: expect.stringMatching(/@example\.com$/),
          },
        ],
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      },
    ]);
  });

  it('creates, reads, updates (PUT and PATCH) and lists units with their users', async () => {
    await prisma.customFieldDefinition.create({
      data: { accountId: a.accountId, entity: 'Unit', name: 'CostCenter', type: 'String' },
    });
    const created = await api()
      .post('/api/v1/units', { name: 'Consulting', custom_properties: { CostCenter: '100' } })
      .expect(200);
    expect(created.body).toMatchObject({
      name: 'Consulting',
      custom_properties: { CostCenter: '100' },
      users: [],
    });
    const id = created.body.id as number;
    expect((await api().get(`/api/v1/units/${id}`).expect(200)).body).toEqual(created.body);
    const user = (
      await api()
        .post('/api/v1/users', {
          firstname: 'Michael',
          lastname: 'Mustermann',
          email: 'michael@example.com',
          unit_id: id,
        })
        .expect(200)
    ).body;
    const put = await api().put(`/api/v1/units/${id}`, { name: 'Advisory' }).expect(200);
    expect(put.body).toMatchObject({
      id,
      name: 'Advisory',
      custom_properties: { CostCenter: '100' },
      users: [
        { id: user.id, firstname: 'Michael', lastname: 'Mustermann', email: 'michael@example.com' },
      ],
    });
    const patched = await api().patch(`/api/v1/units/${id}`, {
      custom_properties: { CostCenter: '200' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: 'Advisory',
      custom_properties: { CostCenter: '200' },
    });
    const filtered = await api().get('/api/v1/units?custom_properties[CostCenter]=200').expect(200);
    expect(filtered.body.map((unit: { id: number }) => unit.id)).toEqual([id]);
    expect((await api().get(`/api/v1/units?ids=${id}`).expect(200)).body).toHaveLength(1);
  });

  it('answers 422 naming the field for bad names and custom properties, writing nothing', async () => {
    const before = await prisma.unit.count({ where: { accountId: a.accountId } });
    for (const body of [{}, { name: '' }, { name: 'x'.repeat(10_000) }, { name: 42 }]) {
      const response = await api().post('/api/v1/units', body).expect(422);
      expect(Object.keys(response.body.errors)).toEqual(['name']);
    }
    const notAnObject = await api()
      .post('/api/v1/units', { name: 'Ok', custom_properties: 'x' })
      .expect(422);
    expect(Object.keys(notAnObject.body.errors)).toEqual(['custom_properties']);
    const unit = await createUnit();
    await api().put(`/api/v1/units/${unit.id}`, { name: null }).expect(422);
    expect(await prisma.unit.count({ where: { accountId: a.accountId } })).toBe(before + 1);
    expect((await api().get(`/api/v1/units/${unit.id}`).expect(200)).body.name).toBe(unit.name);
  });

  it('deletes an empty unit answering its record, and refuses one with users naming them', async () => {
    const unit = await createUnit('Temporary');
    const deleted = await api().delete(`/api/v1/units/${unit.id}`).expect(200);
    expect(deleted.body).toEqual(unit);
    await api().get(`/api/v1/units/${unit.id}`).expect(404);
    const busy = await createUnit('Busy');
    await api()
      .post('/api/v1/users', {
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        unit_id: busy.id,
      })
      .expect(200);
    const refused = await api().delete(`/api/v1/units/${busy.id}`).expect(422);
    expect(refused.body).toEqual({
      errors: [
        'Unit cannot be deleted while it has users: Ada Lovelace; move them to another unit first',
      ],
    });
    await api().get(`/api/v1/units/${busy.id}`).expect(200);
  });

  it("keeps an account's last unit: it holds the caller's own user", async () => {
    const c = await createTestAccount(t.db.url, 'Gamma');
    const gamma = client(t.url, c.key);
    const [team] = (await gamma.get('/api/v1/units').expect(200)).body;
    const spare = (await gamma.post('/api/v1/units', { name: 'Spare' }).expect(200)).body;
    await gamma.patch(`/api/v1/users/${c.userId}`, { unit_id: spare.id }).expect(200);
    await gamma.delete(`/api/v1/units/${team.id}`).expect(200);
    await gamma.delete(`/api/v1/units/${spare.id}`).expect(422);
    expect(await prisma.unit.count({ where: { accountId: c.accountId } })).toBe(1);
  });

  it("answers another account's unit exactly like a missing one, on every route", async () => {
    const foreign = (
      await client(t.url, b.key).post('/api/v1/units', { name: 'Hidden' }).expect(200)
    ).body;
    await expectForeignRecordHidden(api(), client(t.url, b.key), '/api/v1/units', foreign);
    await api().patch(`/api/v1/units/${foreign.id}`, { name: 'Hijack' }).expect(404);
  });

  it('pages, sorts and refuses bad list parameters', async () => {
    await expectPaging(api, '/api/v1/units', () => createUnit(), 'name');
    for (const query of [
      'page=0',
      'per_page=abc',
      'sort_by=users',
      'ids=x',
      'updated_after=yesterday',
    ])
      await api().get(`/api/v1/units?${query}`).expect(422);
  });

  it('refuses writes with a read-only key', async () => {
    const readOnly = client(t.url, a.readOnlyKey);
    await readOnly.get('/api/v1/units').expect(200);
    await readOnly.post('/api/v1/units', { name: 'X' }).expect(403);
  });

  it('reads a list in two statements and one unit in one', async () => {
    const statements = t.statements!;
    const id = (await createUnit()).id;
    for (const [path, count] of [
      ['/api/v1/units?per_page=100', 2],
      [`/api/v1/units/${id}`, 1],
    ] as const) {
      await api().get(path).expect(200);
      statements.reset();
      await api().get(path).expect(200);
      expect(statements.texts).toHaveLength(count);
    }
  });
});
