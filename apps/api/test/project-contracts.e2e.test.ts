import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { expectPaging } from './support/list-checks';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('/api/v1/projects/{project_id}/contracts and /projects/assigned', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let projectId: number;
  let sequence = 0;

  /** Projects and users belong to other features; they are made in the database here. */
  async function createProject(accountId: number, currency = 'EUR', name = 'Relaunch') {
    const company = await prisma.company.create({
      data: { accountId, type: 'customer', name: 'Kunde AG' },
    });
    return prisma.project.create({
      data: { accountId, identifier: `P${++sequence}`, name, companyId: company.id, currency },
    });
  }
  const createUser = (accountId: number, firstname = 'Mia') =>
    prisma.user.create({
      data: { accountId, firstname, lastname: 'Muster', email: `u${++sequence}@example.com` },
    });

  beforeAll(async () => {
    t = await startTestApp({}, { countStatements: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    projectId = (await createProject(a.accountId)).id;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const contractsOf = (id: number) => `/api/v1/projects/${id}/contracts`;
  const countContracts = () => prisma.projectContract.count();

  it('creates, reads, changes (PUT and PATCH) and deletes a contract; the project lists it', async () => {
    const user = await createUser(a.accountId, 'Anna');
    const before = await prisma.project.findUniqueOrThrow({ where: { id: projectId } });
    const created = await api()
      .post(contractsOf(projectId), { user_id: user.id, hourly_rate: 120.456, budget: 5000.005 })
      .expect(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      user_id: user.id,
      firstname: 'Anna',
      lastname: 'Muster',
      billable: true,
      active: true,
      budget: 5000.01,
      hourly_rate: 120.46,
      project: { id: projectId, name: 'Relaunch' },
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const id = created.body.id as number;
    const path = `${contractsOf(projectId)}/${id}`;
    expect((await api().get(path).expect(200)).body).toEqual(created.body);
    const after = await prisma.project.findUniqueOrThrow({ where: { id: projectId } });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    const put = await api().put(path, { billable: false, budget: 7000 }).expect(200);
    expect(put.body).toMatchObject({ billable: false, budget: 7000, hourly_rate: 120.46 });
    const patch = await api().patch(path, { active: false, hourly_rate: 0 }).expect(200);
    expect(patch.body).toMatchObject({ active: false, hourly_rate: 0, budget: 7000 });

    const project = (await api().get(`/api/v1/projects/${projectId}`).expect(200)).body;
    expect(project.contracts).toEqual([
      {
        id,
        user_id: user.id,
        firstname: 'Anna',
        lastname: 'Muster',
        billable: false,
        active: false,
        budget: 7000,
        hourly_rate: 0,
      },
    ]);

    const deleted = await api().delete(path).expect(200);
    expect(deleted.body).toEqual(patch.body);
    await api().get(path).expect(404);
    const emptied = (await api().get(`/api/v1/projects/${projectId}`).expect(200)).body;
    expect(emptied.contracts).toEqual([]);
  });

  it('refuses a bad body with 422 naming the field, and writes nothing', async () => {
    const user = await createUser(a.accountId);
    const foreignUser = await createUser(b.accountId);
    await api().post(contractsOf(projectId), { user_id: user.id }).expect(200);
    const count = await countContracts();
    for (const [body, field] of [
      [{}, 'user_id'],
      [{ user_id: 'x' }, 'user_id'],
      [{ user_id: 99999999 }, 'user_id'],
      [{ user_id: foreignUser.id }, 'user_id'],
      [{ user_id: user.id }, 'user_id'],
      [{ user_id: a.userId, hourly_rate: -1 }, 'hourly_rate'],
      [{ user_id: a.userId, budget: 'much' }, 'budget'],
      [{ user_id: a.userId, active: 'yes' }, 'active'],
    ] as const) {
      const response = await api().post(contractsOf(projectId), body).expect(422);
      expect(Object.keys(response.body.errors)).toEqual([field]);
    }
    const duplicate = await api().post(contractsOf(projectId), { user_id: user.id }).expect(422);
    expect(duplicate.body).toEqual({
      errors: { user_id: ['already has a contract for this project'] },
    });
    expect(await countContracts()).toBe(count);
  });

  it("answers 404 for another account's project or contract, and for another project's contract", async () => {
    const foreignProject = await createProject(b.accountId);
    const foreignUser = await createUser(b.accountId);
    const foreign = await client(t.url, b.key)
      .post(contractsOf(foreignProject.id), { user_id: foreignUser.id })
      .expect(200);
    const count = await countContracts();
    await api().get(contractsOf(foreignProject.id)).expect(404);
    await api().post(contractsOf(foreignProject.id), { user_id: a.userId }).expect(404);
    const foreignPath = `${contractsOf(foreignProject.id)}/${foreign.body.id}`;
    await api().get(foreignPath).expect(404);
    await api().put(foreignPath, { active: false }).expect(404);
    await api().delete(foreignPath).expect(404);
    // The foreign contract under the own project's path is missing there too.
    const ownPath = `${contractsOf(projectId)}/${foreign.body.id}`;
    await api().get(ownPath).expect(404);
    await api().patch(ownPath, { active: false }).expect(404);
    await api().delete(ownPath).expect(404);
    const other = await createProject(a.accountId);
    const mine = await api().post(contractsOf(other.id), { user_id: a.userId }).expect(200);
    await api()
      .get(`${contractsOf(projectId)}/${mine.body.id}`)
      .expect(404);
    expect(await countContracts()).toBe(count + 1);
    const kept = await client(t.url, b.key).get(foreignPath).expect(200);
    expect(kept.body).toEqual(foreign.body);
  });

  it('pages, sorts and filters the list', async () => {
    const project = await createProject(a.accountId);
    const path = contractsOf(project.id);
    const create = async () => {
      const user = await createUser(a.accountId);
      return api().post(path, { user_id: user.id }).expect(200);
    };
    // Five in all, so page 2 of 2 per page has a next page.
    for (let i = 0; i < 2; i++) await create();
    await expectPaging(api, path, create, 'created_at');
    const all = (await api().get(path).expect(200)).body as { id: number }[];
    const some = await api().get(`${path}?ids=${all[0].id},${all[2].id}`).expect(200);
    expect(some.body.map((row: { id: number }) => row.id)).toEqual([all[0].id, all[2].id]);
    const later = await api()
      .get(`${path}?updated_after=${encodeURIComponent('2999-01-01T00:00:00Z')}`)
      .expect(200);
    expect(later.body).toEqual([]);
    for (const query of ['page=0', 'ids=x', 'updated_after=yesterday', 'sort_by=user_id'])
      await api().get(`${path}?${query}`).expect(422);
  });

  it('refuses writes with a read-only key', async () => {
    const readOnly = client(t.url, a.readOnlyKey);
    await readOnly.get(contractsOf(projectId)).expect(200);
    await readOnly.post(contractsOf(projectId), { user_id: a.userId }).expect(403);
    await readOnly.get('/api/v1/projects/assigned').expect(200);
  });

  it("lists the projects of the key's user's active contracts at /projects/assigned", async () => {
    const other = await createUser(a.accountId);
    const active = await createProject(a.accountId, 'EUR', 'Active one');
    const archived = await createProject(a.accountId, 'EUR', 'Archived one');
    await prisma.project.update({
      where: { id: archived.id },
      data: { active: false, archivedAt: new Date() },
    });
    const paused = await createProject(a.accountId, 'EUR', 'Paused contract');
    const led = await createProject(a.accountId, 'EUR', 'Only led');
    await prisma.project.update({ where: { id: led.id }, data: { leaderId: a.userId } });
    const task = await prisma.projectTask.create({
      data: { accountId: a.accountId, projectId: active.id, name: 'Design', billable: false },
    });
    for (const project of [active, archived])
      await api().post(contractsOf(project.id), { user_id: a.userId }).expect(200);
    await api().post(contractsOf(active.id), { user_id: other.id }).expect(200);
    await api().post(contractsOf(paused.id), { user_id: a.userId, active: false }).expect(200);

    const mine = (await api().get('/api/v1/projects/assigned').expect(200)).body;
    const names = mine.map((project: { name: string }) => project.name);
    expect(names).toEqual(expect.arrayContaining(['Active one', 'Archived one']));
    expect(names).not.toContain('Paused contract');
    expect(names).not.toContain('Only led');
    const row = mine.find((project: { id: number }) => project.id === active.id);
    expect(row).toEqual({
      id: active.id,
      identifier: active.identifier,
      name: 'Active one',
      active: true,
      billable: true,
      customer: { id: active.companyId, name: 'Kunde AG' },
      tasks: [{ id: task.id, name: 'Design', active: true, billable: false }],
      contract: { user_id: a.userId, active: true },
    });
    const onlyActive = (await api().get('/api/v1/projects/assigned?active=true').expect(200)).body;
    expect(onlyActive.map((project: { id: number }) => project.id)).toContain(active.id);
    expect(onlyActive.map((project: { id: number }) => project.id)).not.toContain(archived.id);
    const onlyArchived = await api().get('/api/v1/projects/assigned?active=false').expect(200);
    expect(onlyArchived.body.map((project: { id: number }) => project.id)).toEqual([archived.id]);
    expect(onlyArchived.headers['x-total']).toBeUndefined();
    await api().get('/api/v1/projects/assigned?active=maybe').expect(422);
    // Another account's key sees its own assignments only.
    expect((await client(t.url, b.key).get('/api/v1/projects/assigned').expect(200)).body).toEqual(
      [],
    );
  });

  it('reads a list in two statements and a record in one', async () => {
    const statements = t.statements!;
    const id = (await api().get(contractsOf(projectId)).expect(200)).body[0].id as number;
    for (const [path, count] of [
      [`${contractsOf(projectId)}?per_page=100`, 2],
      [`${contractsOf(projectId)}/${id}`, 1],
      ['/api/v1/projects/assigned', 2],
      [`/api/v1/projects/${projectId}`, 1],
    ] as const) {
      await api().get(path).expect(200);
      statements.reset();
      await api().get(path).expect(200);
      expect(statements.texts).toHaveLength(count);
    }
  });
});
