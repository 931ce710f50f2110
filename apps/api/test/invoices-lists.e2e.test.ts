import type request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { expectPaging } from './support/list-checks';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const ids = (body: { id: number }[]) => body.map((row) => row.id);

/** Every field of the interface's invoice except salutation, footer, items, payments, reminders. */
const SUMMARY_KEYS = [
  'id',
  'customer_id',
  'project_id',
  'offer_id',
  'identifier',
  'date',
  'due_date',
  'service_period',
  'service_period_from',
  'service_period_to',
  'status',
  'reversed',
  'reversal_invoice_id',
  'reversal',
  'reversed_invoice_id',
  'title',
  'recipient_address',
  'currency',
  'net_total',
  'gross_total',
  'tax',
  'vat',
  'discount',
  'creditor_reference',
  'buyer_reference',
  'cash_discount',
  'cash_discount_days',
  'debit_number',
  'credit_number',
  'locked',
  'activity_hours_modified',
  'custom_properties',
  'tags',
  'letter_paper_id',
  'without_letter_paper',
  'file_url',
  'created_on',
  'updated_on',
  'debt_collection_procedure',
  'dunning_level',
  'next_dunning_date',
  'user',
  'created_at',
  'updated_at',
  'email_deliveries',
];

describe('GET /api/v1/invoices and /api/v1/invoices/locked', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const refs: Record<string, { id: number }> = {};
  /**
   * alpha sent (locked, booked), beta created, gamma overdue, delta draft, epsilon sent but
   * disregarded, zeta paid, eta partially paid; numbered R260001.. in this order (delta none).
   */
  const made: Record<string, { id: number; identifier: string | null }> = {};

  const api = () => client(t.url, a.key);
  const created = async (call: request.Test) => (await call.expect(200)).body;
  const listOf = async (path: string, query: string) =>
    ids((await api().get(`/api/v1/${path}?${query}`).expect(200)).body);
  const list = (query: string) => listOf('invoices', query);
  const locked = (query: string) => listOf('invoices/locked', query);
  const errorKeys = async (path: string, status = 422) =>
    Object.keys((await api().get(path).expect(status)).body.errors).sort();
  const base = (extra: object) => ({
    customer_id: refs.first.id,
    recipient_address: 'Kunde',
    due_date: '2026-12-31',
    tax: 8.1,
    currency: 'EUR',
    salutation: 'Hello',
    footer: 'Bye',
    ...extra,
  });
  const lumpSum = (net: number) => [{ type: 'item', title: 'Work', net_total: net }];

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const account of [a, b])
      await created(
        client(t.url, account.key).post('/api/v1/vat_code_sales', { code: 'V81', tax: 8.1 }),
      );
    const company = (name: string) =>
      created(api().post('/api/v1/companies', { type: 'customer', name }));
    refs.first = await company('First');
    refs.second = await company('Second');
    const project = (name: string, customerId: number) =>
      created(api().post('/api/v1/projects', { name, customer_id: customerId, currency: 'EUR' }));
    refs.p1 = await project('One', refs.first.id);
    refs.p2 = await project('Two', refs.second.id);
    refs.p3 = await project('Three', refs.second.id);
    for (const [name, kind, options] of [
      ['Channels', 'MultiSelect', ['Web', 'Fair', 'Call']],
      ['Hot', 'Boolean'],
      ['Close', 'Date'],
      ['Size', 'Select', ['S', 'L']],
      ['Note', 'String'],
    ] as const)
      await created(
        api().post('/api/v1/account/custom_properties', {
          name,
          entity: 'Invoice',
          kind,
          ...(options ? { options } : {}),
        }),
      );
    const rows: [string, object][] = [
      [
        'alpha',
        {
          title: 'Website Relaunch',
          date: '2026-01-15',
          project_id: refs.p1.id,
          service_period_from: '2026-01-01',
          service_period_to: '2026-01-31',
          tags: ['web', 'big'],
          items: lumpSum(100),
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
          title: 'Hosting 2026',
          date: '2026-02-10',
          customer_id: refs.second.id,
          project_id: refs.p2.id,
          service_period_from: '2026-02-01',
          service_period_to: '2026-02-28',
          tags: ['web'],
          items: lumpSum(300),
          custom_properties: { Channels: ['Fair', 'Call'], Hot: false, Size: 'L', Note: 'Hello' },
        },
      ],
      [
        'gamma',
        {
          title: 'Support retainer',
          date: '2026-03-05',
          customer_id: refs.second.id,
          project_id: refs.p3.id,
          service_period_from: '2026-02-15',
          service_period_to: '2026-03-14',
          items: lumpSum(200),
        },
      ],
      [
        'delta',
        { title: 'Draft relaunch', date: '2026-03-20', status: 'draft', items: lumpSum(50) },
      ],
      ['epsilon', { title: 'Old marked', date: '2026-01-02', items: lumpSum(600) }],
      [
        'zeta',
        {
          title: 'Paid invoice',
          date: '2026-02-10',
          customer_id: refs.second.id,
          items: lumpSum(400),
        },
      ],
      ['eta', { title: 'Partial payment', date: '2026-03-25', items: lumpSum(500) }],
    ];
    for (const [key, body] of rows)
      made[key] = await created(api().post('/api/v1/invoices', base(body)));
    const setStatus = (key: string, status: string) =>
      api().put(`/api/v1/invoices/${made[key].id}/update_status`, { status }).expect(204);
    await setStatus('alpha', 'sent');
    await setStatus('gamma', 'overdue');
    await setStatus('epsilon', 'sent');
    // Payments, booking and the marked-as-billed set belong to other features: set directly.
    const update = (key: string, data: object) =>
      prisma.invoice.update({ where: { id: made[key].id }, data });
    await update('alpha', { booked: true, bookedAt: new Date() });
    await update('epsilon', { disregarded: true });
    await update('zeta', { status: 'paid' });
    await update('eta', { status: 'partially_paid' });
    await created(
      client(t.url, b.key).post(
        '/api/v1/invoices',
        base({
          customer_id: (
            await created(
              client(t.url, b.key).post('/api/v1/companies', { type: 'customer', name: 'B' }),
            )
          ).id,
          title: 'Website Relaunch elsewhere',
          date: '2026-01-15',
          items: lumpSum(1),
        }),
      ),
    );
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const m = (...keys: string[]) => keys.map((key) => made[key].id);
  const visible = () => m('alpha', 'beta', 'gamma', 'delta', 'zeta', 'eta');

  it('lists the own account without disregarded ones, without texts and children', async () => {
    expect(made.alpha.identifier).toBe('R260001');
    expect(made.delta.identifier).toBeNull();
    expect(made.eta.identifier).toBe('R260006');
    const response = await api().get('/api/v1/invoices').expect(200);
    expect(ids(response.body)).toEqual(visible());
    for (const invoice of response.body)
      expect(Object.keys(invoice).sort()).toEqual(SUMMARY_KEYS.sort());
    expect(response.body[0]).toMatchObject({
      identifier: 'R260001',
      status: 'sent',
      locked: true,
      service_period: '01/2026',
      net_total: 100,
      gross_total: 108.1,
      vat: { code: 'V81', tax: 8.1 },
      tags: ['web', 'big'],
    });
    expect(response.body[4]).toMatchObject({ status: 'paid', locked: true });
    expect(response.body[5]).toMatchObject({ status: 'partially_paid', locked: true });
  });

  it('includes disregarded invoices only with include_disregarded=true', async () => {
    const all = m('alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta');
    expect(await list('include_disregarded=true')).toEqual(all);
    expect(await list('include_disregarded=1')).toEqual(all);
    expect(await list('include_disregarded=false')).toEqual(visible());
    expect(await list('status=sent')).toEqual(m('alpha'));
    expect(await list('status=sent&include_disregarded=true')).toEqual(m('alpha', 'epsilon'));
    expect(await list(`identifier=${made.epsilon.identifier}`)).toEqual([]);
    expect(await list(`ids=${made.epsilon.id}`)).toEqual([]);
  });

  it('filters by one or several statuses and by not_booked', async () => {
    expect(await list('status=created')).toEqual(m('beta'));
    expect(await list('status=draft')).toEqual(m('delta'));
    expect(await list('status=sent,overdue')).toEqual(m('alpha', 'gamma'));
    expect(await list('status=paid,%20partially_paid,')).toEqual(m('zeta', 'eta'));
    expect(await list('status=ignored')).toEqual([]);
    expect(await list('not_booked=true')).toEqual(m('beta', 'gamma', 'delta', 'zeta', 'eta'));
    expect(await list('not_booked=false')).toEqual(visible());
  });

  it('filters by invoice date and by service periods overlapping the range', async () => {
    expect(await list('date_from=2026-02-10')).toEqual(m('beta', 'gamma', 'delta', 'zeta', 'eta'));
    expect(await list('date_to=2026-02-10')).toEqual(m('alpha', 'beta', 'zeta'));
    expect(await list('date_from=2026-02-01&date_to=2026-02-28')).toEqual(m('beta', 'zeta'));
    // service_period_from: periods ending on or after; service_period_to: starting on or before.
    expect(await list('service_period_from=2026-02-01')).toEqual(m('beta', 'gamma'));
    expect(await list('service_period_from=2026-01-31')).toEqual(m('alpha', 'beta', 'gamma'));
    expect(await list('service_period_from=2026-03-15')).toEqual([]);
    expect(await list('service_period_to=2026-02-14')).toEqual(m('alpha', 'beta'));
    expect(await list('service_period_to=2026-02-15')).toEqual(m('alpha', 'beta', 'gamma'));
    expect(await list('service_period_from=2026-02-01&service_period_to=2026-02-14')).toEqual(
      m('beta'),
    );
  });

  it('filters by tags, identifier, customer and project', async () => {
    expect(await list('tags=web')).toEqual(m('alpha', 'beta'));
    expect(await list('tags=web,big')).toEqual(m('alpha'));
    expect(await list('tags=big,')).toEqual(m('alpha'));
    expect(await list('tags=none')).toEqual([]);
    expect(await list('identifier=R260002')).toEqual(m('beta'));
    expect(await list('identifier=R2600')).toEqual([]);
    expect(await list(`company_id=${refs.first.id}`)).toEqual(m('alpha', 'delta', 'eta'));
    expect(await list(`company_id=${refs.first.id},${refs.second.id},`)).toEqual(visible());
    expect(await list(`project_id=${refs.p2.id}`)).toEqual(m('beta'));
    expect(await list(`project_id=${refs.p2.id},%20${refs.p3.id}`)).toEqual(m('beta', 'gamma'));
    expect(await list(`company_id=${refs.second.id}&status=paid`)).toEqual(m('zeta'));
  });

  it('searches term in title and identifier, case-insensitive, with * as wildcard', async () => {
    expect(await list('term=relaunch')).toEqual(m('alpha', 'delta'));
    expect(await list('term=RELAUNCH')).toEqual(m('alpha', 'delta'));
    expect(await list('term=web*launch')).toEqual(m('alpha'));
    expect(await list('term=host*26')).toEqual(m('beta'));
    expect(await list('term=r26000')).toEqual(m('alpha', 'beta', 'gamma', 'zeta', 'eta'));
    expect(await list('term=260003')).toEqual(m('gamma'));
    expect(await list('term=*')).toEqual(visible());
    for (const literal of ['%25', '_', 'Web_ite', 'Web%25ite']) {
      expect(await list(`term=${literal}`)).toEqual([]);
    }
  });

  it('applies the global filters ids, updated_after and custom_properties', async () => {
    expect(await list(`ids=${made.gamma.id},${made.alpha.id}`)).toEqual(m('alpha', 'gamma'));
    expect(await list('custom_properties[Unknown]=x')).toEqual([]);
    expect(await list('custom_properties[Channels]=Fair')).toEqual(m('alpha', 'beta'));
    expect(
      await list('custom_properties[Channels][]=Fair&custom_properties[Channels][]=Call'),
    ).toEqual(m('beta'));
    expect(await list('custom_properties[Hot]=true')).toEqual(m('alpha'));
    expect(await list('custom_properties[Hot]=false')).toEqual(m('beta'));
    expect(await list('custom_properties[Close]=2026-03-31')).toEqual(m('alpha'));
    expect(await list('custom_properties[Size]=L')).toEqual(m('beta'));
    expect(await list('custom_properties[Note]=Hello')).toEqual(m('beta'));
    expect(await list('custom_properties[Note]=Hell')).toEqual([]);
    const old = new Date('2026-01-01T00:00:00Z');
    await prisma.invoice.updateMany({
      where: { accountId: a.accountId },
      data: { updatedAt: old },
    });
    await prisma.invoice.update({
      where: { id: made.beta.id },
      data: { updatedAt: new Date('2026-01-02T00:00:00Z') },
    });
    expect(await list('updated_after=2026-01-01T00:00:00Z')).toEqual(m('beta'));
    expect(await list('updated_after=2026-01-02T00:00:00Z')).toEqual([]);
    await api().put(`/api/v1/invoices/${made.gamma.id}/update_status`, { status: 'overdue' });
    expect(await list('updated_after=2026-01-02T00:00:00Z')).toEqual(m('gamma'));
  });

  it('answers 422 naming every bad filter', async () => {
    expect(
      await errorKeys(
        '/api/v1/invoices?status=sent,open&include_disregarded=maybe&not_booked=2&date_from=yesterday' +
          '&date_to=2026-02-30&service_period_from=x&service_period_to=2026-13-01&company_id=x' +
          '&project_id=1,y&ids=a&updated_after=soon&sort_by=secret&page=0' +
          '&custom_properties[Hot]=yes',
      ),
    ).toEqual(
      [
        'company_id',
        'custom_properties[Hot]',
        'date_from',
        'date_to',
        'ids',
        'include_disregarded',
        'not_booked',
        'page',
        'project_id',
        'service_period_from',
        'service_period_to',
        'sort_by',
        'status',
        'updated_after',
      ].sort(),
    );
  });

  it('sorts by every sort_by field, NULLs last, with id as tiebreaker', async () => {
    expect(await list('sort_by=date')).toEqual(m('alpha', 'beta', 'zeta', 'gamma', 'delta', 'eta'));
    expect(await list('sort_by=date desc')).toEqual(
      m('eta', 'delta', 'gamma', 'beta', 'zeta', 'alpha'),
    );
    expect(await list('sort_by=title')).toEqual(
      m('delta', 'beta', 'zeta', 'eta', 'gamma', 'alpha'),
    );
    expect(await list('sort_by=net_total desc')).toEqual(
      m('eta', 'zeta', 'beta', 'gamma', 'alpha', 'delta'),
    );
    expect(await list('sort_by=gross_total ASC')).toEqual(
      m('delta', 'alpha', 'gamma', 'beta', 'zeta', 'eta'),
    );
    expect(await list('sort_by=identifier')).toEqual(
      m('alpha', 'beta', 'gamma', 'zeta', 'eta', 'delta'),
    );
    expect(await list('sort_by=identifier desc')).toEqual(
      m('eta', 'zeta', 'gamma', 'beta', 'alpha', 'delta'),
    );
    expect(await list('sort_by=service_period_from desc')).toEqual(
      m('gamma', 'beta', 'alpha', 'delta', 'zeta', 'eta'),
    );
    // Statuses sort in the order of the workflow, not alphabetically.
    expect(await list('sort_by=status')).toEqual(
      m('delta', 'beta', 'alpha', 'eta', 'zeta', 'gamma'),
    );
    expect(await list('sort_by=id desc')).toEqual(visible().reverse());
    for (const field of ['due_date', 'created_at', 'updated_at']) {
      expect((await list(`sort_by=${field}`)).sort()).toEqual(visible().sort());
    }
    for (const bad of ['secret', 'date sideways', 'date asc id', 'salutation'])
      expect(await errorKeys(`/api/v1/invoices?sort_by=${bad}`)).toEqual(['sort_by']);
  });

  describe('locked', () => {
    it('lists locked and paid invoices, without drafts and disregarded ones', async () => {
      const response = await api().get('/api/v1/invoices/locked').expect(200);
      expect(ids(response.body)).toEqual(m('alpha', 'zeta', 'eta'));
      for (const invoice of response.body) {
        expect(Object.keys(invoice).sort()).toEqual(SUMMARY_KEYS.sort());
        expect(invoice.locked).toBe(true);
      }
    });

    it('filters by one status, dates and identifier', async () => {
      expect(await locked('status=paid')).toEqual(m('zeta'));
      expect(await locked('status=sent')).toEqual(m('alpha'));
      expect(await locked('status=created')).toEqual([]);
      expect(await locked('date_from=2026-02-10')).toEqual(m('zeta', 'eta'));
      expect(await locked('date_to=2026-02-10')).toEqual(m('alpha', 'zeta'));
      expect(await locked(`identifier=${made.eta.identifier}`)).toEqual(m('eta'));
      expect(await locked(`identifier=${made.beta.identifier}`)).toEqual([]);
      expect(await locked(`ids=${made.zeta.id},${made.beta.id}`)).toEqual(m('zeta'));
      expect(await locked('sort_by=date desc')).toEqual(m('eta', 'zeta', 'alpha'));
      expect(
        await errorKeys('/api/v1/invoices/locked?status=sent,paid&date_from=x&sort_by=secret'),
      ).toEqual(['date_from', 'sort_by', 'status']);
    });

    it('pages like every list', async () => {
      const page = await api().get('/api/v1/invoices/locked?per_page=2&page=2').expect(200);
      expect(ids(page.body)).toEqual(m('eta'));
      expect(page.headers['x-page']).toBe('2');
      expect(page.headers['x-per-page']).toBe('2');
      expect(page.headers['x-total']).toBe('3');
      expect(page.headers.link).toContain('rel="prev"');
      expect(page.headers.link).not.toContain('rel="next"');
    });

    it('gains an invoice once it is sent', async () => {
      expect(await locked(`ids=${made.beta.id}`)).toEqual([]);
      await api()
        .put(`/api/v1/invoices/${made.beta.id}/update_status`, { status: 'sent' })
        .expect(204);
      expect(await locked(`ids=${made.beta.id}`)).toEqual(m('beta'));
      await api()
        .put(`/api/v1/invoices/${made.beta.id}/update_status`, { status: 'created' })
        .expect(204);
      expect(await locked(`ids=${made.beta.id}`)).toEqual(m('beta'));
    });
  });

  it('pages with X-Page, X-Per-Page, X-Total and Link', async () => {
    expect((await api().get('/api/v1/invoices?page=99').expect(200)).body).toEqual([]);
    for (const bad of ['per_page=0', 'per_page=1001', 'page=0', 'page=x'])
      await api().get(`/api/v1/invoices?${bad}`).expect(422);
    let n = 0;
    await expectPaging(
      api,
      '/api/v1/invoices',
      () =>
        created(
          api().post(
            '/api/v1/invoices',
            base({ title: `Paged ${++n}`, date: `2026-05-0${n}`, items: lumpSum(n) }),
          ),
        ),
      'date',
    );
  });
});
