import { createPrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { PROJECT_GROUPS_CONTRACT } from './schemas/project-groups.schemas';

describe('contract: project groups', () => {
  const checker = new ContractChecker(PROJECT_GROUPS_CONTRACT);
  let t: TestApp;
  let a: TestAccount;
  let groupId: number;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Contract');
    const prisma = createPrismaClient(t.db.url, { max: 1 });
    try {
      const { accountId } = a;
      const company = await prisma.company.create({
        data: { accountId, type: 'customer', name: 'Beispiel AG' },
      });
      const group = await client(t.url, a.key)
        .post('/api/v1/projects/groups', {
          name: 'Relaunch programme',
          user_id: a.userId,
          company_id: company.id,
          currency: 'EUR',
          budget: 50000,
          info: 'Three sites',
        })
        .expect(200);
      groupId = (group.body as { id: number }).id;
      await prisma.project.create({
        data: {
          accountId,
          identifier: 'P260001',
          name: 'Website',
          companyId: company.id,
          currency: 'EUR',
          budget: '18200',
          projectGroupId: groupId,
        },
      });
    } finally {
      await prisma.$disconnect();
    }
  });

  afterAll(async () => {
    await t.close();
  });

  const api = () => client(t.url, a.key);

  it('project groups', async () => {
    const list = await api().get('/api/v1/projects/groups');
    checker.check('GET /projects/groups', list);
    expect((list.body as { projects: unknown[] }[])[0].projects).toHaveLength(1);
    checker.check(
      'GET /projects/groups/{id}',
      await api().get(`/api/v1/projects/groups/${groupId}`),
    );
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
