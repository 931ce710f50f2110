import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PATH = '/api/v1/purchases';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const IBAN = 'DE89370400440532013000';

interface Refs {
  vat19: number;
  vat7: number;
  reverse: number;
  inactive: number;
  office: number;
  retired: number;
  supplier: number;
  otherSupplier: number;
  colleague: number;
}

describe('/api/v1/purchases', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const refs = {} as Refs;
  const foreign = {} as Refs;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const created = async (call: request.Test) => (await call.expect(200)).body;
  const errorKeys = (response: request.Response) => Object.keys(response.body.errors).sort();
  const item = (extra: object = {}) => ({
    title: 'Office chairs',
    total: 1000,
    vat_code_id: refs.vat19,
    ...extra,
  });
  const body = (extra: object = {}) => ({
    date: '2026-03-10',
    currency: 'EUR',
    payment_method: 'bank_transfer',
    items: [item()],
    ...extra,
  });
  const purchase = (extra: object = {}) => created(api().post(PATH, body(extra)));
  const purchaseOf = async (id: number) => (await api().get(`${PATH}/${id}`).expect(200)).body;
  const count = () => prisma.purchase.count({ where: { accountId: a.accountId } });

  /** VAT codes, categories, suppliers and a second user of one account. */
  const setUp = async (account: TestAccount, into: Refs) => {
    const post = (path: string, data: object) => created(api(account).post(path, data));
    into.vat19 = (await post('/api/v1/vat_code_purchases', { code: 'VSt19', tax: 19 })).id;
    into.vat7 = (await post('/api/v1/vat_code_purchases', { code: 'VSt7', tax: 7 })).id;
    into.reverse = (
      await post('/api/v1/vat_code_purchases', { code: 'RC19', tax: 19, reverse_charge: true })
    ).id;
    into.inactive = (
      await post('/api/v1/vat_code_purchases', { code: 'OLD16', tax: 16, active: false })
    ).id;
    await prisma.vatCodePurchase.update({
      where: { id: into.vat19 },
      data: { description: 'Vorsteuer 19 %' },
    });
    into.office = (
      await post('/api/v1/purchases/categories', { name: 'Office', credit_account: '6815' })
    ).id;
    into.retired = (
      await post('/api/v1/purchases/categories', { name: 'Retired', active: false })
    ).id;
    into.supplier = (
      await post('/api/v1/companies', {
        type: 'supplier',
        name: 'Möbel AG',
        iban: IBAN,
        credit_number: 70001,
      })
    ).id;
    into.otherSupplier = (
      await post('/api/v1/companies', {
        type: 'supplier',
        name: 'Papier GmbH',
        credit_number: 70002,
      })
    ).id;
    const user = await prisma.user.create({
      data: {
        accountId: account.accountId,
        firstname: 'Carla',
        lastname: 'Colleague',
        email: `carla-${account.accountId}@example.com`,
      },
    });
    into.colleague = user.id;
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    await setUp(a, refs);
    await setUp(b, foreign);
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  describe('access', () => {
    it('answers 401 without a key on every route', async () => {
      for (const call of [
        request(t.url).get(PATH),
        request(t.url).get(`${PATH}/1`),
        request(t.url).post(PATH).send(body()),
        request(t.url).put(`${PATH}/1`).send({ title: 'x' }),
        request(t.url).patch(`${PATH}/1`).send({ title: 'x' }),
        request(t.url).patch(`${PATH}/1/update_status`).send({ status: 'archived' }),
        request(t.url)
          .patch(`${PATH}/1/store_document`)
          .attach('file', Buffer.from('%PDF-1.4'), 'a.pdf'),
        request(t.url).delete(`${PATH}/1`),
      ]) {
        expect((await call.expect(401)).body).toEqual({ message: 'Unauthorized' });
      }
    });

    it('lets a read-only key read but answers 403 on every write, changing nothing', async () => {
      const own = await purchase();
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.get(PATH).expect(200);
      await readOnly.get(`${PATH}/${own.id}`).expect(200);
      const before = await count();
      for (const call of [
        readOnly.post(PATH, body()),
        readOnly.put(`${PATH}/${own.id}`, { title: 'Hijack' }),
        readOnly.patch(`${PATH}/${own.id}`, { title: 'Hijack' }),
        readOnly.patch(`${PATH}/${own.id}/update_status`, { status: 'archived' }),
        request(t.url)
          .patch(`${PATH}/${own.id}/store_document`)
          .set('Authorization', `Token token=${a.readOnlyKey}`)
          .attach('file', Buffer.from('%PDF-1.4'), 'a.pdf'),
        readOnly.delete(`${PATH}/${own.id}`),
      ]) {
        expect((await call.expect(403)).body).toEqual({ errors: ['Access denied'] });
      }
      expect(await count()).toBe(before);
      expect(await purchaseOf(own.id)).toEqual({ ...own, file_url: null });
    });
  });

  describe('tenancy', () => {
    it("answers 404 for another account's purchase on every route, as for a missing one", async () => {
      const theirs = await created(
        api(b).post(PATH, body({ items: [item({ vat_code_id: foreign.vat19 })] })),
      );
      const missing = await api().get(`${PATH}/99999999`).expect(404);
      for (const id of [theirs.id, 99_999_999, 'abc']) {
        for (const call of [
          api().get(`${PATH}/${id}`),
          api().put(`${PATH}/${id}`, { title: 'Hijack' }),
          api().patch(`${PATH}/${id}`, { title: 'Hijack' }),
          api().patch(`${PATH}/${id}/update_status`, { status: 'archived' }),
          request(t.url)
            .patch(`${PATH}/${id}/store_document`)
            .set('Authorization', `Token token=${a.key}`)
            .attach('file', Buffer.from('%PDF-1.4'), 'a.pdf'),
          api().delete(`${PATH}/${id}`),
        ]) {
          expect((await call.expect(404)).body).toEqual(missing.body);
        }
      }
      expect((await api().get(`${PATH}?ids=${theirs.id}`).expect(200)).body).toEqual([]);
      const after = await api(b).get(`${PATH}/${theirs.id}`).expect(200);
      expect(after.body).toMatchObject({ title: theirs.title, status: 'pending', file_url: null });
    });

    it("refuses another account's references in a body exactly like missing ones", async () => {
      const answers = [];
      for (const other of [
        foreign,
        { vat19: 99_999_999, office: 99_999_999, supplier: 99_999_999, colleague: 99_999_999 },
      ]) {
        const response = await api()
          .post(
            PATH,
            body({
              company_id: other.supplier,
              user_id: other.colleague,
              refund_request: { user_id: other.colleague },
              items: [item({ vat_code_id: other.vat19, category_id: other.office })],
            }),
          )
          .expect(422);
        answers.push(response.body);
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toEqual({
        errors: {
          company_id: ['does not exist'],
          user_id: ['does not exist'],
          'refund_request.user_id': ['does not exist'],
          'items[0].vat_code_id': ['does not exist'],
          'items[0].category_id': ['does not exist'],
        },
      });
      const own = await purchase();
      const update = await api().put(`${PATH}/${own.id}`, { company_id: foreign.supplier });
      expect(update.status).toBe(422);
      expect(update.body).toEqual({ errors: { company_id: ['does not exist'] } });
    });
  });

  describe('POST /purchases', () => {
    it('answers 200 with every field, as GET returns it', async () => {
      const response = await api()
        .post(
          PATH,
          body({
            company_id: refs.supplier,
            receipt_identifier: 'RE-100',
            due_date: '2026-04-09',
            service_period_from: '2026-02-01',
            service_period_to: '2026-02-28',
            info: 'Delivered to the office',
            iban: 'de89 3704 0044 0532 0130 00',
            reference: 'RF18539007547034',
            tags: ['office', ' office ', 'furniture', ''],
            items: [
              item({ category_id: refs.office }),
              item({
                title: 'Desk',
                total: 595,
                tax_included: true,
                ksk_relevant: true,
                vat_code_id: refs.vat19,
              }),
            ],
          }),
        )
        .expect(200);
      const vat19 = {
        id: refs.vat19,
        tax: 19,
        description: 'Vorsteuer 19 %',
        reverse_charge: false,
        intra_eu: false,
        active: true,
        code: 'VSt19',
      };
      const purchaseBody = response.body;
      expect(purchaseBody).toEqual({
        id: expect.any(Number),
        identifier: expect.stringMatching(/^E26\d{4}$/),
        receipt_identifier: 'RE-100',
        title: 'Office chairs etc.',
        info: 'Delivered to the office',
        iban: IBAN,
        reference: 'RF18539007547034',
        date: '2026-03-10',
        due_date: '2026-04-09',
        service_period_from: '2026-02-01',
        service_period_to: '2026-02-28',
        status: 'pending',
        partially_paid: false,
        payment_method: 'bank_transfer',
        net_total: 1500,
        gross_total: 1785,
        currency: 'EUR',
        file_url: null,
        custom_properties: {},
        tags: ['office', 'furniture'],
        company: { id: refs.supplier, name: 'Möbel AG', iban: IBAN },
        payments: [],
        user: { id: a.userId, firstname: 'Owner', lastname: 'Alpha' },
        refund_request: null,
        approval_status: 'none',
        credit_card_transaction: null,
        payment_transfer: null,
        items: [
          {
            id: expect.any(Number),
            title: 'Office chairs',
            net_total: 1000,
            tax_total: 190,
            tax: 19,
            vat: vat19,
            tax_included: false,
            ksk_relevant: false,
            gross_total: 1190,
            category: { id: refs.office, name: 'Office', credit_account: '6815' },
            supplier_credit_number: 70001,
            expense: null,
            receipt: null,
          },
          {
            id: expect.any(Number),
            title: 'Desk',
            net_total: 500,
            tax_total: 95,
            tax: 19,
            vat: vat19,
            tax_included: true,
            ksk_relevant: true,
            gross_total: 595,
            category: null,
            supplier_credit_number: 70001,
            expense: null,
            receipt: null,
          },
        ],
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect(await purchaseOf(purchaseBody.id)).toEqual(purchaseBody);
      expect(Object.keys(purchaseBody.items[0].vat)).toEqual(Object.keys(vat19));
    });

    it('computes items with the domain: rounding, reverse charge, negative credits', async () => {
      const result = await purchase({
        items: [
          item({ title: 'Paper', total: 10.99, tax_included: true, vat_code_id: refs.vat7 }),
          item({ title: 'Consulting abroad', total: 200, vat_code_id: refs.reverse }),
          item({ title: 'Credit', total: -50, vat_code_id: refs.vat19 }),
        ],
      });
      expect(
        result.items.map((i: Record<string, unknown>) => [i.net_total, i.tax_total, i.gross_total]),
      ).toEqual([
        [10.27, 0.72, 10.99],
        [200, 0, 200],
        [-50, -9.5, -59.5],
      ]);
      expect(result.items[1]).toMatchObject({
        tax: 19,
        vat: { id: refs.reverse, description: 'RC19', reverse_charge: true, code: 'RC19' },
      });
      expect(result).toMatchObject({ net_total: 160.27, gross_total: 151.49 });
    });

    it('generates the title from a single item and keeps a sent one', async () => {
      expect((await purchase()).title).toBe('Office chairs');
      expect((await purchase({ title: '   ' })).title).toBe('Office chairs');
      expect((await purchase({ title: 'Chairs for the new office' })).title).toBe(
        'Chairs for the new office',
      );
    });

    it('numbers purchases E + year of the date + sequence, gap-free per year', async () => {
      const first = await purchase({ date: '2025-12-31' });
      const second = await purchase({ date: '2025-06-01' });
      expect(first.identifier).toBe('E250001');
      expect(second.identifier).toBe('E250002');
      await api()
        .post(PATH, body({ date: '2025-01-01', currency: 'USD' }))
        .expect(422);
      expect((await purchase({ date: '2025-02-01' })).identifier).toBe('E250003');
      const bad = await api()
        .post(PATH, body({ date: '1999-12-31' }))
        .expect(422);
      expect(errorKeys(bad)).toEqual(['date']);
    });

    it('resolves the deprecated tax to the oldest active tax code with that rate', async () => {
      const older = refs.vat7;
      await created(api().post('/api/v1/vat_code_purchases', { code: 'VSt7b', tax: 7 }));
      const result = await purchase({ items: [{ title: 'Books', total: 100, tax: 7 }] });
      expect(result.items[0]).toMatchObject({
        tax: 7,
        tax_total: 7,
        vat: { id: older, code: 'VSt7' },
      });
      const code = await prisma.purchaseItem.findFirstOrThrow({ where: { purchaseId: result.id } });
      expect(code.vatCodeId).toBe(older);
      // vat_code_id wins over tax.
      const both = await purchase({
        items: [{ title: 'Books', total: 100, tax: 7, vat_code_id: refs.vat19 }],
      });
      expect(both.items[0].vat.code).toBe('VSt19');
    });

    it('keeps a tax rate without an active tax code inline, with totals from that rate', async () => {
      // 16 % exists only as an inactive code, 5.5 % and 2.1234 % not at all.
      const result = await purchase({
        items: [
          item(),
          { title: 'Books', total: 100, tax: 16 },
          { title: 'Food', total: 105.5, tax: 5.5, tax_included: true, ksk_relevant: true },
          { title: 'Odd', total: 1000, tax: 2.1234 },
        ],
      });
      const inline = (tax: number) => ({
        tax,
        reverse_charge: false,
        intra_eu: false,
        active: true,
      });
      expect(result.items.slice(1)).toEqual([
        expect.objectContaining({ tax: 16, vat: inline(16), net_total: 100, tax_total: 16 }),
        expect.objectContaining({
          tax: 5.5,
          vat: inline(5.5),
          net_total: 100,
          tax_total: 5.5,
          gross_total: 105.5,
          tax_included: true,
          ksk_relevant: true,
        }),
        expect.objectContaining({ tax: 2.1234, vat: inline(2.1234), tax_total: 21.23 }),
      ]);
      expect(result).toMatchObject({ net_total: 2200, gross_total: 2432.73 });
      expect(await purchaseOf(result.id)).toEqual(result);
      const rows = await prisma.purchaseItem.findMany({
        where: { purchaseId: result.id },
        orderBy: { sortOrder: 'asc' },
      });
      expect(rows.map((row) => [row.vatCodeId, row.tax.toString(), row.kskRelevant])).toEqual([
        [refs.vat19, '19', false],
        [null, '16', false],
        [null, '5.5', true],
        [null, '2.1234', false],
      ]);
      // More than 4 decimals, above 100 or negative.
      for (const tax of [2.12345, 100.5, -1]) {
        const response = await api()
          .post(PATH, body({ items: [item(), { title: 'Books', total: 100, tax }] }))
          .expect(422);
        expect(errorKeys(response)).toEqual(['items[1].tax']);
      }
      const kskWrong = await api()
        .post(PATH, body({ items: [item({ ksk_relevant: 'yes' })] }))
        .expect(422);
      expect(errorKeys(kskWrong)).toEqual(['items[0].ksk_relevant']);
    });

    it('takes the custom properties under either name; custom_property_values wins', async () => {
      await created(
        api().post('/api/v1/account/custom_properties', {
          name: 'Cost centre',
          kind: 'String',
          entity: 'Purchase',
        }),
      );
      const plain = await purchase({ custom_properties: { 'Cost centre': 'A1', Unknown: 'x' } });
      expect(plain.custom_properties).toEqual({ 'Cost centre': 'A1' });
      const both = await purchase({
        custom_property_values: { 'Cost centre': 'B2' },
        custom_properties: { 'Cost centre': 'A1' },
      });
      expect(both.custom_properties).toEqual({ 'Cost centre': 'B2' });
      const wrong = await api()
        .post(PATH, body({ custom_property_values: { 'Cost centre': 5 } }))
        .expect(422);
      expect(errorKeys(wrong)).toEqual(['custom_properties.Cost centre']);
    });

    it('sets the responsible user: the key user by default, another one, or none', async () => {
      expect((await purchase({ user_id: refs.colleague })).user).toEqual({
        id: refs.colleague,
        firstname: 'Carla',
        lastname: 'Colleague',
      });
      expect((await purchase({ user_id: null })).user).toBeNull();
    });

    it('names every bad field in one 422, never echoing values, and writes nothing', async () => {
      const before = await count();
      const empty = await api().post(PATH, {}).expect(422);
      expect(errorKeys(empty)).toEqual(['currency', 'date', 'items', 'payment_method']);
      const wrong = await api()
        .post(PATH, {
          date: '2026-02-30',
          currency: 'eur',
          payment_method: 'cheque',
          status: 5,
          company_id: 'x',
          iban: 'DE00 0000',
          tags: 'office',
          items: [
            { total: '100' },
            { title: 'Ok', total: 1, vat_code_id: refs.vat19, tax_included: 'yes' },
          ],
        })
        .expect(422);
      expect(errorKeys(wrong)).toEqual([
        'company_id',
        'currency',
        'date',
        'iban',
        'items[0].title',
        'items[0].total',
        'items[1].tax_included',
        'payment_method',
        'status',
        'tags',
      ]);
      expect(JSON.stringify(wrong.body)).not.toContain('2026-02-30');
      expect(JSON.stringify(wrong.body)).not.toContain('cheque');
      const noItems = await api()
        .post(PATH, body({ items: [] }))
        .expect(422);
      expect(errorKeys(noItems)).toEqual(['items']);
      const rules = await api()
        .post(
          PATH,
          body({
            currency: 'USD',
            due_date: '2026-03-09',
            service_period_from: '2026-02-10',
            service_period_to: '2026-02-01',
            status: 'paid',
            items: [
              { title: 'No code', total: 1 },
              item({ vat_code_id: refs.inactive, category_id: refs.retired }),
            ],
          }),
        )
        .expect(422);
      expect(rules.body).toEqual({
        errors: {
          currency: ['is not a currency of the account'],
          due_date: ['must not be before date'],
          service_period_to: ['must not be before service_period_from'],
          status: ['must be pending or archived'],
          'items[0].vat_code_id': ["can't be blank"],
          'items[1].vat_code_id': ['is not active'],
          'items[1].category_id': ['is not active'],
        },
      });
      expect(await count()).toBe(before);
    });

    it('creates archived purchases when asked', async () => {
      expect((await purchase({ status: 'archived' })).status).toBe('archived');
    });
  });

  describe('receipt_identifier', () => {
    it('is unique per supplier; other suppliers and purchases without one are free', async () => {
      await purchase({ company_id: refs.supplier, receipt_identifier: 'INV-7' });
      const duplicate = await api()
        .post(PATH, body({ company_id: refs.supplier, receipt_identifier: 'INV-7' }))
        .expect(422);
      expect(duplicate.body).toEqual({
        errors: { receipt_identifier: ['has already been taken for this supplier'] },
      });
      await purchase({ company_id: refs.otherSupplier, receipt_identifier: 'INV-7' });
      await purchase({ receipt_identifier: 'INV-7' });
      await purchase({ receipt_identifier: 'INV-7' });
      const other = await created(
        api(b).post(
          PATH,
          body({
            company_id: foreign.supplier,
            receipt_identifier: 'INV-7',
            items: [item({ vat_code_id: foreign.vat19 })],
          }),
        ),
      );
      expect(other.receipt_identifier).toBe('INV-7');
    });

    it('gives concurrent duplicates the same 422: exactly one purchase wins', async () => {
      const data = body({ company_id: refs.supplier, receipt_identifier: 'RACE-1' });
      const responses = await Promise.all(
        Array.from({ length: 6 }, () =>
          request(t.url).post(PATH).set('Authorization', `Token token=${a.key}`).send(data),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 422, 422, 422, 422, 422]);
      for (const response of responses.filter((r) => r.status === 422))
        expect(response.body).toEqual({
          errors: { receipt_identifier: ['has already been taken for this supplier'] },
        });
      expect(
        await prisma.purchase.count({
          where: { accountId: a.accountId, receiptIdentifier: 'RACE-1' },
        }),
      ).toBe(1);
    });

    it('is checked on update too, for a new receipt or a new supplier', async () => {
      await purchase({ company_id: refs.supplier, receipt_identifier: 'UPD-1' });
      const second = await purchase({
        company_id: refs.otherSupplier,
        receipt_identifier: 'UPD-1',
      });
      const third = await purchase({ company_id: refs.supplier, receipt_identifier: 'UPD-2' });
      for (const [id, change] of [
        [second.id, { company_id: refs.supplier }],
        [third.id, { receipt_identifier: 'UPD-1' }],
      ] as const) {
        const response = await api().put(`${PATH}/${id}`, change).expect(422);
        expect(response.body).toEqual({
          errors: { receipt_identifier: ['has already been taken for this supplier'] },
        });
      }
      // Saving a purchase with its own receipt identifier is no duplicate.
      await api()
        .put(`${PATH}/${third.id}`, { receipt_identifier: 'UPD-2', info: 'x' })
        .expect(200);
    });
  });

  describe('PUT /purchases/{id}', () => {
    it('changes the fields sent, clears nullable ones with null and bumps updated_at', async () => {
      const original = await purchase({
        company_id: refs.supplier,
        due_date: '2026-04-01',
        info: 'Old',
        tags: ['a'],
      });
      await prisma.purchase.update({
        where: { id: original.id },
        data: { updatedAt: new Date('2020-01-01T00:00:00Z') },
      });
      const response = await api()
        .put(`${PATH}/${original.id}`, {
          title: 'Renamed',
          date: '2026-03-01',
          payment_method: 'credit_card',
          due_date: null,
          info: null,
          reference: 'REF-2',
          tags: ['b'],
          user_id: refs.colleague,
          status: 'archived',
        })
        .expect(200);
      expect(response.body).toMatchObject({
        id: original.id,
        identifier: original.identifier,
        title: 'Renamed',
        date: '2026-03-01',
        payment_method: 'credit_card',
        due_date: null,
        info: null,
        reference: 'REF-2',
        tags: ['b'],
        status: 'archived',
        user: { id: refs.colleague },
        company: { id: refs.supplier },
        items: original.items,
        net_total: original.net_total,
      });
      expect(response.body.updated_at > '2020-01-01T00:00:00Z').toBe(true);
      expect(await purchaseOf(original.id)).toEqual(response.body);
    });

    it('answers PATCH like PUT: only the field sent changes', async () => {
      const original = await purchase({
        company_id: refs.supplier,
        info: 'Kept',
        reference: 'REF-1',
        tags: ['kept'],
      });
      const response = await api()
        .patch(`${PATH}/${original.id}`, { reference: 'REF-2' })
        .expect(200);
      expect(response.body).toEqual({
        ...original,
        reference: 'REF-2',
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect(await purchaseOf(original.id)).toEqual(response.body);
      const refused = await api().patch(`${PATH}/${original.id}`, { items: [] }).expect(422);
      expect(refused.body).toEqual({ errors: { items: ['cannot be updated'] } });
    });

    it('refuses items with 422: items cannot be updated', async () => {
      const original = await purchase();
      for (const items of [[item({ total: 5 })], [], null]) {
        const response = await api()
          .put(`${PATH}/${original.id}`, { items, title: 'x' })
          .expect(422);
        expect(response.body).toEqual({ errors: { items: ['cannot be updated'] } });
      }
      expect(await purchaseOf(original.id)).toEqual(original);
    });

    it('answers 422 for null in a field that always has a value', async () => {
      const original = await purchase();
      const response = await api()
        .put(`${PATH}/${original.id}`, {
          date: null,
          currency: null,
          payment_method: null,
          tags: null,
          status: null,
        })
        .expect(422);
      expect(errorKeys(response)).toEqual(['currency', 'date', 'payment_method', 'status', 'tags']);
      const dates = await api()
        .put(`${PATH}/${original.id}`, { due_date: '2026-01-01' })
        .expect(422);
      expect(dates.body).toEqual({ errors: { due_date: ['must not be before date'] } });
    });

    it('regenerates a title sent empty and gives items the new supplier credit number', async () => {
      const original = await purchase({
        title: 'Custom',
        company_id: refs.supplier,
        items: [item(), item({ title: 'Lamp' })],
      });
      const changed = await api()
        .put(`${PATH}/${original.id}`, { title: null, company_id: refs.otherSupplier })
        .expect(200);
      expect(changed.body.title).toBe('Office chairs etc.');
      expect(changed.body.company).toEqual({
        id: refs.otherSupplier,
        name: 'Papier GmbH',
        iban: null,
      });
      expect(
        changed.body.items.map((i: { supplier_credit_number: number }) => i.supplier_credit_number),
      ).toEqual([70002, 70002]);
      const none = await api().put(`${PATH}/${original.id}`, { company_id: null }).expect(200);
      expect(none.body.company).toBeNull();
      expect(none.body.items[0].supplier_credit_number).toBeNull();
    });

    it('recomputes items in a new currency, but not once payments exist', async () => {
      await prisma.account.update({
        where: { id: a.accountId },
        data: { currencies: ['EUR', 'CHF', 'JPY'] },
      });
      const original = await purchase({
        items: [item({ total: 10.5 }), item({ total: 11.9, tax_included: true })],
      });
      const yen = await api().put(`${PATH}/${original.id}`, { currency: 'JPY' }).expect(200);
      expect(yen.body).toMatchObject({ currency: 'JPY', net_total: 21, gross_total: 25 });
      expect(
        yen.body.items.map((i: { net_total: number; tax_total: number; gross_total: number }) => [
          i.net_total,
          i.tax_total,
          i.gross_total,
        ]),
      ).toEqual([
        [11, 2, 13],
        [10, 2, 12],
      ]);
      // An inline rate (no VAT code) is recomputed with its own rate.
      const inline = await purchase({ items: [{ title: 'Food', total: 10.5, tax: 5.5 }] });
      const inlineYen = await api().put(`${PATH}/${inline.id}`, { currency: 'JPY' }).expect(200);
      expect(inlineYen.body.items[0]).toMatchObject({
        net_total: 11,
        tax_total: 1,
        gross_total: 12,
        tax: 5.5,
        vat: { tax: 5.5, reverse_charge: false, intra_eu: false, active: true },
      });
      const paid = await purchase();
      await prisma.purchasePayment.create({
        data: {
          accountId: a.accountId,
          purchaseId: paid.id,
          date: new Date('2026-03-20'),
          total: '1190',
          currency: 'EUR',
        },
      });
      const refused = await api().put(`${PATH}/${paid.id}`, { currency: 'CHF' }).expect(422);
      expect(refused.body).toEqual({
        errors: { currency: ['cannot change once payments are registered'] },
      });
      const unknown = await api().put(`${PATH}/${original.id}`, { currency: 'USD' }).expect(422);
      expect(unknown.body).toEqual({ errors: { currency: ['is not a currency of the account'] } });
    });
  });

  describe('PATCH /purchases/{id}/update_status', () => {
    it('moves between pending and archived with 200 and an empty JSON body, bumping updated_at', async () => {
      const original = await purchase();
      const old = new Date('2020-01-01T00:00:00Z');
      await prisma.purchase.update({ where: { id: original.id }, data: { updatedAt: old } });
      const setStatus = async (status: string) => {
        const response = await api()
          .patch(`${PATH}/${original.id}/update_status`, { status })
          .expect(200);
        expect(response.text).toBe('');
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        return (await purchaseOf(original.id)).status;
      };
      expect(await setStatus('archived')).toBe('archived');
      expect((await purchaseOf(original.id)).updated_at > '2020-01-01T00:00:00Z').toBe(true);
      expect(await setStatus('archived')).toBe('archived');
      expect(await setStatus('pending')).toBe('pending');
      // The reference's legacy name of archived.
      expect(await setStatus('approved')).toBe('archived');
    });

    it('answers 422 on status for anything else', async () => {
      const original = await purchase();
      for (const status of ['paid', '', 3, undefined]) {
        const response = await api()
          .patch(`${PATH}/${original.id}/update_status`, { status })
          .expect(422);
        expect(errorKeys(response)).toEqual(['status']);
      }
      expect((await purchaseOf(original.id)).status).toBe('pending');
    });
  });

  describe('DELETE /purchases/{id}', () => {
    it('deletes a pending purchase with its items, leaving a tombstone', async () => {
      const original = await purchase({ custom_properties: { 'Cost centre': 'Z9' } });
      const response = await api().delete(`${PATH}/${original.id}`).expect(200);
      expect(response.text).toBe('');
      await api().get(`${PATH}/${original.id}`).expect(404);
      expect(await prisma.purchaseItem.count({ where: { purchaseId: original.id } })).toBe(0);
      const tombstone = await prisma.deletionTombstone.findFirstOrThrow({
        where: { entityType: 'Purchase', entityId: original.id },
      });
      expect(tombstone).toMatchObject({
        accountId: a.accountId,
        deletedById: a.userId,
        customProperties: { 'Cost centre': 'Z9' },
      });
      expect(tombstone.snapshot).toMatchObject({
        id: original.id,
        identifier: original.identifier,
      });
      await api().delete(`${PATH}/${original.id}`).expect(404);
    });

    it('refuses archived purchases and purchases with payments with 422', async () => {
      const archived = await purchase({ status: 'archived' });
      const refusal = await api().delete(`${PATH}/${archived.id}`).expect(422);
      expect(refusal.body).toEqual({ errors: ['Only pending purchases can be deleted'] });
      const paid = await purchase();
      await prisma.purchasePayment.create({
        data: {
          accountId: a.accountId,
          purchaseId: paid.id,
          date: new Date('2026-03-20'),
          total: '100',
          currency: 'EUR',
        },
      });
      const withPayment = await api().delete(`${PATH}/${paid.id}`).expect(422);
      expect(withPayment.body).toEqual({ errors: ['A purchase with payments cannot be deleted'] });
      await api().get(`${PATH}/${archived.id}`).expect(200);
      expect((await purchaseOf(paid.id)).payments).toEqual([
        { id: expect.any(Number), date: '2026-03-20', total: 100, currency: 'EUR', user: null },
      ]);
    });
  });

  describe('refund request and credit card transaction', () => {
    it('are set on create, replaced on update and removed with null', async () => {
      const original = await purchase({
        payment_method: 'credit_card',
        refund_request: { comment: 'Paid privately', user_id: refs.colleague },
        credit_card_transaction: { source: 'amex', transaction_identifier: 'TX-1' },
      });
      expect(original.refund_request).toEqual({
        id: expect.any(Number),
        comment: 'Paid privately',
        user_id: refs.colleague,
      });
      expect(original.credit_card_transaction).toEqual({
        source: 'amex',
        transaction_identifier: 'TX-1',
      });
      const changed = await api()
        .put(`${PATH}/${original.id}`, {
          refund_request: { comment: 'Changed' },
          credit_card_transaction: { source: 'visa', transaction_identifier: 'TX-2' },
        })
        .expect(200);
      expect(changed.body.refund_request).toEqual({
        id: original.refund_request.id,
        comment: 'Changed',
        user_id: null,
      });
      expect(changed.body.credit_card_transaction).toEqual({
        source: 'visa',
        transaction_identifier: 'TX-2',
      });
      // The transaction matched before stays known, unmatched.
      const first = await prisma.creditCardTransaction.findFirstOrThrow({
        where: { accountId: a.accountId, transactionIdentifier: 'TX-1' },
      });
      expect(first.purchaseId).toBeNull();
      const other = await purchase({
        credit_card_transaction: { source: 'amex', transaction_identifier: 'TX-1' },
      });
      expect(other.credit_card_transaction).toEqual({
        source: 'amex',
        transaction_identifier: 'TX-1',
      });
      const taken = await api()
        .post(
          PATH,
          body({ credit_card_transaction: { source: 'visa', transaction_identifier: 'TX-2' } }),
        )
        .expect(422);
      expect(taken.body).toEqual({
        errors: {
          'credit_card_transaction.transaction_identifier': [
            'is already matched with another purchase',
          ],
        },
      });
      const cleared = await api()
        .put(`${PATH}/${original.id}`, { refund_request: null, credit_card_transaction: null })
        .expect(200);
      expect(cleared.body).toMatchObject({ refund_request: null, credit_card_transaction: null });
      const incomplete = await api()
        .put(`${PATH}/${original.id}`, { credit_card_transaction: { source: 'visa' } })
        .expect(422);
      expect(errorKeys(incomplete)).toEqual(['credit_card_transaction.transaction_identifier']);
    });
  });

  describe('derived fields', () => {
    it('derives approval_status from the approval requests as the interface says', async () => {
      const original = await purchase();
      const request_ = (state: 'pending' | 'approved' | 'denied') =>
        prisma.purchaseApprovalRequest.create({
          data: {
            accountId: a.accountId,
            purchaseId: original.id,
            approverId: refs.colleague,
            state,
          },
        });
      const status = async () => (await purchaseOf(original.id)).approval_status;
      expect(await status()).toBe('none');
      await request_('approved');
      expect(await status()).toBe('approved');
      const pending = await request_('pending');
      expect(await status()).toBe('pending');
      await prisma.purchaseApprovalRequest.update({
        where: { id: pending.id },
        data: { state: 'denied' },
      });
      expect(await status()).toBe('denied');
    });

    it('derives partially_paid from the payments against the gross total', async () => {
      const original = await purchase();
      const pay = (total: string) =>
        prisma.purchasePayment.create({
          data: {
            accountId: a.accountId,
            purchaseId: original.id,
            date: new Date('2026-03-20'),
            total,
            currency: 'EUR',
          },
        });
      const state = async () => {
        const shown = await purchaseOf(original.id);
        return [shown.partially_paid, shown.payments.map((p: { total: number }) => p.total)];
      };
      expect(await state()).toEqual([false, []]);
      const first = await pay('500');
      expect(await state()).toEqual([true, [500]]);
      const rest = await pay('690');
      expect(await state()).toEqual([false, [500, 690]]);
      await prisma.purchasePayment.delete({ where: { id: rest.id } });
      await pay('-500');
      // A refund that cancels the payment leaves nothing paid.
      expect(await state()).toEqual([false, [500, -500]]);
      await prisma.purchasePayment.delete({ where: { id: first.id } });
      const credit = await purchase({ items: [item({ total: -100 })] });
      await prisma.purchasePayment.create({
        data: {
          accountId: a.accountId,
          purchaseId: credit.id,
          date: new Date('2026-03-20'),
          total: '-50',
          currency: 'EUR',
        },
      });
      expect(await purchaseOf(credit.id)).toMatchObject({
        gross_total: -119,
        partially_paid: true,
      });
    });

    it("shows an item's project expense and receipt", async () => {
      const original = await purchase();
      const itemId = original.items[0].id;
      const customer = await created(
        api().post('/api/v1/companies', { type: 'customer', name: 'Kunde' }),
      );
      const project = await created(
        api().post('/api/v1/projects', {
          name: 'Fit-out',
          customer_id: customer.id,
          currency: 'EUR',
        }),
      );
      const expense = await prisma.expense.create({
        data: {
          accountId: a.accountId,
          projectId: project.id,
          date: new Date('2026-03-10'),
          title: 'Office chairs',
          currency: 'EUR',
          purchaseId: original.id,
          purchaseItemId: itemId,
        },
      });
      const file = await prisma.storedFile.create({
        data: {
          accountId: a.accountId,
          filename: 'slip.png',
          contentType: 'image/png',
          size: 3,
          sha256: '0'.repeat(64),
          data: new Uint8Array([1, 2, 3]),
        },
      });
      const receipt = await prisma.receipt.create({
        data: {
          accountId: a.accountId,
          title: 'Slip',
          date: new Date('2026-03-09'),
          currency: 'EUR',
          fileId: file.id,
        },
      });
      await prisma.purchaseItem.update({ where: { id: itemId }, data: { receiptId: receipt.id } });
      const shown = (await purchaseOf(original.id)).items[0];
      expect(shown.expense).toEqual({
        id: expense.id,
        project: { id: project.id, company_id: customer.id },
      });
      expect(shown.receipt).toEqual({
        id: receipt.id,
        title: 'Slip',
        date: '2026-03-09',
        attachment_url: expect.stringMatching(/\/api\/v1\/files\/v1\./),
      });
      const download = await request(t.url)
        .get(new URL(shown.receipt.attachment_url).pathname)
        .expect(200);
      expect(download.headers['content-type']).toBe('image/png');
      // Assigned items keep the purchase in its currency.
      const refused = await api().put(`${PATH}/${original.id}`, { currency: 'CHF' }).expect(422);
      expect(refused.body).toEqual({
        errors: { currency: ['cannot change while items are assigned to project expenses'] },
      });
    });
  });
});
