import request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

describe('/api/v1/users', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
  }, 60_000);

  afterAll(() => t.close());

  const api = () => client(t.url, a.key);

  describe('authentication', () => {
    it('answers 401 without, with a malformed and with an unknown key', async () => {
      for (const header of [
        undefined,
        'Token',
        'Basic abc',
        'Token token=fk_unknown',
        'Bearer fk_unknown',
      ]) {
        const call = request(t.url).get('/api/v1/users');
        if (header) call.set('Authorization', header);
        const response = await call.expect(401);
        expect(response.body).toEqual({ message: 'Unauthorized' });
      }
    });

    it('accepts both the Token and the Bearer form', async () => {
      await request(t.url)
        .get('/api/v1/users')
        .set('Authorization', `Token token=${a.key}`)
        .expect(200);
      await request(t.url)
        .get('/api/v1/users')
        .set('Authorization', `Token token="${a.key}"`)
        .expect(200);
      await request(t.url).get('/api/v1/users').set('Authorization', `Bearer ${a.key}`).expect(200);
    });

    it('lets a read-only key read but not write', async () => {
      await client(t.url, a.readOnlyKey).get('/api/v1/users').expect(200);
      const response = await client(t.url, a.readOnlyKey)
        .post('/api/v1/users', { firstname: 'R', lastname: 'O', email: 'ro@example.com' })
        .expect(403);
      expect(response.body).toEqual({ errors: ['Access denied'] });
    });
  });

  it('creates, reads, updates and lists users', async () => {
    const created = await api()
      .post('/api/v1/users', {
        firstname: 'Anna',
        lastname: 'Muster',
        email: 'anna@example.com',
        extra: 'ignored',
      })
      .expect(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      firstname: 'Anna',
      lastname: 'Muster',
      email: 'anna@example.com',
      phone: null,
      active: true,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    const read = await api().get(`/api/v1/users/${created.body.id}`).expect(200);
    expect(read.body).toEqual(created.body);
    const updated = await api()
      .put(`/api/v1/users/${created.body.id}`, { active: false })
      .expect(200);
    expect(updated.body).toMatchObject({ id: created.body.id, firstname: 'Anna', active: false });
    const inactive = await api().get('/api/v1/users?active=false').expect(200);
    expect(inactive.body.map((user: { id: number }) => user.id)).toEqual([created.body.id]);
  });

  it('answers field errors with 422 naming the fields, never echoing values', async () => {
    const response = await api()
      .post('/api/v1/users', { firstname: '', email: 'not-an-address-4711', lastname: 5 })
      .expect(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['email', 'firstname', 'lastname']);
    expect(JSON.stringify(response.body)).not.toContain('4711');
  });

  it('refuses a second user with the same e-mail', async () => {
    await api()
      .post('/api/v1/users', { firstname: 'X', lastname: 'Y', email: 'dup@example.com' })
      .expect(200);
    const response = await api()
      .post('/api/v1/users', { firstname: 'X', lastname: 'Z', email: 'DUP@example.com' })
      .expect(422);
    expect(response.body).toEqual({ errors: { email: ['has already been taken'] } });
  });

  it("answers another account's user exactly like a missing one", async () => {
    const other = await client(t.url, b.key)
      .post('/api/v1/users', { firstname: 'B', lastname: 'User', email: 'b@example.com' })
      .expect(200);
    const foreign = await api().get(`/api/v1/users/${other.body.id}`).expect(404);
    const missing = await api().get('/api/v1/users/99999999').expect(404);
    expect(foreign.body).toEqual(missing.body);
    await api().put(`/api/v1/users/${other.body.id}`, { firstname: 'Hijack' }).expect(404);
    const list = await api().get(`/api/v1/users?ids=${other.body.id}`).expect(200);
    expect(list.body).toEqual([]);
  });

  it('pages with X-Page, X-Per-Page, X-Total and Link headers', async () => {
    for (let i = 0; i < 5; i++) {
      await api()
        .post('/api/v1/users', { firstname: `P${i}`, lastname: 'Page', email: `p${i}@example.com` })
        .expect(200);
    }
    const all = await api().get('/api/v1/users').expect(200);
    const total = all.body.length;
    const page2 = await api().get('/api/v1/users?per_page=2&page=2').expect(200);
    expect(page2.headers['x-page']).toBe('2');
    expect(page2.headers['x-per-page']).toBe('2');
    expect(page2.headers['x-total']).toBe(String(total));
    expect(page2.body.map((u: { id: number }) => u.id)).toEqual(
      all.body.slice(2, 4).map((u: { id: number }) => u.id),
    );
    const link = page2.headers['link'];
    expect(link).toContain(
      'page=3&per_page=2>; rel="next"'.replace('page=3&per_page=2', 'per_page=2&page=3'),
    );
    expect(link).toContain('rel="prev"');
    expect(link).toContain('rel="first"');
    expect(link).toContain(`page=${Math.ceil(total / 2)}>; rel="last"`);
    const last = await api()
      .get(`/api/v1/users?per_page=2&page=${Math.ceil(total / 2)}`)
      .expect(200);
    expect(last.headers['link']).not.toContain('rel="next"');
    const past = await api().get('/api/v1/users?per_page=2&page=999').expect(200);
    expect(past.body).toEqual([]);
  });

  it('sorts by sort_by with id as tiebreaker and rejects bad list parameters', async () => {
    const sorted = await api().get('/api/v1/users?sort_by=firstname desc').expect(200);
    const names = sorted.body.map((u: { firstname: string }) => u.firstname);
    expect(names).toEqual([...names].sort().reverse());
    const bad = await api()
      .get('/api/v1/users?page=0&per_page=1001&sort_by=password&ids=1,x&updated_after=yesterday')
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'ids',
      'page',
      'per_page',
      'sort_by',
      'updated_after',
    ]);
  });

  it('filters by ids (blanks ignored) and updated_after (strictly after)', async () => {
    const one = await api()
      .post('/api/v1/users', { firstname: 'I', lastname: 'One', email: 'i1@example.com' })
      .expect(200);
    const two = await api()
      .post('/api/v1/users', { firstname: 'I', lastname: 'Two', email: 'i2@example.com' })
      .expect(200);
    const byIds = await api().get(`/api/v1/users?ids=${one.body.id},,${two.body.id},`).expect(200);
    expect(byIds.body.map((u: { id: number }) => u.id)).toEqual([one.body.id, two.body.id]);
    await new Promise((done) => setTimeout(done, 1100));
    const cut = new Date().toISOString();
    await api().put(`/api/v1/users/${one.body.id}`, { lastname: 'Changed' }).expect(200);
    const changed = await api()
      .get(`/api/v1/users?updated_after=${encodeURIComponent(cut)}`)
      .expect(200);
    expect(changed.body.map((u: { id: number }) => u.id)).toEqual([one.body.id]);
  });
});
