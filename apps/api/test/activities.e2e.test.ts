import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

interface Fixture {
  companyId: number;
  projectId: number;
  taskId: number;
}

describe('/api/v1/activities', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let sequence = 0;
  /** Project with rate 100, billable task with rate 120 and unbilled task without rate. */
  let rated: Fixture & { plainTaskId: number };
  /** Non-billable project without rate and a task without rate. */
  let plain: Fixture;
  let colleagueId: number;
  let ratedDealId: number;

  /** Companies, projects, tasks and users belong to other features: made in the database. */
  async function createProject(
    accountId: number,
    project: { billable?: boolean; hourlyRate?: string | null; companyName?: string } = {},
    task: { billable?: boolean; hourlyRate?: string | null } = {},
  ): Promise<Fixture> {
    const company = await prisma.company.create({
      data: { accountId, type: 'customer', name: project.companyName ?? 'Kunde AG' },
    });
    const created = await prisma.project.create({
      data: {
        accountId,
        identifier: `P${++sequence}`,
        name: `Project ${sequence}`,
        companyId: company.id,
        currency: 'EUR',
        billable: project.billable ?? true,
        hourlyRate: project.hourlyRate ?? null,
      },
    });
    const taskId = await createTask(accountId, created.id, task);
    return { companyId: company.id, projectId: created.id, taskId };
  }

  async function createTask(
    accountId: number,
    projectId: number,
    task: { billable?: boolean; hourlyRate?: string | null } = {},
  ): Promise<number> {
    const created = await prisma.projectTask.create({
      data: {
        accountId,
        projectId,
        name: `Task ${++sequence}`,
        billable: task.billable ?? true,
        hourlyRate: task.hourlyRate ?? null,
      },
    });
    return created.id;
  }

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    const withRates = await createProject(
      a.accountId,
      { hourlyRate: '100', companyName: 'Rated AG' },
      { hourlyRate: '120' },
    );
    rated = {
      ...withRates,
      plainTaskId: await createTask(a.accountId, withRates.projectId, { billable: false }),
    };
    plain = await createProject(a.accountId, { billable: false, companyName: 'Plain GmbH' });
    const deal = await prisma.deal.create({
      data: { accountId: a.accountId, name: 'Rated deal', currency: 'EUR' },
    });
    ratedDealId = deal.id;
    await prisma.project.update({ where: { id: rated.projectId }, data: { dealId: deal.id } });
    const colleague = await prisma.user.create({
      data: { accountId: a.accountId, firstname: 'Carla', lastname: 'Kollegin', email: 'c@x.ch' },
    });
    colleagueId = colleague.id;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const ids = (body: { id: number }[]) => body.map((row) => row.id);
  const book = (body: object = {}) =>
    api()
      .post('/api/v1/activities', {
        date: '2026-03-02',
        hours: 1,
        project_id: rated.projectId,
        task_id: rated.taskId,
        ...body,
      })
      .expect(200);

  it('answers 401 without a key on every route', async () => {
    for (const call of [
      request(t.url).get('/api/v1/activities'),
      request(t.url).get('/api/v1/activities/1'),
      request(t.url).post('/api/v1/activities').send({}),
      request(t.url).put('/api/v1/activities/1').send({}),
      request(t.url).delete('/api/v1/activities/1'),
    ]) {
      const response = await call.expect(401);
      expect(response.body).toEqual({ message: 'Unauthorized' });
    }
  });

  it('lets a read-only key read but answers 403 on every write', async () => {
    const activity = await book();
    const readOnly = client(t.url, a.readOnlyKey);
    await readOnly.get('/api/v1/activities').expect(200);
    await readOnly.get(`/api/v1/activities/${activity.body.id}`).expect(200);
    for (const call of [
      readOnly.post('/api/v1/activities', { date: '2026-03-02', hours: 1 }),
      readOnly.put(`/api/v1/activities/${activity.body.id}`, { hours: 2 }),
      readOnly.delete(`/api/v1/activities/${activity.body.id}`),
    ]) {
      const response = await call.expect(403);
      expect(response.body).toEqual({ errors: ['Access denied'] });
    }
  });

  it("creates an activity in the reference's shape with the task's defaults", async () => {
    const created = await book({ hours: 1.25, description: 'Wireframes', extra: 'ignored' });
    const owner = await prisma.user.findUniqueOrThrow({ where: { id: a.userId } });
    const project = await prisma.project.findUniqueOrThrow({ where: { id: rated.projectId } });
    expect(created.body).toEqual({
      id: expect.any(Number),
      date: '2026-03-02',
      hours: 1.25,
      description: 'Wireframes',
      billed: false,
      billable: true,
      invoice_id: null,
      tag: null,
      remote_service: null,
      remote_id: null,
      remote_url: null,
      project: {
        id: rated.projectId,
        identifier: project.identifier,
        name: project.name,
        billable: true,
      },
      task: { id: rated.taskId, name: expect.any(String), billable: true },
      customer: { id: rated.companyId, name: 'Rated AG' },
      user: { id: a.userId, firstname: owner.firstname, lastname: owner.lastname },
      deal: { id: ratedDealId, name: 'Rated deal' },
      hourly_rate: 120,
      seconds: 4500,
      worked_seconds: 4500,
      timer_started_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
    const read = await api().get(`/api/v1/activities/${created.body.id}`).expect(200);
    expect(read.body).toEqual(created.body);
    const plainOne = await book({ project_id: plain.projectId, task_id: plain.taskId });
    expect(plainOne.body.deal).toBeNull();
  });

  it('takes the duration in seconds, which win over hours, and needs one of them', async () => {
    const bySeconds = await book({ hours: undefined, seconds: 5400 });
    expect(bySeconds.body).toMatchObject({ hours: 1.5, seconds: 5400, worked_seconds: 5400 });
    const odd = await book({ hours: undefined, seconds: 1 });
    expect(odd.body).toMatchObject({ hours: 0.000278, seconds: 1 });
    const stored = await prisma.activity.findUniqueOrThrow({ where: { id: odd.body.id } });
    expect(stored.hours.toString()).toBe('0.000278');
    const both = await book({ hours: 9, seconds: 1800 });
    expect(both.body).toMatchObject({ hours: 0.5, seconds: 1800 });
    const path = `/api/v1/activities/${both.body.id}`;
    const changed = await api().put(path, { seconds: 3600 }).expect(200);
    expect(changed.body).toMatchObject({ hours: 1, seconds: 3600 });
    const byHours = await api().put(path, { hours: 0.75 }).expect(200);
    expect(byHours.body).toMatchObject({ hours: 0.75, seconds: 2700 });
    const neither = await api()
      .post('/api/v1/activities', {
        date: '2026-03-02',
        project_id: rated.projectId,
        task_id: rated.taskId,
      })
      .expect(422);
    expect(Object.keys(neither.body.errors)).toEqual(['seconds']);
    const bad = await api()
      .post('/api/v1/activities', {
        date: '2026-03-02',
        seconds: 1.5,
        project_id: rated.projectId,
        task_id: rated.taskId,
      })
      .expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['seconds']);
  });

  it('answers the invoice that billed it', async () => {
    const created = await book();
    const invoice = await prisma.invoice.create({
      data: {
        accountId: a.accountId,
        date: new Date('2026-04-01'),
        dueDate: new Date('2026-05-01'),
        title: 'Invoice',
        recipientAddress: 'Rated AG',
        currency: 'EUR',
        tax: '8.1',
        customerId: rated.companyId,
      },
    });
    await prisma.activity.update({
      where: { id: created.body.id },
      data: { billed: true, invoiceId: invoice.id },
    });
    const read = await api().get(`/api/v1/activities/${created.body.id}`).expect(200);
    expect(read.body).toMatchObject({ billed: true, invoice_id: invoice.id });
  });

  it('PATCHes one field and leaves the others as they were', async () => {
    const created = await book({ description: 'Kept', tag: 'old', seconds: 3600 });
    const path = `/api/v1/activities/${created.body.id}`;
    const patched = await api().patch(path, { tag: 'new' }).expect(200);
    expect(patched.body).toEqual({
      ...created.body,
      tag: 'new',
      updated_at: expect.any(String),
    });
    await client(t.url, a.readOnlyKey).patch(path, { tag: 'x' }).expect(403);
    const bad = await api().patch(path, { seconds: -1 }).expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['seconds']);
    const foreign = await createProject(b.accountId);
    const theirs = await client(t.url, b.key)
      .post('/api/v1/activities', {
        date: '2026-03-02',
        seconds: 60,
        project_id: foreign.projectId,
        task_id: foreign.taskId,
      })
      .expect(200);
    await api().patch(`/api/v1/activities/${theirs.body.id}`, { tag: 'x' }).expect(404);
  });

  it("falls back to the project's rate, then 0, and to the task's and project's billability", async () => {
    const projectRate = await book({ task_id: rated.plainTaskId });
    expect(projectRate.body).toMatchObject({ hourly_rate: 100, billable: false });
    // A task rate of 0 means "none of its own", as the task API answers an unset rate.
    const zeroTask = await createTask(a.accountId, rated.projectId, { hourlyRate: '0' });
    const zero = await book({ task_id: zeroTask });
    expect(zero.body.hourly_rate).toBe(100);
    const noRate = await book({ project_id: plain.projectId, task_id: plain.taskId });
    expect(noRate.body).toMatchObject({ hourly_rate: 0, billable: false });
    expect(noRate.body.customer).toEqual({ id: plain.companyId, name: 'Plain GmbH' });
    const explicit = await book({
      project_id: plain.projectId,
      task_id: plain.taskId,
      user_id: colleagueId,
      billable: true,
      hourly_rate: 90.5,
      tag: 'support',
      remote_service: 'jira',
      remote_id: 'PRJ-1',
      remote_url: 'https://jira.example.com/PRJ-1',
    });
    expect(explicit.body).toMatchObject({
      billable: true,
      hourly_rate: 90.5,
      tag: 'support',
      remote_service: 'jira',
      remote_id: 'PRJ-1',
      remote_url: 'https://jira.example.com/PRJ-1',
      user: { id: colleagueId, firstname: 'Carla', lastname: 'Kollegin' },
    });
  });

  it('updates the sent fields and checks that the task belongs to the project', async () => {
    const created = await book({ description: 'Draft', tag: 'x' });
    const path = `/api/v1/activities/${created.body.id}`;
    const updated = await api()
      .put(path, { hours: 2.5, description: null, date: '2026-03-04', billable: null })
      .expect(200);
    expect(updated.body).toMatchObject({
      hours: 2.5,
      description: null,
      tag: 'x',
      date: '2026-03-04',
      billable: true,
      hourly_rate: 120,
    });
    const moved = await api().put(path, { project_id: plain.projectId }).expect(422);
    expect(moved.body).toEqual({ errors: { task_id: ['is not a task of the project'] } });
    const wrongTask = await api().put(path, { task_id: plain.taskId }).expect(422);
    expect(wrongTask.body).toEqual({ errors: { task_id: ['is not a task of the project'] } });
    const both = await api()
      .put(path, { project_id: plain.projectId, task_id: plain.taskId, user_id: colleagueId })
      .expect(200);
    expect(both.body.project.id).toBe(plain.projectId);
    expect(both.body.customer).toEqual({ id: plain.companyId, name: 'Plain GmbH' });
    expect(both.body.user.id).toBe(colleagueId);
    expect((await api().get(path).expect(200)).body).toEqual(both.body);
  });

  it('answers field errors with 422 naming the fields, never echoing values', async () => {
    const response = await api()
      .post('/api/v1/activities', {
        date: '2026-02-30',
        hours: -4711,
        project_id: 'x',
        description: 5,
        billable: 'yes',
      })
      .expect(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'billable',
      'date',
      'description',
      'hours',
      'project_id',
      'task_id',
    ]);
    expect(JSON.stringify(response.body)).not.toContain('4711');

    const created = await book();
    const update = await api()
      .put(`/api/v1/activities/${created.body.id}`, { hours: 'many', date: '2026-3-1' })
      .expect(422);
    expect(Object.keys(update.body.errors).sort()).toEqual(['date', 'hours']);
  });

  it('refuses references outside the account or the project with 422', async () => {
    const foreign = await createProject(b.accountId);
    const foreignUser = await prisma.user.findFirstOrThrow({ where: { accountId: b.accountId } });
    const cases: [object, object][] = [
      [{ task_id: plain.taskId }, { task_id: ['is not a task of the project'] }],
      [{ task_id: foreign.taskId }, { task_id: ['is not a task of the project'] }],
      [
        { project_id: foreign.projectId, task_id: foreign.taskId },
        { project_id: ['does not exist'] },
      ],
      [{ user_id: foreignUser.id }, { user_id: ['does not exist'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await api()
        .post('/api/v1/activities', {
          date: '2026-03-02',
          hours: 1,
          project_id: rated.projectId,
          task_id: rated.taskId,
          ...body,
        })
        .expect(422);
      expect(response.body).toEqual({ errors });
    }
  });

  it('deletes an activity with 204 and an empty body', async () => {
    const created = await book();
    const deleted = await api().delete(`/api/v1/activities/${created.body.id}`).expect(204);
    expect(deleted.text).toBe('');
    await api().get(`/api/v1/activities/${created.body.id}`).expect(404);
  });

  it('keeps a billed activity unchanged: update and delete answer 422', async () => {
    const created = await book({ description: 'Billed work' });
    await prisma.activity.update({ where: { id: created.body.id }, data: { billed: true } });
    const path = `/api/v1/activities/${created.body.id}`;
    const update = await api().put(path, { hours: 9 }).expect(422);
    expect(update.body).toEqual({ errors: ['A billed activity cannot be changed'] });
    const remove = await api().delete(path).expect(422);
    expect(remove.body).toEqual({ errors: ['A billed activity cannot be deleted'] });
    const read = await api().get(path).expect(200);
    expect(read.body).toMatchObject({ billed: true, hours: 1, description: 'Billed work' });
  });

  it("answers another account's activity exactly like a missing one", async () => {
    const foreign = await createProject(b.accountId);
    const other = await client(t.url, b.key)
      .post('/api/v1/activities', {
        date: '2026-03-02',
        hours: 1,
        project_id: foreign.projectId,
        task_id: foreign.taskId,
      })
      .expect(200);
    const missing = await api().get('/api/v1/activities/99999999').expect(404);
    expect(missing.body).toEqual({ message: 'Not found' });
    for (const call of [
      api().get(`/api/v1/activities/${other.body.id}`),
      api().put(`/api/v1/activities/${other.body.id}`, { hours: 5 }),
      api().delete(`/api/v1/activities/${other.body.id}`),
    ]) {
      const response = await call.expect(404);
      expect(response.body).toEqual(missing.body);
    }
    const list = await api().get(`/api/v1/activities?ids=${other.body.id}`).expect(200);
    expect(list.body).toEqual([]);
    const untouched = await client(t.url, b.key)
      .get(`/api/v1/activities/${other.body.id}`)
      .expect(200);
    expect(untouched.body.hours).toBe(1);
  });

  describe('list', () => {
    let c: TestAccount;
    let first: Fixture;
    let second: Fixture;
    let colleague: number;
    const activity: Record<string, number> = {};

    const listApi = () => client(t.url, c.key);
    const listed = async (query: string) =>
      ids((await listApi().get(`/api/v1/activities?${query}`).expect(200)).body);

    beforeAll(async () => {
      c = await createTestAccount(t.db.url, 'Lists');
      first = await createProject(c.accountId, { companyName: 'First AG' });
      second = await createProject(c.accountId, { companyName: 'Second AG' });
      const user = await prisma.user.create({
        data: { accountId: c.accountId, firstname: 'L', lastname: 'User', email: 'l@x.ch' },
      });
      colleague = user.id;
      const rows: [string, object][] = [
        ['early', { date: '2026-01-10', hours: 3, description: 'Kick-off meeting' }],
        ['middle', { date: '2026-02-15', hours: 1, description: '100% review_done' }],
        ['late', { date: '2026-03-20', hours: 2, billable: false }],
        [
          'other',
          {
            date: '2026-02-01',
            hours: 0.5,
            project_id: second.projectId,
            task_id: second.taskId,
            user_id: colleague,
            description: 'Meeting notes',
          },
        ],
      ];
      for (const [name, body] of rows) {
        const created = await listApi()
          .post('/api/v1/activities', {
            project_id: first.projectId,
            task_id: first.taskId,
            ...body,
          })
          .expect(200);
        activity[name] = created.body.id;
      }
      await prisma.activity.update({ where: { id: activity.middle }, data: { billed: true } });
    });

    it('pages with X-Page, X-Per-Page, X-Total and Link headers', async () => {
      const all = [activity.early, activity.middle, activity.late, activity.other];
      expect(await listed('')).toEqual(all);
      const page = await listApi().get('/api/v1/activities?per_page=3&page=1').expect(200);
      expect(page.headers['x-page']).toBe('1');
      expect(page.headers['x-per-page']).toBe('3');
      expect(page.headers['x-total']).toBe('4');
      expect(ids(page.body)).toEqual(all.slice(0, 3));
      expect(page.headers['link']).toContain('page=2>; rel="next"');
      expect(page.headers['link']).not.toContain('rel="prev"');
      expect(page.headers['link']).toContain('page=2>; rel="last"');
      const last = await listApi().get('/api/v1/activities?per_page=3&page=2').expect(200);
      expect(ids(last.body)).toEqual([activity.other]);
      expect(last.headers['link']).not.toContain('rel="next"');
    });

    it('sorts by date and hours with id as tiebreaker', async () => {
      expect(await listed('sort_by=date')).toEqual([
        activity.early,
        activity.other,
        activity.middle,
        activity.late,
      ]);
      expect(await listed('sort_by=hours desc')).toEqual([
        activity.early,
        activity.late,
        activity.middle,
        activity.other,
      ]);
    });

    it('filters by from and to (inclusive)', async () => {
      expect(await listed('from=2026-02-01')).toEqual([
        activity.middle,
        activity.late,
        activity.other,
      ]);
      expect(await listed('to=2026-02-15')).toEqual([
        activity.early,
        activity.middle,
        activity.other,
      ]);
      expect(await listed('from=2026-02-01&to=2026-02-14')).toEqual([activity.other]);
    });

    it('filters by project_id, task_id, user_id and company_id', async () => {
      const ofFirst = [activity.early, activity.middle, activity.late];
      expect(await listed(`project_id=${first.projectId}`)).toEqual(ofFirst);
      expect(await listed(`project_id=${first.projectId},${second.projectId}`)).toHaveLength(4);
      expect(await listed(`task_id=${second.taskId}`)).toEqual([activity.other]);
      expect(await listed(`user_id=${colleague}`)).toEqual([activity.other]);
      expect(await listed(`user_id=${c.userId}`)).toEqual(ofFirst);
      expect(await listed(`company_id=${first.companyId}`)).toEqual(ofFirst);
      expect(await listed(`company_id=${second.companyId}`)).toEqual([activity.other]);
    });

    it('filters by billable, billed and term', async () => {
      expect(await listed('billable=false')).toEqual([activity.late]);
      expect(await listed('billed=true')).toEqual([activity.middle]);
      expect(await listed('billed=false&billable=true')).toEqual([activity.early, activity.other]);
      expect(await listed('term=MEETING')).toEqual([activity.early, activity.other]);
      // LIKE wildcards in the term are plain characters.
      expect(await listed(`term=${encodeURIComponent('100%')}`)).toEqual([activity.middle]);
      expect(await listed(`term=${encodeURIComponent('%')}`)).toEqual([activity.middle]);
      expect(await listed('term=Kick_off')).toEqual([]);
      expect(await listed('term=review_d')).toEqual([activity.middle]);
    });

    it('filters by ids, updated_after and custom properties (none exist: empty)', async () => {
      expect(await listed(`ids=${activity.late},,${activity.early}`)).toEqual([
        activity.early,
        activity.late,
      ]);
      await new Promise((done) => setTimeout(done, 1100));
      const cut = new Date().toISOString();
      await listApi().put(`/api/v1/activities/${activity.late}`, { hours: 2.5 }).expect(200);
      expect(await listed(`updated_after=${encodeURIComponent(cut)}`)).toEqual([activity.late]);
      expect(await listed('custom_properties[Team]=Design')).toEqual([]);
    });

    it('rejects bad filter values with 422 naming them', async () => {
      const response = await listApi()
        .get(
          '/api/v1/activities?from=2026-13-01&to=soon&project_id=x&billable=maybe&sort_by=title&updated_after=yesterday',
        )
        .expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual([
        'billable',
        'from',
        'project_id',
        'sort_by',
        'to',
        'updated_after',
      ]);
    });
  });
});
