import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { createRelatedRecords, type RelatedRecords } from '../support/related-records';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { TAGS_CONTRACT } from './schemas/tags.schemas';

describe('contract: tags and taggings', () => {
  const checker = new ContractChecker(TAGS_CONTRACT);
  let t: TestApp;
  let prisma: PrismaClient;
  let a: TestAccount;
  let records: RelatedRecords;

  beforeAll(async () => {
    t = await startTestApp();
    prisma = createPrismaClient(t.db.url, { max: 1 });
    a = await createTestAccount(t.db.url, 'Alpha');
    records = await createRelatedRecords(prisma, a.accountId, a.userId);
  }, 60_000);

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);

  it('tags', async () => {
    const path = '/api/v1/tags';
    const response = await api().post(path, {
      name: 'Important',
      color: '#F97316',
      context: 'Project',
    });
    checker.check('POST /tags', response);
    const id = (response.body as { id: number }).id;
    await api().post(path, { name: 'Fixed price', context: 'Project' }).expect(200);
    checker.check('GET /tags', await api().get(`${path}?context=Project`));
    checker.check('GET /tags/{id}', await api().get(`${path}/${id}`));
    checker.check(
      'PUT /tags/{id}',
      await api().put(`${path}/${id}`, { name: 'High Priority', color: '#EF4444' }),
    );
    checker.check('PATCH /tags/{id}', await api().patch(`${path}/${id}`, { color: '#22C55E' }));
    checker.check('DELETE /tags/{id}', await api().delete(`${path}/${id}`));
  });

  it('taggings', async () => {
    const path = `/api/v1/taggings/Company/${records.companyIds[0]}`;
    checker.check(
      'PUT /taggings/{taggable_type}/{taggable_id}',
      await api().put(path, { tags: ['Key account', 'Newsletter'] }),
    );
    checker.check(
      'PATCH /taggings/{taggable_type}/{taggable_id}',
      await api().patch(path, { tags: 'Reseller' }),
    );
    checker.check(
      'DELETE /taggings/{taggable_type}/{taggable_id}',
      await api().delete(path, { tags: ['Newsletter'] }),
    );
    checker.check('GET /taggings/{taggable_type}/{taggable_id}', await api().get(path));
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
