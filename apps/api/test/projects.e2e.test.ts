import request from 'supertest';
import { createPrismaClient, type CustomFieldType, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
/** The two-digit year of identifiers made today by an account in Europe/Berlin (the default). */
const YY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: '2-digit' }).format(
  new Date(),
);

const ids = (body: { id: number }[]) => body.map((row) => row.id);

describe('/api/v1/projects', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  /** Fixtures of account a (customer, a second company, a contact of each, a user) and b. */
  let customer: { id: number; name: string };
  let otherCompany: { id: number };
  let contact: { id: number };
  let strangerContact: { id: number };
  let looseContact: { id: number };
  let leader: { id: number };
  let foreignCompany: { id: number };
  let foreignUser: { id: number };
  let foreignContact: { id: number };

  const api = () => client(t.url, a.key);
  const minimal = () => ({ name: 'Relaunch', customer_id: customer.id, currency: 'EUR' });

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    customer = await prisma.company.create({
      data: { accountId: a.accountId, type: 'customer', name: 'Kunde AG' },
    });
    otherCompany = await prisma.company.create({
      data: { accountId: a.accountId, type: 'customer', name: 'Andere GmbH' },
    });
    contact = await prisma.contact.create({
      data: { accountId: a.accountId, companyId: customer.id, firstname: 'Bea', lastname: 'Bill' },
    });
    strangerContact = await prisma.contact.create({
      data: { accountId: a.accountId, companyId: otherCompany.id, lastname: 'Fremd' },
    });
    looseContact = await prisma.contact.create({
      data: { accountId: a.accountId, lastname: 'Privat' },
    });
    leader = await prisma.user.create({
      data: { accountId: a.accountId, firstname: 'Lea', lastname: 'Lead', email: 'lea@a.example' },
    });
    foreignCompany = await prisma.company.create({
      data: { accountId: b.accountId, type: 'customer', name: 'Beta Kunde' },
    });
    foreignUser = { id: b.userId };
    foreignContact = await prisma.contact.create({
      data: { accountId: b.accountId, companyId: foreignCompany.id, lastname: 'Beta' },
    });
  }, 60_000);

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  describe('access', () => {
    it('answers 401 without a key on every route', async () => {
      for (const call of [
        request(t.url).get('/api/v1/projects'),
        request(t.url).get('/api/v1/projects/1'),
        request(t.url).post('/api/v1/projects').send(minimal()),
        request(t.url).put('/api/v1/projects/1').send({ name: 'X' }),
        request(t.url).delete('/api/v1/projects/1'),
      ]) {
        const response = await call.expect(401);
        expect(response.body).toEqual({ message: 'Unauthorized' });
      }
    });

    it('lets a read-only key read but answers 403 on every write', async () => {
      const project = await api().post('/api/v1/projects', minimal()).expect(200);
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.get('/api/v1/projects').expect(200);
      await readOnly.get(`/api/v1/projects/${project.body.id}`).expect(200);
      for (const call of [
        readOnly.post('/api/v1/projects', minimal()),
        readOnly.put(`/api/v1/projects/${project.body.id}`, { name: 'X' }),
        readOnly.delete(`/api/v1/projects/${project.body.id}`),
      ]) {
        const response = await call.expect(403);
        expect(response.body).toEqual({ errors: ['Access denied'] });
      }
      await api().get(`/api/v1/projects/${project.body.id}`).expect(200);
    });

    it("answers another account's project exactly like a missing one", async () => {
      const theirs = await client(t.url, b.key)
        .post('/api/v1/projects', { name: 'Beta', customer_id: foreignCompany.id, currency: 'EUR' })
        .expect(200);
      const id = theirs.body.id as number;
      const missing = await api().get('/api/v1/projects/99999999').expect(404);
      expect(missing.body).toEqual({ message: 'Not found' });
      for (const call of [
        api().get(`/api/v1/projects/${id}`),
        api().put(`/api/v1/projects/${id}`, { name: 'Hijack' }),
        api().delete(`/api/v1/projects/${id}`),
      ]) {
        expect((await call.expect(404)).body).toEqual(missing.body);
      }
      await api().get('/api/v1/projects/abc').expect(404);
      expect((await api().get(`/api/v1/projects?ids=${id}`).expect(200)).body).toEqual([]);
      const still = await client(t.url, b.key).get(`/api/v1/projects/${id}`).expect(200);
      expect(still.body.name).toBe('Beta');
    });
  });

  describe('writes', () => {
    it('creates a project with every field and reads it back', async () => {
      const created = await api()
        .post('/api/v1/projects', {
          name: 'Website relaunch',
          identifier: 'X999',
          customer_id: customer.id,
          currency: 'CHF',
          active: false,
          billable: false,
          leader_id: leader.id,
          billing_contact_id: contact.id,
          hourly_rate: 150.555,
          billing_address: 'Kunde AG\nHauptstrasse 1\n8000 Zürich',
          invoice_emails_to: 'a@kunde.example; b@kunde.example',
          invoice_emails_cc: 'cc@kunde.example',
          invoice_emails_bcc: '',
          tags: ['fixed', ' fixed ', 'web', ''],
          extra: 'ignored',
        })
        .expect(200);
      expect(created.body).toEqual({
        id: expect.any(Number),
        identifier: expect.stringMatching(new RegExp(`^P${YY}\\d{4}$`)),
        name: 'Website relaunch',
        active: false,
        billable: false,
        currency: 'CHF',
        hourly_rate: 150.56,
        billing_address: 'Kunde AG\nHauptstrasse 1\n8000 Zürich',
        invoice_emails_to: 'a@kunde.example;b@kunde.example',
        invoice_emails_cc: 'cc@kunde.example',
        invoice_emails_bcc: null,
        customer: { id: customer.id, name: 'Kunde AG' },
        leader: { id: leader.id, firstname: 'Lea', lastname: 'Lead' },
        billing_contact: { id: contact.id, firstname: 'Bea', lastname: 'Bill' },
        custom_properties: {},
        tags: ['fixed', 'web'],
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      const read = await api().get(`/api/v1/projects/${created.body.id}`).expect(200);
      expect(read.body).toEqual(created.body);
      const stored = await prisma.project.findUniqueOrThrow({ where: { id: created.body.id } });
      expect(stored.invoiceEmailsTo).toEqual(['a@kunde.example', 'b@kunde.example']);
      expect(stored.hourlyRate?.toString()).toBe('150.56');
    });

    it('fills defaults and nulls on a minimal create', async () => {
      const created = await api().post('/api/v1/projects', minimal()).expect(200);
      expect(created.body).toMatchObject({
        active: true,
        billable: true,
        leader: null,
        billing_contact: null,
        hourly_rate: null,
        billing_address: null,
        invoice_emails_to: null,
        invoice_emails_cc: null,
        invoice_emails_bcc: null,
        custom_properties: {},
        tags: [],
      });
    });

    it('accepts a billing contact without a company', async () => {
      const created = await api()
        .post('/api/v1/projects', { ...minimal(), billing_contact_id: looseContact.id })
        .expect(200);
      expect(created.body.billing_contact).toEqual({
        id: looseContact.id,
        firstname: null,
        lastname: 'Privat',
      });
    });

    it('answers malformed fields with 422 naming them, never echoing values', async () => {
      const response = await api()
        .post('/api/v1/projects', {
          name: '',
          customer_id: 'four',
          currency: 'eur4711',
          active: 'yes',
          leader_id: 1.5,
          hourly_rate: 'lots',
          invoice_emails_to: 'ok@example.com;not-an-address-4711',
          tags: 'web',
          custom_properties: [],
        })
        .expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual([
        'active',
        'currency',
        'custom_properties',
        'customer_id',
        'hourly_rate',
        'invoice_emails_to',
        'leader_id',
        'name',
        'tags',
      ]);
      expect(JSON.stringify(response.body)).not.toContain('4711');
      const empty = await api().post('/api/v1/projects', {}).expect(422);
      expect(Object.keys(empty.body.errors).sort()).toEqual(['currency', 'customer_id', 'name']);
    });

    it('answers references outside the account and foreign currencies with 422', async () => {
      const response = await api()
        .post('/api/v1/projects', {
          name: 'Foreign',
          customer_id: foreignCompany.id,
          currency: 'USD',
          leader_id: foreignUser.id,
          billing_contact_id: foreignContact.id,
        })
        .expect(422);
      expect(response.body).toEqual({
        errors: {
          currency: ['is not a currency of the account'],
          customer_id: ['does not exist'],
          leader_id: ['does not exist'],
          billing_contact_id: ['does not exist'],
        },
      });
      const stranger = await api()
        .post('/api/v1/projects', { ...minimal(), billing_contact_id: strangerContact.id })
        .expect(422);
      expect(stranger.body).toEqual({
        errors: { billing_contact_id: ['must be a contact of the customer'] },
      });
    });

    it('updates only the fields sent, clears nullable ones with null and keeps the identifier', async () => {
      const created = await api()
        .post('/api/v1/projects', {
          ...minimal(),
          leader_id: leader.id,
          billing_contact_id: contact.id,
          hourly_rate: 100,
          invoice_emails_to: 'x@kunde.example',
          tags: ['a'],
        })
        .expect(200);
      const id = created.body.id as number;
      const updated = await api()
        .put(`/api/v1/projects/${id}`, {
          name: 'Renamed',
          identifier: 'P000000',
          leader_id: null,
          hourly_rate: 99.994,
          invoice_emails_to: null,
          billable: false,
        })
        .expect(200);
      expect(updated.body).toEqual({
        ...created.body,
        name: 'Renamed',
        leader: null,
        hourly_rate: 99.99,
        invoice_emails_to: null,
        billable: false,
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect((await api().get(`/api/v1/projects/${id}`).expect(200)).body).toEqual(updated.body);
      const nulls = await api()
        .put(`/api/v1/projects/${id}`, { name: null, customer_id: null, currency: null })
        .expect(422);
      expect(Object.keys(nulls.body.errors).sort()).toEqual(['currency', 'customer_id', 'name']);
      const bad = await api()
        .put(`/api/v1/projects/${id}`, { leader_id: foreignUser.id, currency: 'JPY' })
        .expect(422);
      expect(bad.body).toEqual({
        errors: {
          currency: ['is not a currency of the account'],
          leader_id: ['does not exist'],
        },
      });
    });

    it('checks the billing contact again when the customer changes under it', async () => {
      const created = await api()
        .post('/api/v1/projects', { ...minimal(), billing_contact_id: contact.id })
        .expect(200);
      const id = created.body.id as number;
      const moved = await api()
        .put(`/api/v1/projects/${id}`, { customer_id: otherCompany.id })
        .expect(422);
      expect(moved.body).toEqual({
        errors: { billing_contact_id: ['must be a contact of the customer'] },
      });
      const both = await api()
        .put(`/api/v1/projects/${id}`, {
          customer_id: otherCompany.id,
          billing_contact_id: strangerContact.id,
        })
        .expect(200);
      expect(both.body.customer).toEqual({ id: otherCompany.id, name: 'Andere GmbH' });
      expect(both.body.billing_contact.id).toBe(strangerContact.id);
    });

    it('re-rounds the rate on a currency change and refuses one once documents exist', async () => {
      await prisma.account.update({
        where: { id: a.accountId },
        data: { currencies: ['EUR', 'CHF', 'JPY'] },
      });
      const created = await api()
        .post('/api/v1/projects', { ...minimal(), hourly_rate: 120.5 })
        .expect(200);
      const id = created.body.id as number;
      const yen = await api().put(`/api/v1/projects/${id}`, { currency: 'JPY' }).expect(200);
      expect(yen.body).toMatchObject({ currency: 'JPY', hourly_rate: 121 });
      await makeOffer(id, 'JPY');
      const refused = await api().put(`/api/v1/projects/${id}`, { currency: 'EUR' }).expect(422);
      expect(refused.body).toEqual({
        errors: { currency: ['cannot change while the project has offers, invoices or expenses'] },
      });
      await api().put(`/api/v1/projects/${id}`, { currency: 'JPY', name: 'Same' }).expect(200);
    });
  });

  let offerSequence = 0;
  async function makeOffer(projectId: number, currency = 'EUR') {
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
        projectId,
      },
    });
  }

  describe('delete', () => {
    it('deletes a project with its tasks, answers 204 and leaves a tombstone', async () => {
      const created = await api().post('/api/v1/projects', minimal()).expect(200);
      const id = created.body.id as number;
      await prisma.projectTask.create({
        data: { accountId: a.accountId, projectId: id, name: 'T' },
      });
      const response = await api().delete(`/api/v1/projects/${id}`).expect(200);
      expect(response.text).toBe('');
      await api().get(`/api/v1/projects/${id}`).expect(404);
      await api().delete(`/api/v1/projects/${id}`).expect(404);
      const tombstone = await prisma.deletionTombstone.findFirst({
        where: { accountId: a.accountId, entityType: 'Project', entityId: id },
      });
      expect(tombstone?.deletedById).toBe(a.userId);
    });

    it('refuses with 422 while activities, expenses, offers or invoices refer to it', async () => {
      const use: Record<string, (projectId: number) => Promise<unknown>> = {
        activities: async (projectId) => {
          const task = await prisma.projectTask.create({
            data: { accountId: a.accountId, projectId, name: 'Work' },
          });
          return prisma.activity.create({
            data: {
              accountId: a.accountId,
              projectId,
              taskId: task.id,
              userId: a.userId,
              date: new Date('2026-01-05'),
              hours: '2',
            },
          });
        },
        expenses: (projectId) =>
          prisma.expense.create({
            data: {
              accountId: a.accountId,
              projectId,
              date: new Date('2026-01-05'),
              title: 'Hardware',
              currency: 'EUR',
            },
          }),
        offers: (projectId) => makeOffer(projectId),
        invoices: (projectId) =>
          prisma.invoice.create({
            data: {
              accountId: a.accountId,
              date: new Date('2026-01-10'),
              dueDate: new Date('2026-02-10'),
              title: 'Invoice',
              recipientAddress: 'Kunde AG',
              currency: 'EUR',
              tax: '8.1',
              customerId: customer.id,
              projectId,
            },
          }),
      };
      for (const [resource, attach] of Object.entries(use)) {
        const created = await api().post('/api/v1/projects', minimal()).expect(200);
        await attach(created.body.id);
        const response = await api().delete(`/api/v1/projects/${created.body.id}`).expect(422);
        expect(response.body).toEqual({
          errors: [`Project cannot be deleted while it has ${resource}`],
        });
        await api().get(`/api/v1/projects/${created.body.id}`).expect(200);
      }
    });
  });

  it('gives 30 concurrent creates 30 distinct, gap-free identifiers', async () => {
    const fresh = await createTestAccount(t.db.url, 'Numbering');
    const company = await prisma.company.create({
      data: { accountId: fresh.accountId, type: 'customer', name: 'Parallel AG' },
    });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        client(t.url, fresh.key).post('/api/v1/projects', {
          name: `Parallel ${i}`,
          customer_id: company.id,
          currency: 'EUR',
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(30).fill(200));
    const identifiers = responses.map((response) => response.body.identifier as string).sort();
    expect(identifiers).toEqual(
      Array.from({ length: 30 }, (_, i) => `P${YY}${String(i + 1).padStart(4, '0')}`),
    );
  });
});

