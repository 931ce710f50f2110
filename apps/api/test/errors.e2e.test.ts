import { createPrismaClient, type PrismaClient } from '@faktura/db';
import request from 'supertest';
import { type OpenApiDocument, routesOf } from './support/openapi-fuzz';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const NUL = '\u0000';
const NUL_ERROR = ['must not contain NUL characters'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const deepJson = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/**
 * The input that answered 500 in issue 11's drills, each now a 400 or 422 in the shapes of
 * docs/reference/conventions.md: NUL characters, JSON nested 5,000 deep, IDs beyond 32 bit in list filters,
 * nulls on fields that always hold a value, an attachment that is an array; plus the bounded
 * Link header, the single message of a missing field and the Authorization header grammar.
 */
describe('errors for input that used to break the service', () => {
  let t: TestApp;
  let a: TestAccount;
  let prisma: PrismaClient;
  let offerId: number;
  let invoiceId: number;

  const api = () => client(t.url, a.key);

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url);
    prisma = createPrismaClient(t.db.url, { max: 1 });
    await prisma.vatCodeSale.create({ data: { accountId: a.accountId, code: 'V19', tax: '19' } });
    const customer = await prisma.company.create({
      data: { accountId: a.accountId, name: 'Kunde AG', type: 'customer' },
    });
    const document = {
      recipient_address: 'Kunde AG',
      date: '2026-05-01',
      due_date: '2026-06-01',
      title: 'Errors',
      tax: 19,
      currency: 'EUR',
      items: [],
    };
    offerId = (await api().post('/api/v1/offers', document).expect(201)).body.id;
    invoiceId = (
      await api()
        .post('/api/v1/invoices', { ...document, customer_id: customer.id })
        .expect(200)
    ).body.id;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  describe('NUL characters (\\u0000)', () => {
    it('answers 422 naming the field for a NUL in a body string, and stores nothing', async () => {
      const email = 'nul@example.com';
      const response = await api()
        .post('/api/v1/users', { firstname: `Ada${NUL}`, lastname: 'Lovelace', email })
        .expect(422);
      expect(response.body).toEqual({ errors: { firstname: NUL_ERROR } });
      expect(await prisma.user.count({ where: { email } })).toBe(0);
    });

    it('names nested fields, custom properties and keys, never the value', async () => {
      const response = await api()
        .put(`/api/v1/offers/${offerId}`, {
          title: 'fine',
          items: [{ type: 'item', title: `secret${NUL}value`, quantity: 1, unit_price: 1 }],
          custom_properties: { Kostenstelle: `A${NUL}`, [`k${NUL}`]: 'x' },
        })
        .expect(422);
      expect(response.body).toEqual({
        errors: {
          'items[0].title': NUL_ERROR,
          'custom_properties.Kostenstelle': NUL_ERROR,
          'custom_properties.k\\u0000': NUL_ERROR,
        },
      });
      expect(response.text).not.toContain('secret');
    });

    it.each([
      '/api/v1/companies?term=a%00b',
      '/api/v1/invoices?term=%00',
      '/api/v1/contacts/people?term=x%00',
      '/api/v1/offers?tags=a%00',
      '/api/v1/users?email=%00@example.com',
    ])('answers 422 for a NUL in the query: %s', async (path) => {
      const response = await api().get(path).expect(422);
      const [field] = Object.keys(response.body.errors);
      expect(response.body.errors[field]).toEqual(NUL_ERROR);
    });

    it('answers 422 in bulk bodies, naming the entry', async () => {
      const response = await api()
        .post('/api/v1/invoices/payments/bulk', [
          { invoice_id: invoiceId, date: '2026-05-02', paid_total: 1 },
          { invoice_id: invoiceId, date: '2026-05-02', paid_total: 1, description: NUL },
        ])
        .expect(422);
      expect(response.body).toEqual({ errors: { '[1].description': NUL_ERROR } });
    });

    it('still answers 401 first without a key', async () => {
      await request(t.url).post('/api/v1/users').send({ firstname: NUL }).expect(401);
    });
  });

  describe('lone UTF-16 surrogates (found by `pnpm fuzz`)', () => {
    it('answers 422 naming the field instead of a URIError in the e-mail check', async () => {
      const response = await api()
        .post('/api/v1/users', { firstname: 'A', lastname: 'B', email: '\ud800' })
        .expect(422);
      expect(response.body).toEqual({ errors: { email: ['must be valid Unicode text'] } });
    });
  });

  describe('numbers closer to zero than 0.000001 (found by the fuzz test)', () => {
    it('answers 422 naming the field instead of a TypeError in the decimal check', async () => {
      const response = await api().put(`/api/v1/offers/${offerId}`, { tax: 5e-324 }).expect(422);
      expect(response.body).toEqual({
        errors: { tax: ['must be 0 or at least 0.000001 in magnitude'] },
      });
    });
  });

  describe('deep JSON', () => {
    it('answers 400 for JSON nested 5,000 deep on every route with a body', async () => {
      const document = (await request(t.url).get('/api/v1/openapi.json').expect(200))
        .body as OpenApiDocument;
      const withBody = routesOf(document).filter((route) => route.body);
      expect(withBody.length).toBeGreaterThan(50);
      const answers: string[] = [];
      for (const route of withBody) {
        const path = route.template
          .replace('{offer_id}', String(offerId))
          .replace('{invoice_id}', String(invoiceId))
          .replace(/\{[^}]+\}/g, '1');
        const method = route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
        const response = await request(t.url)
          [method](path)
          .set('Authorization', `Token token=${a.key}`)
          .set('Content-Type', 'application/json')
          .send(`{"items":${deepJson(5000)}}`);
        answers.push(`${route.method} ${route.template} ${response.status} ${response.text}`);
      }
      const refused = '400 {"message":"JSON in request body is nested deeper than 32 levels"}';
      expect(answers).toEqual(
        withBody.map((route) => `${route.method} ${route.template} ${refused}`),
      );
    });

    it('takes 32 levels, refuses 33', async () => {
      const at = (levels: number) =>
        api()
          .post('/api/v1/users')
          .set('Content-Type', 'application/json')
          .send(`{"firstname":"A","custom_properties":{"x":${deepJson(levels - 2)}}}`);
      expect((await at(32)).status).toBe(422);
      expect((await at(33)).status).toBe(400);
    });
  });

  describe('IDs beyond 32 bit in list filters', () => {
    it.each([
      ['/api/v1/invoices', 'ids'],
      ['/api/v1/invoices', 'company_id'],
      ['/api/v1/deals', 'ids'],
      ['/api/v1/deals', 'company_id'],
      ['/api/v1/offers', 'ids'],
      ['/api/v1/offers', 'company_id'],
      ['/api/v1/activities', 'ids'],
      ['/api/v1/activities', 'company_id'],
      ['/api/v1/purchases/payments', 'ids'],
      ['/api/v1/purchases/payments', 'purchase_id'],
      ['/api/v1/purchases', 'company_id'],
      ['/api/v1/invoices/payments', 'invoice_id'],
    ])('%s?%s=99999999999 answers 422 naming the parameter', async (path, parameter) => {
      const response = await api().get(`${path}?${parameter}=1,99999999999`).expect(422);
      expect(response.body).toEqual({
        errors: { [parameter]: ['must list IDs of at most 2147483647'] },
      });
    });

    it('answers 422 for whole-number filters and pages beyond 32 bit too', async () => {
      const numbers = await api().get('/api/v1/companies?debit_number=99999999999').expect(422);
      expect(numbers.body).toEqual({ errors: { debit_number: ['must be at most 2147483647'] } });
      const page = await api().get('/api/v1/users?page=99999999999').expect(422);
      expect(page.body).toEqual({ errors: { page: ['must be at most 2147483647'] } });
      await api().get('/api/v1/invoices?ids=2147483647').expect(200);
    });
  });

  describe('PUT /users/{id} with null on a field that always has a value', () => {
    it.each(['active', 'email', 'firstname', 'extern', 'tags'])(
      'answers 422 naming %s and keeps the user',
      async (field) => {
        const response = await api()
          .put(`/api/v1/users/${a.userId}`, { [field]: null })
          .expect(422);
        expect(Object.keys(response.body.errors)).toEqual([field]);
        await api().get(`/api/v1/users/${a.userId}`).expect(200);
      },
    );
  });

  describe('POST /{offers|invoices}/{id}/attachments with an attachment that is no object', () => {
    it.each(['offers', 'invoices'])('answers 422 on attachment for %s', async (resource) => {
      const id = resource === 'offers' ? offerId : invoiceId;
      for (const attachment of [[], [{ filename: 'a.pdf', base64: PDF.toString('base64') }], 'x']) {
        const response = await api()
          .post(`/api/v1/${resource}/${id}/attachments`, { attachment })
          .expect(422);
        expect(Object.keys(response.body.errors)).toEqual(['attachment']);
      }
    });
  });

  describe('a missing required field', () => {
    it('answers one message for it, not every rule it would have had to pass', async () => {
      const response = await api().post('/api/v1/users', { firstname: 'Ada' }).expect(422);
      expect(response.body).toEqual({
        errors: { lastname: ['is required'], email: ['is required'] },
      });
    });

    it('still names every rule a value that is present breaks', async () => {
      const response = await api()
        .post('/api/v1/users', { firstname: 'Ada', lastname: 'L', email: 42 })
        .expect(422);
      expect(response.body.errors.email.length).toBeGreaterThan(1);
    });
  });

  describe('Link header', () => {
    beforeAll(async () => {
      await api()
        .post('/api/v1/users', { firstname: 'Second', lastname: 'User', email: 'two@example.com' })
        .expect(200);
    });

    it('stays bounded, so a client can read the answer to a long query', async () => {
      const long = `${'x'.repeat(5000)}`;
      const response = await api().get(`/api/v1/users?per_page=1&a=${long}&b=${long}`).expect(200);
      expect(response.headers.link).toBeUndefined();
      expect(response.headers['x-page']).toBe('1');
      expect(response.headers['x-total']).toBe('2');
    });

    it('keeps the next link when the four would be too long but next alone fits', async () => {
      const response = await api()
        .get(`/api/v1/users?per_page=1&a=${'x'.repeat(3000)}`)
        .expect(200);
      expect(response.headers.link).toMatch(/^<[^>]+page=2>; rel="next"$/);
    });
  });

  describe('Authorization header (RFC 9110 credentials)', () => {
    it.each(['Token token=KEY', 'token token="KEY"', 'Token  token=KEY', 'bearer KEY'])(
      'accepts %j',
      async (header) => {
        await request(t.url)
          .get('/api/v1/users')
          .set('Authorization', header.replace('KEY', a.key))
          .expect(200);
      },
    );

    it.each([
      'Token token="KEY',
      'Token KEY',
      'Token\ttoken=KEY',
      'Token token=KEY, token=KEY',
      'Bearer KEY KEY',
    ])('refuses %j with 401', async (header) => {
      const response = await request(t.url)
        .get('/api/v1/users')
        .set('Authorization', header.replace(/KEY/g, a.key))
        .expect(401);
      expect(response.body).toEqual({ message: 'Unauthorized' });
    });
  });

  describe('request bodies that cannot be read', () => {
    it('answers 415 for a charset JSON does not use', async () => {
      const response = await api()
        .post('/api/v1/users')
        .set('Content-Type', 'application/json; charset=latin1')
        .send('{"firstname":"A"}')
        .expect(415);
      expect(response.body).toEqual({ message: expect.any(String) });
    });

    it('reads UTF-16 JSON and checks its depth too', async () => {
      const body = Buffer.from(`{"firstname":${deepJson(40)}}`, 'utf16le');
      await api()
        .post('/api/v1/users')
        .set('Content-Type', 'application/json; charset=utf-16le')
        .send(body)
        .expect(400);
    });
  });
});
