import { createPrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { PROJECT_CONTRACTS_CONTRACT } from './schemas/project-contracts.schemas';

describe('contract: project contracts and assigned projects', () => {
  const checker = new ContractChecker(PROJECT_CONTRACTS_CONTRACT);
  let t: TestApp;
  let a: TestAccount;
  let projectId: number;
  let colleague: number;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Contract');
    const prisma = createPrismaClient(t.db.url, { max: 1 });
    try {
      const { accountId } = a;
      const company = await prisma.company.create({
        data: { accountId, type: 'customer', name: 'Beispiel AG' },
      });
      const project = await prisma.project.create({
        data: {
          accountId,
          identifier: 'P260001',
          name: 'Website',
          companyId: company.id,
          currency: 'EUR',
        },
      });
      projectId = project.id;
      await prisma.projectTask.create({ data: { accountId, projectId, name: 'Design' } });
      colleague = (
        await prisma.user.create({
          data: { accountId, firstname: 'Mia', lastname: 'Muster', email: 'mia@contract.example' },
        })
      ).id;
    } finally {
      await prisma.$disconnect();
    }
  });

  afterAll(async () => {
    await t.close();
  });

  const api = () => client(t.url, a.key);

  it('project contracts', async () => {
    const path = `/api/v1/projects/${projectId}/contracts`;
    const created = await api().post(path, {
      user_id: a.userId,
      hourly_rate: 120,
      budget: 5000,
      billable: true,
      active: true,
    });
    checker.check('POST /projects/{project_id}/contracts', created);
    const id = (created.body as { id: number }).id;
    checker.check('GET /projects/{project_id}/contracts', await api().get(path));
    checker.check('GET /projects/{project_id}/contracts/{id}', await api().get(`${path}/${id}`));
    checker.check(
      'PUT /projects/{project_id}/contracts/{id}',
      await api().put(`${path}/${id}`, { hourly_rate: 130, budget: 5500 }),
    );
    checker.check(
      'PATCH /projects/{project_id}/contracts/{id}',
      await api().patch(`${path}/${id}`, { billable: false }),
    );
    checker.check('GET /projects/assigned', await api().get('/api/v1/projects/assigned'));
    const spare = await api().post(path, { user_id: colleague });
    checker.check(
      'DELETE /projects/{project_id}/contracts/{id}',
      await api().delete(`${path}/${(spare.body as { id: number }).id}`),
    );
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
