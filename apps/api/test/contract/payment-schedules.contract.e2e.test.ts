import { createPrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCustomerProject } from '../support/project-fixtures';
import { ContractChecker } from './contract-checker';
import { PAYMENT_SCHEDULES_CONTRACT } from './schemas/payment-schedules.schemas';

describe('contract: project payment schedules', () => {
  const checker = new ContractChecker(PAYMENT_SCHEDULES_CONTRACT);
  let t: TestApp;
  let a: TestAccount;
  let projectId: number;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    const prisma = createPrismaClient(t.db.url, { max: 1 });
    try {
      projectId = await createCustomerProject(prisma, a.accountId);
    } finally {
      await prisma.$disconnect();
    }
  });

  afterAll(async () => {
    await t.close();
  });

  const api = () => client(t.url, a.key);

  it('payment schedules', async () => {
    const schedules = `/api/v1/projects/${projectId}/payment_schedules`;
    const created = await api().post(schedules, {
      date: '2026-12-01',
      net_total: 5000,
      title: 'First instalment',
      description: '<p>On signing</p>',
    });
    checker.check('POST /projects/{project_id}/payment_schedules', created);
    const path = `${schedules}/${(created.body as { id: number }).id}`;
    checker.check('GET /projects/{project_id}/payment_schedules/{id}', await api().get(path));
    checker.check('GET /projects/{project_id}/payment_schedules', await api().get(schedules));
    checker.check(
      'GET /projects/payment_schedules',
      await api().get('/api/v1/projects/payment_schedules?checked=false'),
    );
    checker.check(
      'PUT /projects/{project_id}/payment_schedules/{id}',
      await api().put(path, { checked: true, title: null }),
    );
    checker.check(
      'PATCH /projects/{project_id}/payment_schedules/{id}',
      await api().patch(path, { net_total: 4500 }),
    );
    checker.check('DELETE /projects/{project_id}/payment_schedules/{id}', await api().delete(path));
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
