import request from 'supertest';
import { createPrismaClient, type CustomFieldType, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

const ids = (body: { id: number }[]) => body.map((row) => row.id);

describe('/api/v1/deals', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let company: { id: number; name: string };
  let seller: { id: number };
  let person: { id: number };
  let foreignCompany: { id: number };
  let foreignPerson: { id: number };
  let offerSequence = 0;
  let contact: { id: number };
  let negotiation: { id: number };

  const api = () => client(t.url, a.key);
  const minimal = () => ({ name: 'Relaunch 2027', currency: 'EUR' });

  async function makeOffer(dealId: number, currency = 'EUR') {
    await prisma.offer.create({
      data: {
        accountId: a.accountId,
        identifier: `T${++offerSequence}`,
        date: new Date('2026-01-10'),
        dueDate: new Date('2026-02-10'),
        title: 'Offer',
        recipientAddress: 'Kunde AG',
        currency,
        tax: '8.1',
        dealId,
      },
    });
  }

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    await prisma.account.update({
      where: { id: a.accountId },
      data: { currencies: ['EUR', 'CHF', 'JPY'] },
    });
    company = await prisma.company.create({
      data: { accountId: a.accountId, type: 'customer', name: 'Kunde AG' },
    });
    seller = await prisma.user.create({
      data: { accountId: a.accountId, firstname: 'Sam', lastname: 'Sell', email: 's@a.example' },
    });
    foreignCompany = await prisma.company.create({
      data: { accountId: b.accountId, type: 'customer', name: 'Beta Kunde' },
    });
    person = await prisma.contact.create({
      data: { accountId: a.accountId, companyId: company.id, firstname: 'Max', lastname: 'Muster' },
    });
    foreignPerson = await prisma.contact.create({
      data: { accountId: b.accountId, lastname: 'Fremd' },
    });
    const stages = await prisma.dealCategory.findMany({
      where: { accountId: a.accountId },
      orderBy: { id: 'asc' },
    });
    contact = stages[0]!;
    negotiation = stages.find((stage) => stage.name === 'Negotiation')!;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  describe('access', () => {
    it('answers 401 without a key on every route', async () => {
      for (const call of [
        request(t.url).get('/api/v1/deals'),
        request(t.url).get('/api/v1/deals/1'),
        request(t.url).post('/api/v1/deals').send(minimal()),
        request(t.url).put('/api/v1/deals/1').send({ name: 'X' }),
        request(t.url).delete('/api/v1/deals/1'),
      ]) {
        const response = await call.expect(401);
        expect(response.body).toEqual({ message: 'Unauthorized' });
      }
    });

    it('lets a read-only key read but answers 403 on every write', async () => {
      const deal = await api().post('/api/v1/deals', minimal()).expect(200);
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.get('/api/v1/deals').expect(200);
      await readOnly.get(`/api/v1/deals/${deal.body.id}`).expect(200);
      for (const call of [
        readOnly.post('/api/v1/deals', minimal()),
        readOnly.put(`/api/v1/deals/${deal.body.id}`, { name: 'X' }),
        readOnly.delete(`/api/v1/deals/${deal.body.id}`),
      ]) {
        const response = await call.expect(403);
        expect(response.body).toEqual({ errors: ['Access denied'] });
      }
      await api().get(`/api/v1/deals/${deal.body.id}`).expect(200);
    });

    it("answers another account's deal exactly like a missing one", async () => {
      const theirs = await client(t.url, b.key)
        .post('/api/v1/deals', { name: 'Beta', currency: 'EUR' })
        .expect(200);
      const id = theirs.body.id as number;
      const missing = await api().get('/api/v1/deals/99999999').expect(404);
      expect(missing.body).toEqual({ message: 'Not found' });
      for (const call of [
        api().get(`/api/v1/deals/${id}`),
        api().put(`/api/v1/deals/${id}`, { name: 'Hijack' }),
        api().delete(`/api/v1/deals/${id}`),
      ]) {
        expect((await call.expect(404)).body).toEqual(missing.body);
      }
      expect((await api().get(`/api/v1/deals?ids=${id}`).expect(200)).body).toEqual([]);
      const still = await client(t.url, b.key).get(`/api/v1/deals/${id}`).expect(200);
      expect(still.body.name).toBe('Beta');
    });
  });

  describe('writes', () => {
    it('creates a deal with every field and reads it back', async () => {
      const created = await api()
        .post('/api/v1/deals', {
          name: 'Relaunch 2027',
          status: 'won',
          money: 25000.555,
          currency: 'CHF',
          company_id: company.id,
          person_id: person.id,
          user_id: seller.id,
          reminder_date: '2027-01-15',
          closed_on: '2027-02-01',
          info: 'Signed after the second workshop',
          service_period_from: '2027-03-01',
          service_period_to: '2027-06-30',
          deal_category_id: negotiation.id,
          tags: ['inbound', ' inbound', ''],
          extra: 'ignored',
        })
        .expect(200);
      expect(created.body).toEqual({
        id: expect.any(Number),
        name: 'Relaunch 2027',
        status: 'won',
        reminder_date: '2027-01-15',
        closed_on: '2027-02-01',
        money: 25000.56,
        currency: 'CHF',
        info: 'Signed after the second workshop',
        tags: ['inbound'],
        custom_properties: {},
        user: { id: seller.id, firstname: 'Sam', lastname: 'Sell' },
        person: { id: person.id, name: 'Max Muster' },
        customer: { id: company.id, name: 'Kunde AG' },
        company: { id: company.id, type: 'customer', name: 'Kunde AG' },
        category: { id: negotiation.id, name: 'Negotiation', probability: 75 },
        service_period_from: '2027-03-01',
        service_period_to: '2027-06-30',
        inbox_email_address: null,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      const read = await api().get(`/api/v1/deals/${created.body.id}`).expect(200);
      expect(read.body).toEqual(created.body);
      const stored = await prisma.deal.findUniqueOrThrow({ where: { id: created.body.id } });
      expect(stored.money?.toString()).toBe('25000.56');
      expect(stored).toMatchObject({
        contactId: person.id,
        info: 'Signed after the second workshop',
        reminderDate: new Date('2027-01-15T00:00:00Z'),
        closedOn: new Date('2027-02-01T00:00:00Z'),
        dealCategoryId: negotiation.id,
      });
    });

    it('moves a deal between categories and refuses a category of another account', async () => {
      const created = await api().post('/api/v1/deals', minimal()).expect(200);
      const moved = await api()
        .put(`/api/v1/deals/${created.body.id}`, { deal_category_id: negotiation.id })
        .expect(200);
      expect(moved.body.category).toEqual({
        id: negotiation.id,
        name: 'Negotiation',
        probability: 75,
      });
      const theirs = await prisma.dealCategory.findFirstOrThrow({
        where: { accountId: b.accountId },
      });
      const before = await prisma.deal.count({ where: { accountId: a.accountId } });
      for (const call of [
        api().post('/api/v1/deals', { ...minimal(), deal_category_id: theirs.id }),
        api().post('/api/v1/deals', { ...minimal(), deal_category_id: 99999999 }),
        api().put(`/api/v1/deals/${created.body.id}`, { deal_category_id: theirs.id }),
        api().patch(`/api/v1/deals/${created.body.id}`, { deal_category_id: theirs.id }),
      ]) {
        const refused = await call.expect(422);
        expect(refused.body).toEqual({ errors: { deal_category_id: ['does not exist'] } });
      }
      const invalid = await api()
        .put(`/api/v1/deals/${created.body.id}`, { deal_category_id: null })
        .expect(422);
      expect(Object.keys(invalid.body.errors)).toEqual(['deal_category_id']);
      expect(await prisma.deal.count({ where: { accountId: a.accountId } })).toBe(before);
      const stored = await prisma.deal.findUniqueOrThrow({ where: { id: created.body.id } });
      expect(stored.dealCategoryId).toBe(negotiation.id);
    });

    it('takes customer_id as an alias of company_id and names a person without first name', async () => {
      const loose = await prisma.contact.create({
        data: { accountId: a.accountId, lastname: 'Solo' },
      });
      const created = await api()
        .post('/api/v1/deals', { ...minimal(), customer_id: company.id, person_id: loose.id })
        .expect(200);
      expect(created.body).toMatchObject({
        customer: { id: company.id, name: 'Kunde AG' },
        company: { id: company.id, type: 'customer', name: 'Kunde AG' },
        person: { id: loose.id, name: 'Solo' },
      });
      const foreign = await api()
        .put(`/api/v1/deals/${created.body.id}`, { customer_id: foreignCompany.id })
        .expect(422);
      expect(foreign.body).toEqual({ errors: { customer_id: ['does not exist'] } });
    });

    it("defaults to status pending, no value, no company and the key's user", async () => {
      const created = await api().post('/api/v1/deals', minimal()).expect(200);
      expect(created.body).toMatchObject({
        status: 'pending',
        reminder_date: null,
        closed_on: null,
        money: null,
        info: null,
        company: null,
        customer: null,
        person: null,
        // The account's first category (lowest id) of the default pipeline.
        category: { id: contact.id, name: 'Contact', probability: 10 },
        service_period_from: null,
        service_period_to: null,
        inbox_email_address: null,
        user: { id: a.userId, firstname: 'Owner', lastname: 'Alpha' },
        custom_properties: {},
        tags: [],
      });
      const unowned = await api()
        .post('/api/v1/deals', { ...minimal(), user_id: null })
        .expect(200);
      expect(unowned.body.user).toBeNull();
    });

    it('answers malformed fields with 422 naming them, never echoing values', async () => {
      const response = await api()
        .post('/api/v1/deals', {
          name: 4711,
          status: 'maybe4711',
          money: '12abc',
          currency: 'euro',
          company_id: 'x',
          customer_id: 'y',
          person_id: 1.5,
          user_id: -1,
          reminder_date: '2027-02-30',
          closed_on: 'yesterday4711',
          info: 4711,
          service_period_from: '1.3.2027',
          service_period_to: 20270630,
          tags: [1],
          custom_properties: 'x',
        })
        .expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual([
        'closed_on',
        'company_id',
        'currency',
        'custom_properties',
        'customer_id',
        'info',
        'money',
        'name',
        'person_id',
        'reminder_date',
        'service_period_from',
        'service_period_to',
        'status',
        'tags',
        'user_id',
      ]);
      expect(JSON.stringify(response.body)).not.toContain('4711');
      const empty = await api().post('/api/v1/deals', {}).expect(422);
      expect(Object.keys(empty.body.errors).sort()).toEqual(['currency', 'name']);
      const negative = await api()
        .post('/api/v1/deals', { ...minimal(), money: -1 })
        .expect(422);
      expect(Object.keys(negative.body.errors)).toEqual(['money']);
    });

    it('answers references outside the account and foreign currencies with 422', async () => {
      const response = await api()
        .post('/api/v1/deals', {
          name: 'Foreign',
          currency: 'USD',
          company_id: foreignCompany.id,
          user_id: b.userId,
          person_id: foreignPerson.id,
        })
        .expect(422);
      expect(response.body).toEqual({
        errors: {
          currency: ['is not a currency of the account'],
          company_id: ['does not exist'],
          user_id: ['does not exist'],
          person_id: ['does not exist'],
        },
      });
    });

    it('refuses a service period that ends before it starts, also against the stored start', async () => {
      const reversed = await api()
        .post('/api/v1/deals', {
          ...minimal(),
          service_period_from: '2027-03-01',
          service_period_to: '2027-02-28',
        })
        .expect(422);
      expect(reversed.body).toEqual({
        errors: { service_period_to: ['must not be before service_period_from'] },
      });
      const created = await api()
        .post('/api/v1/deals', { ...minimal(), service_period_from: '2027-03-01' })
        .expect(200);
      await api()
        .put(`/api/v1/deals/${created.body.id}`, { service_period_to: '2027-01-31' })
        .expect(422);
      await api()
        .put(`/api/v1/deals/${created.body.id}`, { service_period_to: '2027-03-31' })
        .expect(200);
    });

    it('PATCHes one field and leaves the others as they were', async () => {
      const created = await api()
        .post('/api/v1/deals', {
          ...minimal(),
          money: 100,
          company_id: company.id,
          person_id: person.id,
          info: 'Kept',
        })
        .expect(200);
      const path = `/api/v1/deals/${created.body.id}`;
      const patched = await api().patch(path, { reminder_date: '2027-05-05' }).expect(200);
      expect(patched.body).toEqual({
        ...created.body,
        reminder_date: '2027-05-05',
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      await client(t.url, a.readOnlyKey).patch(path, { info: 'x' }).expect(403);
      const bad = await api().patch(path, { reminder_date: 'soon' }).expect(422);
      expect(Object.keys(bad.body.errors)).toEqual(['reminder_date']);
      const theirs = await client(t.url, b.key)
        .post('/api/v1/deals', { name: 'Beta', currency: 'EUR' })
        .expect(200);
      await api().patch(`/api/v1/deals/${theirs.body.id}`, { info: 'x' }).expect(404);
    });

    it('updates only the fields sent and clears nullable ones with null', async () => {
      const created = await api()
        .post('/api/v1/deals', {
          ...minimal(),
          money: 100,
          company_id: company.id,
          person_id: person.id,
          info: 'Draft',
          reminder_date: '2027-01-01',
        })
        .expect(200);
      const id = created.body.id as number;
      const updated = await api()
        .put(`/api/v1/deals/${id}`, {
          status: 'lost',
          company_id: null,
          person_id: null,
          info: null,
          reminder_date: null,
          closed_on: '2027-01-20',
          money: 99.994,
        })
        .expect(200);
      expect(updated.body).toEqual({
        ...created.body,
        status: 'lost',
        company: null,
        customer: null,
        person: null,
        info: null,
        reminder_date: null,
        closed_on: '2027-01-20',
        money: 99.99,
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect((await api().get(`/api/v1/deals/${id}`).expect(200)).body).toEqual(updated.body);
      const nulls = await api()
        .put(`/api/v1/deals/${id}`, { name: null, currency: null, status: null })
        .expect(422);
      expect(Object.keys(nulls.body.errors).sort()).toEqual(['currency', 'name', 'status']);
      const bad = await api()
        .put(`/api/v1/deals/${id}`, { company_id: foreignCompany.id, user_id: b.userId })
        .expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['company_id', 'user_id']);
    });

    it('re-rounds the value on a currency change and refuses one once offers exist', async () => {
      const created = await api()
        .post('/api/v1/deals', { ...minimal(), money: 1234.5 })
        .expect(200);
      const id = created.body.id as number;
      const yen = await api().put(`/api/v1/deals/${id}`, { currency: 'JPY' }).expect(200);
      expect(yen.body).toMatchObject({ currency: 'JPY', money: 1235 });
      await makeOffer(id, 'JPY');
      const refused = await api().put(`/api/v1/deals/${id}`, { currency: 'EUR' }).expect(422);
      expect(refused.body).toEqual({
        errors: { currency: ['cannot change while the deal has offers'] },
      });
    });
  });

  describe('delete', () => {
    it('deletes a deal, answers 204 with an empty body and leaves a tombstone', async () => {
      const created = await api().post('/api/v1/deals', minimal()).expect(200);
      const id = created.body.id as number;
      const response = await api().delete(`/api/v1/deals/${id}`).expect(204);
      expect(response.text).toBe('');
      await api().get(`/api/v1/deals/${id}`).expect(404);
      await api().delete(`/api/v1/deals/${id}`).expect(404);
      const tombstone = await prisma.deletionTombstone.findFirst({
        where: { accountId: a.accountId, entityType: 'Deal', entityId: id },
      });
      expect(tombstone?.deletedById).toBe(a.userId);
    });

    it('refuses with 422 while offers refer to it', async () => {
      const created = await api().post('/api/v1/deals', minimal()).expect(200);
      await makeOffer(created.body.id);
      const response = await api().delete(`/api/v1/deals/${created.body.id}`).expect(422);
      expect(response.body).toEqual({ errors: ['Deal cannot be deleted while it has offers'] });
      await api().get(`/api/v1/deals/${created.body.id}`).expect(200);
    });
  });
});

describe('/api/v1/deals lists', () => {
  let t: TestApp;
  let l: TestAccount;
  let prisma: PrismaClient;
  const made: Record<string, { id: number }> = {};
  let first: { id: number };
  let second: { id: number };
  let seller: { id: number };

  const api = () => client(t.url, l.key);
  const list = async (query: string) =>
    ids((await api().get(`/api/v1/deals?${query}`).expect(200)).body);

  beforeAll(async () => {
    t = await startTestApp();
    l = await createTestAccount(t.db.url, 'Lists');
    prisma = createPrismaClient(t.db.url, { max: 1 });
    first = await prisma.company.create({
      data: { accountId: l.accountId, type: 'customer', name: 'Erste AG' },
    });
    second = await prisma.company.create({
      data: { accountId: l.accountId, type: 'customer', name: 'Zweite AG' },
    });
    seller = await prisma.user.create({
      data: { accountId: l.accountId, firstname: 'S', lastname: 'Sell', email: 's@l.example' },
    });
    const fields: { name: string; type: CustomFieldType; options?: string[] }[] = [
      { name: 'Channels', type: 'MultiSelect', options: ['Web', 'Fair', 'Call'] },
      { name: 'Hot', type: 'Boolean' },
      { name: 'Close', type: 'Date' },
      { name: 'Size', type: 'Select', options: ['S', 'L'] },
      { name: 'Note', type: 'String' },
    ];
    await prisma.customFieldDefinition.createMany({
      data: fields.map((field) => ({ ...field, accountId: l.accountId, entity: 'Deal' })),
    });
    const rows: [string, object][] = [
      [
        'alpha',
        {
          name: 'Alpha',
          status: 'won',
          money: 500,
          company_id: first.id,
          tags: ['web', 'big'],
          custom_properties: {
            Channels: ['Web', 'Fair'],
            Hot: true,
            Close: '2026-03-31',
            Size: 'S',
            Note: 'Hello World',
          },
        },
      ],
      [
        'beta',
        {
          name: 'Beta',
          money: 1500,
          company_id: second.id,
          user_id: seller.id,
          tags: ['web'],
          custom_properties: { Channels: ['Fair', 'Call'], Hot: false, Size: 'L', Note: 'Hello' },
        },
      ],
      ['gamma', { name: 'Gamma', status: 'potential', company_id: second.id, user_id: seller.id }],
    ];
    for (const [key, body] of rows) {
      const response = await api()
        .post('/api/v1/deals', { currency: 'EUR', ...body })
        .expect(200);
      made[key] = response.body;
    }
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('pages with X-Page, X-Per-Page, X-Total and Link headers', async () => {
    const page = await api().get('/api/v1/deals?per_page=1&page=2').expect(200);
    expect(ids(page.body)).toEqual([made.beta.id]);
    expect(page.headers['x-page']).toBe('2');
    expect(page.headers['x-per-page']).toBe('1');
    expect(page.headers['x-total']).toBe('3');
    expect(page.headers['link']).toContain('page=3>; rel="next"');
    expect(page.headers['link']).toContain('page=1>; rel="prev"');
    expect(page.headers['link']).toContain('rel="first"');
    expect(page.headers['link']).toContain('page=3>; rel="last"');
    const last = await api().get('/api/v1/deals?per_page=1&page=3').expect(200);
    expect(last.headers['link']).not.toContain('rel="next"');
    expect((await api().get('/api/v1/deals?page=9').expect(200)).body).toEqual([]);
  });

  it('filters by closed_from and closed_to (inclusive)', async () => {
    await prisma.deal.update({
      where: { id: made.alpha.id },
      data: { closedOn: new Date('2026-03-31T00:00:00Z') },
    });
    await prisma.deal.update({
      where: { id: made.beta.id },
      data: { closedOn: new Date('2026-04-01T00:00:00Z') },
    });
    expect(await list('closed_from=2026-04-01')).toEqual([made.beta.id]);
    expect(await list('closed_to=2026-03-31')).toEqual([made.alpha.id]);
    expect(await list('closed_from=2026-03-31&closed_to=2026-04-01')).toEqual([
      made.alpha.id,
      made.beta.id,
    ]);
    const bad = await api().get('/api/v1/deals?closed_from=2026-13-01&closed_to=x').expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['closed_from', 'closed_to']);
  });

  it('filters by status, company_id, user_id and tags', async () => {
    expect(await list('status=won')).toEqual([made.alpha.id]);
    expect(await list('status=pending')).toEqual([made.beta.id]);
    expect(await list('status=dropped')).toEqual([]);
    expect(await list(`company_id=${second.id}`)).toEqual([made.beta.id, made.gamma.id]);
    expect(await list(`company_id=${first.id},${second.id}`)).toHaveLength(3);
    expect(await list(`user_id=${seller.id}`)).toEqual([made.beta.id, made.gamma.id]);
    expect(await list(`user_id=${l.userId}`)).toEqual([made.alpha.id]);
    expect(await list('tags=web')).toEqual([made.alpha.id, made.beta.id]);
    expect(await list('tags=web,big')).toEqual([made.alpha.id]);
  });

  it('filters by ids and updated_after, sorts with sort_by and rejects bad parameters', async () => {
    expect(await list(`ids=${made.gamma.id},,${made.alpha.id}`)).toEqual([
      made.alpha.id,
      made.gamma.id,
    ]);
    await prisma.deal.updateMany({
      where: { accountId: l.accountId },
      data: { updatedAt: new Date('2025-01-01T00:00:00Z') },
    });
    await api().put(`/api/v1/deals/${made.beta.id}`, { name: 'Beta 2' }).expect(200);
    expect(await list('updated_after=2025-06-01T00:00:00Z')).toEqual([made.beta.id]);
    expect(await list('updated_after=2025-01-01T00:00:00Z')).toEqual([made.beta.id]);
    expect(await list('updated_after=2024-12-31T23:59:59Z')).toHaveLength(3);
    // Money sorts with deals without a value last, whatever the direction.
    expect(await list('sort_by=money desc')).toEqual([made.beta.id, made.alpha.id, made.gamma.id]);
    expect(await list('sort_by=money')).toEqual([made.alpha.id, made.beta.id, made.gamma.id]);
    expect(await list('sort_by=name desc')).toEqual([made.gamma.id, made.beta.id, made.alpha.id]);
    // Status sorts in pipeline order: potential, pending, won, lost, dropped.
    expect(await list('sort_by=status')).toEqual([made.gamma.id, made.beta.id, made.alpha.id]);
    const bad = await api()
      .get('/api/v1/deals?ids=1,x&updated_after=yesterday&sort_by=user&status=open&user_id=a')
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'ids',
      'sort_by',
      'status',
      'updated_after',
      'user_id',
    ]);
  });

  it('filters by custom properties by the rules of the interface', async () => {
    expect(await list('custom_properties[Unknown]=x')).toEqual([]);
    expect(await list('custom_properties[Channels]=Fair')).toEqual([made.alpha.id, made.beta.id]);
    expect(
      await list('custom_properties[Channels][]=Fair&custom_properties[Channels][]=Call'),
    ).toEqual([made.beta.id]);
    expect(await list('custom_properties[Hot]=true')).toEqual([made.alpha.id]);
    expect(await list('custom_properties[Hot]=false')).toEqual([made.beta.id]);
    expect(await list('custom_properties[Close]=2026-03-31')).toEqual([made.alpha.id]);
    expect(await list('custom_properties[Size]=L')).toEqual([made.beta.id]);
    expect(await list('custom_properties[Note]=Hello')).toEqual([made.beta.id]);
    expect(await list('custom_properties[Note]=Hell')).toEqual([]);
    const bad = await api()
      .get('/api/v1/deals?custom_properties[Hot]=yes&custom_properties[Close]=31.03.2026')
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'custom_properties[Close]',
      'custom_properties[Hot]',
    ]);
  });

  it('checks custom property values on writes and merges them on update', async () => {
    const bad = await api()
      .post('/api/v1/deals', {
        name: 'Bad',
        currency: 'EUR',
        custom_properties: { Size: 'XXL', Close: 'soon', Undefined: 'ignored' },
      })
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'custom_properties.Close',
      'custom_properties.Size',
    ]);
    const updated = await api()
      .put(`/api/v1/deals/${made.gamma.id}`, { custom_properties: { Size: 'S', Undefined: 'x' } })
      .expect(200);
    expect(updated.body.custom_properties).toEqual({ Size: 'S' });
    const merged = await api()
      .put(`/api/v1/deals/${made.gamma.id}`, { custom_properties: { Note: 'x', Size: null } })
      .expect(200);
    expect(merged.body.custom_properties).toEqual({ Note: 'x' });
  });
});
