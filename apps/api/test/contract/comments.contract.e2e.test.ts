import { createPrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { COMMENTS_CONTRACT } from './schemas/comments.schemas';

describe('contract: comments', () => {
  const checker = new ContractChecker(COMMENTS_CONTRACT);
  let t: TestApp;
  let a: TestAccount;
  let projectId: number;
  let dealIds: number[];

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    const prisma = createPrismaClient(t.db.url, { max: 1 });
    try {
      const company = await prisma.company.create({
        data: { accountId: a.accountId, type: 'customer', name: 'Kunde AG' },
      });
      const project = await prisma.project.create({
        data: {
          accountId: a.accountId,
          identifier: 'P-1',
          name: 'Relaunch',
          currency: 'EUR',
          companyId: company.id,
        },
      });
      projectId = project.id;
      const deals = await prisma.deal.createManyAndReturn({
        data: ['Website', 'Shop'].map((name) => ({
          accountId: a.accountId,
          name,
          currency: 'EUR',
          companyId: company.id,
        })),
      });
      dealIds = deals.map((deal) => deal.id);
    } finally {
      await prisma.$disconnect();
    }
  });

  afterAll(async () => {
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const path = '/api/v1/comments';

  it('comments', async () => {
    const created = await api().post(path, {
      text: 'Customer approved timeline.',
      commentable_id: projectId,
      commentable_type: 'Project',
      attachment_filename: 'notes.txt',
      attachment_content: 'YmFzZTY0IGRhdGE=',
    });
    checker.check('POST /comments', created);
    const id = (created.body as { id: number }).id;
    checker.check(
      'POST /comments/bulk',
      await api().post(`${path}/bulk`, {
        text: 'Sent updated briefing.',
        commentable_type: 'Deal',
        commentable_ids: dealIds,
      }),
    );
    checker.check('GET /comments', await api().get(`${path}?commentable_type=Project`));
    checker.check('GET /comments/{id}', await api().get(`${path}/${id}`));
    checker.check(
      'PUT /comments/{id}',
      await api().put(`${path}/${id}`, { text: 'Customer approved the <b>new</b> timeline.' }),
    );
    checker.check(
      'PATCH /comments/{id}',
      await api().patch(`${path}/${id}`, { attachment_content: null }),
    );
    checker.check('DELETE /comments/{id}', await api().delete(`${path}/${id}`));
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
