import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { RECURRING_EXPENSES_CONTRACT } from './schemas/recurring-expenses.schemas';

describe('contract: recurring expenses', () => {
  const checker = new ContractChecker(RECURRING_EXPENSES_CONTRACT);
  let t: TestApp;
  let prisma: PrismaClient;
  let a: TestAccount;
  let projectId: number;
  let categoryId: number;

  beforeAll(async () => {
    t = await startTestApp();
    prisma = createPrismaClient(t.db.url, { max: 1 });
    a = await createTestAccount(t.db.url, 'Alpha');
    const company = await prisma.company.create({
      data: { accountId: a.accountId, type: 'customer', name: 'Kunde AG' },
    });
    const project = await prisma.project.create({
      data: {
        accountId: a.accountId,
        identifier: 'P1',
        name: 'Website',
        companyId: company.id,
        currency: 'EUR',
      },
    });
    projectId = project.id;
    const category = await prisma.revenueCategory.create({
      data: { accountId: a.accountId, name: 'Hosting', revenueAccount: 8500 },
    });
    categoryId = category.id;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);

  it('recurring expenses of a project and of the account', async () => {
    const path = `/api/v1/projects/${projectId}/recurring_expenses`;
    const body = {
      start_date: '2026-01-15',
      finish_date: '2026-12-31',
      period: 'monthly',
      title: 'Hosting',
      description: 'Server und Wartung',
      quantity: 1,
      unit: 'Monat',
      unit_price: 120,
      unit_cost: 80,
      billable: true,
      budget_relevant: true,
      service_period_direction: 'forward',
      revenue_category_id: categoryId,
    };
    const created = await api().post(path, body);
    checker.check(`POST /projects/{project_id}/recurring_expenses`, created);
    const id = (created.body as { id: number }).id;
    const { service_period_direction: _forward, ...aliased } = body;
    await api()
      .post(path, { ...aliased, period: 'quarterly', billing_in_advance: false })
      .expect(200);
    checker.check('GET /projects/{project_id}/recurring_expenses', await api().get(path));
    checker.check(
      'GET /projects/{project_id}/recurring_expenses/{id}',
      await api().get(`${path}/${id}`),
    );
    checker.check(
      'PUT /projects/{project_id}/recurring_expenses/{id}',
      await api().put(`${path}/${id}`, { ...body, unit_price: 130 }),
    );
    checker.check(
      'PATCH /projects/{project_id}/recurring_expenses/{id}',
      await api().patch(`${path}/${id}`, { title: 'Hosting und Backup' }),
    );
    checker.check(
      'POST /projects/{project_id}/recurring_expenses/{id}/recur',
      await api().post(`${path}/${id}/recur`, {}),
    );
    checker.check(
      'GET /recurring_expenses',
      await api().get(`/api/v1/recurring_expenses?project_id=${projectId}`),
    );
    checker.check(
      'DELETE /projects/{project_id}/recurring_expenses/{id}',
      await api().delete(`${path}/${id}`),
    );
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
