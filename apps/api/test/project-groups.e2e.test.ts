import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { expectPaging } from './support/list-checks';
import { expectForeignRecordHidden } from './support/tenancy-checks';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const GROUPS = '/api/v1/projects/groups';

describe('/api/v1/projects/groups and assigning projects to them', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let companyId: number;
  let sequence = 0;

  /** Projects belong to another feature; they are made in the database here. */
  async function createProject(accountId: number, budget: string | null = null) {
    const company = await prisma.company.create({
      data: { accountId, type: 'customer', name: 'Kunde AG' },
    });
    return prisma.project.create({
      data: {
        accountId,
        identifier: `P${++sequence}`,
        name: `Project ${sequence}`,
        companyId: company.id,
        currency: 'EUR',
        budget,
      },
    });
  }

  beforeAll(async () => {
    t = await startTestApp({}, { countStatements: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    companyId = (
      await prisma.company.create({
        data: { accountId: a.accountId, type: 'customer', name: 'Programm AG' },
      })
    ).id;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const createGroup = async (body: object = {}) =>
    (
      await api()
        .post(GROUPS, { name: `Group ${++sequence}`, ...body })
        .expect(200)
    ).body;
  const assign = (projectId: number, body: object) =>
    api().put(`/api/v1/projects/${projectId}/assign_project_group`, body);

  it('creates, reads, changes (PUT and PATCH) and deletes a group', async () => {
    const created = await api()
      .post(GROUPS, {
        name: 'Relaunch programme',
        user_id: a.userId,
        company_id: companyId,
        currency: 'EUR',
        budget: 50000.005,
        info: 'Three sites',
      })
      .expect(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Relaunch programme',
      user: { id: a.userId, firstname: 'Owner', lastname: 'Alpha' },
      company: { id: companyId, name: 'Programm AG' },
      budget: 50000.01,
      currency: 'EUR',
      info: 'Three sites',
      custom_properties: {},
      customer_report_url: null,
      projects: [],
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const path = `${GROUPS}/${created.body.id}`;
    expect((await api().get(path).expect(200)).body).toEqual(created.body);
    const put = await api().put(path, { name: 'Programme', user_id: null }).expect(200);
    expect(put.body).toMatchObject({ name: 'Programme', user: null, budget: 50000.01 });
    const patch = await api().patch(path, { company_id: null, budget: 10 }).expect(200);
    expect(patch.body).toMatchObject({ name: 'Programme', company: null, budget: 10 });
    await api().delete(path).expect(204);
    await api().get(path).expect(404);
  });

  it('defaults a new group to no user, company or currency and a budget of 0', async () => {
    const group = await createGroup({ name: 'Bare' });
    expect(group).toMatchObject({
      name: 'Bare',
      user: null,
      company: null,
      currency: null,
      budget: 0,
      info: null,
    });
  });

  it('refuses a bad body with 422 naming the field, and writes nothing', async () => {
    const foreignCompany = await prisma.company.create({
      data: { accountId: b.accountId, type: 'customer', name: 'Fremd AG' },
    });
    const count = await prisma.projectGroup.count();
    for (const [body, field] of [
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: 'X', user_id: 99999999 }, 'user_id'],
      [{ name: 'X', user_id: b.userId }, 'user_id'],
      [{ name: 'X', company_id: foreignCompany.id }, 'company_id'],
      [{ name: 'X', currency: 'XXX' }, 'currency'],
      [{ name: 'X', budget: -1 }, 'budget'],
    ] as const) {
      const response = await api().post(GROUPS, body).expect(422);
      expect(Object.keys(response.body.errors)).toEqual([field]);
    }
    const group = await createGroup();
    await api().put(`${GROUPS}/${group.id}`, { company_id: foreignCompany.id }).expect(422);
    // A required field sent as null on a change is a 422 too, never a 500 (found by the fuzzer).
    for (const [body, field] of [
      [{ name: null }, 'name'],
      [{ budget: null }, 'budget'],
    ] as const) {
      const response = await api().put(`${GROUPS}/${group.id}`, body).expect(422);
      expect(Object.keys(response.body.errors)).toEqual([field]);
    }
    expect((await api().get(`${GROUPS}/${group.id}`).expect(200)).body.name).toBe(group.name);
    expect(await prisma.projectGroup.count()).toBe(count + 1);
  });

  it('assigns a project to a group and unassigns it; the group and the project show it', async () => {
    const group = await createGroup();
    const project = await createProject(a.accountId, '1200.5');
    const assigned = await assign(project.id, { project_group_id: group.id }).expect(200);
    expect(assigned.body.project_group).toEqual({ id: group.id, name: group.name });
    expect(assigned.body.id).toBe(project.id);
    const read = (await api().get(`${GROUPS}/${group.id}`).expect(200)).body;
    expect(read.projects).toEqual([
      {
        id: project.id,
        identifier: project.identifier,
        name: project.name,
        active: true,
        budget: 1200.5,
      },
    ]);
    const filtered = await api().get(`/api/v1/projects?project_group_id=${group.id}`).expect(200);
    expect(filtered.body.map((row: { id: number }) => row.id)).toEqual([project.id]);

    // A group with projects stays; the project leaves it, and then the group can go.
    const refused = await api().delete(`${GROUPS}/${group.id}`).expect(422);
    expect(refused.body).toEqual({
      errors: ['Project group cannot be deleted while projects are in it'],
    });
    const unassigned = await api()
      .put(`/api/v1/projects/${project.id}/unassign_project_group`)
      .expect(200);
    expect(unassigned.body.project_group).toBeNull();
    await api().patch(`/api/v1/projects/${project.id}/unassign_project_group`).expect(200);
    await api().delete(`${GROUPS}/${group.id}`).expect(204);
  });

  it("refuses to assign a missing or another account's group with 422 on project_group_id", async () => {
    const project = await createProject(a.accountId);
    const foreign = (await client(t.url, b.key).post(GROUPS, { name: 'Foreign' }).expect(200)).body;
    for (const body of [
      {},
      { project_group_id: 'x' },
      { project_group_id: 99999999 },
      { project_group_id: foreign.id },
    ]) {
      const response = await assign(project.id, body).expect(422);
      expect(Object.keys(response.body.errors)).toEqual(['project_group_id']);
    }
    const stored = await prisma.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(stored.projectGroupId).toBeNull();
    const foreignProject = await createProject(b.accountId);
    const own = await createGroup();
    await assign(foreignProject.id, { project_group_id: own.id }).expect(404);
    await api().put(`/api/v1/projects/${foreignProject.id}/unassign_project_group`).expect(404);
  });

  it("hides another account's group", async () => {
    const foreign = (await client(t.url, b.key).post(GROUPS, { name: 'Hidden' }).expect(200)).body;
    await expectForeignRecordHidden(api(), client(t.url, b.key), GROUPS, foreign);
    await api().patch(`${GROUPS}/${foreign.id}`, { name: 'Hijack' }).expect(404);
  });

  it('pages, sorts and filters the list', async () => {
    await expectPaging(api, GROUPS, () => createGroup(), 'name');
    const mine = await createGroup({ user_id: a.userId, company_id: companyId });
    const byUser = await api().get(`${GROUPS}?user_id=${a.userId}`).expect(200);
    expect(byUser.body.map((row: { id: number }) => row.id)).toContain(mine.id);
    expect(byUser.body.every((row: { user: { id: number } }) => row.user.id === a.userId)).toBe(
      true,
    );
    const byCompany = await api().get(`${GROUPS}?company_id=${companyId}`).expect(200);
    expect(
      byCompany.body.every((row: { company: { id: number } }) => row.company.id === companyId),
    ).toBe(true);
    const some = await api().get(`${GROUPS}?ids=${mine.id}`).expect(200);
    expect(some.body.map((row: { id: number }) => row.id)).toEqual([mine.id]);
    const later = await api()
      .get(`${GROUPS}?updated_after=${encodeURIComponent('2999-01-01T00:00:00Z')}`)
      .expect(200);
    expect(later.body).toEqual([]);
    // Faktura has no custom fields of groups: every field is unknown, which matches nothing.
    const custom = await api().get(`${GROUPS}?custom_properties[Phase]=Build`).expect(200);
    expect(custom.body).toEqual([]);
    for (const query of [
      'page=0',
      'ids=x',
      'user_id=x',
      'updated_after=yesterday',
      'sort_by=budget',
    ])
      await api().get(`${GROUPS}?${query}`).expect(422);
  });

  it('refuses writes with a read-only key', async () => {
    const readOnly = client(t.url, a.readOnlyKey);
    const group = await createGroup();
    const project = await createProject(a.accountId);
    await readOnly.get(GROUPS).expect(200);
    await readOnly.post(GROUPS, { name: 'X' }).expect(403);
    await readOnly.put(`${GROUPS}/${group.id}`, { name: 'X' }).expect(403);
    await readOnly.delete(`${GROUPS}/${group.id}`).expect(403);
    await readOnly
      .put(`/api/v1/projects/${project.id}/assign_project_group`, { project_group_id: group.id })
      .expect(403);
  });

  it('reads a list in two statements and a record in one', async () => {
    const statements = t.statements!;
    const group = await createGroup();
    await assign((await createProject(a.accountId)).id, { project_group_id: group.id }).expect(200);
    for (const [path, count] of [
      [`${GROUPS}?per_page=100`, 2],
      [`${GROUPS}/${group.id}`, 1],
    ] as const) {
      await api().get(path).expect(200);
      statements.reset();
      await api().get(path).expect(200);
      expect(statements.texts).toHaveLength(count);
    }
  });
});
