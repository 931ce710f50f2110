import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { expectPaging } from './support/list-checks';
import { expectForeignRecordHidden } from './support/tenancy-checks';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('/api/v1/projects/{project_id}/recurring_expenses and /api/v1/recurring_expenses', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let sequence = 0;
  let projectId: number;
  let category: { id: number };

  /** Companies and projects belong to other features: made straight in the database. */
  async function createProject(accountId: number, currency = 'EUR'): Promise<number> {
    const company = await prisma.company.create({
      data: { accountId, type: 'customer', name: `Kunde ${++sequence} AG` },
    });
    const project = await prisma.project.create({
      data: {
        accountId,
        identifier: `P${sequence}`,
        name: `Project ${sequence}`,
        companyId: company.id,
        currency,
      },
    });
    return project.id;
  }

  beforeAll(async () => {
    t = await startTestApp({}, { countStatements: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    projectId = await createProject(a.accountId);
    category = await prisma.revenueCategory.create({
      data: { accountId: a.accountId, name: 'Hosting', revenueAccount: 8500 },
    });
    await prisma.customFieldDefinition.create({
      data: { accountId: a.accountId, entity: 'Expense', name: 'Kostenstelle', type: 'String' },
    });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const pathOf = (id: number) => `/api/v1/projects/${id}/recurring_expenses`;
  const ids = (body: { id: number }[]) => body.map((row) => row.id);
  const minimal = {
    start_date: '2026-01-31',
    period: 'monthly',
    title: 'Hosting',
    quantity: 2,
    unit_price: 60,
  };
  const create = async (body: object = {}, project = projectId) =>
    (
      await api()
        .post(pathOf(project), { ...minimal, ...body })
        .expect(200)
    ).body;
  const countOf = (accountId: number) => prisma.recurringExpense.count({ where: { accountId } });

  it("creates a recurring expense in the reference's shape, next date on its start", async () => {
    const created = await create({
      finish_date: '2026-12-31',
      description: '<p>Server</p>',
      unit: 'Monat',
      unit_cost: 12.345,
      service_period_direction: 'forward',
      revenue_category_id: category.id,
      custom_properties: { Kostenstelle: 'A1' },
      price: 1,
      currency: 'CHF',
    });
    expect(created).toEqual({
      id: expect.any(Number),
      start_date: '2026-01-31',
      finish_date: '2026-12-31',
      recur_next_date: '2026-01-31',
      period: 'monthly',
      title: 'Hosting',
      description: '<p>Server</p>',
      quantity: 2,
      unit: 'Monat',
      unit_price: 60,
      unit_cost: 12.345,
      price: 120,
      cost: 24.69,
      currency: 'EUR',
      budget_relevant: true,
      billable: true,
      purchase_assignment_locked: false,
      service_period_direction: 'forward',
      custom_properties: { Kostenstelle: 'A1' },
      project: {
        id: projectId,
        identifier: expect.any(String),
        name: expect.any(String),
        billable: true,
      },
      user: { id: a.userId, firstname: 'Owner', lastname: 'Alpha' },
      revenue_category: {
        id: category.id,
        name: 'Hosting',
        revenue_account: 8500,
        cost_category: null,
        assignment_kind: 'tasks_and_expenses',
      },
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const read = await api()
      .get(`${pathOf(projectId)}/${created.id}`)
      .expect(200);
    expect(read.body).toEqual(created);
  });

  it('takes the deprecated billing_in_advance as service_period_direction', async () => {
    expect((await create()).service_period_direction).toBe('none');
    expect((await create({ billing_in_advance: true })).service_period_direction).toBe('forward');
    expect((await create({ billing_in_advance: false })).service_period_direction).toBe('backward');
    const both = await create({ billing_in_advance: true, service_period_direction: 'forward' });
    expect(both.service_period_direction).toBe('forward');
  });

  it('allows a negative quantity, as expenses do (credits)', async () => {
    const credit = await create({ quantity: -1, unit_price: 50, unit_cost: 10 });
    expect(credit).toMatchObject({ quantity: -1, price: -50, cost: -10 });
  });

  it('answers 422 naming the field for every invalid body, writing nothing', async () => {
    const foreignUser = await prisma.user.findFirstOrThrow({ where: { accountId: b.accountId } });
    const foreignCategory = await prisma.revenueCategory.create({
      data: { accountId: b.accountId, name: 'Fremd', revenueAccount: 8400 },
    });
    const tasksOnly = await prisma.revenueCategory.create({
      data: {
        accountId: a.accountId,
        name: 'Nur Aufgaben',
        revenueAccount: 8401,
        assignmentKind: 'only_tasks',
      },
    });
    const before = await countOf(a.accountId);
    const cases: [object, string][] = [
      [{ finish_date: '2026-01-30' }, 'finish_date'],
      [{ period: 'fortnightly' }, 'period'],
      [{ period: undefined }, 'period'],
      [{ start_date: undefined }, 'start_date'],
      [{ start_date: '2026-02-30' }, 'start_date'],
      [{ title: '' }, 'title'],
      [{ quantity: 'two' }, 'quantity'],
      [{ unit_price: undefined }, 'unit_price'],
      [{ service_period_direction: 'sideways' }, 'service_period_direction'],
      [{ service_period_direction: 'backward', billing_in_advance: true }, 'billing_in_advance'],
      [{ billing_in_advance: 'yes' }, 'billing_in_advance'],
      [{ user_id: foreignUser.id }, 'user_id'],
      [{ user_id: 99999999 }, 'user_id'],
      [{ revenue_category_id: foreignCategory.id }, 'revenue_category_id'],
      [{ revenue_category_id: tasksOnly.id }, 'revenue_category_id'],
      [{ custom_properties: 'x' }, 'custom_properties'],
    ];
    for (const [change, field] of cases) {
      const response = await api()
        .post(pathOf(projectId), { ...minimal, ...change })
        .expect(422);
      expect(Object.keys(response.body.errors)).toEqual([field]);
    }
    expect(await countOf(a.accountId)).toBe(before);
  });

  it('PUT and PATCH change only the fields sent, computing price and cost again', async () => {
    const created = await create({ custom_properties: { Kostenstelle: 'A1' }, unit_cost: 10 });
    const path = `${pathOf(projectId)}/${created.id}`;
    const put = await api().put(path, { quantity: 3, title: 'Hosting Plus' }).expect(200);
    expect(put.body).toMatchObject({
      title: 'Hosting Plus',
      quantity: 3,
      unit_price: 60,
      price: 180,
      cost: 30,
      start_date: '2026-01-31',
      custom_properties: { Kostenstelle: 'A1' },
    });
    const patched = await api()
      .patch(path, { unit_price: 70, billing_in_advance: false, finish_date: '2026-06-30' })
      .expect(200);
    expect(patched.body).toMatchObject({
      quantity: 3,
      price: 210,
      service_period_direction: 'backward',
      finish_date: '2026-06-30',
      title: 'Hosting Plus',
    });
    const cleared = await api().patch(path, { finish_date: null, unit: null }).expect(200);
    expect(cleared.body).toMatchObject({ finish_date: null, unit: null });
  });

  it('refuses an invalid update with 422 naming the field, changing nothing', async () => {
    const created = await create({ finish_date: '2026-06-30' });
    const path = `${pathOf(projectId)}/${created.id}`;
    for (const [change, field] of [
      [{ start_date: '2026-07-01' }, 'finish_date'],
      [{ finish_date: '2026-01-01' }, 'finish_date'],
      [{ period: 'fortnightly' }, 'period'],
      [{ service_period_direction: 'none', billing_in_advance: false }, 'billing_in_advance'],
      [{ revenue_category_id: 99999999 }, 'revenue_category_id'],
      [{ title: null }, 'title'],
      [{ start_date: null }, 'start_date'],
      [{ unit_price: null }, 'unit_price'],
    ] as const) {
      const response = await api().put(path, change).expect(422);
      expect(Object.keys(response.body.errors)).toEqual([field]);
    }
    expect((await api().get(path).expect(200)).body).toEqual(created);
  });

  it('deletes answering the record; its runs go, the expenses it created stay unlinked', async () => {
    const created = await create();
    const expense = await prisma.expense.create({
      data: {
        accountId: a.accountId,
        projectId,
        date: new Date('2026-01-31'),
        title: 'Hosting',
        currency: 'EUR',
        recurringExpenseId: created.id,
      },
    });
    await prisma.recurringExpenseRun.create({
      data: {
        accountId: a.accountId,
        recurringExpenseId: created.id,
        periodDate: new Date('2026-01-31'),
        expenseId: expense.id,
      },
    });
    const path = `${pathOf(projectId)}/${created.id}`;
    const deleted = await api().delete(path).expect(200);
    expect(deleted.body).toEqual(created);
    await api().get(path).expect(404);
    expect(
      await prisma.recurringExpenseRun.count({ where: { recurringExpenseId: created.id } }),
    ).toBe(0);
    const kept = await api()
      .get(`/api/v1/projects/${projectId}/expenses/${expense.id}`)
      .expect(200);
    expect(kept.body.recurring_expense_id).toBeNull();
    expect(new Date(kept.body.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(created.updated_at).getTime(),
    );
  });

  it("answers another account's project and recurring expense exactly like missing ones", async () => {
    const foreignProject = await createProject(b.accountId);
    const owner = client(t.url, b.key);
    const foreign = (await owner.post(pathOf(foreignProject), minimal).expect(200)).body;
    await expectForeignRecordHidden(
      api(),
      owner,
      pathOf(foreignProject),
      foreign,
      { body: { title: 'Hijack' }, field: 'title' },
      '/api/v1/recurring_expenses',
    );
    const own = pathOf(projectId);
    const missing = await api().get(`${own}/99999999`).expect(404);
    for (const call of [
      api().get(pathOf(foreignProject)),
      api().post(pathOf(foreignProject), minimal),
      api().get(`${own}/${foreign.id}`),
      api().patch(`${own}/${foreign.id}`, { title: 'Hijack' }),
      api().delete(`${own}/${foreign.id}`),
      api().get(pathOf(99999999)),
    ]) {
      const response = await call.expect(404);
      expect(response.body).toEqual(missing.body);
    }
    const listed = await api().get(`/api/v1/recurring_expenses?ids=${foreign.id}`).expect(200);
    expect(listed.body).toEqual([]);
    const byProject = await api()
      .get(`/api/v1/recurring_expenses?project_id=${foreignProject}`)
      .expect(200);
    expect(byProject.body).toEqual([]);
  });

  it('answers a recurring expense of another project of the same account with 404', async () => {
    const sibling = await createProject(a.accountId);
    const created = await create({}, sibling);
    const path = `${pathOf(projectId)}/${created.id}`;
    await api().get(path).expect(404);
    await api().put(path, { title: 'Moved' }).expect(404);
    await api().delete(path).expect(404);
    await api()
      .get(`${pathOf(sibling)}/${created.id}`)
      .expect(200);
  });

  it('refuses writes with a read-only key', async () => {
    const created = await create();
    const readOnly = client(t.url, a.readOnlyKey);
    const path = pathOf(projectId);
    await readOnly.get(path).expect(200);
    await readOnly.get(`${path}/${created.id}`).expect(200);
    await readOnly.get('/api/v1/recurring_expenses').expect(200);
    for (const call of [
      readOnly.post(path, minimal),
      readOnly.put(`${path}/${created.id}`, { title: 'X' }),
      readOnly.patch(`${path}/${created.id}`, { title: 'X' }),
      readOnly.delete(`${path}/${created.id}`),
    ]) {
      const response = await call.expect(403);
      expect(response.body).toEqual({ errors: ['Access denied'] });
    }
  });

  describe('recur', () => {
    const recurOf = (id: number) => api().post(`${pathOf(projectId)}/${id}/recur`, {});
    const readOf = (id: number) =>
      api()
        .get(`${pathOf(projectId)}/${id}`)
        .expect(200);

    it('creates the expense of recur_next_date now and moves recur_next_date on', async () => {
      const source = await create({
        start_date: '2099-01-31',
        service_period_direction: 'forward',
        unit_cost: 10,
        revenue_category_id: category.id,
        custom_properties: { Kostenstelle: 'A1' },
      });
      const first = await recurOf(source.id).expect(200);
      const expense = await api()
        .get(`/api/v1/projects/${projectId}/expenses/${first.body.id}`)
        .expect(200);
      expect(first.body).toEqual(expense.body);
      expect(first.body).toMatchObject({
        date: '2099-01-31',
        title: 'Hosting',
        quantity: 2,
        unit_price: 60,
        price: 120,
        cost: 20,
        currency: 'EUR',
        billed: false,
        recurring_expense_id: source.id,
        service_period_from: '2099-01-31',
        service_period_to: '2099-02-27',
        custom_properties: { Kostenstelle: 'A1' },
        revenue_category: { id: category.id },
        user: { id: a.userId },
      });
      expect((await readOf(source.id)).body.recur_next_date).toBe('2099-02-28');
      const second = await recurOf(source.id).expect(200);
      expect(second.body).toMatchObject({ date: '2099-02-28', recurring_expense_id: source.id });
      expect((await readOf(source.id)).body.recur_next_date).toBe('2099-03-31');
    });

    it('creates one expense per call for different periods when called concurrently', async () => {
      const source = await create({ start_date: '2026-05-01', period: 'weekly' });
      const answers = await Promise.all([recurOf(source.id), recurOf(source.id)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const dates = answers.map((answer) => answer.body.date as string).sort();
      expect(dates).toEqual(['2026-05-01', '2026-05-08']);
      const expenses = await prisma.expense.findMany({ where: { recurringExpenseId: source.id } });
      expect(expenses).toHaveLength(2);
      const runs = await prisma.recurringExpenseRun.findMany({
        where: { recurringExpenseId: source.id },
      });
      expect(runs.map((run) => run.expenseId).sort()).toEqual(
        expenses.map((expense) => expense.id).sort(),
      );
      expect((await readOf(source.id)).body.recur_next_date).toBe('2026-05-15');
    });

    it('answers 422 past finish_date, creating nothing', async () => {
      const source = await create({
        start_date: '2026-01-01',
        finish_date: '2026-01-20',
        period: 'biweekly',
      });
      await recurOf(source.id).expect(200);
      await recurOf(source.id).expect(200);
      const refused = await recurOf(source.id).expect(422);
      expect(refused.body).toEqual({ errors: [expect.any(String)] });
      expect(await prisma.expense.count({ where: { recurringExpenseId: source.id } })).toBe(2);
      expect((await readOf(source.id)).body.recur_next_date).toBe('2026-01-29');
    });

    it('does not create a period again when its expense was deleted', async () => {
      const source = await create({ start_date: '2026-01-01', period: 'quarterly' });
      const first = await recurOf(source.id).expect(200);
      await api().delete(`/api/v1/projects/${projectId}/expenses/${first.body.id}`).expect(204);
      const next = await recurOf(source.id).expect(200);
      expect(next.body.date).toBe('2026-04-01');
    });

    it('moves recur_next_date onto a new start or period, after the periods created', async () => {
      const source = await create({ start_date: '2026-01-31' });
      const path = `${pathOf(projectId)}/${source.id}`;
      const moved = await api().patch(path, { start_date: '2026-02-15' }).expect(200);
      expect(moved.body).toMatchObject({ start_date: '2026-02-15', recur_next_date: '2026-02-15' });
      await recurOf(source.id).expect(200);
      await recurOf(source.id).expect(200);
      expect((await readOf(source.id)).body.recur_next_date).toBe('2026-04-15');
      const weekly = await api().put(path, { period: 'weekly' }).expect(200);
      expect(weekly.body.recur_next_date).toBe('2026-03-22');
      const restarted = await api().patch(path, { start_date: '2026-01-01' }).expect(200);
      expect(restarted.body.recur_next_date).toBe('2026-03-19');
      const untouched = await api().patch(path, { title: 'Renamed' }).expect(200);
      expect(untouched.body.recur_next_date).toBe('2026-03-19');
    });

    it('tells Expense create hooks of the expense it created', async () => {
      const hook = await api()
        .post('/api/v1/account/web_hooks', {
          target: 'Expense',
          event: 'create',
          hook: 'https://receiver.example/expenses',
        })
        .expect(200);
      const source = await create({ start_date: '2026-07-01' });
      const created = await recurOf(source.id).expect(200);
      // The payload is rendered from the expense's GET after the commit; the row is the event.
      const deliveries = await prisma.$queryRaw<{ entity_id: number }[]>`
        SELECT entity_id FROM webhook_deliveries WHERE subscription_id = ${hook.body.id as number}`;
      expect(deliveries.map((delivery) => delivery.entity_id)).toEqual([created.body.id]);
    });

    it("answers 404 for another account's or project's recurring expense, 403 read-only", async () => {
      const foreignProject = await createProject(b.accountId);
      const foreign = (await client(t.url, b.key).post(pathOf(foreignProject), minimal).expect(200))
        .body;
      const sibling = await createProject(a.accountId);
      const other = await create({}, sibling);
      await recurOf(foreign.id).expect(404);
      await api()
        .post(`${pathOf(foreignProject)}/${foreign.id}/recur`, {})
        .expect(404);
      await recurOf(other.id).expect(404);
      await recurOf(99999999).expect(404);
      const own = await create();
      await client(t.url, a.readOnlyKey)
        .post(`${pathOf(projectId)}/${own.id}/recur`, {})
        .expect(403);
      const untouched = [foreign.id, other.id, own.id];
      expect(await prisma.expense.count({ where: { recurringExpenseId: { in: untouched } } })).toBe(
        0,
      );
    });
  });

  describe('lists', () => {
    let first: number;
    let second: number;
    const made: Record<string, number> = {};

    beforeAll(async () => {
      first = await createProject(a.accountId);
      second = await createProject(a.accountId);
      made.early = (await create({ start_date: '2026-01-01' }, first)).id;
      made.late = (
        await create({ start_date: '2026-03-01', custom_properties: { Kostenstelle: 'B2' } }, first)
      ).id;
      made.other = (await create({ start_date: '2026-02-01' }, second)).id;
    });

    it("lists a project's recurring expenses only, and an empty project's as []", async () => {
      const listed = await api().get(pathOf(first)).expect(200);
      expect(ids(listed.body)).toEqual([made.early, made.late]);
      expect(listed.headers['x-total']).toBe('2');
      const empty = await createProject(a.accountId);
      expect((await api().get(pathOf(empty)).expect(200)).body).toEqual([]);
    });

    it('lists those of every project, filtered by project_id, ids and custom properties', async () => {
      const all = ids((await api().get('/api/v1/recurring_expenses').expect(200)).body);
      expect(all).toEqual(expect.arrayContaining([made.early, made.late, made.other]));
      const query = async (q: string) =>
        ids((await api().get(`/api/v1/recurring_expenses?${q}`).expect(200)).body);
      expect(await query(`project_id=${second}`)).toEqual([made.other]);
      expect(await query(`project_id=${first},${second}`)).toEqual([
        made.early,
        made.late,
        made.other,
      ]);
      expect(await query(`ids=${made.late},${made.other}`)).toEqual([made.late, made.other]);
      expect(await query(`project_id=${first}&custom_properties[Kostenstelle]=B2`)).toEqual([
        made.late,
      ]);
      expect(await query(`project_id=${first}&sort_by=start_date desc`)).toEqual([
        made.late,
        made.early,
      ]);
      expect(await query(`project_id=${first}&updated_after=2000-01-01T00:00:00Z`)).toEqual([
        made.early,
        made.late,
      ]);
      expect(await query('updated_after=2100-01-01T00:00:00Z')).toEqual([]);
    });

    it('pages and sorts', async () => {
      const project = await createProject(a.accountId);
      // Five rows, so that page 2 of two has a next one.
      for (const title of ['Backup', 'Domain']) await create({ title }, project);
      await expectPaging(api, pathOf(project), () => create({}, project), 'title');
      await expectPaging(api, '/api/v1/recurring_expenses', () => create(), 'recur_next_date');
    });

    it('refuses bad list parameters with 422', async () => {
      for (const query of [
        'page=0',
        'per_page=abc',
        'sort_by=price',
        'ids=x',
        'updated_after=yesterday',
        'project_id=x',
      ])
        await api().get(`/api/v1/recurring_expenses?${query}`).expect(422);
      await api()
        .get(`${pathOf(first)}?sort_by=price`)
        .expect(422);
    });
  });

  it('reads a list in two statements and a record in one', async () => {
    const statements = t.statements!;
    const created = await create();
    for (const [path, count] of [
      [`${pathOf(projectId)}?per_page=100`, 2],
      ['/api/v1/recurring_expenses?per_page=100', 2],
      [`${pathOf(projectId)}/${created.id}`, 1],
    ] as const) {
      await api().get(path).expect(200);
      statements.reset();
      await api().get(path).expect(200);
      expect(statements.texts).toHaveLength(count);
    }
  });
});
