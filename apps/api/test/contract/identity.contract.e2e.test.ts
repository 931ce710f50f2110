import request from 'supertest';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { IDENTITY_CONTRACT } from './schemas/identity.schemas';

describe('contract: units, user roles, session, profile', () => {
  const checker = new ContractChecker(IDENTITY_CONTRACT);
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

  it('units', async () => {
    const created = await api().post('/api/v1/units', { name: 'Consulting' });
    checker.check('POST /units', created);
    const id = created.body.id as number;
    await api()
      .post('/api/v1/users', {
        firstname: 'Michael',
        lastname: 'Mustermann',
        email: 'michael@example.com',
        unit_id: id,
      })
      .expect(200);
    checker.check('GET /units', await api().get('/api/v1/units'));
    checker.check('GET /units/{id}', await api().get(`/api/v1/units/${id}`));
    checker.check('PUT /units/{id}', await api().put(`/api/v1/units/${id}`, { name: 'Advisory' }));
    checker.check('PATCH /units/{id}', await api().patch(`/api/v1/units/${id}`, { name: 'Sales' }));
    const empty = (await api().post('/api/v1/units', { name: 'Empty' }).expect(200)).body;
    checker.check('DELETE /units/{id}', await api().delete(`/api/v1/units/${empty.id}`));
  });

  it('user roles', async () => {
    checker.check('GET /users/roles', await api().get('/api/v1/users/roles'));
  });

  it('session and profile', async () => {
    await api()
      .post('/api/v1/users', {
        firstname: 'Hello',
        lastname: 'World',
        email: 'hello@example.com',
        password: 'secret password',
      })
      .expect(200);
    const login = await request(t.url)
      .post('/api/v1/session')
      .send({ email: 'hello@example.com', password: 'secret password' });
    checker.check('POST /session', login);
    const key = login.body.api_key as string;
    checker.check('GET /session', await client(t.url, key).get('/api/v1/session'));
    checker.check('GET /profile', await client(t.url, key).get('/api/v1/profile'));
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
