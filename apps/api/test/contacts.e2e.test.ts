import { createPrismaClient, type PrismaClient } from '@faktura/db';
import request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const PATH = '/api/v1/contacts/people';
const ids = (response: { body: { id: number }[] }) => response.body.map((row) => row.id);

describe('/api/v1/contacts/people', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let acme: { id: number; name: string };
  let foreignCompany: { id: number };
  let owner: { id: number };
  let retired: { id: number };
  let foreignUser: { id: number };

  const api = (key = a.key) => client(t.url, key);
  const createContact = async (body: object, key = a.key) =>
    (await api(key).post(PATH, body).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 1 });
    acme = (
      await api().post('/api/v1/companies', { type: 'customer', name: 'Acme AG' }).expect(200)
    ).body;
    foreignCompany = (
      await api(b.key)
        .post('/api/v1/companies', { type: 'customer', name: 'Beta Corp' })
        .expect(200)
    ).body;
    const user = (account: TestAccount, email: string, active = true) =>
      prisma.user.create({
        data: { accountId: account.accountId, firstname: 'Uwe', lastname: 'Owner', email, active },
      });
    owner = await user(a, 'uwe@alpha.example');
    retired = await user(a, 'retired@alpha.example', false);
    foreignUser = await user(b, 'uwe@beta.example');
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  describe('authentication and access', () => {
    it('answers 401 without a key on every route', async () => {
      const { id } = await createContact({ lastname: 'Auth' });
      for (const call of [
        request(t.url).get(PATH),
        request(t.url).get(`${PATH}/${id}`),
        request(t.url).post(PATH).send({ lastname: 'X' }),
        request(t.url).put(`${PATH}/${id}`).send({ lastname: 'X' }),
        request(t.url).patch(`${PATH}/${id}`).send({ lastname: 'X' }),
        request(t.url).delete(`${PATH}/${id}`),
      ]) {
        const response = await call.expect(401);
        expect(response.body).toEqual({ message: 'Unauthorized' });
      }
    });

    it('lets a read-only key read but answers 403 on every write', async () => {
      const { id } = await createContact({ lastname: 'Readonly' });
      const readOnly = api(a.readOnlyKey);
      await readOnly.get(PATH).expect(200);
      await readOnly.get(`${PATH}/${id}`).expect(200);
      for (const call of [
        readOnly.post(PATH, { lastname: 'X' }),
        readOnly.put(`${PATH}/${id}`, { lastname: 'X' }),
        readOnly.patch(`${PATH}/${id}`, { lastname: 'X' }),
        readOnly.delete(`${PATH}/${id}`),
      ]) {
        const response = await call.expect(403);
        expect(response.body).toEqual({ errors: ['Access denied'] });
      }
      await api().get(`${PATH}/${id}`).expect(200);
    });
  });

  it('creates a contact with every field and returns it as GET does', async () => {
    const created = await api()
      .post(PATH, {
        gender: 'F',
        firstname: 'Anna',
        lastname: 'Muster',
        title: 'Dr.',
        salutation: 'Liebe Anna',
        job_position: 'CFO',
        work_email: 'anna@acme.example',
        work_phone: '+41 44 000 00 00',
        work_fax: '+41 44 000 00 01',
        mobile_phone: '+41 79 000 00 00',
        work_address: 'Acme AG\nBahnhofstr. 1\n8001 Zürich',
        home_email: 'anna@home.example',
        home_address: 'Seeweg 3\n8002 Zürich',
        birthday: '1980-02-29',
        info: 'Prefers calls before noon',
        company_id: acme.id,
        user_id: owner.id,
        default_offer_recipient: true,
        default_invoice_recipient: false,
        tags: ['vip', 'vip', ' finance '],
        unknown_key: 'ignored',
      })
      .expect(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      gender: 'F',
      firstname: 'Anna',
      lastname: 'Muster',
      title: 'Dr.',
      job_position: 'CFO',
      mobile_phone: '+41 79 000 00 00',
      work_fax: '+41 44 000 00 01',
      work_phone: '+41 44 000 00 00',
      work_email: 'anna@acme.example',
      work_address: 'Acme AG\nBahnhofstr. 1\n8001 Zürich',
      home_email: 'anna@home.example',
      home_address: 'Seeweg 3\n8002 Zürich',
      birthday: '1980-02-29',
      salutation: 'Liebe Anna',
      info: 'Prefers calls before noon',
      avatar_url: null,
      tags: ['vip', 'finance'],
      custom_properties: {},
      company: { id: acme.id, type: 'customer', name: 'Acme AG' },
      user: { id: owner.id, firstname: 'Uwe', lastname: 'Owner' },
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
      default_offer_recipient: true,
      default_invoice_recipient: false,
    });
    const read = await api().get(`${PATH}/${created.body.id}`).expect(200);
    expect(read.body).toEqual(created.body);
    const stored = await prisma.contact.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored).toMatchObject({ email: 'anna@acme.example', phone: '+41 44 000 00 00' });
  });

  it('fills optional fields with their empty values', async () => {
    const contact = await createContact({ lastname: 'Minimal' });
    expect(contact).toMatchObject({
      gender: 'U',
      firstname: null,
      title: null,
      salutation: null,
      job_position: null,
      mobile_phone: null,
      work_fax: null,
      work_phone: null,
      work_email: null,
      work_address: null,
      home_email: null,
      home_address: null,
      birthday: null,
      info: null,
      avatar_url: null,
      company: null,
      user: null,
      default_offer_recipient: false,
      default_invoice_recipient: false,
      custom_properties: {},
      tags: [],
    });
  });

  it("accepts the reference's other names: name, email, bday, customer_id, organization_id", async () => {
    const contact = await createContact({
      name: 'Alias',
      email: 'alias@acme.example',
      bday: '1975-12-24',
      customer_id: acme.id,
    });
    expect(contact).toMatchObject({
      lastname: 'Alias',
      work_email: 'alias@acme.example',
      birthday: '1975-12-24',
      company: { id: acme.id },
    });
    const updated = await api()
      .put(`${PATH}/${contact.id}`, {
        lastname: 'Wins',
        name: 'Loses',
        work_email: 'wins@acme.example',
        email: 'loses@acme.example',
        birthday: '1976-01-01',
        bday: '1977-01-01',
        organization_id: null,
      })
      .expect(200);
    expect(updated.body).toMatchObject({
      lastname: 'Wins',
      work_email: 'wins@acme.example',
      birthday: '1976-01-01',
      company: null,
    });
  });

  it('takes an active user of the account as the responsible user', async () => {
    const contact = await createContact({ lastname: 'Owned', user_id: owner.id });
    for (const [userId, message] of [
      [foreignUser.id, 'does not exist'],
      [99999999, 'does not exist'],
      [retired.id, 'is not active'],
    ] as const) {
      const response = await api().put(`${PATH}/${contact.id}`, { user_id: userId }).expect(422);
      expect(response.body).toEqual({ errors: { user_id: [message] } });
    }
    const cleared = await api().put(`${PATH}/${contact.id}`, { user_id: null }).expect(200);
    expect(cleared.body.user).toBeNull();
  });

  it('answers 422 naming every bad field, never echoing values', async () => {
    const response = await api()
      .post(PATH, {
        firstname: 5,
        gender: 'X',
        email: 'broken-4711',
        work_email: 'broken-4711',
        home_email: 'also-broken-4711',
        birthday: '1980-02-30',
        bday: 'yesterday',
        user_id: 'me',
        name: '',
        company_id: '12',
        default_offer_recipient: 'yes',
        default_invoice_recipient: null,
        tags: [1],
        custom_properties: [],
      })
      .expect(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'bday',
      'birthday',
      'company_id',
      'custom_properties',
      'default_invoice_recipient',
      'default_offer_recipient',
      'email',
      'firstname',
      'gender',
      'home_email',
      'name',
      'tags',
      'user_id',
      'work_email',
    ]);
    expect(JSON.stringify(response.body)).not.toContain('4711');
  });

  it("refuses a missing or another account's company alike with 422 on company_id", async () => {
    const foreign = await api()
      .post(PATH, { lastname: 'X', company_id: foreignCompany.id })
      .expect(422);
    const missing = await api().post(PATH, { lastname: 'X', company_id: 99999999 }).expect(422);
    expect(foreign.body).toEqual({ errors: { company_id: ['does not exist'] } });
    expect(missing.body).toEqual(foreign.body);
    const contact = await createContact({ lastname: 'Moves' });
    const update = await api()
      .put(`${PATH}/${contact.id}`, { company_id: foreignCompany.id })
      .expect(422);
    expect(update.body).toEqual(foreign.body);
    const alias = await api()
      .put(`${PATH}/${contact.id}`, { customer_id: foreignCompany.id })
      .expect(422);
    expect(alias.body).toEqual({ errors: { customer_id: ['does not exist'] } });
  });

  it('updates only the fields sent, detaches with null and bumps updated_at', async () => {
    const contact = await createContact({
      firstname: 'Ben',
      lastname: 'Before',
      email: 'ben@example.com',
      company_id: acme.id,
    });
    const before = await prisma.contact.findUniqueOrThrow({ where: { id: contact.id } });
    const updated = await api()
      .put(`${PATH}/${contact.id}`, {
        lastname: 'After',
        work_email: '',
        default_invoice_recipient: true,
      })
      .expect(200);
    expect(updated.body).toEqual({
      ...contact,
      lastname: 'After',
      work_email: null,
      default_invoice_recipient: true,
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const after = await prisma.contact.findUniqueOrThrow({ where: { id: contact.id } });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const detached = await api().put(`${PATH}/${contact.id}`, { company_id: null }).expect(200);
    expect(detached.body.company).toBeNull();
    expect(detached.body.firstname).toBe('Ben');
    const refused = await api()
      .put(`${PATH}/${contact.id}`, { lastname: null, tags: null })
      .expect(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['lastname', 'tags']);
  });

  it('shows the current name of its company', async () => {
    const company = (
      await api().post('/api/v1/companies', { type: 'supplier', name: 'Old Name' }).expect(200)
    ).body;
    const contact = await createContact({ lastname: 'Follower', company_id: company.id });
    await api().put(`/api/v1/companies/${company.id}`, { name: 'New Name' }).expect(200);
    const read = await api().get(`${PATH}/${contact.id}`).expect(200);
    expect(read.body.company).toEqual({ id: company.id, type: 'supplier', name: 'New Name' });
  });

  it('PATCHes one field and leaves the others unchanged', async () => {
    const contact = await createContact({
      firstname: 'Paula',
      lastname: 'Patch',
      title: 'Prof.',
      work_phone: '+41 44 111 11 11',
      company_id: acme.id,
      tags: ['keep'],
    });
    const patched = await api().patch(`${PATH}/${contact.id}`, { gender: 'F' }).expect(200);
    expect(patched.body).toEqual({
      ...contact,
      gender: 'F',
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect((await api().get(`${PATH}/${contact.id}`).expect(200)).body).toEqual(patched.body);
  });

  it('deletes with 204 and an empty body, then answers 404', async () => {
    const contact = await createContact({ lastname: 'Gone' });
    const response = await api().delete(`${PATH}/${contact.id}`).expect(204);
    expect(response.text).toBe('');
    await api().get(`${PATH}/${contact.id}`).expect(404);
    await api().delete(`${PATH}/${contact.id}`).expect(404);
  });

  it("answers another account's contact exactly like a missing one", async () => {
    const foreign = await createContact({ lastname: 'Secret' }, b.key);
    const other = await api().get(`${PATH}/${foreign.id}`).expect(404);
    const missing = await api().get(`${PATH}/99999999`).expect(404);
    expect(other.body).toEqual(missing.body);
    await api().get(`${PATH}/x1`).expect(404);
    await api().put(`${PATH}/${foreign.id}`, { lastname: 'Hijack' }).expect(404);
    await api().patch(`${PATH}/${foreign.id}`, { lastname: 'Hijack' }).expect(404);
    await api().delete(`${PATH}/${foreign.id}`).expect(404);
    expect(ids(await api().get(`${PATH}?ids=${foreign.id}`).expect(200))).toEqual([]);
    const untouched = await api(b.key).get(`${PATH}/${foreign.id}`).expect(200);
    expect(untouched.body.lastname).toBe('Secret');
  });
});

describe('/api/v1/contacts/people lists', () => {
  let t: TestApp;
  let l: TestAccount;
  let prisma: PrismaClient;
  const made: Record<string, { id: number }> = {};
  const company: Record<string, { id: number }> = {};

  const api = () => client(t.url, l.key);
  const list = async (query: string) => ids(await api().get(`${PATH}?${query}`).expect(200));

  beforeAll(async () => {
    t = await startTestApp();
    l = await createTestAccount(t.db.url, 'Lists');
    prisma = createPrismaClient(t.db.url, { max: 1 });
    await prisma.customFieldDefinition.createMany({
      data: [
        { accountId: l.accountId, entity: 'Contact', name: 'Language', type: 'Select' },
        { accountId: l.accountId, entity: 'Contact', name: 'Newsletter', type: 'Boolean' },
        // Same name on companies: a contact filter must only look at contact fields.
        { accountId: l.accountId, entity: 'Company', name: 'Region', type: 'String' },
      ],
    });
    for (const name of ['One', 'Two']) {
      company[name] = (
        await api().post('/api/v1/companies', { type: 'customer', name }).expect(200)
      ).body;
    }
    const rows: [string, object][] = [
      [
        'anna',
        {
          firstname: 'Anna',
          lastname: 'Muster',
          work_email: 'anna@one.example',
          work_phone: '044 123 45 67',
          company_id: company.One.id,
          tags: ['vip', 'finance'],
          custom_properties: { Language: 'de', Newsletter: true },
        },
      ],
      [
        'bert',
        {
          firstname: 'Bert',
          lastname: 'Beispiel',
          email: 'bert@two.example',
          mobile_phone: '+41 79 765 43 21',
          company_id: company.Two.id,
          tags: ['vip'],
          custom_properties: { Language: 'fr', Newsletter: false },
        },
      ],
      ['cora', { firstname: 'Cora', lastname: 'Annaberg', company_id: company.One.id }],
      ['dirk', { lastname: 'Solo', email: 'dirk@muster.example' }],
    ];
    for (const [key, body] of rows) made[key] = (await api().post(PATH, body).expect(200)).body;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('pages with X-Page, X-Per-Page, X-Total and Link headers', async () => {
    const page = await api().get(`${PATH}?per_page=3&page=1`).expect(200);
    expect(page.headers['x-page']).toBe('1');
    expect(page.headers['x-per-page']).toBe('3');
    expect(page.headers['x-total']).toBe('4');
    expect(ids(page)).toEqual([made.anna.id, made.bert.id, made.cora.id]);
    expect(page.headers['link']).toContain('page=2>; rel="next"');
    expect(page.headers['link']).toContain('rel="last"');
    expect(await list('per_page=3&page=2')).toEqual([made.dirk.id]);
    expect(await list('per_page=3&page=3')).toEqual([]);
  });

  it('sorts by sort_by with id as tiebreaker', async () => {
    expect(await list('sort_by=lastname')).toEqual([
      made.cora.id,
      made.bert.id,
      made.anna.id,
      made.dirk.id,
    ]);
    expect(await list('sort_by=firstname desc')).toEqual([
      made.cora.id,
      made.bert.id,
      made.anna.id,
      made.dirk.id,
    ]);
  });

  it('sorts by work_email, contacts without one last', async () => {
    expect(await list('sort_by=work_email')).toEqual([
      made.anna.id,
      made.bert.id,
      made.dirk.id,
      made.cora.id,
    ]);
  });

  it('filters by company_id, one or several', async () => {
    expect(await list(`company_id=${company.One.id}`)).toEqual([made.anna.id, made.cora.id]);
    expect(await list(`company_id=${company.One.id},${company.Two.id}`)).toEqual([
      made.anna.id,
      made.bert.id,
      made.cora.id,
    ]);
  });

  it('filters by term in first name, last name, full name and e-mail', async () => {
    expect(await list('term=anna')).toEqual([made.anna.id, made.cora.id]);
    expect(await list('term=MUSTER')).toEqual([made.anna.id, made.dirk.id]);
    expect(await list('term=two.example')).toEqual([made.bert.id]);
    expect(await list(`term=${encodeURIComponent('Anna Muster')}`)).toEqual([made.anna.id]);
    expect(await list('term=nobody')).toEqual([]);
  });

  it("filters by term in the company's name", async () => {
    expect(await list('term=one')).toEqual([made.anna.id, made.cora.id]);
    expect(await list('term=TWO')).toEqual([made.bert.id]);
  });

  it('finds contacts by work or mobile phone, however the number is written', async () => {
    expect(await list(`phone=${encodeURIComponent('+41 44 123 45 67')}`)).toEqual([made.anna.id]);
    expect(await list('phone=0441234567')).toEqual([made.anna.id]);
    expect(await list(`phone=${encodeURIComponent('079/765 43 21')}`)).toEqual([made.bert.id]);
    expect(await list('phone=0041797654321')).toEqual([made.bert.id]);
    expect(await list('phone=0449999999')).toEqual([]);
    const short = await api().get(`${PATH}?phone=4567`).expect(422);
    expect(short.body).toEqual({ errors: { phone: ['must have at least 6 digits'] } });
  });

  it('filters by tags (all of them), ids and updated_after', async () => {
    expect(await list('tags=vip')).toEqual([made.anna.id, made.bert.id]);
    expect(await list('tags=vip,finance')).toEqual([made.anna.id]);
    expect(await list(`ids=${made.dirk.id},,${made.bert.id}`)).toEqual([
      made.bert.id,
      made.dirk.id,
    ]);
    await prisma.contact.updateMany({
      where: { accountId: l.accountId },
      data: { updatedAt: new Date('2020-01-01T00:00:00Z') },
    });
    expect(await list('updated_after=2020-01-01T00:00:00Z')).toEqual([]);
    await api().put(`${PATH}/${made.cora.id}`, { work_phone: '1' }).expect(200);
    expect(await list('updated_after=2020-01-01T00:00:00Z')).toEqual([made.cora.id]);
  });

  it('filters by custom properties of contacts', async () => {
    expect(await list('custom_properties[Language]=de')).toEqual([made.anna.id]);
    expect(await list('custom_properties[Language]=d')).toEqual([]);
    expect(await list('custom_properties[Newsletter]=false')).toEqual([made.bert.id]);
    expect(await list('custom_properties[Region]=x')).toEqual([]);
    expect(await list('custom_properties[Unknown]=x')).toEqual([]);
  });

  it('rejects bad list parameters with 422 naming each', async () => {
    const response = await api()
      .get(`${PATH}?company_id=x&sort_by=phone&per_page=0&updated_after=soon&phone=1`)
      .expect(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'company_id',
      'per_page',
      'phone',
      'sort_by',
      'updated_after',
    ]);
  });
});
