import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { DEAL_CATEGORIES_CONTRACT } from './schemas/deal-categories.schemas';

describe('contract: deal categories', () => {
  const checker = new ContractChecker(DEAL_CATEGORIES_CONTRACT);
  let t: TestApp;
  let a: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
  });

  afterAll(async () => {
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const path = '/api/v1/deal_categories';

  it('deal categories', async () => {
    checker.check('GET /deal_categories', await api().get(path));
    const created = await api().post(path, { name: 'Workshop held', probability: 60 });
    checker.check('POST /deal_categories', created);
    const id = (created.body as { id: number }).id;
    checker.check('GET /deal_categories/{id}', await api().get(`${path}/${id}`));
    checker.check(
      'PUT /deal_categories/{id}',
      await api().put(`${path}/${id}`, { name: 'Workshop done', probability: 65 }),
    );
    checker.check(
      'PATCH /deal_categories/{id}',
      await api().patch(`${path}/${id}`, { probability: 70 }),
    );
    checker.check('DELETE /deal_categories/{id}', await api().delete(`${path}/${id}`));
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
