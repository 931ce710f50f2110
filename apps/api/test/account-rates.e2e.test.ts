import { createPrismaClient, type PrismaClient } from '@faktura/db';
import type { PgStatementCounter } from '@faktura/test-support';
import request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const HOURLY = '/api/v1/account/hourly_rates';
const INTERNAL = '/api/v1/account/internal_hourly_rates';
const FIXED = '/api/v1/account/fixed_costs';
const YEAR = new Date().getUTCFullYear();

describe('/account/hourly_rates, /account/internal_hourly_rates, /account/fixed_costs', () => {
  let t: TestApp;
  let statements: PgStatementCounter;
  let prisma: PrismaClient;
  let a: TestAccount;
  let b: TestAccount;
  let archived: { id: number };
  let colleague: { id: number };
  let foreignUser: number;

  beforeAll(async () => {
    t = await startTestApp({}, { countStatements: true });
    statements = t.statements!;
    prisma = createPrismaClient(t.db.url, { max: 1 });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    await prisma.account.update({
      where: { id: a.accountId },
      data: { currencies: ['EUR', 'CHF'] },
    });
    const user = (firstname: string, active = true) =>
      prisma.user.create({
        data: {
          accountId: a.accountId,
          firstname,
          lastname: 'Muster',
          email: `${firstname}@x.ch`,
          active,
        },
      });
    colleague = await user('Carla');
    archived = await user('Alt', false);
    foreignUser = b.userId;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = (account: TestAccount = a) => client(t.url, account.key);

  /** The statements one request runs (on a warm key cache). */
  async function statementsOf(path: string): Promise<string[]> {
    await api().get(path).expect(200);
    statements.reset();
    await api().get(path).expect(200);
    return [...statements.texts];
  }

  describe('GET /account/hourly_rates', () => {
    let task: { id: number };
    let company: { id: number };

    beforeAll(async () => {
      task = await prisma.taskTemplate.create({
        data: { accountId: a.accountId, name: 'Design', index: 1 },
      });
      await prisma.taskTemplate.create({
        data: { accountId: a.accountId, name: 'Beratung', index: 0 },
      });
      company = await prisma.company.create({
        data: { accountId: a.accountId, type: 'customer', name: 'Kunde AG' },
      });
      const rate = (data: object) =>
        prisma.accountHourlyRate.create({ data: { accountId: a.accountId, ...data } as never });
      await rate({ currency: 'EUR', hourlyRate: '120' });
      await rate({ currency: 'CHF', hourlyRate: '125.5' });
      await rate({ currency: 'EUR', hourlyRate: '150', taskTemplateId: task.id });
      await rate({ currency: 'EUR', hourlyRate: '130', userId: a.userId });
      await rate({ currency: 'EUR', hourlyRate: '99', userId: archived.id });
      await rate({ currency: 'EUR', hourlyRate: '110', companyId: company.id });
      await rate({
        currency: 'EUR',
        hourlyRate: '140',
        companyId: company.id,
        taskTemplateId: task.id,
      });
      await prisma.accountHourlyRate.create({
        data: { accountId: b.accountId, currency: 'EUR', hourlyRate: '999' },
      });
    });

    it('answers the defaults, every task template and the active users, per currency', async () => {
      const response = await api().get(HOURLY).expect(200);
      expect(response.body.defaults_rates).toEqual([
        { currency: 'CHF', hourly_rate: 125.5 },
        { currency: 'EUR', hourly_rate: 120 },
      ]);
      expect(response.body.tasks).toEqual([
        { id: expect.any(Number), name: 'Beratung', rates: [] },
        { id: task.id, name: 'Design', rates: [{ currency: 'EUR', hourly_rate: 150 }] },
      ]);
      const users = response.body.users as { id: number; full_name: string; rates: unknown[] }[];
      expect(users.map((user) => user.id).sort()).toEqual([a.userId, colleague.id].sort());
      expect(users.find((user) => user.id === a.userId)?.rates).toEqual([
        { currency: 'EUR', hourly_rate: 130 },
      ]);
      expect(users.find((user) => user.id === colleague.id)).toEqual({
        id: colleague.id,
        full_name: 'Carla Muster',
        rates: [],
      });
    });

    it('with include_archived_users also lists deactivated users', async () => {
      const response = await api().get(`${HOURLY}?include_archived_users=true`).expect(200);
      const listed = response.body.users.find((user: { id: number }) => user.id === archived.id);
      expect(listed.rates).toEqual([{ currency: 'EUR', hourly_rate: 99 }]);
    });

    it("with company_id prefers the company's rates; another account's company is 404", async () => {
      const response = await api().get(`${HOURLY}?company_id=${company.id}`).expect(200);
      expect(response.body.defaults_rates).toEqual([
        { currency: 'CHF', hourly_rate: 125.5 },
        { currency: 'EUR', hourly_rate: 110 },
      ]);
      expect(response.body.tasks[1].rates).toEqual([{ currency: 'EUR', hourly_rate: 140 }]);
      const foreign = await prisma.company.create({
        data: { accountId: b.accountId, type: 'customer', name: 'Fremd AG' },
      });
      const missing = await api().get(`${HOURLY}?company_id=99999999`).expect(404);
      const hidden = await api().get(`${HOURLY}?company_id=${foreign.id}`).expect(404);
      expect(hidden.body).toEqual(missing.body);
      const bad = await api().get(`${HOURLY}?company_id=abc&include_archived_users=maybe`);
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['company_id', 'include_archived_users']);
    });

    it('shows another account only its own rates, in one statement', async () => {
      const other = await api(b).get(HOURLY).expect(200);
      expect(other.body).toEqual({
        defaults_rates: [{ currency: 'EUR', hourly_rate: 999 }],
        tasks: [],
        users: [{ id: b.userId, full_name: expect.any(String), rates: [] }],
      });
      expect(await statementsOf(HOURLY)).toHaveLength(1);
      await request(t.url).get(HOURLY).expect(401);
    });
  });

  describe('/account/internal_hourly_rates', () => {
    it('PUT upserts the year of the users named; GET lists users with their years', async () => {
      const put = await api()
        .put(INTERNAL, {
          year: 2025,
          rates: [
            { user_id: a.userId, rate: 80 },
            { user_id: colleague.id, rate: 70.5 },
          ],
        })
        .expect(200);
      expect(put.body).toEqual({ status: 'ok' });
      await api()
        .patch(INTERNAL, { year: 2026, rates: [{ user_id: a.userId, rate: 85 }] })
        .expect(200);
      await api()
        .patch(INTERNAL, { year: 2025, rates: [{ user_id: a.userId, rate: 82 }] })
        .expect(200);
      const listed = await api().get(`${INTERNAL}?years=2025,2026`).expect(200);
      const byId = new Map(listed.body.map((user: { id: number }) => [user.id, user]));
      expect(byId.get(a.userId)).toEqual({
        id: a.userId,
        full_name: expect.any(String),
        rates: [
          { year: 2025, rate: 82 },
          { year: 2026, rate: 85 },
        ],
      });
      expect(byId.get(colleague.id)).toEqual({
        id: colleague.id,
        full_name: 'Carla Muster',
        rates: [{ year: 2025, rate: 70.5 }],
      });
      expect(byId.has(archived.id)).toBe(false);
      const only2026 = await api().get(`${INTERNAL}?years=2026`).expect(200);
      const colleague2026 = only2026.body.find((user: { id: number }) => user.id === colleague.id);
      expect(colleague2026.rates).toEqual([]);
    });

    it('defaults to the current year; include_archived and unit_id filter the users', async () => {
      await api()
        .put(INTERNAL, { year: YEAR, rates: [{ user_id: archived.id, rate: 60 }] })
        .expect(200);
      const current = await api().get(`${INTERNAL}?include_archived=true`).expect(200);
      const listed = current.body.find((user: { id: number }) => user.id === archived.id);
      expect(listed.rates).toEqual([{ year: YEAR, rate: 60 }]);
      const unit = (await api().post('/api/v1/units', { name: 'Rates' }).expect(200)).body;
      await api().patch(`/api/v1/users/${colleague.id}`, { unit_id: unit.id }).expect(200);
      const ofUnit = await api().get(`${INTERNAL}?unit_id=${unit.id}`).expect(200);
      expect(ofUnit.body.map((user: { id: number }) => user.id)).toEqual([colleague.id]);
      expect((await api().get(`${INTERNAL}?unit_id=2147483647`).expect(200)).body).toEqual([]);
      const bad = await api().get(`${INTERNAL}?years=2025,abc&unit_id=x`).expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['unit_id', 'years']);
      expect(await statementsOf(`${INTERNAL}?years=2025,2026`)).toHaveLength(1);
    });

    it("refuses another account's user, a user twice and bad values, writing nothing", async () => {
      const before = await prisma.internalHourlyRate.findMany({ orderBy: { id: 'asc' } });
      const foreign = await api()
        .put(INTERNAL, {
          year: 2024,
          rates: [
            { user_id: a.userId, rate: 90 },
            { user_id: foreignUser, rate: 90 },
          ],
        })
        .expect(422);
      expect(foreign.body.errors).toEqual({ 'rates[1].user_id': ['does not exist'] });
      const twice = await api()
        .put(INTERNAL, {
          year: 2024,
          rates: [
            { user_id: a.userId, rate: 90 },
            { user_id: a.userId, rate: 91 },
          ],
        })
        .expect(422);
      expect(twice.body.errors).toEqual({ 'rates[1].user_id': ['is given twice'] });
      for (const [body, field] of [
        [{ rates: [] }, 'year'],
        [{ year: 1800, rates: [] }, 'year'],
        [{ year: 2024 }, 'rates'],
        [{ year: 2024, rates: [{ user_id: a.userId, rate: -1 }] }, 'rates[0].rate'],
        [{ year: 2024, rates: [{ user_id: a.userId, rate: 1e15 }] }, 'rates[0].rate'],
        [{ year: 2024, rates: [{ user_id: a.userId, rate: 1.234 }] }, 'rates[0].rate'],
        [{ year: 2024, rates: [{ user_id: 'x', rate: 1 }] }, 'rates[0].user_id'],
        [{ year: 2024, rates: [{ rate: 1 }] }, 'rates[0].user_id'],
      ] as const) {
        const response = await api().put(INTERNAL, body).expect(422);
        expect(Object.keys(response.body.errors)).toContain(field);
      }
      expect(await prisma.internalHourlyRate.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.get(INTERNAL).expect(200);
      await readOnly.put(INTERNAL, { year: 2024, rates: [] }).expect(403);
    });

    it('another account sees only its own users', async () => {
      const other = await api(b).get(`${INTERNAL}?years=2025`).expect(200);
      expect(other.body).toEqual([{ id: b.userId, full_name: expect.any(String), rates: [] }]);
    });
  });

  describe('GET /account/fixed_costs', () => {
    beforeAll(async () => {
      const cost = (accountId: number, title: string, amounts: [number, number, string][]) =>
        prisma.fixedCost.create({
          data: {
            accountId,
            title,
            paymentDay: 1,
            costs: {
              create: amounts.map(([year, month, amount]) => ({ accountId, year, month, amount })),
            },
          },
        });
      await cost(a.accountId, 'Miete', [
        [2025, 12, '3400'],
        [2026, 1, '3500.456'],
        [2026, 2, '3500'],
      ]);
      await cost(a.accountId, 'Versicherung', [[2026, 1, '180']]);
      await cost(a.accountId, 'Leasing', []);
      await cost(b.accountId, 'Fremd', [[2026, 1, '1']]);
    });

    it('lists the costs with their months (amounts in the account currency), paged', async () => {
      const all = await api().get(FIXED).expect(200);
      expect(all.headers['x-total']).toBe('3');
      expect(all.body[0]).toEqual({
        id: expect.any(Number),
        title: 'Miete',
        description: null,
        payment_day: 1,
        costs: [
          { year: 2025, month: 12, amount: 3400 },
          { year: 2026, month: 1, amount: 3500.46 },
          { year: 2026, month: 2, amount: 3500 },
        ],
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const page = await api().get(`${FIXED}?per_page=2&page=2`).expect(200);
      expect(page.body.map((cost: { title: string }) => cost.title)).toEqual(['Leasing']);
      const sorted = await api().get(`${FIXED}?sort_by=title`).expect(200);
      expect(sorted.body.map((cost: { title: string }) => cost.title)).toEqual([
        'Leasing',
        'Miete',
        'Versicherung',
      ]);
    });

    it('with year keeps only that year’s months; bad values are 422', async () => {
      const response = await api().get(`${FIXED}?year=2025`).expect(200);
      expect(response.body.map((cost: { costs: unknown[] }) => cost.costs)).toEqual([
        [{ year: 2025, month: 12, amount: 3400 }],
        [],
        [],
      ]);
      const bad = await api().get(`${FIXED}?year=20x5&page=0`).expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'year']);
    });

    it('shows another account only its own costs, in two statements', async () => {
      const other = await api(b).get(FIXED).expect(200);
      expect(other.body.map((cost: { title: string }) => cost.title)).toEqual(['Fremd']);
      expect(await statementsOf(`${FIXED}?year=2026`)).toHaveLength(2);
    });
  });

  describe('statement budgets of the templates', () => {
    it.each([
      ['/api/v1/account/task_templates', { name: 'Budget' }],
      ['/api/v1/account/expense_templates', { title: 'Budget' }],
    ])('GET %s is two statements, a template one', async (path, body) => {
      const category = await prisma.revenueCategory.create({
        data: { accountId: a.accountId, name: 'Budget', revenueAccount: 8000 },
      });
      for (let i = 0; i < 3; i++)
        await api()
          .post(path, { ...body, revenue_category_id: category.id })
          .expect(201);
      const page = await statementsOf(`${path}?per_page=100`);
      expect(page).toHaveLength(2);
      const [first] = (await api().get(path).expect(200)).body as { id: number }[];
      expect(await statementsOf(`${path}/${first.id}`)).toHaveLength(1);
    });
  });
});
