import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { WEB_HOOKS_CONTRACT } from './schemas/web-hooks.schemas';

describe('contract: web hooks', () => {
  const checker = new ContractChecker(WEB_HOOKS_CONTRACT);
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
  const path = '/api/v1/account/web_hooks';

  it('web hooks', async () => {
    const response = await api().post(path, {
      target: 'Purchase',
      event: 'create',
      hook: 'https://example.com/hooks/faktura-purchases',
    });
    checker.check('POST /account/web_hooks', response);
    const id = (response.body as { id: number }).id;
    await api()
      .post(path, {
        target: 'Invoice::Payment',
        event: 'delete',
        hook: 'http://hooks.example.com:8080/payments?source=faktura',
      })
      .expect(200);
    checker.check('GET /account/web_hooks', await api().get(path));
    checker.check('GET /account/web_hooks/{id}', await api().get(`${path}/${id}`));
    checker.check(
      'PUT /account/web_hooks/{id}',
      await api().put(`${path}/${id}`, { hook: 'https://example.com/hooks/faktura-purchases-v2' }),
    );
    checker.check(
      'PATCH /account/web_hooks/{id}',
      await api().patch(`${path}/${id}`, { hook: 'https://example.com/hooks/v3' }),
    );
    const disabled = await api().put(`${path}/${id}/disable`);
    checker.check('PUT /account/web_hooks/{id}/disable', disabled);
    expect((disabled.body as { disabled_at: string | null }).disabled_at).not.toBeNull();
    checker.check('PUT /account/web_hooks/{id}/enable', await api().put(`${path}/${id}/enable`));
    checker.check('DELETE /account/web_hooks/{id}', await api().delete(`${path}/${id}`));
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
