import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { createCustomerProject } from './support/project-fixtures';
import { expectPaging } from './support/list-checks';

const LIST = '/api/v1/projects/expenses';

describe('GET /api/v1/projects/expenses', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;

  beforeAll(async () => {
    t = await startTestApp({}, { countStatements: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const ids = (body: { id: number }[]) => body.map((row) => row.id).sort((x, y) => x - y);
  const record = async (projectId: number, body: object = {}, key = a.key) =>
    (
      await client(t.url, key)
        .post(`/api/v1/projects/${projectId}/expenses`, {
          date: '2026-03-02',
          title: 'Hosting',
          quantity: 1,
          unit_price: 10,
          ...body,
        })
        .expect(200)
    ).body as { id: number } & Record<string, unknown>;

  it("lists the expenses of every project of the account, each as its project's list has it", async () => {
    const first = await createCustomerProject(prisma, a.accountId);
    const second = await createCustomerProject(prisma, a.accountId);
    const one = await record(first, { title: 'Server' });
    const two = await record(second, { title: 'Taxi' });
    const theirs = await record(await createCustomerProject(prisma, b.accountId), {}, b.key);
    const all = (await api().get(`${LIST}?ids=${one.id},${two.id},${theirs.id}`).expect(200)).body;
    expect(ids(all)).toEqual([one.id, two.id]);
    const inProject = (await api().get(`/api/v1/projects/${second}/expenses`).expect(200)).body;
    expect(all.find((row: { id: number }) => row.id === two.id)).toEqual(inProject[0]);
    expect(inProject[0]).toMatchObject({ project: { id: second }, title: 'Taxi' });
  });

  it('filters by date, billable, billed, budget relevance, user, project tags and updated_after', async () => {
    const tagged = await createCustomerProject(prisma, a.accountId, { tags: ['retainer', 'web'] });
    const plain = await createCustomerProject(prisma, a.accountId, { tags: ['web'] });
    const colleague = await prisma.user.create({
      data: { accountId: a.accountId, firstname: 'Carla', lastname: 'K', email: 'ck@x.ch' },
    });
    const early = await record(tagged, { date: '2025-01-10', billable: false });
    const late = await record(tagged, { date: '2025-02-20', budget_relevant: false });
    const other = await record(plain, { date: '2025-02-21', user_id: colleague.id });
    await prisma.expense.update({ where: { id: late.id }, data: { billed: true } });
    const scope = `ids=${early.id},${late.id},${other.id}`;
    const listed = async (query: string) =>
      ids((await api().get(`${LIST}?${scope}&${query}`).expect(200)).body);
    expect(await listed('from=2025-02-01&to=2025-02-20')).toEqual([late.id]);
    expect(await listed('billable=false')).toEqual([early.id]);
    expect(await listed('billed=true')).toEqual([late.id]);
    expect(await listed('budget_relevant=false')).toEqual([late.id]);
    expect(await listed(`user_id=${colleague.id}`)).toEqual([other.id]);
    expect(await listed('tags=retainer')).toEqual([early.id, late.id]);
    expect(await listed('tags=web,retainer')).toEqual([early.id, late.id]);
    expect(await listed('tags=web')).toEqual([early.id, late.id, other.id]);
    const stamp = new Date(Date.now() + 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
    await prisma.expense.update({
      where: { id: other.id },
      data: { updatedAt: new Date(Date.now() + 120_000) },
    });
    expect(await listed(`updated_after=${stamp}`)).toEqual([other.id]);
  });

  it('filters by custom properties, an unknown field matching nothing', async () => {
    await prisma.customFieldDefinition.create({
      data: { accountId: a.accountId, entity: 'Expense', name: 'Kostenstelle', type: 'String' },
    });
    const projectId = await createCustomerProject(prisma, a.accountId);
    const marked = await record(projectId, { custom_properties: { Kostenstelle: 'A1' } });
    await record(projectId);
    const found = await api().get(`${LIST}?custom_properties[Kostenstelle]=A1`).expect(200);
    expect(ids(found.body)).toEqual([marked.id]);
    const unknown = await api().get(`${LIST}?custom_properties[Nope]=A1`).expect(200);
    expect(unknown.body).toEqual([]);
  });

  it('pages and sorts, and refuses bad list parameters naming them', async () => {
    const projectId = await createCustomerProject(prisma, a.accountId);
    let day = 0;
    const create = () => record(projectId, { date: `2026-04-${String(++day).padStart(2, '0')}` });
    await expectPaging(api, LIST, create, 'date');
    for (const parameter of ['from', 'billable', 'user_id', 'page', 'updated_after']) {
      const response = await api().get(`${LIST}?${parameter}=nonsense`).expect(422);
      expect(Object.keys(response.body.errors)).toEqual([parameter]);
    }
  });

  it('is not taken by GET /projects/{id}, and a read-only key reads it', async () => {
    await client(t.url, a.readOnlyKey).get(LIST).expect(200);
    await api().get('/api/v1/projects/999999').expect(404);
  });

  it('reads a list in two statements', async () => {
    const statements = t.statements!;
    await record(await createCustomerProject(prisma, a.accountId));
    const path = `${LIST}?per_page=100`;
    await api().get(path).expect(200);
    statements.reset();
    await api().get(path).expect(200);
    expect(statements.texts).toHaveLength(2);
  });
});
