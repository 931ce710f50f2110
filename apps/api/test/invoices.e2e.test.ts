import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { creditorReferenceFor, qrReferenceFor } from '@faktura/domain';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MANUAL_STATUSES = ['created', 'sent', 'overdue', 'ignored'];

/** The invoice fields of the interface, plus the internal contact of the detail response. */
const DETAIL_KEYS = [
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
  'salutation',
  'footer',
  'custom_properties',
  'tags',
  'letter_paper_id',
  'without_letter_paper',
  'file_url',
  'debt_collection_procedure',
  'dunning_level',
  'next_dunning_date',
  'user',
  'internal_contact',
  'items',
  'payments',
  'reminders',
  'created_at',
  'updated_at',
  'email_deliveries',
];

describe('/api/v1/invoices', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const r: Record<string, { id: number }> = {};

  const api = () => client(t.url, a.key);
  const created = async (call: request.Test, status = 200) => (await call.expect(status)).body;
  const body = (extra: object = {}) => ({
    customer_id: r.customer.id,
    recipient_address: 'Kunde AG\nBahnhofstrasse 1\n8001 Zürich',
    date: '2026-03-10',
    due_date: '2026-04-09',
    title: 'Consulting March',
    tax: 8.1,
    currency: 'EUR',
    items: [{ type: 'item', title: 'Work', quantity: 2, unit: 'h', unit_price: 150 }],
    ...extra,
  });
  const create = (extra: object = {}) => created(api().post('/api/v1/invoices', body(extra)));
  const get = async (id: number) => (await api().get(`/api/v1/invoices/${id}`).expect(200)).body;
  const count = () => prisma.invoice.count({ where: { accountId: a.accountId } });
  const errorKeys = (response: request.Response) => Object.keys(response.body.errors).sort();

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    await prisma.account.update({
      where: { id: a.accountId },
      data: { printDetailColumns: false },
    });
    const as = (account: TestAccount) => client(t.url, account.key);
    const vat = (account: TestAccount, extra: object) =>
      created(as(account).post('/api/v1/vat_code_sales', extra));
    await vat(a, { code: 'UST81', tax: 8.1 });
    await vat(a, { code: 'OLD19', tax: 19, active: false });
    await vat(a, { code: 'RC0', tax: 0, reverse_charge: true });
    await vat(b, { code: 'B81', tax: 8.1 });
    const company = (account: TestAccount, extra: object) =>
      created(as(account).post('/api/v1/companies', { type: 'customer', ...extra }));
    r.customer = await company(a, {
      name: 'Kunde AG',
      address: 'Old address',
      debit_number: 10001,
      credit_number: 70001,
    });
    r.otherCustomer = await company(a, { name: 'Andere GmbH' });
    r.foreignCustomer = await company(b, { name: 'Beta Kunde' });
    const project = (account: TestAccount, customerId: number, name: string) =>
      created(
        as(account).post('/api/v1/projects', {
          name,
          customer_id: customerId,
          currency: 'EUR',
          billing_address: 'Old billing address',
        }),
      );
    r.project = await project(a, r.customer.id, 'Website');
    r.otherProject = await project(a, r.otherCustomer.id, 'Shop');
    r.foreignProject = await project(b, r.foreignCustomer.id, 'Beta');
    r.colleague = await prisma.user.create({
      data: { accountId: a.accountId, firstname: 'Co', lastname: 'Lleague', email: 'c@a.example' },
    });
    const category = (account: TestAccount, name: string) =>
      created(as(account).post('/api/v1/revenue_categories', { name, revenue_account: 8400 }));
    r.category = await category(a, 'Consulting');
    r.foreignCategory = await category(b, 'Other');
    await created(
      api().post('/api/v1/account/custom_properties', {
        name: 'Cost centre',
        entity: 'Invoice',
        kind: 'Select',
        options: ['A', 'B'],
      }),
    );
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  describe('access', () => {
    it('answers 401 without a key on every route', async () => {
      for (const call of [
        request(t.url).get('/api/v1/invoices'),
        request(t.url).get('/api/v1/invoices/locked'),
        request(t.url).get('/api/v1/invoices/1'),
        request(t.url).get('/api/v1/invoices/1/timesheet'),
        request(t.url).get('/api/v1/invoices/1/expenses'),
        request(t.url).post('/api/v1/invoices').send(body()),
        request(t.url).put('/api/v1/invoices/1/update_status').send({ status: 'sent' }),
        request(t.url).delete('/api/v1/invoices/1').send({ reason: 'x' }),
      ]) {
        const response = await call.expect(401);
        expect(response.body).toEqual({ message: 'Unauthorized' });
      }
    });

    it('lets a read-only key read but answers 403 on every write', async () => {
      const invoice = await create();
      const before = await count();
      const readOnly = client(t.url, a.readOnlyKey);
      for (const path of ['', '/locked', '/{id}', '/{id}/timesheet', '/{id}/expenses']) {
        await readOnly
          .get(`/api/v1/invoices${path.replace('{id}', String(invoice.id))}`)
          .expect(200);
      }
      for (const call of [
        readOnly.post('/api/v1/invoices', body()),
        readOnly.put(`/api/v1/invoices/${invoice.id}/update_status`, { status: 'sent' }),
        readOnly.delete(`/api/v1/invoices/${invoice.id}`, { reason: 'Wrong' }),
      ]) {
        const response = await call.expect(403);
        expect(response.body).toEqual({ errors: ['Access denied'] });
      }
      expect(await count()).toBe(before);
      expect((await get(invoice.id)).status).toBe('created');
    });

    it("answers 404 for another account's invoice on every route, as for a missing one", async () => {
      const owner = client(t.url, b.key);
      const foreign = await created(
        owner.post('/api/v1/invoices', body({ customer_id: r.foreignCustomer.id })),
      );
      await owner
        .put(`/api/v1/invoices/${foreign.id}/update_status`, { status: 'sent' })
        .expect(204);
      const answers: unknown[] = [];
      for (const id of [foreign.id, 99_999_999, 'abc']) {
        for (const call of [
          api().get(`/api/v1/invoices/${id}`),
          api().get(`/api/v1/invoices/${id}/timesheet`),
          api().get(`/api/v1/invoices/${id}/expenses`),
          api().put(`/api/v1/invoices/${id}/update_status`, { status: 'ignored' }),
          api().delete(`/api/v1/invoices/${id}`, { reason: 'Hijack' }),
          api().delete(`/api/v1/invoices/${id}?reason=Hijack`),
        ]) {
          answers.push((await call.expect(404)).body);
        }
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
        new Set([JSON.stringify({ message: 'Not found' })]),
      );
      for (const path of ['/api/v1/invoices', '/api/v1/invoices/locked']) {
        const listed = await api().get(`${path}?ids=${foreign.id}`).expect(200);
        expect(listed.body).toEqual([]);
      }
      const own = await owner.get(`/api/v1/invoices/${foreign.id}`).expect(200);
      expect(own.body).toMatchObject({ status: 'sent', title: 'Consulting March' });
    });

    it('answers 422 for references of another account, as for missing ones', async () => {
      const before = await count();
      const response = await api()
        .post(
          '/api/v1/invoices',
          body({
            customer_id: r.foreignCustomer.id,
            project_id: r.foreignProject.id,
            internal_contact_id: b.userId,
            items: [
              {
                type: 'item',
                quantity: 1,
                unit: 'h',
                unit_price: 1,
                revenue_category_id: r.foreignCategory.id,
              },
            ],
          }),
        )
        .expect(422);
      expect(response.body.errors).toEqual({
        customer_id: ['does not exist'],
        project_id: ['does not exist'],
        internal_contact_id: ['does not exist'],
        'items[0].revenue_category_id': ['does not exist'],
      });
      expect(await count()).toBe(before);
    });
  });

  describe('POST /invoices', () => {
    it('answers 200 with the full record as GET returns it', async () => {
      const invoice = await create({
        project_id: r.project.id,
        internal_contact_id: r.colleague.id,
        service_period_from: '2026-02-01',
        service_period_to: '2026-02-28',
        status: 'created',
        change_address: 'invoice',
        salutation: '<p>Dear {salutation}</p><script>x()</script>',
        footer: '<i>Thanks</i>',
        discount: 10,
        cash_discount: 2,
        cash_discount_days: 10,
        custom_properties: { 'Cost centre': 'A' },
        tags: ['web', ' web ', '', 'retainer'],
        net_total: 1,
        gross_total: 1,
        identifier: 'R999999',
        creditor_reference: 'RF18539007547034',
        locked: true,
        unknown: 'ignored',
      });
      expect(Object.keys(invoice)).toEqual(expect.arrayContaining(DETAIL_KEYS));
      expect(invoice).toMatchObject({
        customer_id: r.customer.id,
        project_id: r.project.id,
        offer_id: null,
        identifier: expect.stringMatching(/^R26\d{4}$/),
        date: '2026-03-10',
        due_date: '2026-04-09',
        service_period: '02/2026',
        service_period_from: '2026-02-01',
        service_period_to: '2026-02-28',
        status: 'created',
        reversed: false,
        reversal_invoice_id: null,
        reversal: false,
        reversed_invoice_id: null,
        title: 'Consulting March',
        recipient_address: 'Kunde AG\nBahnhofstrasse 1\n8001 Zürich',
        currency: 'EUR',
        net_total: 270,
        gross_total: 291.87,
        tax: 8.1,
        vat: {
          tax: 8.1,
          reverse_charge: false,
          intra_eu: false,
          active: true,
          print_gross_total: true,
          notice_tax_exemption: null,
          notice_tax_exemption_alt: null,
          code: 'UST81',
        },
        discount: 10,
        creditor_reference: expect.stringMatching(/^RF[0-9]{2}R26\d{4}$/),
        cash_discount: 2,
        cash_discount_days: 10,
        debit_number: 10001,
        credit_number: 70001,
        locked: false,
        activity_hours_modified: false,
        salutation: '<p>Dear {salutation}</p>',
        footer: '<i>Thanks</i>',
        custom_properties: { 'Cost centre': 'A' },
        tags: ['web', 'retainer'],
        file_url: null,
        debt_collection_procedure: null,
        user: { id: a.userId, firstname: 'Owner', lastname: 'Alpha' },
        internal_contact: { id: r.colleague.id, firstname: 'Co', lastname: 'Lleague' },
        payments: [],
        reminders: [],
      });
      expect(invoice.identifier).not.toBe('R999999');
      // Read-only, as in the reference: made from the number, whatever the client sent.
      expect(invoice.creditor_reference).toBe(creditorReferenceFor(invoice.identifier));
      expect(invoice.created_at).toMatch(TIMESTAMP);
      expect(invoice.updated_at).toMatch(TIMESTAMP);
      expect(await get(invoice.id)).toEqual(invoice);
    });

    it('carries created_on and updated_on in the detail response (docs/reference/conventions.md)', async () => {
      const invoice = await create();
      expect(Object.keys(invoice).sort()).toEqual(
        [...DETAIL_KEYS, 'created_on', 'updated_on'].sort(),
      );
      expect(invoice.created_on).toMatch(DATE);
      expect(invoice.updated_on).toMatch(DATE);
    });

    it('stores every position type in order, with totals from the server', async () => {
      const invoice = await create({
        discount: 10,
        items: [
          { type: 'title', title: 'Phase 1' },
          { type: 'description', description: '<p onclick="x()">Scope<script>bad()</script></p>' },
          {
            type: 'item',
            title: 'Consulting',
            description: 'On site',
            quantity: 8,
            unit: 'h',
            unit_price: 150,
            net_total: 9999,
            revenue_category_id: r.category.id,
          },
          { type: 'item', title: 'Flat fee', net_total: 500.004 },
          {
            type: 'item',
            title: 'Travel',
            quantity: 1,
            unit: 'trip',
            unit_price: 80.5,
            additional: true,
          },
          {
            type: 'item',
            title: 'Option',
            quantity: 2,
            unit: 'h',
            unit_price: 100,
            optional: true,
          },
          { type: 'subtotal', subtotal_type: 'part_total' },
          { type: 'page-break' },
          {
            type: 'item',
            title: 'Hosting',
            quantity: 1,
            unit: 'month',
            unit_price: 19.5,
            service_type: 'expense',
          },
          { type: 'subtotal', subtotal_type: 'sub_total' },
          {
            type: 'separator',
            title: 'dropped',
            description: 'dropped',
            unit: 'x',
            revenue_category_id: r.category.id,
          },
        ],
      });
      expect(invoice.items.map((item: { type: string }) => item.type)).toEqual([
        'title',
        'description',
        'item',
        'item',
        'item',
        'item',
        'subtotal',
        'page-break',
        'item',
        'subtotal',
        'separator',
      ]);
      const [
        title,
        description,
        consulting,
        flat,
        travel,
        option,
        part,
        ,
        hosting,
        sub,
        separator,
      ] = invoice.items;
      expect(title).toMatchObject({ title: 'Phase 1', net_total: 0, service_type: 'service' });
      expect(description.description).toBe('<p>Scope</p>');
      expect(consulting).toEqual({
        id: expect.any(Number),
        type: 'item',
        subtotal_type: null,
        title: 'Consulting',
        description: 'On site',
        quantity: 8,
        unit: 'h',
        unit_price: 150,
        net_total: 1200,
        additional: false,
        activity_ids: [],
        expense_ids: [],
        payment_schedule_ids: [],
        optional: false,
        service_type: 'service',
        revenue_category: {
          id: r.category.id,
          name: 'Consulting',
          revenue_account: 8400,
          cost_category: null,
          assignment_kind: 'tasks_and_expenses',
        },
      });
      expect(flat).toMatchObject({ quantity: null, unit: null, unit_price: null, net_total: 500 });
      expect(travel).toMatchObject({ additional: true, service_type: 'expense', net_total: 80.5 });
      expect(option).toMatchObject({ optional: true, net_total: 200 });
      expect(part).toMatchObject({ subtotal_type: 'part_total', net_total: 1780.5 });
      expect(hosting).toMatchObject({ additional: true, service_type: 'expense' });
      expect(sub).toMatchObject({ subtotal_type: 'sub_total', net_total: 1800 });
      expect(separator).toEqual({
        id: expect.any(Number),
        type: 'separator',
        subtotal_type: null,
        title: null,
        description: null,
        quantity: null,
        unit: null,
        unit_price: null,
        net_total: 0,
        additional: false,
        activity_ids: [],
        expense_ids: [],
        payment_schedule_ids: [],
        optional: false,
        service_type: 'service',
        revenue_category: null,
      });
      // 1800 less 10 % discount; 8.1 % tax on the discounted net.
      expect(invoice.net_total).toBe(1620);
      expect(invoice.gross_total).toBe(1751.22);
    });

    it('answers 422 for a lump sum without net_total and a subtotal type of offers only', async () => {
      const lumpSum = await api()
        .post('/api/v1/invoices', body({ items: [{ type: 'item', title: 'No price' }] }))
        .expect(422);
      expect(errorKeys(lumpSum)).toEqual(['items[0].net_total']);
      const subtotal = await api()
        .post(
          '/api/v1/invoices',
          body({ items: [{ type: 'subtotal', subtotal_type: 'optional_part_total' }] }),
        )
        .expect(422);
      expect(errorKeys(subtotal)).toEqual(['items[0].subtotal_type']);
    });

    it('defaults print_detail_columns to the account setting', async () => {
      const byDefault = await create();
      const explicit = await create({ print_detail_columns: true });
      const rows = await prisma.invoice.findMany({
        where: { id: { in: [byDefault.id, explicit.id] } },
        orderBy: { id: 'asc' },
      });
      expect(rows.map((row) => row.printDetailColumns)).toEqual([false, true]);
    });

    it('copies debit and credit number from the customer at creation', async () => {
      const invoice = await create();
      await api()
        .put(`/api/v1/companies/${r.customer.id}`, { debit_number: 2, credit_number: 3 })
        .expect(200);
      expect(await get(invoice.id)).toMatchObject({ debit_number: 10001, credit_number: 70001 });
      expect(await create()).toMatchObject({ debit_number: 2, credit_number: 3 });
      await api()
        .put(`/api/v1/companies/${r.customer.id}`, { debit_number: 10001, credit_number: 70001 })
        .expect(200);
      const plain = await create({ customer_id: r.otherCustomer.id });
      expect(plain).toMatchObject({ debit_number: null, credit_number: null });
    });

    it('answers 422 naming every missing or mistyped field, without echoing values', async () => {
      const before = await count();
      const empty = await api().post('/api/v1/invoices', {}).expect(422);
      expect(errorKeys(empty)).toEqual(
        [
          'currency',
          'customer_id',
          'date',
          'due_date',
          'items',
          'recipient_address',
          'tax',
          'title',
        ].sort(),
      );
      const wrong = await api()
        .post(
          '/api/v1/invoices',
          body({
            customer_id: 'one',
            date: '2026-02-30',
            due_date: 'soon-4711',
            title: '',
            tax: 'x',
            currency: 'eur',
            discount: 120,
            cash_discount: -1,
            cash_discount_days: 1.5,
            change_address: 'elsewhere-4711',
            project_id: 'one',
            offer_id: 0,
            internal_contact_id: 'me',
            tags: 'web',
            custom_properties: 'x',
            print_detail_columns: 'yes',
            status: 5,
            items: [
              { type: 'block-4711' },
              { type: 'item', quantity: 'two', unit_price: 1, activity_ids: '1', optional: 'no' },
            ],
          }),
        )
        .expect(422);
      expect(errorKeys(wrong)).toEqual(
        [
          'customer_id',
          'date',
          'due_date',
          'title',
          'tax',
          'currency',
          'discount',
          'cash_discount',
          'cash_discount_days',
          'change_address',
          'project_id',
          'offer_id',
          'internal_contact_id',
          'tags',
          'custom_properties',
          'print_detail_columns',
          'status',
          'items[0].type',
          'items[1].quantity',
          'items[1].activity_ids',
          'items[1].optional',
        ].sort(),
      );
      expect(JSON.stringify(wrong.body)).not.toContain('4711');
      const notArray = await api()
        .post('/api/v1/invoices', body({ items: 'x' }))
        .expect(422);
      expect(errorKeys(notArray)).toEqual(['items']);
      const badProperty = await api()
        .post('/api/v1/invoices', body({ custom_properties: { 'Cost centre': 'Z' } }))
        .expect(422);
      expect(errorKeys(badProperty)).toEqual(['custom_properties.Cost centre']);
      expect(await count()).toBe(before);
    });

    it('takes only a currency of the account', async () => {
      expect((await create({ currency: 'CHF' })).currency).toBe('CHF');
      for (const currency of ['USD', 'JPY']) {
        const response = await api().post('/api/v1/invoices', body({ currency })).expect(422);
        expect(response.body.errors).toEqual({ currency: ['is not a currency of the account'] });
      }
    });

    it('keeps a rate without an active tax code inline, and takes vat_code_id over tax', async () => {
      // OLD19 is inactive and RC0 is reverse charge: 19 and 0 have no tax code.
      for (const [tax, gross] of [
        [19, 357],
        [0, 300],
      ]) {
        const invoice = await create({ tax });
        expect(invoice).toMatchObject({ tax, net_total: 300, gross_total: gross });
        expect(invoice.vat).toEqual({
          tax,
          reverse_charge: false,
          intra_eu: false,
          active: true,
          print_gross_total: true,
          notice_tax_exemption: '',
          notice_tax_exemption_alt: '',
        });
        expect(await get(invoice.id)).toEqual(invoice);
      }
      const codes = await prisma.vatCodeSale.findMany({ where: { accountId: a.accountId } });
      const code = (name: string) => codes.find((row) => row.code === name)!.id;
      const reverse = await create({ tax: 8.1, vat_code_id: code('RC0') });
      expect(reverse).toMatchObject({ tax: 0, net_total: 300, gross_total: 300 });
      expect(reverse.vat).toMatchObject({ id: code('RC0'), reverse_charge: true, code: 'RC0' });
      const byCode = await create({ tax: undefined, vat_code_id: code('UST81') });
      expect(byCode).toMatchObject({ tax: 8.1, gross_total: 324.3 });
      const foreign = await prisma.vatCodeSale.findFirstOrThrow({ where: { code: 'B81' } });
      for (const [vatCodeId, message] of [
        [code('OLD19'), 'is not active'],
        [foreign.id, 'does not exist'],
      ] as const) {
        const response = await api()
          .post('/api/v1/invoices', body({ vat_code_id: vatCodeId }))
          .expect(422);
        expect(response.body.errors).toEqual({ vat_code_id: [message] });
      }
      for (const tax of [-1, 101, 8.12345, undefined]) {
        const response = await api().post('/api/v1/invoices', body({ tax })).expect(422);
        expect(errorKeys(response)).toEqual(['tax']);
      }
    });

    it('stores letter_paper_id and without_letter_paper, refusing an unknown paper', async () => {
      const plain = await create();
      expect(plain).toMatchObject({ letter_paper_id: null, without_letter_paper: false });
      const paper = await prisma.letterPaper.create({
        data: { accountId: a.accountId, name: 'Letterhead', html: '<p>Head</p>' },
      });
      const chosen = await create({ letter_paper_id: paper.id, without_letter_paper: true });
      expect(chosen).toMatchObject({ letter_paper_id: paper.id, without_letter_paper: true });
      expect(await get(chosen.id)).toEqual(chosen);
      const foreign = await prisma.letterPaper.create({
        data: { accountId: b.accountId, name: 'Theirs' },
      });
      for (const id of [foreign.id, 999_999]) {
        const response = await api()
          .post('/api/v1/invoices', body({ letter_paper_id: id }))
          .expect(422);
        expect(response.body.errors).toEqual({ letter_paper_id: ['does not exist'] });
      }
      const wrong = await api()
        .post('/api/v1/invoices', body({ letter_paper_id: 'one', without_letter_paper: null }))
        .expect(422);
      expect(errorKeys(wrong)).toEqual(['letter_paper_id', 'without_letter_paper']);
    });

    it('takes cash discount and days, defaulting to 0, and refuses null or out of range', async () => {
      expect(await create()).toMatchObject({ cash_discount: 0, cash_discount_days: 0 });
      expect(await create({ cash_discount: 2.5, cash_discount_days: 14 })).toMatchObject({
        cash_discount: 2.5,
        cash_discount_days: 14,
      });
      for (const [field, value] of [
        ['cash_discount', null],
        ['cash_discount', 100.5],
        ['cash_discount_days', null],
        ['cash_discount_days', -1],
        ['cash_discount_days', 3651],
        ['discount', null],
      ] as const) {
        const response = await api()
          .post('/api/v1/invoices', body({ [field]: value }))
          .expect(422);
        expect(errorKeys(response)).toEqual([field]);
      }
    });

    it('creates a regular invoice unless status is draft', async () => {
      const draft = await create({ status: 'draft' });
      expect(draft).toMatchObject({ status: 'draft', identifier: null, locked: false });
      for (const status of [undefined, null, 'created', 'sent', 'paid', 'draft ', 'bogus', '']) {
        const invoice = await create({ status });
        expect(invoice.status).toBe('created');
        expect(invoice.identifier).toMatch(/^R26\d{4}$/);
      }
      expect((await get(draft.id)).identifier).toBeNull();
    });

    it('gives a numbered invoice its payment reference: a QR reference on a QR-IBAN for CHF', async () => {
      expect((await create({ status: 'draft' })).creditor_reference).toBeNull();
      await prisma.account.update({
        where: { id: a.accountId },
        data: { qrIban: 'CH44 3199 9123 0008 8901 2' },
      });
      try {
        const chf = await create({ currency: 'CHF' });
        expect(chf.creditor_reference).toBe(qrReferenceFor(chf.id));
        const eur = await create({ currency: 'EUR' });
        expect(eur.creditor_reference).toBe(creditorReferenceFor(eur.identifier));
      } finally {
        await prisma.account.update({ where: { id: a.accountId }, data: { qrIban: null } });
      }
      const chf = await create({ currency: 'CHF' });
      expect(chf.creditor_reference).toBe(creditorReferenceFor(chf.identifier));
    });

    it('requires a project of the customer', async () => {
      const invoice = await create({ project_id: r.project.id });
      expect(invoice.project_id).toBe(r.project.id);
      const other = await api()
        .post('/api/v1/invoices', body({ project_id: r.otherProject.id }))
        .expect(422);
      expect(other.body.errors).toEqual({ project_id: ['belongs to another customer'] });
      const missing = await api()
        .post('/api/v1/invoices', body({ project_id: 99_999_999 }))
        .expect(422);
      expect(missing.body.errors).toEqual({ project_id: ['does not exist'] });
      expect((await create({ project_id: null })).project_id).toBeNull();
    });

    it('writes the address back only as change_address says', async () => {
      const addresses = async () => ({
        company: (await api().get(`/api/v1/companies/${r.customer.id}`).expect(200)).body.address,
        project: (await api().get(`/api/v1/projects/${r.project.id}`).expect(200)).body
          .billing_address,
      });
      await create({ project_id: r.project.id, recipient_address: 'Default only' });
      await create({
        project_id: r.project.id,
        recipient_address: 'Invoice only',
        change_address: 'invoice',
      });
      expect(await addresses()).toEqual({
        company: 'Old address',
        project: 'Old billing address',
      });
      await create({
        project_id: r.project.id,
        recipient_address: 'Project address',
        change_address: 'project',
      });
      expect(await addresses()).toEqual({ company: 'Old address', project: 'Project address' });
      await create({ recipient_address: 'Customer address', change_address: 'customer' });
      expect(await addresses()).toEqual({
        company: 'Customer address',
        project: 'Project address',
      });
      const before = await count();
      const noProject = await api()
        .post('/api/v1/invoices', body({ change_address: 'project', recipient_address: 'Lost' }))
        .expect(422);
      expect(errorKeys(noProject)).toEqual(['change_address']);
      for (const value of [null, 'company']) {
        const response = await api()
          .post('/api/v1/invoices', body({ change_address: value }))
          .expect(422);
        expect(errorKeys(response)).toEqual(['change_address']);
      }
      expect(await count()).toBe(before);
      expect((await addresses()).project).toBe('Project address');
    });

    it('replays a POST with the same Idempotency-Key and creates one invoice', async () => {
      const before = await count();
      const send = () =>
        request(t.url)
          .post('/api/v1/invoices')
          .set('Authorization', `Token token=${a.key}`)
          .set('Idempotency-Key', 'invoice-replay-1')
          .send(body({ title: 'Once' }));
      const first = await send().expect(200);
      const second = await send().expect(200);
      expect(second.body).toEqual(first.body);
      expect(await count()).toBe(before + 1);
    });
  });

  describe('service period', () => {
    const period = async (from: string | null | undefined, to: string | null | undefined) => {
      const invoice = await create({ service_period_from: from, service_period_to: to });
      return [invoice.service_period, invoice.service_period_from, invoice.service_period_to];
    };

    it('prints MM/YYYY for exactly one calendar month, else DD.MM.YYYY - DD.MM.YYYY', async () => {
      expect(await period('2026-03-01', '2026-03-31')).toEqual([
        '03/2026',
        '2026-03-01',
        '2026-03-31',
      ]);
      expect((await period('2026-02-01', '2026-02-28'))[0]).toBe('02/2026');
      expect((await period('2024-02-01', '2024-02-29'))[0]).toBe('02/2024');
      expect((await period('2024-02-01', '2024-02-28'))[0]).toBe('01.02.2024 - 28.02.2024');
      expect((await period('2026-04-02', '2026-04-30'))[0]).toBe('02.04.2026 - 30.04.2026');
      expect((await period('2026-01-15', '2026-02-14'))[0]).toBe('15.01.2026 - 14.02.2026');
      expect((await period('2026-01-01', '2026-02-28'))[0]).toBe('01.01.2026 - 28.02.2026');
      expect((await period('2025-12-01', '2026-12-31'))[0]).toBe('01.12.2025 - 31.12.2026');
      expect((await period('2026-03-05', '2026-03-05'))[0]).toBe('05.03.2026 - 05.03.2026');
    });

    it('has no service period when both dates are omitted or null', async () => {
      expect(await period(undefined, undefined)).toEqual([null, null, null]);
      expect(await period(null, null)).toEqual([null, null, null]);
      const invoice = await create({ service_period: 'Sent text' });
      expect(invoice.service_period).toBeNull();
    });

    it('answers 422 for one date only, a period ending before it starts, or no date', async () => {
      const before = await count();
      for (const [from, to, field] of [
        ['2026-03-01', undefined, 'service_period_to'],
        ['2026-03-01', null, 'service_period_to'],
        [undefined, '2026-03-31', 'service_period_from'],
        ['2026-03-02', '2026-03-01', 'service_period_to'],
        ['2026-02-30', '2026-03-31', 'service_period_from'],
        ['2026-03-01', '31.03.2026', 'service_period_to'],
      ]) {
        const response = await api()
          .post('/api/v1/invoices', body({ service_period_from: from, service_period_to: to }))
          .expect(422);
        expect(errorKeys(response)).toEqual([field]);
      }
      expect(await count()).toBe(before);
    });
  });

  describe('offer_id', () => {
    const offer = async (extra: object = {}) =>
      created(
        api().post('/api/v1/offers', {
          company_id: r.customer.id,
          recipient_address: 'Kunde AG',
          date: '2026-03-01',
          due_date: '2026-03-31',
          title: 'Offer',
          tax: 8.1,
          currency: 'EUR',
          items: [{ type: 'item', title: 'Work', quantity: 10, unit_price: 100 }],
          ...extra,
        }),
        201,
      );
    const offerOf = async (id: number) =>
      (await api().get(`/api/v1/offers/${id}`).expect(200)).body;
    const billing = (net: number) => [{ type: 'item', title: 'Billed', net_total: net }];

    it('links the offer and moves it to billed when the invoice bills all of it', async () => {
      const full = await offer();
      const old = new Date('2020-01-01T00:00:00Z');
      await prisma.offer.update({ where: { id: full.id }, data: { updatedAt: old } });
      const invoice = await create({ offer_id: full.id, items: billing(1000) });
      expect(invoice.offer_id).toBe(full.id);
      expect(await offerOf(full.id)).toMatchObject({ status: 'billed', invoice_id: invoice.id });
      const row = await prisma.offer.findUniqueOrThrow({ where: { id: full.id } });
      expect(row.updatedAt.getTime()).toBeGreaterThan(old.getTime());
      const more = await offer();
      await create({ offer_id: more.id, items: billing(1200) });
      expect((await offerOf(more.id)).status).toBe('billed');
      const draft = await offer();
      const drafted = await create({ offer_id: draft.id, status: 'draft', items: billing(1000) });
      expect(await offerOf(draft.id)).toMatchObject({ status: 'billed', invoice_id: drafted.id });
    });

    it('moves the offer to partially_billed when the invoice net is smaller', async () => {
      const partial = await offer();
      const first = await create({ offer_id: partial.id, items: billing(400) });
      expect(await offerOf(partial.id)).toMatchObject({
        status: 'partially_billed',
        invoice_id: first.id,
      });
      const rest = await create({ offer_id: partial.id, items: billing(1000) });
      expect(await offerOf(partial.id)).toMatchObject({ status: 'billed', invoice_id: rest.id });
      const discounted = await offer({ discount: 50 });
      await create({ offer_id: discounted.id, items: billing(500) });
      expect((await offerOf(discounted.id)).status).toBe('billed');
    });

    it('refuses an offer of another customer or account', async () => {
      const otherCustomers = await offer({ company_id: r.otherCustomer.id });
      const mismatch = await api()
        .post('/api/v1/invoices', body({ offer_id: otherCustomers.id }))
        .expect(422);
      expect(mismatch.body.errors).toEqual({ offer_id: ['belongs to another customer'] });
      expect((await offerOf(otherCustomers.id)).status).toBe('created');
      const foreign = await created(
        client(t.url, b.key).post('/api/v1/offers', {
          recipient_address: 'X',
          date: '2026-03-01',
          due_date: '2026-03-31',
          title: 'Beta offer',
          tax: 8.1,
          currency: 'EUR',
          items: [{ type: 'item', title: 'W', quantity: 1, unit_price: 1 }],
        }),
        201,
      );
      const hidden = await api()
        .post('/api/v1/invoices', body({ offer_id: foreign.id }))
        .expect(422);
      expect(hidden.body.errors).toEqual({ offer_id: ['does not exist'] });
      const foreignOffer = await client(t.url, b.key).get(`/api/v1/offers/${foreign.id}`);
      expect(foreignOffer.body).toMatchObject({ status: 'created', invoice_id: null });
    });
  });

  describe('GET /invoices/{id}', () => {
    it('embeds payments, reminders and the debt collection procedure', async () => {
      const invoice = await create();
      await prisma.invoicePayment.create({
        data: {
          accountId: a.accountId,
          invoiceId: invoice.id,
          date: new Date('2026-03-20'),
          paidTotal: '100.5',
          currency: 'EUR',
        },
      });
      await prisma.invoiceReminder.create({
        data: {
          accountId: a.accountId,
          invoiceId: invoice.id,
          title: 'Reminder',
          date: new Date('2026-04-15'),
          dueDate: new Date('2026-04-25'),
          fee: '20',
          text: '<p>Please pay</p>',
        },
      });
      await prisma.invoiceDebtCollection.create({
        data: { accountId: a.accountId, invoiceId: invoice.id, userId: a.userId, note: 'Handed' },
      });
      const read = await get(invoice.id);
      expect(read.payments).toEqual([
        expect.objectContaining({
          id: expect.any(Number),
          date: '2026-03-20',
          paid_total: 100.5,
          currency: 'EUR',
          created_on: expect.stringMatching(DATE),
          updated_on: expect.stringMatching(DATE),
        }),
      ]);
      expect(read.reminders).toEqual([
        expect.objectContaining({
          id: expect.any(Number),
          date: '2026-04-15',
          due_date: '2026-04-25',
          fee: 20,
          text: '<p>Please pay</p>',
          created_on: expect.stringMatching(DATE),
          updated_on: expect.stringMatching(DATE),
        }),
      ]);
      expect(read.debt_collection_procedure).toEqual({
        id: expect.any(Number),
        user: { id: a.userId, firstname: 'Owner', lastname: 'Alpha' },
        note: 'Handed',
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
    });
  });

  describe('PUT /invoices/{id}/update_status', () => {
    const setStatus = (id: number, status: unknown) =>
      api().put(`/api/v1/invoices/${id}/update_status`, { status });

    it('sets created, sent, overdue and ignored with 204; sent locks for good', async () => {
      const invoice = await create();
      await setStatus(invoice.id, 'overdue').expect(204);
      expect(await get(invoice.id)).toMatchObject({ status: 'overdue', locked: false });
      for (const status of ['sent', 'overdue', 'ignored', 'created', 'sent']) {
        const response = await setStatus(invoice.id, status).expect(204);
        expect(response.text).toBe('');
        expect(await get(invoice.id)).toMatchObject({ status, locked: true });
      }
    });

    it('refuses paid, partially_paid and draft, keeping the status', async () => {
      const invoice = await create();
      for (const status of ['paid', 'partially_paid', 'draft']) {
        const response = await setStatus(invoice.id, status).expect(422);
        expect(response.body).toEqual({ errors: [expect.any(String)] });
      }
      expect((await get(invoice.id)).status).toBe('created');
    });

    it('answers 422 on status for unknown or missing values', async () => {
      const invoice = await create();
      for (const status of ['bogus', undefined, null, 5]) {
        const response = await setStatus(invoice.id, status).expect(422);
        expect(errorKeys(response)).toEqual(['status']);
      }
      expect((await get(invoice.id)).status).toBe('created');
    });

    it('works only on regular invoices: a draft stays a draft', async () => {
      const draft = await create({ status: 'draft' });
      for (const status of [...MANUAL_STATUSES, 'draft']) {
        const response = await setStatus(draft.id, status).expect(422);
        expect(response.body).toEqual({ errors: [expect.any(String)] });
      }
      expect(await get(draft.id)).toMatchObject({
        status: 'draft',
        identifier: null,
        locked: false,
      });
    });

    it('bumps updated_at', async () => {
      const invoice = await create();
      const old = new Date('2020-01-01T00:00:00Z');
      await prisma.invoice.update({ where: { id: invoice.id }, data: { updatedAt: old } });
      await setStatus(invoice.id, 'sent').expect(204);
      const row = await prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
      expect(row.updatedAt.getTime()).toBeGreaterThan(old.getTime());
      expect(row.sentAt).not.toBeNull();
      expect(row.lockedAt).not.toBeNull();
    });
  });

  describe('DELETE /invoices/{id}', () => {
    const tombstone = (id: number) =>
      prisma.deletionTombstone.findFirst({ where: { entityType: 'Invoice', entityId: id } });

    it('requires a non-blank reason for a regular invoice', async () => {
      const invoice = await create();
      for (const sent of [undefined, {}, { reason: '' }, { reason: '   ' }, { reason: null }]) {
        const response = await api().delete(`/api/v1/invoices/${invoice.id}`, sent).expect(422);
        expect(errorKeys(response)).toEqual(['reason']);
      }
      await api().delete(`/api/v1/invoices/${invoice.id}?reason=%20`).expect(422);
      const typed = await api().delete(`/api/v1/invoices/${invoice.id}`, { reason: 5 }).expect(422);
      expect(errorKeys(typed)).toEqual(['reason']);
      expect((await get(invoice.id)).id).toBe(invoice.id);
      expect(await tombstone(invoice.id)).toBeNull();
    });

    it('deletes with 204 and keeps the reason and a snapshot in a tombstone', async () => {
      const invoice = await create({ tags: ['gone'] });
      const response = await api()
        .delete(`/api/v1/invoices/${invoice.id}`, { reason: ' Issued twice ' })
        .expect(204);
      expect(response.text).toBe('');
      await api().get(`/api/v1/invoices/${invoice.id}`).expect(404);
      const stone = await tombstone(invoice.id);
      expect(stone).toMatchObject({
        accountId: a.accountId,
        reason: 'Issued twice',
        deletedById: a.userId,
      });
      expect(stone?.snapshot).toMatchObject({
        id: invoice.id,
        identifier: invoice.identifier,
        net_total: invoice.net_total,
        tags: ['gone'],
        items: [expect.objectContaining({ title: 'Work' })],
      });
      expect(await prisma.invoicePosition.count({ where: { invoiceId: invoice.id } })).toBe(0);
      await api().delete(`/api/v1/invoices/${invoice.id}`, { reason: 'Again' }).expect(404);
    });

    it('takes the reason from the query; the body wins when both are sent', async () => {
      const byQuery = await create();
      await api().delete(`/api/v1/invoices/${byQuery.id}?reason=Wrong%20customer`).expect(204);
      expect((await tombstone(byQuery.id))?.reason).toBe('Wrong customer');
      const both = await create();
      await api()
        .delete(`/api/v1/invoices/${both.id}?reason=From%20query`, { reason: 'From body' })
        .expect(204);
      expect((await tombstone(both.id))?.reason).toBe('From body');
    });

    it('deletes a draft without a reason', async () => {
      const draft = await create({ status: 'draft' });
      await api().delete(`/api/v1/invoices/${draft.id}`).expect(204);
      await api().get(`/api/v1/invoices/${draft.id}`).expect(404);
      expect(await tombstone(draft.id)).toMatchObject({ reason: null });
      const withReason = await create({ status: 'draft' });
      await api().delete(`/api/v1/invoices/${withReason.id}`, { reason: 'Obsolete' }).expect(204);
      expect((await tombstone(withReason.id))?.reason).toBe('Obsolete');
    });

    it('deletes a sent (locked) invoice only with a reason', async () => {
      const invoice = await create();
      await api()
        .put(`/api/v1/invoices/${invoice.id}/update_status`, { status: 'sent' })
        .expect(204);
      await api().delete(`/api/v1/invoices/${invoice.id}`).expect(422);
      await api().delete(`/api/v1/invoices/${invoice.id}`, { reason: 'Cancelled' }).expect(204);
      await api().get(`/api/v1/invoices/${invoice.id}`).expect(404);
    });

    it('refuses to delete a reversed invoice and its reversal invoice', async () => {
      const original = await create();
      const reversal = await create({
        items: [{ type: 'item', title: 'Work', quantity: -2, unit: 'h', unit_price: 150 }],
      });
      await prisma.invoice.update({
        where: { id: reversal.id },
        data: { reversedInvoiceId: original.id },
      });
      for (const id of [original.id, reversal.id]) {
        const response = await api()
          .delete(`/api/v1/invoices/${id}`, { reason: 'Try' })
          .expect(422);
        expect(response.body).toEqual({ errors: [expect.any(String)] });
        await api().get(`/api/v1/invoices/${id}`).expect(200);
      }
    });
  });
});
