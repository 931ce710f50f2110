import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
/** The offer as read again: its file_url is signed afresh on every read (expiry included). */
const freshLink = (offer: object) => ({
  ...offer,
  file_url: expect.stringMatching(/\/api\/v1\/files\/d1\.\d+\.offer\./),
});
const DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('/api/v1/offers', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const r: Record<string, { id: number }> = {};

  const api = () => client(t.url, a.key);
  const body = (extra: object = {}) => ({
    recipient_address: 'Kunde AG\nBern',
    date: '2026-03-10',
    due_date: '2026-04-10',
    title: 'Relaunch',
    tax: 21.5,
    currency: 'EUR',
    items: [{ type: 'item', title: 'Work', quantity: 1, unit_price: 100 }],
    ...extra,
  });
  const create = async (extra: object = {}) =>
    (await api().post('/api/v1/offers', body(extra)).expect(201)).body;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    await prisma.account.update({
      where: { id: a.accountId },
      data: { currencies: ['EUR', 'CHF'], defaultCurrency: 'CHF', printDetailColumns: false },
    });
    const vat = (accountId: number, code: string, tax: string, extra: object = {}) =>
      prisma.vatCodeSale.create({ data: { accountId, code, tax, ...extra } });
    r.vat215 = await vat(a.accountId, 'UST215', '21.5', { noticeTaxExemption: null });
    r.vat81 = await vat(a.accountId, 'UST81', '8.1');
    await vat(a.accountId, 'OLD19', '19', { active: false });
    await vat(a.accountId, 'RC0', '0', { kind: 'reverse_charge' });
    await vat(b.accountId, 'B19', '19');
    const company = (accountId: number, name: string, extra: object = {}) =>
      prisma.company.create({ data: { accountId, type: 'customer', name, ...extra } });
    r.chfCompany = await company(a.accountId, 'Franken AG', {
      currency: 'CHF',
      countryCode: 'AT',
      vatIdentifier: 'ATU12345678',
      address: 'Old address',
    });
    r.plainCompany = await company(a.accountId, 'Plain GmbH');
    r.projectCompany = await company(a.accountId, 'Projekt AG', { currency: 'CHF' });
    r.project = await prisma.project.create({
      data: {
        accountId: a.accountId,
        identifier: 'P-1',
        name: 'Website',
        companyId: r.projectCompany.id,
        currency: 'EUR',
      },
    });
    r.eurDeal = await prisma.deal.create({
      data: { accountId: a.accountId, name: 'Deal EUR', currency: 'EUR' },
    });
    r.chfDeal = await prisma.deal.create({
      data: { accountId: a.accountId, name: 'Deal CHF', currency: 'CHF' },
    });
    r.contact = await prisma.contact.create({
      data: { accountId: a.accountId, lastname: 'Muster', companyId: r.chfCompany.id },
    });
    r.colleague = await prisma.user.create({
      data: { accountId: a.accountId, firstname: 'Co', lastname: 'Lleague', email: 'c@a.example' },
    });
    r.category = await prisma.revenueCategory.create({
      data: { accountId: a.accountId, name: 'Consulting', revenueAccount: 8400 },
    });
    r.foreignCompany = await company(b.accountId, 'Beta Kunde');
    r.foreignContact = await prisma.contact.create({
      data: { accountId: b.accountId, lastname: 'Fremd' },
    });
    r.foreignCategory = await prisma.revenueCategory.create({
      data: { accountId: b.accountId, name: 'Other', revenueAccount: 1 },
    });
    await prisma.customFieldDefinition.create({
      data: {
        accountId: a.accountId,
        entity: 'Offer',
        name: 'Stage',
        type: 'Select',
        options: ['A', 'B'],
      },
    });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  describe('access', () => {
    it('answers 401 without a key on every route', async () => {
      for (const call of [
        request(t.url).get('/api/v1/offers'),
        request(t.url).get('/api/v1/offers/1'),
        request(t.url).post('/api/v1/offers').send(body()),
        request(t.url).put('/api/v1/offers/1').send({ title: 'X' }),
        request(t.url).put('/api/v1/offers/1/assign').send({}),
        request(t.url).put('/api/v1/offers/1/update_status').send({ status: 'sent' }),
        request(t.url).delete('/api/v1/offers/1'),
      ]) {
        const response = await call.expect(401);
        expect(response.body).toEqual({ message: 'Unauthorized' });
      }
    });

    it('lets a read-only key read but answers 403 on every write', async () => {
      const offer = await create();
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.get(`/api/v1/offers/${offer.id}`).expect(200);
      await readOnly.get('/api/v1/offers').expect(200);
      for (const call of [
        readOnly.post('/api/v1/offers', body()),
        readOnly.put(`/api/v1/offers/${offer.id}`, { title: 'X' }),
        readOnly.put(`/api/v1/offers/${offer.id}/assign`, { deal_id: r.eurDeal.id }),
        readOnly.put(`/api/v1/offers/${offer.id}/update_status`, { status: 'sent' }),
        readOnly.delete(`/api/v1/offers/${offer.id}`),
      ]) {
        const response = await call.expect(403);
        expect(response.body).toEqual({ errors: ['Access denied'] });
      }
      expect((await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body.title).toBe(
        'Relaunch',
      );
    });

    it("answers 404 for another account's offer on every route, as for a missing one", async () => {
      const foreign = (
        await client(t.url, b.key)
          .post('/api/v1/offers', body({ tax: 19 }))
          .expect(201)
      ).body as { id: number };
      for (const id of [foreign.id, 999_999, 'abc']) {
        for (const call of [
          api().get(`/api/v1/offers/${id}`),
          api().put(`/api/v1/offers/${id}`, { title: 'X' }),
          api().put(`/api/v1/offers/${id}/assign`, { deal_id: r.eurDeal.id }),
          api().put(`/api/v1/offers/${id}/update_status`, { status: 'sent' }),
          api().delete(`/api/v1/offers/${id}`),
        ]) {
          const response = await call.expect(404);
          expect(response.body).toEqual({ message: 'Not found' });
        }
      }
      expect((await client(t.url, b.key).get(`/api/v1/offers/${foreign.id}`)).body.status).toBe(
        'created',
      );
    });
  });

  describe('POST /offers', () => {
    it('computes the reference case: discount 20, lump sum 2000, tax 21.5', async () => {
      const offer = await create({
        discount: 20,
        items: [{ type: 'item', title: 'Pauschal', net_total: 2000 }],
      });
      expect(offer.net_total).toBe(1600);
      expect(offer.gross_total).toBe(1944);
      expect(offer.discount).toBe(20);
      expect(offer.tax).toBe(21.5);
      expect(offer.items[0]).toMatchObject({ type: 'item', net_total: 2000, quantity: null });
    });

    it('ignores a sent net_total when quantity and unit_price are given', async () => {
      const offer = await create({
        items: [{ type: 'item', title: 'W', quantity: 1, unit_price: 100, net_total: 400 }],
      });
      expect(offer.items[0].net_total).toBe(100);
      expect(offer.net_total).toBe(100);
      expect(offer.gross_total).toBe(121.5);
    });

    it('leaves optional items out of the totals', async () => {
      const offer = await create({
        items: [
          { type: 'item', title: 'W', quantity: 1, unit_price: 100 },
          { type: 'item', title: 'Option', quantity: 20, unit_price: 20, optional: true },
        ],
      });
      expect(offer.net_total).toBe(100);
      expect(offer.gross_total).toBe(121.5);
      expect(offer.items[1]).toMatchObject({ optional: true, net_total: 400 });
    });

    it('answers 201 with the full record and assigns A + year + sequence', async () => {
      const offer = await create({
        salutation: 'Dear {salutation}',
        footer: 'Regards',
        contact_id: r.contact.id,
        internal_contact_id: r.colleague.id,
        tags: ['web', ' web ', ''],
        custom_properties: { Stage: 'A' },
      });
      expect(Object.keys(offer).sort()).toEqual(
        [
          'id',
          'identifier',
          'invoice_id',
          'date',
          'due_date',
          'title',
          'recipient_address',
          'currency',
          'net_total',
          'tax',
          'vat',
          'gross_total',
          'discount',
          'status',
          'tags',
          'custom_properties',
          'company',
          'project',
          'deal',
          'user',
          'offer_confirmation',
          'customer_approval',
          'created_at',
          'updated_at',
          'salutation',
          'footer',
          'internal_contact',
          'items',
          'created_on',
          'updated_on',
          'file_url',
          'email_deliveries',
        ].sort(),
      );
      expect(offer).toMatchObject({
        identifier: expect.stringMatching(/^A26\d{4}$/),
        invoice_id: null,
        date: '2026-03-10',
        due_date: '2026-04-10',
        currency: 'EUR',
        status: 'created',
        discount: 0,
        salutation: 'Dear {salutation}',
        footer: 'Regards',
        tags: ['web'],
        custom_properties: { Stage: 'A' },
        company: null,
        project: null,
        deal: null,
        user: { id: a.userId, firstname: 'Owner', lastname: 'Alpha' },
        internal_contact: { id: r.colleague.id, firstname: 'Co', lastname: 'Lleague' },
        offer_confirmation: null,
        customer_approval: null,
        vat: {
          id: r.vat215.id,
          tax: 21.5,
          description: 'UST215',
          reverse_charge: false,
          intra_eu: false,
          active: true,
          print_gross_total: true,
          notice_tax_exemption: null,
          notice_tax_exemption_en: null,
          notice_tax_exemption_alt: null,
          code: 'UST215',
          credit_account: null,
        },
        // A link to the offer's current PDF from the start (printed when first opened).
        file_url: expect.stringMatching(/\/api\/v1\/files\/d1\./),
      });
      expect(offer.created_at).toMatch(TIMESTAMP);
      expect(offer.updated_at).toMatch(TIMESTAMP);
      expect(offer.created_on).toMatch(DATE);
      expect(offer.updated_on).toMatch(DATE);
      const next = await create();
      const sequence = (identifier: string) => Number(identifier.slice(3));
      expect(sequence(next.identifier)).toBe(sequence(offer.identifier) + 1);
      expect((await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body).toEqual(
        freshLink(offer),
      );
      const stored = await prisma.offer.findUniqueOrThrow({ where: { id: offer.id } });
      expect(stored.contactId).toBe(r.contact.id);
    });

    it('stores every position type in order, additional as expense', async () => {
      const offer = await create({
        items: [
          { type: 'title', title: 'Phase 1' },
          { type: 'description', description: '<p onclick="x()">Text<script>bad()</script></p>' },
          {
            type: 'item',
            title: 'Hosting',
            quantity: 2,
            unit: 'months',
            unit_price: 50.5,
            unit_cost: 20,
            additional: true,
            revenue_category_id: r.category.id,
          },
          { type: 'subtotal', subtotal_type: 'part_total' },
          { type: 'page-break' },
          { type: 'separator' },
        ],
      });
      expect(offer.items.map((item: { type: string }) => item.type)).toEqual([
        'title',
        'description',
        'item',
        'subtotal',
        'page-break',
        'separator',
      ]);
      expect(offer.items[1].description).toBe('<p>Text</p>');
      expect(offer.items[2]).toEqual({
        id: expect.any(Number),
        type: 'item',
        title: 'Hosting',
        description: null,
        quantity: 2,
        unit: 'months',
        unit_price: 50.5,
        unit_cost: 20,
        net_total: 101,
        optional: false,
        service_type: 'expense',
        subtotal_type: null,
        revenue_category: {
          id: r.category.id,
          name: 'Consulting',
          revenue_account: 8400,
          cost_category: null,
          assignment_kind: 'tasks_and_expenses',
        },
      });
      expect(offer.items[3]).toMatchObject({ subtotal_type: 'part_total', net_total: 101 });
      expect(offer.items[0]).toMatchObject({ service_type: 'service', net_total: 0 });
    });

    it('sanitizes salutation and footer to the safe HTML subset', async () => {
      const offer = await create({
        salutation: '<b>Hi</b><img src=x onerror=alert(1)><script>x()</script>',
        footer: '<a href="javascript:alert(1)">x</a><a href="https://e.example">y</a>',
      });
      expect(offer.salutation).toBe('<b>Hi</b>');
      expect(offer.footer).toBe('<a>x</a><a href="https://e.example">y</a>');
    });

    it("takes the project's company and currency; a differing currency is a 422", async () => {
      const offer = await create({
        currency: undefined,
        project_id: r.project.id,
        company_id: r.chfCompany.id,
      });
      expect(offer.company).toEqual({ id: r.projectCompany.id, name: 'Projekt AG' });
      expect(offer.project).toEqual({ id: r.project.id, identifier: 'P-1', name: 'Website' });
      expect(offer.currency).toBe('EUR');
      const wrong = await api()
        .post('/api/v1/offers', body({ currency: 'CHF', project_id: r.project.id }))
        .expect(422);
      expect(wrong.body.errors.currency).toBeDefined();
      const deal = await api()
        .post('/api/v1/offers', body({ currency: 'EUR', deal_id: r.chfDeal.id }))
        .expect(422);
      expect(deal.body.errors.currency).toBeDefined();
      const both = await api()
        .post(
          '/api/v1/offers',
          body({ currency: undefined, project_id: r.project.id, deal_id: r.chfDeal.id }),
        )
        .expect(422);
      expect(Object.keys(both.body.errors)).toEqual(['deal_id']);
    });

    it('takes the currency from the deal, the company or the account default', async () => {
      const fromDeal = await create({ currency: undefined, deal_id: r.chfDeal.id });
      expect(fromDeal).toMatchObject({
        currency: 'CHF',
        deal: { id: r.chfDeal.id, name: 'Deal CHF' },
      });
      const fromCompany = await create({ currency: undefined, company_id: r.chfCompany.id });
      expect(fromCompany.currency).toBe('CHF');
      const fallback = await create({ currency: undefined, company_id: r.plainCompany.id });
      expect(fallback.currency).toBe('CHF');
      const given = await create({ currency: 'EUR', company_id: r.chfCompany.id });
      expect(given.currency).toBe('EUR');
    });

    it('requires a currency of the account when no company, deal or project is given', async () => {
      const missing = await api()
        .post('/api/v1/offers', body({ currency: undefined }))
        .expect(422);
      expect(Object.keys(missing.body.errors)).toEqual(['currency']);
      const foreign = await api()
        .post('/api/v1/offers', body({ currency: 'USD' }))
        .expect(422);
      expect(Object.keys(foreign.body.errors)).toEqual(['currency']);
    });

    it('keeps a rate without an active tax code inline, as docs/reference/conventions.md says', async () => {
      // OLD19 is inactive and RC0 is reverse charge: neither is a tax code for these rates.
      for (const [tax, gross] of [
        [19, 119],
        [7.25, 107.25],
        [0, 100],
      ]) {
        const offer = await create({ tax });
        expect(offer.tax).toBe(tax);
        expect(offer.vat).toEqual({
          tax,
          reverse_charge: false,
          intra_eu: false,
          active: true,
          print_gross_total: true,
          notice_tax_exemption: '',
          notice_tax_exemption_alt: '',
        });
        expect(offer.net_total).toBe(100);
        expect(offer.gross_total).toBe(gross);
        const stored = await prisma.offer.findUniqueOrThrow({ where: { id: offer.id } });
        expect(stored.vatCodeId).toBeNull();
        expect((await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body).toEqual(
          freshLink(offer),
        );
      }
      const coded = await create({ company_id: r.chfCompany.id, tax: 8.1, currency: undefined });
      expect(coded.vat).toMatchObject({ code: 'UST81', reverse_charge: false, intra_eu: false });
      expect(coded.gross_total).toBe(108.1);
    });

    it('takes vat_code_id instead of tax, or over it, and never guesses reverse charge', async () => {
      const rc = await prisma.vatCodeSale.findFirstOrThrow({ where: { code: 'RC0' } });
      const byCode = await create({ tax: undefined, vat_code_id: r.vat81.id });
      expect(byCode).toMatchObject({ tax: 8.1, net_total: 100, gross_total: 108.1 });
      expect(byCode.vat).toMatchObject({ id: r.vat81.id, code: 'UST81' });
      const reverse = await create({ tax: 21.5, vat_code_id: rc.id });
      expect(reverse).toMatchObject({ tax: 0, net_total: 100, gross_total: 100 });
      expect(reverse.vat).toMatchObject({ id: rc.id, reverse_charge: true, intra_eu: false });
      // A rate alone never picks the reverse-charge code, even for a foreign company.
      const eu = await create({ company_id: r.chfCompany.id, tax: 0, currency: undefined });
      expect(eu.vat.reverse_charge).toBe(false);
      const old = await prisma.vatCodeSale.findFirstOrThrow({ where: { code: 'OLD19' } });
      const foreign = await prisma.vatCodeSale.findFirstOrThrow({ where: { code: 'B19' } });
      for (const [vatCodeId, message] of [
        [old.id, 'is not active'],
        [foreign.id, 'does not exist'],
        [999_999, 'does not exist'],
      ] as const) {
        const refused = await api()
          .post('/api/v1/offers', body({ vat_code_id: vatCodeId }))
          .expect(422);
        expect(refused.body.errors).toEqual({ vat_code_id: [message] });
      }
      const neither = await api()
        .post('/api/v1/offers', body({ tax: undefined }))
        .expect(422);
      expect(Object.keys(neither.body.errors)).toEqual(['tax']);
      const tooPrecise = await api()
        .post('/api/v1/offers', body({ tax: 7.12345 }))
        .expect(422);
      expect(Object.keys(tooPrecise.body.errors)).toEqual(['tax']);
    });

    it('writes the address back to the company only with change_address=customer', async () => {
      await create({ company_id: r.chfCompany.id, recipient_address: 'Offer only' });
      let company = await prisma.company.findUniqueOrThrow({ where: { id: r.chfCompany.id } });
      expect(company.address).toBe('Old address');
      await create({
        company_id: r.chfCompany.id,
        recipient_address: 'Franken AG\nNew street 1',
        change_address: 'customer',
      });
      company = await prisma.company.findUniqueOrThrow({ where: { id: r.chfCompany.id } });
      expect(company.address).toBe('Franken AG\nNew street 1');
    });

    it('defaults print_detail_columns to the account setting', async () => {
      const byDefault = await create();
      const explicit = await create({ print_detail_columns: true });
      const rows = await prisma.offer.findMany({
        where: { id: { in: [byDefault.id, explicit.id] } },
        orderBy: { id: 'asc' },
      });
      expect(rows.map((row) => row.printDetailColumns)).toEqual([false, true]);
    });

    it('answers 422 naming every missing or mistyped field', async () => {
      const empty = await api().post('/api/v1/offers', {}).expect(422);
      expect(Object.keys(empty.body.errors).sort()).toEqual(
        ['date', 'due_date', 'items', 'recipient_address', 'tax', 'title'].sort(),
      );
      const wrong = await api()
        .post(
          '/api/v1/offers',
          body({
            date: '2026-02-30',
            discount: 120,
            tax: 'x',
            change_address: 'project',
            company_id: 'one',
            tags: 'web',
            custom_properties: 'x',
            print_detail_columns: 'yes',
            items: [{ type: 'block' }, { type: 'item', quantity: 'two', subtotal_type: 'x' }],
          }),
        )
        .expect(422);
      expect(Object.keys(wrong.body.errors).sort()).toEqual(
        [
          'date',
          'discount',
          'tax',
          'change_address',
          'company_id',
          'tags',
          'custom_properties',
          'print_detail_columns',
          'items[0].type',
          'items[1].quantity',
          'items[1].subtotal_type',
        ].sort(),
      );
      const lumpSum = await api()
        .post('/api/v1/offers', body({ items: [{ type: 'item', title: 'No price' }] }))
        .expect(422);
      expect(Object.keys(lumpSum.body.errors)[0]).toMatch(/^items\[0\]\./);
    });

    it('answers 422 for references of another account', async () => {
      const response = await api()
        .post(
          '/api/v1/offers',
          body({
            company_id: r.foreignCompany.id,
            contact_id: r.foreignContact.id,
            internal_contact_id: b.userId,
            items: [
              {
                type: 'item',
                quantity: 1,
                unit_price: 1,
                revenue_category_id: r.foreignCategory.id,
              },
            ],
          }),
        )
        .expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual(
        ['company_id', 'contact_id', 'internal_contact_id', 'items[0].revenue_category_id'].sort(),
      );
      const badProperty = await api()
        .post('/api/v1/offers', body({ custom_properties: { Stage: 'Z' } }))
        .expect(422);
      expect(Object.keys(badProperty.body.errors)).toEqual(['custom_properties.Stage']);
    });

    it('replays a POST with the same Idempotency-Key and creates one offer', async () => {
      const before = await prisma.offer.count({ where: { accountId: a.accountId } });
      const send = () =>
        request(t.url)
          .post('/api/v1/offers')
          .set('Authorization', `Token token=${a.key}`)
          .set('Idempotency-Key', 'offer-replay-1')
          .send(body({ title: 'Once' }));
      const first = await send().expect(201);
      const second = await send().expect(201);
      expect(second.body).toEqual(first.body);
      expect(await prisma.offer.count({ where: { accountId: a.accountId } })).toBe(before + 1);
    });
  });

  describe('changes', () => {
    it('PUT changes content, replaces positions and recomputes totals', async () => {
      const offer = await create({ company_id: r.plainCompany.id, currency: 'EUR' });
      const changed = await api()
        .put(`/api/v1/offers/${offer.id}`, {
          title: 'New title',
          tax: 8.1,
          discount: 10,
          company_id: r.chfCompany.id,
          currency: 'CHF',
          footer: '<i>Bye</i><style>p{}</style>',
          items: [
            { type: 'item', title: 'A', quantity: 3, unit_price: 100 },
            { type: 'item', title: 'B', net_total: 100 },
          ],
        })
        .expect(200);
      expect(changed.body).toMatchObject({
        title: 'New title',
        tax: 8.1,
        discount: 10,
        net_total: 360,
        gross_total: 389.16,
        currency: 'EUR',
        company: { id: r.plainCompany.id, name: 'Plain GmbH' },
        footer: '<i>Bye</i>',
        identifier: offer.identifier,
        vat: { code: 'UST81' },
      });
      expect(changed.body.items.map((item: { title: string }) => item.title)).toEqual(['A', 'B']);
      const taxOnly = await api().put(`/api/v1/offers/${offer.id}`, { tax: 21.5 }).expect(200);
      expect(taxOnly.body).toMatchObject({ net_total: 360, gross_total: 437.4 });
      expect(taxOnly.body.items.map((item: { id: number }) => item.id)).toEqual(
        changed.body.items.map((item: { id: number }) => item.id),
      );
      const invalid = await api()
        .put(`/api/v1/offers/${offer.id}`, { title: null, tax: 19, items: [{ type: 'x' }] })
        .expect(422);
      expect(Object.keys(invalid.body.errors).sort()).toEqual(['items[0].type', 'title']);
      const inline = await api().patch(`/api/v1/offers/${offer.id}`, { tax: 19 }).expect(200);
      expect(inline.body.vat).toMatchObject({ tax: 19, notice_tax_exemption: '' });
      expect(inline.body).toMatchObject({ net_total: 360, gross_total: 428.4 });
      const coded = await api()
        .patch(`/api/v1/offers/${offer.id}`, { vat_code_id: r.vat215.id })
        .expect(200);
      expect(coded.body).toMatchObject({ tax: 21.5, title: inline.body.title });
      expect(coded.body.vat.code).toBe('UST215');
    });

    it('PUT is refused once the offer left created and sent', async () => {
      const offer = await create();
      await api().put(`/api/v1/offers/${offer.id}/update_status`, { status: 'sent' }).expect(204);
      await api().put(`/api/v1/offers/${offer.id}`, { title: 'Still' }).expect(200);
      await api()
        .put(`/api/v1/offers/${offer.id}/update_status`, { status: 'accepted' })
        .expect(204);
      const refused = await api().put(`/api/v1/offers/${offer.id}`, { title: 'No' }).expect(422);
      expect(refused.body).toEqual({ errors: [expect.any(String)] });
    });

    it('update_status sets any of the six statuses and answers 204 with an empty body', async () => {
      const offer = await create();
      for (const status of [
        'sent',
        'accepted',
        'partially_billed',
        'billed',
        'archived',
        'created',
      ]) {
        const response = await api()
          .put(`/api/v1/offers/${offer.id}/update_status`, { status })
          .expect(204);
        expect(response.text).toBe('');
        expect((await api().get(`/api/v1/offers/${offer.id}`)).body.status).toBe(status);
      }
      for (const status of ['draft', undefined, 5]) {
        const response = await api()
          .put(`/api/v1/offers/${offer.id}/update_status`, { status })
          .expect(422);
        expect(Object.keys(response.body.errors)).toEqual(['status']);
      }
    });

    it("assign sets company, project and deal; the project's company wins", async () => {
      const offer = await create({ currency: 'EUR' });
      const assigned = await api()
        .put(`/api/v1/offers/${offer.id}/assign`, {
          company_id: r.chfCompany.id,
          project_id: r.project.id,
          deal_id: r.eurDeal.id,
        })
        .expect(200);
      expect(assigned.body).toMatchObject({
        company: { id: r.projectCompany.id },
        project: { id: r.project.id },
        deal: { id: r.eurDeal.id, name: 'Deal EUR' },
        currency: 'EUR',
      });
      const cleared = await api()
        .put(`/api/v1/offers/${offer.id}/assign`, {
          project_id: null,
          deal_id: null,
          company_id: r.plainCompany.id,
        })
        .expect(200);
      expect(cleared.body).toMatchObject({
        company: { id: r.plainCompany.id },
        project: null,
        deal: null,
      });
      const mismatch = await api()
        .put(`/api/v1/offers/${offer.id}/assign`, {
          project_id: r.project.id,
          deal_id: r.chfDeal.id,
        })
        .expect(422);
      expect(Object.keys(mismatch.body.errors)).toEqual(['deal_id']);
      const foreign = await api()
        .put(`/api/v1/offers/${offer.id}/assign`, { company_id: r.foreignCompany.id })
        .expect(422);
      expect(Object.keys(foreign.body.errors)).toEqual(['company_id']);
      const badType = await api()
        .put(`/api/v1/offers/${offer.id}/assign`, { deal_id: 'x' })
        .expect(422);
      expect(Object.keys(badType.body.errors)).toEqual(['deal_id']);
    });

    it('assign to a deal in another currency moves the offer to it, only while editable', async () => {
      const offer = await create({
        currency: 'EUR',
        items: [{ type: 'item', title: 'A', quantity: 1, unit_price: 10.555 }],
      });
      expect(offer.net_total).toBe(10.56);
      const moved = await api()
        .put(`/api/v1/offers/${offer.id}/assign`, { deal_id: r.chfDeal.id })
        .expect(200);
      expect(moved.body).toMatchObject({ currency: 'CHF', net_total: 10.56 });
      await api().put(`/api/v1/offers/${offer.id}/update_status`, { status: 'billed' }).expect(204);
      const refused = await api()
        .put(`/api/v1/offers/${offer.id}/assign`, { deal_id: r.eurDeal.id })
        .expect(422);
      expect(refused.body).toEqual({ errors: [expect.any(String)] });
    });

    it('DELETE removes an offer in created (204) and refuses later statuses', async () => {
      const offer = await create();
      const response = await api().delete(`/api/v1/offers/${offer.id}`).expect(204);
      expect(response.text).toBe('');
      await api().get(`/api/v1/offers/${offer.id}`).expect(404);
      const tombstone = await prisma.deletionTombstone.findFirst({
        where: { entityType: 'Offer', entityId: offer.id },
      });
      expect(tombstone?.accountId).toBe(a.accountId);
      const sent = await create();
      await api().put(`/api/v1/offers/${sent.id}/update_status`, { status: 'sent' }).expect(204);
      const refused = await api().delete(`/api/v1/offers/${sent.id}`).expect(422);
      expect(refused.body).toEqual({ errors: [expect.any(String)] });
    });

    it('every change bumps updated_at', async () => {
      const offer = await create();
      const old = new Date('2020-01-01T00:00:00Z');
      const reset = () =>
        prisma.offer.update({ where: { id: offer.id }, data: { updatedAt: old } });
      const changes = [
        () => api().put(`/api/v1/offers/${offer.id}`, { title: 'T2' }),
        () => api().put(`/api/v1/offers/${offer.id}/assign`, { deal_id: r.eurDeal.id }),
        () => api().put(`/api/v1/offers/${offer.id}/update_status`, { status: 'sent' }),
      ];
      for (const change of changes) {
        await reset();
        expect((await change()).status).toBeLessThan(300);
        const row = await prisma.offer.findUniqueOrThrow({ where: { id: offer.id } });
        expect(row.updatedAt.getTime()).toBeGreaterThan(old.getTime());
      }
    });
  });
});
