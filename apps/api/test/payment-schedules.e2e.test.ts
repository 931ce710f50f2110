import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { createCustomerAndProject, type CustomerProject } from './support/project-fixtures';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('/api/v1/projects/{project_id}/payment_schedules', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let project: CustomerProject;

  const createProject = (accountId: number, currency = 'EUR') =>
    createCustomerAndProject(prisma, accountId, { currency });

  beforeAll(async () => {
    t = await startTestApp({}, { countStatements: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    project = await createProject(a.accountId);
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const schedulesOf = (projectId: number) => `/api/v1/projects/${projectId}/payment_schedules`;
  const ids = (body: { id: number }[]) => body.map((row) => row.id);
  const minimal = { date: '2026-12-01', net_total: 1000 };
  const plan = async (projectId: number, body: object = {}) =>
    (
      await api()
        .post(schedulesOf(projectId), { ...minimal, ...body })
        .expect(200)
    ).body;
  const stored = (projectId: number) => prisma.paymentSchedule.count({ where: { projectId } });

  it('creates, reads, updates (PUT and PATCH) and deletes a schedule, answering the record', async () => {
    const created = await plan(project.projectId, {
      title: 'First instalment',
      description: '<p>Half on signing</p>',
      net_total: 1234.567,
      currency: 'EUR',
      project_id: project.projectId,
    });
    expect(created).toEqual({
      id: expect.any(Number),
      date: '2026-12-01',
      title: 'First instalment',
      net_total: 1234.57,
      checked: false,
      billed: false,
      description: '<p>Half on signing</p>',
      project: { id: project.projectId, identifier: project.identifier, name: project.name },
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
      invoice_id: null,
    });
    const path = `${schedulesOf(project.projectId)}/${created.id}`;
    expect((await api().get(path).expect(200)).body).toEqual(created);

    const put = await api().put(path, { checked: true, title: null, net_total: 900 }).expect(200);
    expect(put.body).toMatchObject({
      checked: true,
      title: null,
      net_total: 900,
      date: '2026-12-01',
    });
    const patch = await api().patch(path, { date: '2027-01-15', description: null }).expect(200);
    expect(patch.body).toMatchObject({ date: '2027-01-15', description: null, net_total: 900 });

    const deleted = await api().delete(path).expect(200);
    expect(deleted.body).toEqual(patch.body);
    await api().get(path).expect(404);
  });

  it('refuses invalid bodies with 422 naming the fields, writing nothing', async () => {
    const before = await stored(project.projectId);
    const missing = await api().post(schedulesOf(project.projectId), {}).expect(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['date', 'net_total']);
    const wrong = await api()
      .post(schedulesOf(project.projectId), {
        date: '2026-02-30',
        net_total: 'x4711',
        title: 5,
        checked: 'yes',
        currency: 'euro',
      })
      .expect(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual([
      'checked',
      'currency',
      'date',
      'net_total',
      'title',
    ]);
    expect(JSON.stringify(wrong.body)).not.toContain('4711');
    const huge = await api()
      .post(schedulesOf(project.projectId), { ...minimal, net_total: 1e16 })
      .expect(422);
    expect(Object.keys(huge.body.errors)).toEqual(['net_total']);
    expect(await stored(project.projectId)).toBe(before);
  });

  it("refuses another currency than the project's, saying the amount is in the project's", async () => {
    const chf = await createProject(a.accountId, 'CHF');
    const refused = await api()
      .post(schedulesOf(chf.projectId), { ...minimal, currency: 'EUR' })
      .expect(422);
    expect(refused.body).toEqual({
      errors: { currency: ["must be CHF: a payment schedule is always in its project's currency"] },
    });
    const created = await plan(chf.projectId, { currency: 'CHF', net_total: 10.555 });
    expect(created.net_total).toBe(10.56);
    const path = `${schedulesOf(chf.projectId)}/${created.id}`;
    await api().put(path, { currency: 'USD' }).expect(422);
    expect(await stored(chf.projectId)).toBe(1);
  });

  it('keeps a schedule in the project of its path', async () => {
    const other = await createProject(a.accountId);
    const refused = await api()
      .post(schedulesOf(project.projectId), { ...minimal, project_id: other.projectId })
      .expect(422);
    expect(refused.body).toEqual({ errors: { project_id: ['must be the project of the path'] } });
    const created = await plan(project.projectId);
    await api()
      .put(`${schedulesOf(project.projectId)}/${created.id}`, { project_id: other.projectId })
      .expect(422);
    // Under another project of the account the schedule does not exist.
    await api()
      .get(`${schedulesOf(other.projectId)}/${created.id}`)
      .expect(404);
    await api()
      .put(`${schedulesOf(other.projectId)}/${created.id}`, { title: 'X' })
      .expect(404);
    await api()
      .delete(`${schedulesOf(other.projectId)}/${created.id}`)
      .expect(404);
  });

  it('accepts null for the optional fields and refuses it for date and net_total', async () => {
    const created = await plan(project.projectId, {
      title: null,
      description: null,
      checked: null,
    });
    expect(created).toMatchObject({ title: null, description: null, checked: false });
    const path = `${schedulesOf(project.projectId)}/${created.id}`;
    const refused = await api().put(path, { date: null, net_total: null }).expect(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['date', 'net_total']);
  });

  it('keeps date and net_total of a billed schedule and refuses to delete it', async () => {
    const created = await plan(project.projectId, { title: 'Billed' });
    await prisma.paymentSchedule.update({ where: { id: created.id }, data: { billed: true } });
    const path = `${schedulesOf(project.projectId)}/${created.id}`;
    const changed = await api().put(path, { date: '2026-12-02', net_total: 1 }).expect(422);
    expect(changed.body).toEqual({
      errors: {
        date: ['cannot change: the payment schedule is billed'],
        net_total: ['cannot change: the payment schedule is billed'],
      },
    });
    // Writing the record back as read is no change; ticking it off is allowed.
    const same = await api()
      .put(path, { ...minimal, title: 'Billed', checked: true })
      .expect(200);
    expect(same.body).toMatchObject({ billed: true, checked: true, net_total: 1000 });
    const removed = await api().delete(path).expect(422);
    expect(removed.body).toEqual({ errors: ['A billed payment schedule cannot be deleted'] });
    await api().get(path).expect(200);
  });

  it("answers 404 for another account's project and hides its schedules", async () => {
    const foreignProject = await createProject(b.accountId);
    const before = await stored(foreignProject.projectId);
    await api().get(schedulesOf(foreignProject.projectId)).expect(404);
    await api().post(schedulesOf(foreignProject.projectId), minimal).expect(404);
    await api().get(schedulesOf(99999999)).expect(404);
    expect(await stored(foreignProject.projectId)).toBe(before);

    const foreign = (
      await api(b).post(schedulesOf(foreignProject.projectId), { ...minimal, title: 'Theirs' })
    ).body;
    // Under its project's path and under one of our own, it answers as a missing one would.
    const missing = await api()
      .get(`${schedulesOf(project.projectId)}/99999999`)
      .expect(404);
    for (const projectId of [foreignProject.projectId, project.projectId]) {
      const path = `${schedulesOf(projectId)}/${foreign.id}`;
      expect((await api().get(path).expect(404)).body).toEqual(missing.body);
      await api().put(path, { title: 'Hijack' }).expect(404);
      await api().patch(path, { title: 'Hijack' }).expect(404);
      await api().delete(path).expect(404);
    }
    const kept = await api(b).get(`${schedulesOf(foreignProject.projectId)}/${foreign.id}`);
    expect(kept.body).toEqual(foreign);
    const all = await api().get(`/api/v1/projects/payment_schedules?ids=${foreign.id}`).expect(200);
    expect(all.body).toEqual([]);
    const filtered = await api()
      .get(`/api/v1/projects/payment_schedules?project_id=${foreignProject.projectId}`)
      .expect(200);
    expect(filtered.body).toEqual([]);
  });

  it('lists with the filters from, to, checked, company_id, project_id, ids and paging', async () => {
    const first = await createProject(a.accountId);
    const second = await createProject(a.accountId);
    const early = await plan(first.projectId, { date: '2026-01-10', checked: true });
    const middle = await plan(first.projectId, { date: '2026-02-10' });
    const late = await plan(second.projectId, { date: '2026-03-10' });
    const mine = [early.id, middle.id, late.id];
    const all = (query: string) =>
      api().get(`/api/v1/projects/payment_schedules?${query}`).expect(200);
    const listed = async (query: string) =>
      ids((await all(query)).body).filter((id) => mine.includes(id));

    expect(ids((await api().get(schedulesOf(first.projectId)).expect(200)).body)).toEqual([
      early.id,
      middle.id,
    ]);
    expect(await listed('from=2026-02-10&to=2026-03-10')).toEqual([middle.id, late.id]);
    expect(await listed('checked=true')).toEqual([early.id]);
    expect(await listed('checked=false')).toEqual([middle.id, late.id]);
    expect(await listed(`company_id=${second.companyId}`)).toEqual([late.id]);
    expect(await listed(`project_id=${first.projectId},${second.projectId}`)).toEqual(mine);
    expect(await listed(`ids=${late.id},${early.id}`)).toEqual([early.id, late.id]);
    expect(await listed('sort_by=date desc')).toEqual([late.id, middle.id, early.id]);
    const nested = await api()
      .get(`${schedulesOf(first.projectId)}?checked=false&from=2026-02-01`)
      .expect(200);
    expect(ids(nested.body)).toEqual([middle.id]);

    const page = await all(`project_id=${first.projectId},${second.projectId}&per_page=2&page=2`);
    expect(ids(page.body)).toEqual([late.id]);
    expect(page.headers['x-total']).toBe('3');
    expect(page.headers['link']).toContain('rel="prev"');
    expect(page.headers['link']).not.toContain('rel="next"');

    await prisma.paymentSchedule.update({
      where: { id: middle.id },
      data: { updatedAt: new Date('2030-01-01T00:00:00Z') },
    });
    expect(await listed('updated_after=2029-12-31T00:00:00Z')).toEqual([middle.id]);
    await api().get('/api/v1/projects/payment_schedules?ids=x').expect(422);
  });

  it('answers 422 for a bad list query', async () => {
    await api().get('/api/v1/projects/payment_schedules?from=March').expect(422);
    await api().get('/api/v1/projects/payment_schedules?checked=maybe').expect(422);
    await api()
      .get(`${schedulesOf(project.projectId)}?updated_after=yesterday`)
      .expect(422);
  });

  it('refuses writes with a read-only key', async () => {
    const readOnly = client(t.url, a.readOnlyKey);
    const created = await plan(project.projectId);
    const path = `${schedulesOf(project.projectId)}/${created.id}`;
    await readOnly.get(path).expect(200);
    await readOnly.get('/api/v1/projects/payment_schedules').expect(200);
    await readOnly.post(schedulesOf(project.projectId), minimal).expect(403);
    await readOnly.put(path, { title: 'X' }).expect(403);
    await readOnly.patch(path, { title: 'X' }).expect(403);
    await readOnly.delete(path).expect(403);
    expect((await api().get(path).expect(200)).body.title).toBeNull();
  });

  it('reads a list in two statements and a record in one', async () => {
    const statements = t.statements!;
    const created = await plan(project.projectId);
    for (const [path, count] of [
      ['/api/v1/projects/payment_schedules?per_page=100', 2],
      [`${schedulesOf(project.projectId)}/${created.id}`, 1],
    ] as const) {
      await api().get(path).expect(200);
      statements.reset();
      await api().get(path).expect(200);
      expect(statements.texts).toHaveLength(count);
    }
  });
});
