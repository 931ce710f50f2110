import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

/** R + two-digit year + four-digit sequence, for sequences from..to. */
const numbers = (year: number, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `R${year}${String(from + i).padStart(4, '0')}`);

describe('/api/v1/invoices: numbering', () => {
  let t: TestApp;
  let prisma: PrismaClient;

  /** A fresh account with a customer and a VAT code, and a way to create its invoices. */
  async function setUpAccount(name: string) {
    const account: TestAccount = await createTestAccount(t.db.url, name);
    const api = client(t.url, account.key);
    await api.post('/api/v1/vat_code_sales', { code: 'UST81', tax: 8.1 }).expect(200);
    const customer = await api
      .post('/api/v1/companies', { type: 'customer', name: `${name} Kunde` })
      .expect(200);
    // The due date follows a sent date, so any date stays valid (due_date >= date).
    const body = (extra: { date?: string; [field: string]: unknown } = {}) => ({
      customer_id: customer.body.id,
      recipient_address: 'Kunde',
      date: '2026-06-15',
      due_date: extra.date ?? '2026-07-15',
      title: 'Invoice',
      tax: 8.1,
      currency: 'EUR',
      items: [{ type: 'item', title: 'Work', quantity: 1, unit: 'h', unit_price: 100 }],
      ...extra,
    });
    const post = (extra: { date?: string; [field: string]: unknown } = {}) =>
      api.post('/api/v1/invoices', body(extra));
    const identifier = async (
      extra: { date?: string; [field: string]: unknown } = {},
    ): Promise<string | null> => (await post(extra).expect(200)).body.identifier;
    return { account, api, body, post, identifier };
  }

  beforeAll(async () => {
    t = await startTestApp();
    prisma = createPrismaClient(t.db.url, { max: 2 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('gives 50 parallel creates R260001..R260050, each exactly once', async () => {
    const { account, post } = await setUpAccount('Parallel');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post({ title: `Parallel ${i}` })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    const given = responses.map((response) => response.body.identifier as string);
    expect([...given].sort()).toEqual(numbers(26, 1, 50));
    const stored = await prisma.invoice.findMany({
      where: { accountId: account.accountId },
      select: { identifier: true },
    });
    expect(stored.map((row) => row.identifier).sort()).toEqual(numbers(26, 1, 50));
  });

  it('gives drafts no number and leaves no gap for them', async () => {
    const { post, identifier } = await setUpAccount('Drafts');
    expect(await identifier()).toBe('R260001');
    expect(await identifier({ status: 'draft' })).toBeNull();
    expect(await identifier()).toBe('R260002');
    const mixed = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post({ status: i % 2 === 0 ? 'draft' : 'created' })),
    );
    const regular = mixed.filter((response) => response.body.status === 'created');
    const drafts = mixed.filter((response) => response.body.status === 'draft');
    expect(drafts.map((response) => response.body.identifier)).toEqual(Array(10).fill(null));
    expect(regular.map((response) => response.body.identifier).sort()).toEqual(numbers(26, 3, 12));
    expect(await identifier()).toBe('R260013');
  });

  it('numbers per year of the invoice date', async () => {
    const { identifier } = await setUpAccount('Years');
    expect(await identifier({ date: '2027-01-05', due_date: '2027-02-05' })).toBe('R270001');
    expect(await identifier()).toBe('R260001');
    expect(await identifier({ date: '2025-12-31' })).toBe('R250001');
    expect(await identifier({ date: '2027-12-31', due_date: '2028-01-31' })).toBe('R270002');
    expect(await identifier({ date: '2026-01-01' })).toBe('R260002');
    expect(await identifier({ date: '2027-06-01', status: 'draft' })).toBeNull();
    expect(await identifier({ date: '2027-06-01' })).toBe('R270003');
  });

  it('answers 422 on date for a year the two-digit number cannot hold', async () => {
    const { api, body, identifier } = await setUpAccount('Centuries');
    for (const date of ['1999-12-31', '2100-01-01']) {
      const response = await api.post('/api/v1/invoices', body({ date })).expect(422);
      expect(Object.keys(response.body.errors)).toEqual(['date']);
    }
    expect(await identifier({ date: '1999-12-31', status: 'draft' })).toBeNull();
    expect(await identifier()).toBe('R260001');
  });

  it('numbers per account', async () => {
    const first = await setUpAccount('First');
    const second = await setUpAccount('Second');
    expect(await first.identifier()).toBe('R260001');
    expect(await first.identifier()).toBe('R260002');
    expect(await second.identifier()).toBe('R260001');
    expect(await first.identifier()).toBe('R260003');
    const both = await Promise.all([
      ...Array.from({ length: 5 }, () => first.post()),
      ...Array.from({ length: 5 }, () => second.post()),
    ]);
    const of = (from: number, to: number) =>
      both
        .slice(from, to)
        .map((response) => response.body.identifier)
        .sort();
    expect(of(0, 5)).toEqual(numbers(26, 4, 8));
    expect(of(5, 10)).toEqual(numbers(26, 2, 6));
  });

  it('takes no number for a refused create or an idempotent replay, and reuses none', async () => {
    const { account, api, body, identifier } = await setUpAccount('Gaps');
    expect(await identifier()).toBe('R260001');
    await api.post('/api/v1/invoices', body({ tax: 101 })).expect(422);
    await api.post('/api/v1/invoices', body({ project_id: 99_999_999 })).expect(422);
    await client(t.url, account.readOnlyKey).post('/api/v1/invoices', body()).expect(403);
    expect(await identifier()).toBe('R260002');
    const replay = () =>
      request(t.url)
        .post('/api/v1/invoices')
        .set('Authorization', `Token token=${account.key}`)
        .set('Idempotency-Key', 'numbering-replay')
        .send(body());
    expect((await replay().expect(200)).body.identifier).toBe('R260003');
    expect((await replay().expect(200)).body.identifier).toBe('R260003');
    expect(await identifier()).toBe('R260004');
    const last = await api.get('/api/v1/invoices?identifier=R260004').expect(200);
    await api
      .delete(`/api/v1/invoices/${last.body[0].id}`, { reason: 'Issued by mistake' })
      .expect(204);
    expect(await identifier()).toBe('R260005');
  });
});