describe('/api/v1/projects lists', () => {
  let t: TestApp;
  let l: TestAccount;
  let prisma: PrismaClient;
  const made: Record<string, { id: number; identifier: string }> = {};
  let first: { id: number };
  let second: { id: number };
  let leader: { id: number };

  const api = () => client(t.url, l.key);
  const list = async (query: string) =>
    ids((await api().get(`/api/v1/projects?${query}`).expect(200)).body);

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
    leader = await prisma.user.create({
      data: { accountId: l.accountId, firstname: 'L', lastname: 'Lead', email: 'l@l.example' },
    });
    const fields: { name: string; type: CustomFieldType; options?: string[] }[] = [
      { name: 'Phases', type: 'MultiSelect', options: ['Design', 'Build', 'Run'] },
      { name: 'Fixed', type: 'Boolean' },
      { name: 'Start', type: 'Date' },
      { name: 'Size', type: 'Select', options: ['S', 'L'] },
      { name: 'Note', type: 'String' },
    ];
    await prisma.customFieldDefinition.createMany({
      data: fields.map((field) => ({ ...field, accountId: l.accountId, entity: 'Project' })),
    });
    const rows: [string, object][] = [
      [
        'alpha',
        {
          name: 'Alpha',
          customer_id: first.id,
          leader_id: leader.id,
          tags: ['web', 'fixed'],
          custom_properties: {
            Phases: ['Design', 'Build'],
            Fixed: true,
            Start: '2026-01-31',
            Size: 'S',
            Note: 'Hello World',
          },
        },
      ],
      [
        'beta',
        {
          name: 'Beta',
          customer_id: second.id,
          active: false,
          tags: ['web'],
          custom_properties: { Phases: ['Build', 'Run'], Fixed: false, Size: 'L', Note: 'Hello' },
        },
      ],
      ['gamma', { name: 'Gamma', customer_id: second.id, leader_id: leader.id }],
    ];
    for (const [key, body] of rows) {
      const response = await api()
        .post('/api/v1/projects', { currency: 'EUR', ...body })
        .expect(200);
      made[key] = response.body;
    }
  }, 60_000);

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('pages with X-Page, X-Per-Page, X-Total and Link headers', async () => {
    const page = await api().get('/api/v1/projects?per_page=1&page=2').expect(200);
    expect(ids(page.body)).toEqual([made.beta.id]);
    expect(page.headers['x-page']).toBe('2');
    expect(page.headers['x-per-page']).toBe('1');
    expect(page.headers['x-total']).toBe('3');
    expect(page.headers['link']).toContain('page=3>; rel="next"');
    expect(page.headers['link']).toContain('page=1>; rel="prev"');
    expect(page.headers['link']).toContain('rel="first"');
    expect(page.headers['link']).toContain('page=3>; rel="last"');
    const last = await api().get('/api/v1/projects?per_page=1&page=3').expect(200);
    expect(last.headers['link']).not.toContain('rel="next"');
    expect((await api().get('/api/v1/projects?page=9').expect(200)).body).toEqual([]);
  });

  it('filters by customer_id (alias company_id), leader_id, active, identifier and tags', async () => {
    expect(await list(`customer_id=${first.id}`)).toEqual([made.alpha.id]);
    expect(await list(`company_id=${second.id}`)).toEqual([made.beta.id, made.gamma.id]);
    expect(await list(`customer_id=${first.id},${second.id}`)).toHaveLength(3);
    expect(await list(`leader_id=${leader.id}`)).toEqual([made.alpha.id, made.gamma.id]);
    expect(await list('active=false')).toEqual([made.beta.id]);
    expect(await list('active=true')).toEqual([made.alpha.id, made.gamma.id]);
    expect(await list(`identifier=${made.gamma.identifier}`)).toEqual([made.gamma.id]);
    expect(await list('identifier=P000000')).toEqual([]);
    expect(await list('tags=web')).toEqual([made.alpha.id, made.beta.id]);
    expect(await list('tags=web,fixed')).toEqual([made.alpha.id]);
  });

  it('filters by ids and updated_after, sorts with sort_by and rejects bad parameters', async () => {
    expect(await list(`ids=${made.gamma.id},,${made.alpha.id}`)).toEqual([
      made.alpha.id,
      made.gamma.id,
    ]);
    await prisma.project.updateMany({
      where: { accountId: l.accountId },
      data: { updatedAt: new Date('2025-01-01T00:00:00Z') },
    });
    await api().put(`/api/v1/projects/${made.beta.id}`, { name: 'Beta 2' }).expect(200);
    expect(await list('updated_after=2025-06-01T00:00:00Z')).toEqual([made.beta.id]);
    expect(await list('updated_after=2025-01-01T00:00:00Z')).toEqual([made.beta.id]);
    expect(await list('updated_after=2024-12-31T23:59:59Z')).toHaveLength(3);
    expect(await list('sort_by=identifier desc')).toEqual([
      made.gamma.id,
      made.beta.id,
      made.alpha.id,
    ]);
    expect(await list('sort_by=name')).toEqual([made.alpha.id, made.beta.id, made.gamma.id]);
    const bad = await api()
      .get(
        '/api/v1/projects?ids=1,x&updated_after=yesterday&sort_by=hourly_rate&active=maybe&customer_id=a',
      )
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'active',
      'customer_id',
      'ids',
      'sort_by',
      'updated_after',
    ]);
  });

  it('filters by custom properties by the rules of the interface', async () => {
    const cp = (query: string) => list(query);
    expect(await cp('custom_properties[Unknown]=x')).toEqual([]);
    expect(await cp('custom_properties[Phases]=Build')).toEqual([made.alpha.id, made.beta.id]);
    expect(await cp('custom_properties[Phases][]=Build&custom_properties[Phases][]=Run')).toEqual([
      made.beta.id,
    ]);
    expect(await cp('custom_properties[Fixed]=true')).toEqual([made.alpha.id]);
    expect(await cp('custom_properties[Fixed]=false')).toEqual([made.beta.id]);
    expect(await cp('custom_properties[Start]=2026-01-31')).toEqual([made.alpha.id]);
    expect(await cp('custom_properties[Size]=L')).toEqual([made.beta.id]);
    expect(await cp('custom_properties[Note]=Hello')).toEqual([made.beta.id]);
    expect(await cp('custom_properties[Note]=Hell')).toEqual([]);
    const bad = await api()
      .get('/api/v1/projects?custom_properties[Fixed]=yes&custom_properties[Start]=31.01.2026')
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'custom_properties[Fixed]',
      'custom_properties[Start]',
    ]);
  });

  it('checks custom property values on writes and merges them on update', async () => {
    const bad = await api()
      .post('/api/v1/projects', {
        name: 'Bad',
        customer_id: first.id,
        currency: 'EUR',
        custom_properties: { Size: 'XXL', Fixed: 'nope', Undefined: 'ignored' },
      })
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'custom_properties.Fixed',
      'custom_properties.Size',
    ]);
    const updated = await api()
      .put(`/api/v1/projects/${made.gamma.id}`, {
        custom_properties: { Size: 'S', Undefined: 'ignored' },
      })
      .expect(200);
    expect(updated.body.custom_properties).toEqual({ Size: 'S' });
    const merged = await api()
      .put(`/api/v1/projects/${made.gamma.id}`, { custom_properties: { Note: 'x', Size: null } })
      .expect(200);
    expect(merged.body.custom_properties).toEqual({ Note: 'x' });
  });
});
