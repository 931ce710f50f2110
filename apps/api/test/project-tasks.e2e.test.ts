import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

describe('/api/v1/projects/{project_id}/tasks', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let projectId: number;
  let category: { id: number };
  let sequence = 0;

  /** Projects belong to another feature; they are made straight in the database here. */
  async function createProject(
    accountId: number,
    hourlyRate: string | null = null,
    currency = 'EUR',
  ) {
    const company = await prisma.company.create({
      data: { accountId, type: 'customer', name: 'Kunde AG' },
    });
    return prisma.project.create({
      data: {
        accountId,
        identifier: `P${++sequence}`,
        name: 'Relaunch',
        companyId: company.id,
        currency,
        hourlyRate,
      },
    });
  }

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    projectId = (await createProject(a.accountId)).id;
    category = await prisma.revenueCategory.create({
      data: {
        accountId: a.accountId,
        name: 'Consulting',
        revenueAccount: 8400,
        costCategory: 'KST-1',
      },
    });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const tasksOf = (id: number) => `/api/v1/projects/${id}/tasks`;
  const ids = (body: { id: number }[]) => body.map((row) => row.id);

  it('answers 401 without a key on every route', async () => {
    const path = tasksOf(projectId);
    for (const call of [
      request(t.url).get(path),
      request(t.url).get(`${path}/1`),
      request(t.url).post(path).send({ name: 'X' }),
      request(t.url).put(`${path}/1`).send({ name: 'X' }),
      request(t.url).delete(`${path}/1`),
    ]) {
      const response = await call.expect(401);
      expect(response.body).toEqual({ message: 'Unauthorized' });
    }
  });

  it('lets a read-only key read but answers 403 on every write', async () => {
    const task = await api().post(tasksOf(projectId), { name: 'Read only' }).expect(200);
    const readOnly = client(t.url, a.readOnlyKey);
    await readOnly.get(tasksOf(projectId)).expect(200);
    await readOnly.get(`${tasksOf(projectId)}/${task.body.id}`).expect(200);
    for (const call of [
      readOnly.post(tasksOf(projectId), { name: 'X' }),
      readOnly.put(`${tasksOf(projectId)}/${task.body.id}`, { name: 'X' }),
      readOnly.delete(`${tasksOf(projectId)}/${task.body.id}`),
    ]) {
      const response = await call.expect(403);
      expect(response.body).toEqual({ errors: ['Access denied'] });
    }
  });

  it('creates, reads, updates and deletes a task', async () => {
    const before = await prisma.project.findUniqueOrThrow({ where: { id: projectId } });
    const created = await api()
      .post(tasksOf(projectId), {
        name: 'Design',
        description: 'Wireframes and layouts',
        hourly_rate: 150.5,
        budget: 5000.004,
        revenue_category_id: category.id,
        extra: 'ignored',
      })
      .expect(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Design',
      description: 'Wireframes and layouts',
      billable: true,
      active: true,
      budget: 5000,
      hourly_rate: 150.5,
      revenue_category: {
        id: category.id,
        name: 'Consulting',
        revenue_account: 8400,
        cost_category: 'KST-1',
        assignment_kind: 'tasks_and_expenses',
      },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
    const stored = await prisma.projectTask.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored).toMatchObject({
      revenueCategoryId: category.id,
      description: 'Wireframes and layouts',
    });
    expect(stored.budget?.toString()).toBe('5000');
    // A task is part of its project: the project counts as changed for updated_after.
    const after = await prisma.project.findUniqueOrThrow({ where: { id: projectId } });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    const path = `${tasksOf(projectId)}/${created.body.id}`;
    const read = await api().get(path).expect(200);
    expect(read.body).toEqual(created.body);

    const updated = await api()
      .put(path, {
        billable: false,
        active: false,
        hourly_rate: null,
        budget: null,
        description: null,
        revenue_category_id: null,
        name: null,
      })
      .expect(200);
    expect(updated.body).toMatchObject({
      id: created.body.id,
      name: 'Design',
      description: null,
      billable: false,
      active: false,
      budget: null,
      hourly_rate: 0,
      revenue_category: null,
    });
    expect((await api().get(path).expect(200)).body).toEqual(updated.body);

    const deleted = await api().delete(path).expect(204);
    expect(deleted.text).toBe('');
    await api().get(path).expect(404);
  });

  it('answers a task without its own rate with 0 and reads a sent 0 the same way', async () => {
    const task = await api().post(tasksOf(projectId), { name: 'Free', hourly_rate: 0 }).expect(200);
    expect(task.body.hourly_rate).toBe(0);
    const stored = await prisma.projectTask.findUniqueOrThrow({ where: { id: task.body.id } });
    // Stored as "none", so the task's activities take the project's rate (see activities).
    expect(stored.hourlyRate).toBeNull();
  });

  it("rounds the budget to the project's currency", async () => {
    const yen = await createProject(a.accountId, null, 'JPY');
    const task = await api().post(tasksOf(yen.id), { name: 'Yen', budget: 1234.5 }).expect(200);
    expect(task.body.budget).toBe(1235);
  });

  it('takes only revenue categories of the account that may be used for tasks', async () => {
    const onlyExpenses = await prisma.revenueCategory.create({
      data: {
        accountId: a.accountId,
        name: 'Material',
        revenueAccount: 8401,
        assignmentKind: 'only_expenses',
      },
    });
    const foreign = await prisma.revenueCategory.create({
      data: { accountId: b.accountId, name: 'Theirs', revenueAccount: 8400 },
    });
    const wrongKind = await api()
      .post(tasksOf(projectId), { name: 'X', revenue_category_id: onlyExpenses.id })
      .expect(422);
    expect(wrongKind.body).toEqual({ errors: { revenue_category_id: ['is only for expenses'] } });
    const task = await api().post(tasksOf(projectId), { name: 'Y' }).expect(200);
    const missing = await api()
      .put(`${tasksOf(projectId)}/${task.body.id}`, { revenue_category_id: foreign.id })
      .expect(422);
    expect(missing.body).toEqual({ errors: { revenue_category_id: ['does not exist'] } });
  });

  it('PATCHes one field and leaves the others as they were', async () => {
    const created = await api()
      .post(tasksOf(projectId), {
        name: 'Patch me',
        description: 'Kept',
        budget: 100,
        hourly_rate: 90,
        revenue_category_id: category.id,
      })
      .expect(200);
    const path = `${tasksOf(projectId)}/${created.body.id}`;
    const patched = await api().patch(path, { budget: 250 }).expect(200);
    expect(patched.body).toEqual({
      ...created.body,
      budget: 250,
      updated_at: expect.any(String),
    });
    await client(t.url, a.readOnlyKey).patch(path, { budget: 1 }).expect(403);
    const bad = await api().patch(path, { budget: 'lots' }).expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['budget']);
    const foreignProject = await createProject(b.accountId);
    const foreign = await client(t.url, b.key)
      .post(tasksOf(foreignProject.id), { name: 'Theirs' })
      .expect(200);
    await api()
      .patch(`${tasksOf(foreignProject.id)}/${foreign.body.id}`, { budget: 1 })
      .expect(404);
  });

  it('refuses to delete a task that activities use', async () => {
    const task = await api().post(tasksOf(projectId), { name: 'Used' }).expect(200);
    await prisma.activity.create({
      data: {
        accountId: a.accountId,
        date: new Date('2026-03-02T00:00:00Z'),
        hours: '2',
        projectId,
        taskId: task.body.id,
        userId: a.userId,
      },
    });
    const response = await api()
      .delete(`${tasksOf(projectId)}/${task.body.id}`)
      .expect(422);
    expect(response.body).toEqual({ errors: ['The task has activities and cannot be deleted'] });
    await api()
      .get(`${tasksOf(projectId)}/${task.body.id}`)
      .expect(200);
  });

  it("answers another account's project and task exactly like missing ones", async () => {
    const foreignProject = await createProject(b.accountId);
    const foreignTask = await client(t.url, b.key)
      .post(tasksOf(foreignProject.id), { name: 'Foreign' })
      .expect(200);
    const missing = await api()
      .get(`${tasksOf(projectId)}/99999999`)
      .expect(404);
    expect(missing.body).toEqual({ message: 'Not found' });

    for (const call of [
      api().get(tasksOf(foreignProject.id)),
      api().post(tasksOf(foreignProject.id), { name: 'Hijack' }),
      api().get(`${tasksOf(foreignProject.id)}/${foreignTask.body.id}`),
      api().get(`${tasksOf(projectId)}/${foreignTask.body.id}`),
      api().put(`${tasksOf(projectId)}/${foreignTask.body.id}`, { name: 'Hijack' }),
      api().delete(`${tasksOf(projectId)}/${foreignTask.body.id}`),
      api().get(`${tasksOf(99999999)}`),
    ]) {
      const response = await call.expect(404);
      expect(response.body).toEqual(missing.body);
    }
    const list = await api()
      .get(`${tasksOf(projectId)}?ids=${foreignTask.body.id}`)
      .expect(200);
    expect(list.body).toEqual([]);
    const untouched = await client(t.url, b.key)
      .get(`${tasksOf(foreignProject.id)}/${foreignTask.body.id}`)
      .expect(200);
    expect(untouched.body.name).toBe('Foreign');
  });

  it('answers a task of another project of the same account with 404', async () => {
    const other = await createProject(a.accountId);
    const task = await api().post(tasksOf(other.id), { name: 'Elsewhere' }).expect(200);
    await api()
      .get(`${tasksOf(projectId)}/${task.body.id}`)
      .expect(404);
    await api()
      .put(`${tasksOf(projectId)}/${task.body.id}`, { name: 'Moved' })
      .expect(404);
    await api()
      .delete(`${tasksOf(projectId)}/${task.body.id}`)
      .expect(404);
  });

  it('lists only the tasks of the project, with paging headers and sorting', async () => {
    const project = await createProject(a.accountId);
    const path = tasksOf(project.id);
    const created: number[] = [];
    for (const name of ['Delta', 'Alpha', 'Charlie', 'Bravo', 'Echo']) {
      created.push((await api().post(path, { name }).expect(200)).body.id);
    }
    const all = await api().get(path).expect(200);
    expect(ids(all.body)).toEqual(created);
    expect(all.headers['x-total']).toBe('5');

    const page2 = await api().get(`${path}?per_page=2&page=2`).expect(200);
    expect(page2.headers['x-page']).toBe('2');
    expect(page2.headers['x-per-page']).toBe('2');
    expect(page2.headers['x-total']).toBe('5');
    expect(ids(page2.body)).toEqual(created.slice(2, 4));
    expect(page2.headers['link']).toContain('page=3>; rel="next"');
    expect(page2.headers['link']).toContain('page=1>; rel="prev"');
    expect(page2.headers['link']).toContain('rel="first"');
    expect(page2.headers['link']).toContain('page=3>; rel="last"');
    const past = await api().get(`${path}?per_page=2&page=9`).expect(200);
    expect(past.body).toEqual([]);

    const sorted = await api().get(`${path}?sort_by=name desc`).expect(200);
    expect(sorted.body.map((task: { name: string }) => task.name)).toEqual([
      'Echo',
      'Delta',
      'Charlie',
      'Bravo',
      'Alpha',
    ]);
    const bad = await api().get(`${path}?per_page=0&sort_by=hourly_rate&ids=x`).expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['ids', 'per_page', 'sort_by']);
  });

  it('filters by ids, updated_after and treats custom property filters as unknown', async () => {
    const project = await createProject(a.accountId);
    const path = tasksOf(project.id);
    const one = await api().post(path, { name: 'One' }).expect(200);
    const two = await api().post(path, { name: 'Two' }).expect(200);
    await api().post(path, { name: 'Three' }).expect(200);
    const byIds = await api().get(`${path}?ids=${two.body.id},,${one.body.id}`).expect(200);
    expect(ids(byIds.body)).toEqual([one.body.id, two.body.id]);

    await new Promise((done) => setTimeout(done, 1100));
    const cut = new Date().toISOString();
    await api().put(`${path}/${two.body.id}`, { name: 'Two changed' }).expect(200);
    const changed = await api()
      .get(`${path}?updated_after=${encodeURIComponent(cut)}`)
      .expect(200);
    expect(ids(changed.body)).toEqual([two.body.id]);

    // Tasks carry no custom properties, so every such field is unknown (interface rule 1).
    const custom = await api().get(`${path}?custom_properties[Team]=Design`).expect(200);
    expect(custom.body).toEqual([]);
  });
});
