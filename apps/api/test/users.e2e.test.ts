import { createPrismaClient, type PrismaClient } from '@faktura/db';
import request from 'supertest';
import { generateApiKey } from '../src/platform/auth/api-key.crypto';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const ids = (response: { body: { id: number }[] }) => response.body.map((row) => row.id);

describe('/api/v1/users', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);
  /** The unit every account starts with, which holds its users unless they are moved. */
  const defaultUnit = async () => {
    const units = (await api().get('/api/v1/units').expect(200)).body as { id: number }[];
    return { id: units[0].id, name: 'Team' };
  };
  const createUser = async (body: object = {}) =>
    (
      await api()
        .post('/api/v1/users', {
          firstname: 'Test',
          lastname: 'User',
          email: `user-${Math.random().toString(36).slice(2)}@example.com`,
          ...body,
        })
        .expect(200)
    ).body;

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

    it('lets a read-only key read but answers 403 on every write', async () => {
      const { id } = await createUser();
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.get('/api/v1/users').expect(200);
      await readOnly.get(`/api/v1/users/${id}`).expect(200);
      for (const call of [
        readOnly.post('/api/v1/users', { firstname: 'R', lastname: 'O', email: 'ro@example.com' }),
        readOnly.put(`/api/v1/users/${id}`, { firstname: 'X' }),
        readOnly.patch(`/api/v1/users/${id}`, { firstname: 'X' }),
        readOnly.delete(`/api/v1/users/${id}`),
      ]) {
        const response = await call.expect(403);
        expect(response.body).toEqual({ errors: ['Access denied'] });
      }
      await api().get(`/api/v1/users/${id}`).expect(200);
    });

    it('answers 401 without a key on writes too', async () => {
      const { id } = await createUser();
      await request(t.url).put(`/api/v1/users/${id}`).send({ firstname: 'X' }).expect(401);
      await request(t.url).patch(`/api/v1/users/${id}`).send({ firstname: 'X' }).expect(401);
      await request(t.url).delete(`/api/v1/users/${id}`).expect(401);
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
      active: true,
      extern: false,
      email: 'anna@example.com',
      mobile_phone: null,
      work_phone: null,
      home_address: null,
      info: null,
      birthday: null,
      iban: null,
      avatar_url: null,
      tags: [],
      custom_properties: {},
      credit_number: null,
      role: { id: 1, name: 'Administrator' },
      unit: await defaultUnit(),
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
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

  it('stores every field of the reference and reads it back', async () => {
    const unit = (await api().post('/api/v1/units', { name: 'Design' }).expect(200)).body;
    const created = await api()
      .post('/api/v1/users', {
        firstname: 'Erika',
        lastname: 'Beispiel',
        email: 'erika@example.com',
        active: true,
        extern: true,
        work_phone: '+49 30 1234567',
        mobile_phone: '+49 171 1234567',
        home_address: 'Gartenweg 2\n10115 Berlin',
        info: 'Freelance designer',
        birthday: '1985-06-15',
        iban: 'de89 3704 0044 0532 0130 00',
        credit_number: '70010',
        tags: ['design', ' design ', ''],
        role_id: 2,
        unit_id: unit.id,
        password: 'a long enough secret',
        language: 'de',
        welcome_email: false,
      })
      .expect(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      firstname: 'Erika',
      lastname: 'Beispiel',
      active: true,
      extern: true,
      email: 'erika@example.com',
      mobile_phone: '+49 171 1234567',
      work_phone: '+49 30 1234567',
      home_address: 'Gartenweg 2\n10115 Berlin',
      info: 'Freelance designer',
      birthday: '1985-06-15',
      iban: 'DE89370400440532013000',
      avatar_url: null,
      tags: ['design'],
      custom_properties: {},
      credit_number: '70010',
      role: { id: 2, name: 'Read-only' },
      unit: { id: unit.id, name: 'Design' },
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect((await api().get(`/api/v1/users/${created.body.id}`).expect(200)).body).toEqual(
      created.body,
    );
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored).toMatchObject({ phone: '+49 30 1234567', creditNumber: '70010' });
  });

  it("accepts the reference's other names: name, external, bday", async () => {
    const user = await createUser({
      lastname: undefined,
      name: 'Alias',
      external: true,
      bday: '1990-01-31',
    });
    expect(user).toMatchObject({ lastname: 'Alias', extern: true, birthday: '1990-01-31' });
    const updated = await api()
      .put(`/api/v1/users/${user.id}`, {
        lastname: 'Wins',
        name: 'Loses',
        extern: false,
        external: true,
        birthday: '1991-02-01',
        bday: '1992-03-01',
      })
      .expect(200);
    expect(updated.body).toMatchObject({ lastname: 'Wins', extern: false, birthday: '1991-02-01' });
  });

  it('PATCHes one field and leaves the others unchanged', async () => {
    const user = await createUser({ info: 'Keeps', tags: ['a'], mobile_phone: '+41 79 1' });
    const patched = await api()
      .patch(`/api/v1/users/${user.id}`, { work_phone: '+41 44 2' })
      .expect(200);
    expect(patched.body).toEqual({
      ...user,
      work_phone: '+41 44 2',
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect((await api().get(`/api/v1/users/${user.id}`).expect(200)).body).toEqual(patched.body);
  });

  it('refuses null on fields that always have a value and clears the others', async () => {
    const user = await createUser({ info: 'Something', iban: 'DE89370400440532013000' });
    const refused = await api()
      .put(`/api/v1/users/${user.id}`, {
        firstname: null,
        lastname: null,
        email: null,
        active: null,
        extern: null,
        tags: null,
      })
      .expect(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      'active',
      'email',
      'extern',
      'firstname',
      'lastname',
      'tags',
    ]);
    const cleared = await api()
      .put(`/api/v1/users/${user.id}`, { info: null, iban: '', birthday: null })
      .expect(200);
    expect(cleared.body).toMatchObject({ info: null, iban: null, birthday: null });
  });

  it('checks custom properties against the User field definitions and merges updates', async () => {
    await prisma.customFieldDefinition.createMany({
      data: [
        {
          accountId: a.accountId,
          entity: 'User',
          name: 'Shirt size',
          type: 'Select',
          options: ['S', 'M', 'L'],
        },
        { accountId: a.accountId, entity: 'User', name: 'Remote', type: 'Boolean' },
        { accountId: a.accountId, entity: 'Contact', name: 'Contact only', type: 'String' },
      ],
    });
    const user = await createUser({
      custom_properties: { 'Shirt size': 'M', Remote: true, 'Contact only': 'ignored' },
    });
    expect(user.custom_properties).toEqual({ 'Shirt size': 'M', Remote: true });
    const bad = await api()
      .put(`/api/v1/users/${user.id}`, { custom_properties: { 'Shirt size': 'XXL' } })
      .expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['custom_properties.Shirt size']);
    const merged = await api()
      .put(`/api/v1/users/${user.id}`, { custom_properties: { Remote: null } })
      .expect(200);
    expect(merged.body.custom_properties).toEqual({ 'Shirt size': 'M' });
    const other = await createUser({ custom_properties: { 'Shirt size': 'L', Remote: false } });
    const list = (query: string) => api().get(`/api/v1/users?${query}`).expect(200).then(ids);
    expect(await list('custom_properties[Shirt%20size]=M')).toEqual([user.id]);
    expect(await list('custom_properties[Remote]=false')).toEqual([other.id]);
    expect(await list('custom_properties[Contact%20only]=ignored')).toEqual([]);
  });

  it('filters by tags (all of them) and email, and hides deactivated users by default', async () => {
    const both = await createUser({ tags: ['crafts', 'remote'], email: 'both@tags.example' });
    const one = await createUser({ tags: ['crafts'] });
    const gone = await createUser({ tags: ['crafts'], active: false });
    const list = (query: string) => api().get(`/api/v1/users?${query}`).expect(200).then(ids);
    expect(await list('tags=crafts')).toEqual([both.id, one.id]);
    expect(await list('tags=crafts,remote')).toEqual([both.id]);
    expect(await list('tags=crafts&include_archived=true')).toEqual([both.id, one.id, gone.id]);
    expect(await list('tags=crafts&active=false')).toEqual([gone.id]);
    expect(await list('email=BOTH@tags.example')).toEqual([both.id]);
    const bad = await api().get('/api/v1/users?include_archived=maybe').expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['include_archived']);
  });

  it('answers field errors with 422 naming the fields, never echoing values', async () => {
    const response = await api()
      .post('/api/v1/users', {
        firstname: '',
        email: 'not-an-address-4711',
        lastname: 5,
        extern: 'yes',
        external: 1,
        bday: '1990-02-30',
        birthday: '30.01.1990',
        iban: 'DE00 4711',
        credit_number: 70010,
        mobile_phone: 41791234567,
        tags: 'design',
        custom_properties: ['x'],
      })
      .expect(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'bday',
      'birthday',
      'credit_number',
      'custom_properties',
      'email',
      'extern',
      'external',
      'firstname',
      'iban',
      'lastname',
      'mobile_phone',
      'tags',
    ]);
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
    await api().patch(`/api/v1/users/${other.body.id}`, { firstname: 'Hijack' }).expect(404);
    await api().delete(`/api/v1/users/${other.body.id}`).expect(404);
    await client(t.url, b.key).get(`/api/v1/users/${other.body.id}`).expect(200);
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

  describe('delete', () => {
    const refer = {
      activities: async (userId: number) => {
        const company = await prisma.company.create({
          data: { accountId: a.accountId, type: 'customer', name: `Customer ${userId}` },
        });
        const project = await prisma.project.create({
          data: {
            accountId: a.accountId,
            identifier: `P-U${userId}`,
            name: 'Project',
            companyId: company.id,
            currency: 'EUR',
          },
        });
        const task = await prisma.projectTask.create({
          data: { accountId: a.accountId, projectId: project.id, name: 'Design' },
        });
        await prisma.activity.create({
          data: {
            accountId: a.accountId,
            date: new Date('2026-03-02'),
            hours: '1.5',
            projectId: project.id,
            taskId: task.id,
            userId,
          },
        });
      },
      offers: (userId: number) =>
        prisma.offer.create({
          data: {
            accountId: a.accountId,
            identifier: `A-U${userId}`,
            date: new Date('2026-03-02'),
            dueDate: new Date('2026-03-16'),
            title: 'Offer',
            recipientAddress: 'Somewhere',
            currency: 'EUR',
            tax: 19,
            internalContactId: userId,
          },
        }),
      invoices: async (userId: number) => {
        const customer = await prisma.company.create({
          data: { accountId: a.accountId, type: 'customer', name: `Billed ${userId}` },
        });
        await prisma.invoice.create({
          data: {
            accountId: a.accountId,
            customerId: customer.id,
            date: new Date('2026-03-02'),
            dueDate: new Date('2026-03-16'),
            title: 'Invoice',
            recipientAddress: 'Somewhere',
            currency: 'EUR',
            tax: 19,
            userId,
          },
        });
      },
    };

    it('answers 204 with an empty body, then 404, and clears references to the user', async () => {
      const user = await createUser();
      const company = await prisma.company.create({
        data: { accountId: a.accountId, type: 'customer', name: 'Looked after', userId: user.id },
      });
      const response = await api().delete(`/api/v1/users/${user.id}`).expect(204);
      expect(response.text).toBe('');
      await api().get(`/api/v1/users/${user.id}`).expect(404);
      await api().delete(`/api/v1/users/${user.id}`).expect(404);
      await api().delete('/api/v1/users/abc').expect(404);
      const after = await prisma.company.findUniqueOrThrow({ where: { id: company.id } });
      expect(after.userId).toBeNull();
    });

    it("refuses to delete the caller's own user", async () => {
      const response = await api().delete(`/api/v1/users/${a.userId}`).expect(422);
      expect(response.body).toEqual({
        errors: ['User cannot delete itself: the API key in use belongs to it'],
      });
      await api().get(`/api/v1/users/${a.userId}`).expect(200);
    });

    it('refuses while the user has API keys that still work, not once they are revoked', async () => {
      const user = await createUser();
      const key = generateApiKey();
      const stored = await prisma.apiKey.create({
        data: {
          accountId: a.accountId,
          userId: user.id,
          name: 'integration',
          keyHash: key.hash,
          prefix: key.prefix,
        },
      });
      const response = await api().delete(`/api/v1/users/${user.id}`).expect(422);
      expect(response.body).toEqual({
        errors: ['User cannot be deleted while it has API keys that are not revoked'],
      });
      await prisma.apiKey.update({ where: { id: stored.id }, data: { revokedAt: new Date() } });
      await api().delete(`/api/v1/users/${user.id}`).expect(204);
    });

    it('refuses with 422 while activities, offers or invoices name the user', async () => {
      for (const [resource, create] of Object.entries(refer)) {
        const user = await createUser();
        await create(user.id);
        const response = await api().delete(`/api/v1/users/${user.id}`).expect(422);
        expect(response.body).toEqual({
          errors: [`User cannot be deleted while it is used by ${resource}; deactivate it instead`],
        });
        await api().get(`/api/v1/users/${user.id}`).expect(200);
      }
    });
  });

  describe('units, roles and passwords', () => {
    const otherApi = () => client(t.url, b.key);

    it("puts new users into the account's first unit and moves them with unit_id", async () => {
      const team = await defaultUnit();
      const user = await createUser();
      expect(user.unit).toEqual(team);
      const sales = (await api().post('/api/v1/units', { name: 'Sales' }).expect(200)).body;
      const moved = await api()
        .patch(`/api/v1/users/${user.id}`, { unit_id: sales.id })
        .expect(200);
      expect(moved.body.unit).toEqual({ id: sales.id, name: 'Sales' });
      const listed = await api().get(`/api/v1/users?unit_id=${sales.id}`).expect(200);
      expect(ids(listed)).toEqual([user.id]);
      const both = await api().get(`/api/v1/users?unit_id=${sales.id},${team.id}`).expect(200);
      expect(ids(both)).toContain(a.userId);
      await api().get('/api/v1/users?unit_id=x').expect(422);
    });

    it("refuses another account's or a missing unit and an unknown role, writing nothing", async () => {
      const foreignUnit = (await otherApi().get('/api/v1/units').expect(200)).body[0];
      const email = 'unit-check@example.com';
      for (const body of [{ unit_id: foreignUnit.id }, { unit_id: 99999999 }]) {
        const response = await api()
          .post('/api/v1/users', { firstname: 'U', lastname: 'C', email, ...body })
          .expect(422);
        expect(response.body).toEqual({ errors: { unit_id: ['does not exist'] } });
      }
      const role = await api()
        .post('/api/v1/users', { firstname: 'U', lastname: 'C', email, role_id: 3 })
        .expect(422);
      expect(role.body).toEqual({ errors: { role_id: ['does not exist'] } });
      expect(await prisma.user.count({ where: { email } })).toBe(0);
      const user = await createUser();
      await api().put(`/api/v1/users/${user.id}`, { unit_id: foreignUnit.id }).expect(422);
      expect((await api().get(`/api/v1/users/${user.id}`).expect(200)).body).toEqual(user);
    });

    it('stores only a salted scrypt hash of the password, never answers it, and null removes it', async () => {
      const user = await createUser({ password: 'first secret 123' });
      expect(JSON.stringify(user)).not.toContain('secret');
      const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(stored.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
      await api().patch(`/api/v1/users/${user.id}`, { password: 'second secret 456' }).expect(200);
      const changed = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(changed.passwordHash).not.toBe(stored.passwordHash);
      await api().put(`/api/v1/users/${user.id}`, { firstname: 'Kept' }).expect(200);
      expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(
        changed.passwordHash,
      );
      await api().put(`/api/v1/users/${user.id}`, { password: null }).expect(200);
      expect(
        (await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash,
      ).toBeNull();
    });

    it('refuses a too short and a 1 MB password with 422 naming password, writing nothing', async () => {
      const email = 'password-check@example.com';
      for (const password of ['short', 'x'.repeat(1_000_000), 12345678901]) {
        const response = await api()
          .post('/api/v1/users', { firstname: 'P', lastname: 'C', email, password })
          .expect(422);
        expect(Object.keys(response.body.errors)).toEqual(['password']);
      }
      expect(await prisma.user.count({ where: { email } })).toBe(0);
      const user = await createUser({ password: 'a good password' });
      const before = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      await api()
        .patch(`/api/v1/users/${user.id}`, { password: 'x'.repeat(300) })
        .expect(422);
      const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(after.passwordHash).toBe(before.passwordHash);
    });

    it('lists the fixed roles; a read-only role makes even a full key of its user read-only', async () => {
      const roles = await api().get('/api/v1/users/roles').expect(200);
      expect(roles.body.map((role: { id: number; name: string }) => [role.id, role.name])).toEqual([
        [1, 'Administrator'],
        [2, 'Read-only'],
      ]);
      const reader = await createUser({ role_id: 2 });
      expect(reader.role).toEqual({ id: 2, name: 'Read-only' });
      const key = generateApiKey();
      await prisma.apiKey.create({
        data: {
          accountId: a.accountId,
          userId: reader.id,
          name: 'full key of a reader',
          kind: 'full',
          keyHash: key.hash,
          prefix: key.prefix,
        },
      });
      const readerApi = client(t.url, key.plain);
      await readerApi.get('/api/v1/users').expect(200);
      const refused = await readerApi.post('/api/v1/units', { name: 'Nope' }).expect(403);
      expect(refused.body).toEqual({ errors: ['Access denied'] });
    });

    it('keeps the last administrator of an account', async () => {
      const c = await createTestAccount(t.db.url, 'Gamma');
      const gamma = () => client(t.url, c.key);
      const response = await gamma().patch(`/api/v1/users/${c.userId}`, { role_id: 2 }).expect(422);
      expect(response.body).toEqual({
        errors: { role_id: ['cannot change: the user is the last administrator of the account'] },
      });
      const body = { firstname: 'Second', lastname: 'Admin', email: 'second@example.com' };
      const second = (await gamma().post('/api/v1/users', body).expect(200)).body;
      await gamma().patch(`/api/v1/users/${second.id}`, { role_id: 2 }).expect(200);
      await gamma().patch(`/api/v1/users/${c.userId}`, { role_id: 2 }).expect(422);
      await gamma().patch(`/api/v1/users/${second.id}`, { role_id: 1 }).expect(200);
      await gamma().patch(`/api/v1/users/${c.userId}`, { role_id: 2 }).expect(200);
    });
  });
});
