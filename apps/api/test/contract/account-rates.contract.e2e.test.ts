import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { ACCOUNT_RATES_CONTRACT } from './schemas/account-rates.schemas';

describe('contract: hourly rates, internal hourly rates, fixed costs, task and expense templates', () => {
  const checker = new ContractChecker(ACCOUNT_RATES_CONTRACT);
  let t: TestApp;
  let prisma: PrismaClient;
  let a: TestAccount;
  let category: { id: number };

  beforeAll(async () => {
    t = await startTestApp();
    prisma = createPrismaClient(t.db.url, { max: 1 });
    a = await createTestAccount(t.db.url, 'Alpha');
    category = await prisma.revenueCategory.create({
      data: { accountId: a.accountId, name: 'Beratung', revenueAccount: 8400 },
    });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);

  it('task templates', async () => {
    const path = '/api/v1/account/task_templates';
    const body = {
      name: 'Projektmanagement',
      description: 'Planung und Koordination',
      revenue_category_id: category.id,
      billable: true,
      project_default: true,
      index: 1,
    };
    const created = await api().post(path, body);
    checker.check('POST /account/task_templates', created);
    const id = (created.body as { id: number }).id;
    await api().post(path, { name: 'Interne Abstimmung', billable: false }).expect(201);
    checker.check('GET /account/task_templates', await api().get(path));
    checker.check('GET /account/task_templates/{id}', await api().get(`${path}/${id}`));
    checker.check(
      'PUT /account/task_templates/{id}',
      await api().put(`${path}/${id}`, { ...body, index: 2 }),
    );
    checker.check(
      'PATCH /account/task_templates/{id}',
      await api().patch(`${path}/${id}`, { description: 'Planung' }),
    );
    checker.check('DELETE /account/task_templates/{id}', await api().delete(`${path}/${id}`));
  });

  it('expense templates', async () => {
    const path = '/api/v1/account/expense_templates';
    const body = {
      title: 'Hosting',
      description: 'Managed Hosting pro Monat',
      unit: 'Monat',
      unit_price: 180,
      unit_cost: 120,
      revenue_category_id: category.id,
    };
    const created = await api().post(path, body);
    checker.check('POST /account/expense_templates', created);
    const id = (created.body as { id: number }).id;
    await api().post(path, { title: 'Fahrtkosten', unit: 'km', unit_price: 0.42 }).expect(201);
    checker.check('GET /account/expense_templates', await api().get(path));
    checker.check('GET /account/expense_templates/{id}', await api().get(`${path}/${id}`));
    checker.check(
      'PUT /account/expense_templates/{id}',
      await api().put(`${path}/${id}`, { ...body, unit_price: 190 }),
    );
    checker.check(
      'PATCH /account/expense_templates/{id}',
      await api().patch(`${path}/${id}`, { unit_cost: 125 }),
    );
    checker.check('DELETE /account/expense_templates/{id}', await api().delete(`${path}/${id}`));
  });

  it('hourly rates', async () => {
    const task = await prisma.taskTemplate.create({
      data: { accountId: a.accountId, name: 'Entwicklung' },
    });
    await prisma.accountHourlyRate.createMany({
      data: [
        { accountId: a.accountId, currency: 'EUR', hourlyRate: '120' },
        { accountId: a.accountId, currency: 'EUR', hourlyRate: '150', taskTemplateId: task.id },
        { accountId: a.accountId, currency: 'EUR', hourlyRate: '130', userId: a.userId },
      ],
    });
    checker.check('GET /account/hourly_rates', await api().get('/api/v1/account/hourly_rates'));
  });

  it('internal hourly rates', async () => {
    const path = '/api/v1/account/internal_hourly_rates';
    checker.check(
      'PUT /account/internal_hourly_rates',
      await api().put(path, { year: 2025, rates: [{ user_id: a.userId, rate: 78 }] }),
    );
    checker.check(
      'PATCH /account/internal_hourly_rates',
      await api().patch(path, { year: 2026, rates: [{ user_id: a.userId, rate: 80.5 }] }),
    );
    checker.check('GET /account/internal_hourly_rates', await api().get(`${path}?years=2025,2026`));
  });

  it('fixed costs', async () => {
    await prisma.fixedCost.create({
      data: {
        accountId: a.accountId,
        title: 'Büromiete',
        description: 'Mietvertrag Hauptsitz',
        paymentDay: 1,
        costs: {
          create: [1, 2].map((month) => ({
            accountId: a.accountId,
            year: 2026,
            month,
            amount: '3500',
          })),
        },
      },
    });
    checker.check('GET /account/fixed_costs', await api().get('/api/v1/account/fixed_costs'));
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
