import { createPrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { PROJECT_REPORTS_CONTRACT } from './schemas/project-reports.schemas';

describe('contract: project reports', () => {
  const checker = new ContractChecker(PROJECT_REPORTS_CONTRACT);
  let t: TestApp;
  let a: TestAccount;
  let projectId: number;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    const prisma = createPrismaClient(t.db.url, { max: 1 });
    try {
      const company = await prisma.company.create({
        data: { accountId: a.accountId, type: 'customer', name: 'Beispiel AG' },
      });
      const project = { name: 'Relaunch', company_id: company.id, currency: 'EUR', budget: 5000 };
      projectId = (await api().post('/api/v1/projects', project).expect(200)).body.id;
    } finally {
      await prisma.$disconnect();
    }
    const task = await api()
      .post(`/api/v1/projects/${projectId}/tasks`, { name: 'Design' })
      .expect(200);
    await api()
      .post('/api/v1/activities', {
        project_id: projectId,
        task_id: task.body.id,
        date: '2026-03-02',
        hours: 2.5,
        hourly_rate: 110,
      })
      .expect(200);
  });

  afterAll(async () => {
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const path = () => `/api/v1/projects/${projectId}`;

  it('project reports', async () => {
    const report = await api().get(`${path()}/report`);
    checker.check('GET /projects/{id}/report', report);
    // A task with bookings, so the nested record is checked, not an empty list.
    expect(report.body.costs_by_task).toHaveLength(1);
    checker.check('PUT /projects/{id}/share', await api().put(`${path()}/share`));
    checker.check('PUT /projects/{id}/disable_share', await api().put(`${path()}/disable_share`));
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
