import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A project of budget 10,000 EUR at 120/h: two users with different internal rates (Owner 60 in
 * 2026 and 50 in 2025, Bob 45.50), two expenses, two invoices of which one is reversed, and a
 * draft. Every figure below is computed by hand in the comments.
 */
describe('GET /api/v1/projects/{id}/report', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let projectId: number;
  let design: number;
  let build: number;
  let foreignProjectId: number;

  const api = () => client(t.url, a.key);
  const report = (id: number) => api().get(`/api/v1/projects/${id}/report`);

  /** Companies and users belong to other features: made in the database. */
  async function customer(accountId: number, name: string) {
    return (await prisma.company.create({ data: { accountId, type: 'customer', name } })).id;
  }

  async function createProject(key: string, companyId: number, body: object = {}) {
    const project = { name: 'Relaunch', company_id: companyId, currency: 'EUR', ...body };
    return (await client(t.url, key).post('/api/v1/projects', project).expect(200)).body as {
      id: number;
    };
  }

  const task = async (name: string) =>
    (await api().post(`/api/v1/projects/${projectId}/tasks`, { name }).expect(200)).body.id;

  const book = (body: object) =>
    api()
      .post('/api/v1/activities', { project_id: projectId, hourly_rate: 120, ...body })
      .expect(200);

  const invoice = async (quantity: number, status?: string) => {
    const companyId = (await api().get(`/api/v1/projects/${projectId}`).expect(200)).body.customer
      .id;
    const body = {
      customer_id: companyId,
      project_id: projectId,
      recipient_address: 'Kunde AG\nBern',
      date: '2026-03-10',
      due_date: '2026-04-10',
      title: 'Relaunch',
      tax: 19,
      currency: 'EUR',
      items: [{ type: 'item', title: 'Work', quantity, unit: 'h', unit_price: 100 }],
      ...(status ? { status } : {}),
    };
    return (await api().post('/api/v1/invoices', body).expect(200)).body.id as number;
  };

  beforeAll(async () => {
    t = await startTestApp({}, { countStatements: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 1 });
    const bob = await prisma.user.create({
      data: { accountId: a.accountId, firstname: 'Bob', lastname: 'Builder', email: 'bob@a.ch' },
    });
    projectId = (
      await createProject(a.key, await customer(a.accountId, 'Kunde AG'), {
        budget: 10000,
        hourly_rate: 120,
      })
    ).id;
    design = await task('Design');
    build = await task('Build');
    const rates = (year: number, entries: [number, number][]) =>
      api()
        .put('/api/v1/account/internal_hourly_rates', {
          year,
          rates: entries.map(([user_id, rate]) => ({ user_id, rate })),
        })
        .expect(200);
    await rates(2026, [
      [a.userId, 60],
      [bob.id, 45.5],
    ]);
    await rates(2025, [[a.userId, 50]]);
    // Owner: 10 h in 2026 (cost 600) and 2 h in 2025 (cost 100) on Design, billable at 120.
    await book({ task_id: design, date: '2026-03-02', hours: 10 });
    await book({ task_id: design, date: '2025-12-15', hours: 2 });
    // Bob: 8.5 h billable at 100 (cost 386.75) and 1.5 h not billable (cost 68.25) on Build.
    await book({
      task_id: build,
      date: '2026-03-03',
      hours: 8.5,
      hourly_rate: 100,
      user_id: bob.id,
    });
    await book({
      task_id: build,
      date: '2026-03-04',
      hours: 1.5,
      billable: false,
      user_id: bob.id,
    });
    const expense = (body: object) =>
      api()
        .post(`/api/v1/projects/${projectId}/expenses`, { date: '2026-03-05', ...body })
        .expect(200);
    await expense({ title: 'Fonts', quantity: 2, unit_price: 150, unit_cost: 100 });
    await expense({
      title: 'Hosting',
      quantity: 1,
      unit_price: 80,
      unit_cost: 55.55,
      budget_relevant: false,
    });
    await invoice(10);
    const reversed = await invoice(5);
    await api().post(`/api/v1/invoices/${reversed}/reversal`).expect(200);
    await invoice(3, 'draft');
    foreignProjectId = (await createProject(b.key, await customer(b.accountId, 'Beta AG'))).id;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('answers the figures of the fixture as computed by hand', async () => {
    const response = await report(projectId).expect(200);
    expect(response.body).toEqual({
      // Used: 10 x 120 + 2 x 120 + 8.5 x 100 + the budget-relevant 300 = 2590.
      budget_total: 10000,
      budget_progress_in_percentage: 25.9,
      budget_remaining: 7410,
      // 1000; the reversed 500 and its reversal cancel out, the draft does not count.
      invoiced_total: 1000,
      currency: 'EUR',
      hours_total: 22,
      hours_billable: 20.5,
      // 7410 / 120
      hours_remaining: 61.75,
      costs_expenses: 255.55,
      costs_activities: 1155,
      costs_by_task: [
        { id: design, name: 'Design', hours_total: 12, total_costs: 700 },
        { id: build, name: 'Build', hours_total: 10, total_costs: 455 },
      ],
    });
  });

  it('answers zeros for a project without budget or bookings', async () => {
    const companyId = await customer(a.accountId, 'Leer AG');
    const empty = await createProject(a.key, companyId, { currency: 'CHF' });
    expect((await report(empty.id).expect(200)).body).toEqual({
      budget_total: 0,
      budget_progress_in_percentage: 0,
      budget_remaining: 0,
      invoiced_total: 0,
      currency: 'CHF',
      hours_total: 0,
      hours_billable: 0,
      hours_remaining: 0,
      // The project is in CHF, the account in EUR: Faktura keeps no exchange rates.
      costs_expenses: null,
      costs_activities: 0,
      costs_by_task: [],
    });
  });

  it("answers another account's project exactly like a missing one", async () => {
    const foreign = await report(foreignProjectId).expect(404);
    const missing = await report(99999999).expect(404);
    expect(foreign.body).toEqual(missing.body);
    await api().get('/api/v1/projects/abc/report').expect(404);
    await client(t.url, b.key).get(`/api/v1/projects/${foreignProjectId}/report`).expect(200);
  });

  it('needs a key and takes a read-only one', async () => {
    await request(t.url).get(`/api/v1/projects/${projectId}/report`).expect(401);
    await client(t.url, a.readOnlyKey).get(`/api/v1/projects/${projectId}/report`).expect(200);
  });

  it('reads a report in one statement', async () => {
    const statements = t.statements!;
    const path = `/api/v1/projects/${projectId}/report`;
    await api().get(path).expect(200);
    statements.reset();
    await api().get(path).expect(200);
    expect(statements.texts).toHaveLength(1);
  });

  it('serves the shared public page in one statement too', async () => {
    const statements = t.statements!;
    const { url } = (await api().put(`/api/v1/projects/${projectId}/share`).expect(200)).body;
    await request(url).get('').expect(200);
    statements.reset();
    await request(url).get('').expect(200);
    expect(statements.texts).toHaveLength(1);
  });
});
