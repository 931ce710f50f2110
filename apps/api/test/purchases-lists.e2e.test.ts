import type request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { expectPaging } from './support/list-checks';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PATH = '/api/v1/purchases';

interface Purchase {
  id: number;
  identifier: string;
  file_url: string | null;
  updated_at: string;
}

describe('GET /api/v1/purchases', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const ref: Record<string, number> = {};
  const p: Record<'paper' | 'trip' | 'monitor' | 'coffee', Purchase> = {} as never;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const created = async (call: request.Test) => (await call.expect(200)).body;
  const ids = async (query: string, account: TestAccount = a) => {
    const response = await api(account).get(`${PATH}?${query}`).expect(200);
    return response.body.map((row: { id: number }) => row.id).sort((x: number, y: number) => x - y);
  };
  const of = (...names: (keyof typeof p)[]) =>
    names.map((name) => p[name].id).sort((x, y) => x - y);
  const item = (title: string, category: number | null = null, vat = ref.vat) => ({
    title,
    total: 100,
    vat_code_id: vat,
    category_id: category,
  });
  const purchase = (extra: object, account: TestAccount = a) =>
    created(
      api(account).post(PATH, {
        date: '2026-01-15',
        currency: 'EUR',
        payment_method: 'bank_transfer',
        items: [item('Anything')],
        ...extra,
      }),
    );

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    const post = (path: string, data: object, account: TestAccount = a) =>
      created(api(account).post(path, data)).then((row: { id: number }) => row.id);
    ref.vat = await post('/api/v1/vat_code_purchases', { code: 'VSt19', tax: 19 });
    ref.foreignVat = await post('/api/v1/vat_code_purchases', { code: 'VSt19', tax: 19 }, b);
    ref.office = await post('/api/v1/purchases/categories', { name: 'Office' });
    ref.travel = await post('/api/v1/purchases/categories', { name: 'Travel' });
    ref.s1 = await post('/api/v1/companies', { type: 'supplier', name: 'Papier GmbH' });
    ref.s2 = await post('/api/v1/companies', { type: 'supplier', name: 'Screens AG' });
    await post('/api/v1/account/custom_properties', {
      name: 'Cost centre',
      kind: 'String',
      entity: 'Purchase',
    });
    p.paper = await purchase({
      company_id: ref.s1,
      receipt_identifier: 'R-1',
      items: [item('Printer PAPER', ref.office)],
      tags: ['office', 'q1'],
      custom_properties: { 'Cost centre': 'A1' },
    });
    p.trip = await purchase({
      date: '2026-02-10',
      title: 'Business trip',
      items: [item('Train ticket', ref.travel), item('Hotel', ref.travel)],
      tags: ['travel'],
      payment_method: 'credit_card',
      status: 'archived',
    });
    p.monitor = await purchase({
      date: '2026-03-05',
      company_id: ref.s2,
      receipt_identifier: 'ABC_%',
      items: [item('Monitor', ref.office), item('Cable')],
      tags: ['office'],
      payment_method: 'cash',
    });
    p.coffee = await purchase({
      date: '2026-04-01',
      company_id: ref.s1,
      receipt_identifier: 'R-2',
      items: [item('Coffee')],
      payment_method: 'paypal',
    });
    await prisma.purchasePayment.create({
      data: {
        accountId: a.accountId,
        purchaseId: p.monitor.id,
        date: new Date('2026-03-06'),
        total: '119',
        currency: 'EUR',
      },
    });
    await prisma.purchase.update({ where: { id: p.coffee.id }, data: { booked: true } });
    // Another account's purchase matching most filters never shows up.
    await purchase({ items: [item('Printer paper', null, ref.foreignVat)], tags: ['office'] }, b);
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('returns every purchase of the account with all fields, as GET /{id} does', async () => {
    const response = await api().get(PATH).expect(200);
    expect(response.body.map((row: Purchase) => row.id)).toEqual(
      of('paper', 'trip', 'monitor', 'coffee'),
    );
    for (const row of response.body as Purchase[]) {
      const one = await api().get(`${PATH}/${row.id}`).expect(200);
      expect(row).toEqual(one.body);
    }
    expect(response.headers['x-total']).toBe('4');
  });

  it('filters by term in the title, the receipt identifier and item titles', async () => {
    expect(await ids('term=paper')).toEqual(of('paper'));
    expect(await ids('term=TRIP')).toEqual(of('trip'));
    expect(await ids('term=ticket')).toEqual(of('trip'));
    expect(await ids('term=r-2')).toEqual(of('coffee'));
    expect(await ids('term=cable')).toEqual(of('monitor'));
    // LIKE wildcards are literal.
    expect(await ids('term=%25')).toEqual(of('monitor'));
    expect(await ids('term=_')).toEqual(of('monitor'));
    expect(await ids('term=nothing')).toEqual([]);
  });

  it('filters by supplier, 0 meaning none, and by category', async () => {
    expect(await ids(`company_id=${ref.s1}`)).toEqual(of('paper', 'coffee'));
    expect(await ids('company_id=0')).toEqual(of('trip'));
    expect(await ids(`company_id=0,${ref.s2}`)).toEqual(of('trip', 'monitor'));
    expect(await ids(`category_id=${ref.travel}`)).toEqual(of('trip'));
    expect(await ids(`category_id=${ref.office}`)).toEqual(of('paper', 'monitor'));
  });

  it('filters by status, payment method, booking, payment and tags', async () => {
    expect(await ids('status=archived')).toEqual(of('trip'));
    expect(await ids('status=pending')).toEqual(of('paper', 'monitor', 'coffee'));
    expect(await ids('payment_method=credit_card')).toEqual(of('trip'));
    expect(await ids('payment_method=cash,paypal')).toEqual(of('monitor', 'coffee'));
    expect(await ids('not_booked=true')).toEqual(of('paper', 'trip', 'monitor'));
    expect(await ids('not_booked=false')).toEqual(of('paper', 'trip', 'monitor', 'coffee'));
    expect(await ids('unpaid=true')).toEqual(of('paper', 'trip', 'coffee'));
    expect(await ids('unpaid=false')).toEqual(of('paper', 'trip', 'monitor', 'coffee'));
    expect(await ids('tags=office')).toEqual(of('paper', 'monitor'));
    expect(await ids('tags=office,q1')).toEqual(of('paper'));
  });

  it('filters by partially_paid, derived from the payments', async () => {
    // monitor: 238 gross, 119 paid.
    expect(await ids('partially_paid=true')).toEqual(of('monitor'));
    expect(await ids('partially_paid=false')).toEqual(of('paper', 'trip', 'coffee'));
    const monitor = (await api().get(`${PATH}/${p.monitor.id}`).expect(200)).body;
    expect(monitor).toMatchObject({ partially_paid: true, gross_total: 238 });
  });

  it('filters by the responsible user', async () => {
    await prisma.purchase.update({ where: { id: p.coffee.id }, data: { userId: null } });
    expect(await ids(`user_id=${a.userId}`)).toEqual(of('paper', 'trip', 'monitor'));
    expect(await ids(`user_id=${b.userId}`)).toEqual([]);
  });

  it('filters by a date range, open on either side', async () => {
    expect(await ids('date=2026-02-01:2026-03-31')).toEqual(of('trip', 'monitor'));
    expect(await ids('date=2026-03-05:')).toEqual(of('monitor', 'coffee'));
    expect(await ids('date=:2026-01-15')).toEqual(of('paper'));
    expect(await ids('date=2026-02-10:2026-02-10')).toEqual(of('trip'));
  });

  it('filters by receipt identifier and identifier, exactly', async () => {
    expect(await ids('receipt_identifier=R-1')).toEqual(of('paper'));
    expect(await ids('receipt_identifier=R')).toEqual([]);
    expect(await ids(`identifier=${p.trip.identifier}`)).toEqual(of('trip'));
  });

  it('combines filters', async () => {
    expect(await ids(`company_id=${ref.s1}&unpaid=true&not_booked=true`)).toEqual(of('paper'));
    expect(await ids('tags=office&date=2026-03-01:')).toEqual(of('monitor'));
  });

  it('takes the global filters: ids, updated_after and custom properties', async () => {
    expect(await ids(`ids=${p.trip.id},${p.coffee.id}`)).toEqual(of('trip', 'coffee'));
    await prisma.purchase.updateMany({
      where: { accountId: a.accountId },
      data: { updatedAt: new Date('2026-01-01T00:00:00Z') },
    });
    await prisma.purchase.update({
      where: { id: p.monitor.id },
      data: { updatedAt: new Date('2026-06-01T00:00:00Z') },
    });
    expect(await ids('updated_after=2026-01-01T00:00:00Z')).toEqual(of('monitor'));
    expect(await ids('custom_properties[Cost centre]=A1')).toEqual(of('paper'));
    expect(await ids('custom_properties[Cost centre]=A')).toEqual([]);
    expect(await ids('custom_properties[Unknown]=A1')).toEqual([]);
  });

  it('sorts by sort_by with id as tiebreaker', async () => {
    const response = await api().get(`${PATH}?sort_by=date desc`).expect(200);
    expect(response.body.map((row: Purchase) => row.id)).toEqual(
      of('paper', 'trip', 'monitor', 'coffee').reverse(),
    );
    // 119, 238, 238, 119: equal totals keep id order.
    const byTotal = await api().get(`${PATH}?sort_by=gross_total`).expect(200);
    expect(byTotal.body.map((row: Purchase) => row.id)).toEqual(
      [p.paper, p.coffee, p.trip, p.monitor].map((row) => row.id),
    );
  });

  it('answers 422 naming every malformed parameter', async () => {
    for (const date of [
      '2026-01-01',
      '2026-13-01:',
      '2026-03-01:2026-02-01',
      'a:b',
      '2026-01-01:2026-02-01:2026-03-01',
    ]) {
      const response = await api().get(`${PATH}?date=${date}`).expect(422);
      expect(Object.keys(response.body.errors)).toEqual(['date']);
    }
    const response = await api()
      .get(
        `${PATH}?status=paid&payment_method=cheque&company_id=x&category_id=1.5&unpaid=maybe&not_booked=2&sort_by=colour&ids=a&updated_after=yesterday&per_page=0&partially_paid=x&user_id=y`,
      )
      .expect(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'category_id',
      'company_id',
      'ids',
      'not_booked',
      'partially_paid',
      'payment_method',
      'per_page',
      'sort_by',
      'status',
      'unpaid',
      'updated_after',
      'user_id',
    ]);
  });

  it('pages with X-Page, X-Per-Page, X-Total and Link headers', async () => {
    const c = await createTestAccount(t.db.url, 'Gamma');
    const vat = (await created(api(c).post('/api/v1/vat_code_purchases', { code: 'V19', tax: 19 })))
      .id as number;
    let day = 10;
    const create = () =>
      purchase({ date: `2026-05-${day++}`, items: [item('Page', null, vat)] }, c);
    // Five purchases, so that page 2 of 2 per page has a next page.
    for (let i = 0; i < 2; i++) await create();
    await expectPaging(() => api(c), PATH, create, 'date');
  });
});
