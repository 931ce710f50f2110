import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { expectPaging } from './support/list-checks';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PATH = '/api/v1/purchases/payments';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

interface Payment {
  id: number;
  date: string;
  purchase: { id: number; identifier: string; title: string };
  total: number;
  currency: string;
  description: string | null;
  remittance_export_id: null;
  created_at: string;
  updated_at: string;
}

describe('/api/v1/purchases/payments', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const vatCodes = new Map<number, number>();
  let sequence = 0;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const created = async (call: request.Test) => (await call.expect(200)).body;
  const errorKeys = (response: request.Response) => Object.keys(response.body.errors).sort();

  /**
   * A purchase of 1000 net + 19 % = 1190 gross with one item, seeded straight in the database
   * (the purchases API is another feature's).
   */
  const purchase = async (
    extra: { currency?: string; status?: 'pending' | 'archived' } = {},
    account: TestAccount = a,
  ) =>
    prisma.purchase.create({
      data: {
        accountId: account.accountId,
        identifier: `E26${String(++sequence).padStart(4, '0')}`,
        title: 'Office chairs',
        date: new Date('2026-03-10T00:00:00Z'),
        paymentMethod: 'bank_transfer',
        currency: extra.currency ?? 'EUR',
        status: extra.status ?? 'pending',
        netTotal: '1000',
        grossTotal: '1190',
        items: {
          create: {
            accountId: account.accountId,
            sortOrder: 0,
            title: 'Chair',
            netTotal: '1000',
            taxTotal: '190',
            grossTotal: '1190',
            tax: '19',
            vatCodeId: vatCodes.get(account.accountId)!,
          },
        },
      },
    });
  const pay = (purchaseId: number, total: number, extra: object = {}): Promise<Payment> =>
    created(api().post(PATH, { purchase_id: purchaseId, date: '2026-03-20', total, ...extra }));
  const paymentCount = () => prisma.purchasePayment.count({ where: { accountId: a.accountId } });
  const stamp = async (purchaseId: number) =>
    (await prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).updatedAt.getTime();
  const paymentIds = async (purchaseId: number) =>
    (await prisma.purchasePayment.findMany({ where: { purchaseId }, orderBy: { id: 'asc' } })).map(
      (row) => row.id,
    );

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const account of [a, b]) {
      const vat = await prisma.vatCodePurchase.create({
        data: { accountId: account.accountId, code: 'VST19', tax: '19' },
      });
      vatCodes.set(account.accountId, vat.id);
    }
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
        request(t.url).post(PATH).send({}),
        request(t.url).post(`${PATH}/bulk`).send([]),
        request(t.url).put(`${PATH}/1`).send({}),
        request(t.url).patch(`${PATH}/1`).send({}),
        request(t.url).delete(`${PATH}/1`),
      ]) {
        const response = await call.expect(401);
        expect(response.body).toEqual({ message: 'Unauthorized' });
      }
    });

    it('lets a read-only key read but answers 403 on every write, changing nothing', async () => {
      const target = await purchase();
      const payment = await pay(target.id, 100);
      const before = await stamp(target.id);
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.get(PATH).expect(200);
      await readOnly.get(`${PATH}/${payment.id}`).expect(200);
      const entry = { purchase_id: target.id, date: '2026-03-21', total: 50 };
      for (const call of [
        readOnly.post(PATH, entry),
        readOnly.post(`${PATH}/bulk`, [entry]),
        readOnly.put(`${PATH}/${payment.id}`, { total: 1190 }),
        readOnly.patch(`${PATH}/${payment.id}`, { total: 1190 }),
        readOnly.delete(`${PATH}/${payment.id}`),
      ]) {
        const response = await call.expect(403);
        expect(response.body).toEqual({ errors: ['Access denied'] });
      }
      expect((await api().get(`${PATH}/${payment.id}`).expect(200)).body).toEqual(payment);
      expect(await paymentIds(target.id)).toEqual([payment.id]);
      expect(await stamp(target.id)).toBe(before);
    });
  });

  describe('tenancy', () => {
    it("answers 404 for another account's payment on every route, as for a missing one", async () => {
      const foreignPurchase = await purchase({}, b);
      const foreign: Payment = await created(
        api(b).post(PATH, { purchase_id: foreignPurchase.id, date: '2026-03-20', total: 300 }),
      );
      const missing = await api().get(`${PATH}/99999999`).expect(404);
      expect(missing.body).toEqual({ message: 'Not found' });
      for (const id of [foreign.id, 99_999_999, 'abc']) {
        for (const call of [
          api().get(`${PATH}/${id}`),
          api().put(`${PATH}/${id}`, { total: 1 }),
          api().patch(`${PATH}/${id}`, { total: 1 }),
          api().delete(`${PATH}/${id}`),
        ]) {
          const response = await call.expect(404);
          expect(response.body).toEqual(missing.body);
        }
      }
      expect((await api().get(`${PATH}?ids=${foreign.id}`).expect(200)).body).toEqual([]);
      const byPurchase = await api().get(`${PATH}?purchase_id=${foreignPurchase.id}`).expect(200);
      expect(byPurchase.body).toEqual([]);
      expect((await api(b).get(`${PATH}/${foreign.id}`).expect(200)).body).toEqual(foreign);
    });

    it("refuses another account's purchase in a body exactly like a missing one", async () => {
      const foreignPurchase = await purchase({}, b);
      const foreignStamp = await stamp(foreignPurchase.id);
      const own = await purchase();
      const payment = await pay(own.id, 100);
      const before = await paymentCount();
      const answers = [];
      for (const purchaseId of [foreignPurchase.id, 99_999_999]) {
        const entry = { purchase_id: purchaseId, date: '2026-03-20', total: 10 };
        answers.push(
          (await api().post(PATH, entry).expect(422)).body,
          (await api().post(`${PATH}/bulk`, [entry]).expect(422)).body,
          (await api().put(`${PATH}/${payment.id}`, { purchase_id: purchaseId }).expect(422)).body,
        );
      }
      expect(answers.slice(0, 3)).toEqual(answers.slice(3));
      expect(answers[0]).toEqual({ errors: { purchase_id: ['does not exist'] } });
      expect(answers[1]).toEqual({ errors: { '[0].purchase_id': ['does not exist'] } });
      expect(answers[2]).toEqual({ errors: { purchase_id: ['does not exist'] } });
      expect(await paymentCount()).toBe(before);
      expect((await api().get(`${PATH}/${payment.id}`)).body.purchase.id).toBe(own.id);
      expect(await paymentIds(foreignPurchase.id)).toEqual([]);
      expect(await stamp(foreignPurchase.id)).toBe(foreignStamp);
    });
  });

  describe('POST /purchases/payments', () => {
    it('answers 200 with the record GET returns and stores it on the purchase', async () => {
      const target = await purchase();
      const payment = await pay(target.id, 1190, { description: 'Bank transfer' });
      expect(payment).toEqual({
        id: expect.any(Number),
        date: '2026-03-20',
        purchase: { id: target.id, identifier: target.identifier, title: 'Office chairs' },
        total: 1190,
        currency: 'EUR',
        description: 'Bank transfer',
        remittance_export_id: null,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect((await api().get(`${PATH}/${payment.id}`).expect(200)).body).toEqual(payment);
      expect(await paymentIds(target.id)).toEqual([payment.id]);
      expect((await pay(target.id, 5)).description).toBeNull();
    });

    it("takes the purchase's currency and refuses any other", async () => {
      const chf = await purchase({ currency: 'CHF' });
      expect(await pay(chf.id, 100)).toMatchObject({ currency: 'CHF', total: 100 });
      expect((await pay(chf.id, 10, { currency: 'CHF' })).currency).toBe('CHF');
      const before = await paymentCount();
      const response = await api()
        .post(PATH, { purchase_id: chf.id, date: '2026-03-20', total: 10, currency: 'EUR' })
        .expect(422);
      expect(response.body).toEqual({
        errors: { currency: ['must be the currency of the purchase'] },
      });
      expect(await paymentCount()).toBe(before);
    });

    it('rounds the total to the currency minor unit, takes refunds and refuses zero', async () => {
      const eur = await purchase();
      expect((await pay(eur.id, 100.005)).total).toBe(100.01);
      expect((await pay(eur.id, -50.5, { description: 'Refund' })).total).toBe(-50.5);
      const jpy = await purchase({ currency: 'JPY' });
      expect(await pay(jpy.id, 1234.5)).toMatchObject({ total: 1235, currency: 'JPY' });
      const cases: [number, number][] = [
        [eur.id, 0],
        [eur.id, 0.004],
        [eur.id, -0.001],
        [jpy.id, 0.4],
      ];
      for (const [purchaseId, total] of cases) {
        const response = await api()
          .post(PATH, { purchase_id: purchaseId, date: '2026-03-20', total })
          .expect(422);
        expect(errorKeys(response)).toEqual(['total']);
      }
    });

    it('names every bad field in one 422 and writes nothing', async () => {
      const before = await paymentCount();
      const empty = await api().post(PATH, {}).expect(422);
      expect(errorKeys(empty)).toEqual(['date', 'purchase_id', 'total']);
      // "purchase_id or description": a description alone does not make a payment.
      const described = await api()
        .post(PATH, { description: 'Cash', date: '2026-03-20', total: 10 })
        .expect(422);
      expect(errorKeys(described)).toEqual(['purchase_id']);
      const wrong = await api()
        .post(PATH, {
          purchase_id: 'x',
          date: '2026-02-30',
          total: '100',
          currency: 'eur',
          description: 5,
        })
        .expect(422);
      expect(errorKeys(wrong)).toEqual(['currency', 'date', 'description', 'purchase_id', 'total']);
      expect(JSON.stringify(wrong.body)).not.toContain('2026-02-30');
      expect(await paymentCount()).toBe(before);
    });

    it('shows on its purchase, embedded, and makes it partially paid until paid in full', async () => {
      const target = await purchase();
      const shown = async () =>
        (await api().get(`/api/v1/purchases/${target.id}`).expect(200)).body;
      const first = await pay(target.id, 190);
      expect(await shown()).toMatchObject({
        partially_paid: true,
        payments: [{ id: first.id, date: '2026-03-20', total: 190, currency: 'EUR', user: null }],
      });
      await pay(target.id, 1000, { date: '2026-03-21' });
      const paid = await shown();
      expect(paid.partially_paid).toBe(false);
      expect(paid.payments.map((p: { total: number }) => p.total)).toEqual([190, 1000]);
    });

    it('records payments on archived purchases too', async () => {
      const archived = await purchase({ status: 'archived' });
      const payment = await pay(archived.id, 1190);
      expect(payment.purchase.id).toBe(archived.id);
      expect(await paymentIds(archived.id)).toEqual([payment.id]);
    });
  });

  describe("the purchase's updated_at", () => {
    it('is bumped by every create, update and delete of one of its payments', async () => {
      const target = await purchase();
      const times = [await stamp(target.id)];
      const payment = await pay(target.id, 10);
      times.push(await stamp(target.id));
      await api().put(`${PATH}/${payment.id}`, { description: 'Noted' }).expect(200);
      times.push(await stamp(target.id));
      await api()
        .post(`${PATH}/bulk`, [{ purchase_id: target.id, date: '2026-03-21', total: 5 }])
        .expect(200);
      times.push(await stamp(target.id));
      await api().delete(`${PATH}/${payment.id}`).expect(204);
      times.push(await stamp(target.id));
      for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]);
    });

    it('is bumped on both purchases when a payment moves, and not by a refused write', async () => {
      const from = await purchase();
      const to = await purchase();
      const payment = await pay(from.id, 100);
      const [fromBefore, toBefore] = [await stamp(from.id), await stamp(to.id)];
      await api().put(`${PATH}/${payment.id}`, { total: 0 }).expect(422);
      expect(await stamp(from.id)).toBe(fromBefore);
      await api().put(`${PATH}/${payment.id}`, { purchase_id: to.id }).expect(200);
      expect(await stamp(from.id)).toBeGreaterThan(fromBefore);
      expect(await stamp(to.id)).toBeGreaterThan(toBefore);
    });
  });

  describe('PUT /purchases/payments/{id}', () => {
    it('changes only the fields sent and answers 200 with the full record', async () => {
      const target = await purchase();
      const payment = await pay(target.id, 100, { description: 'First' });
      const response = await api().put(`${PATH}/${payment.id}`, { date: '2026-03-25' }).expect(200);
      expect(response.body).toEqual({
        ...payment,
        date: '2026-03-25',
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect(Date.parse(response.body.updated_at)).toBeGreaterThanOrEqual(
        Date.parse(payment.updated_at),
      );
      const changed = await api()
        .put(`${PATH}/${payment.id}`, { total: 250.255, currency: 'EUR', description: null })
        .expect(200);
      expect(changed.body).toMatchObject({ total: 250.26, description: null, date: '2026-03-25' });
      expect((await api().get(`${PATH}/${payment.id}`)).body).toEqual(changed.body);
    });

    it('answers PATCH like PUT: only the field sent changes', async () => {
      const target = await purchase();
      const payment = await pay(target.id, 100, { description: 'First', date: '2026-03-21' });
      const response = await api()
        .patch(`${PATH}/${payment.id}`, { description: 'Second' })
        .expect(200);
      expect(response.body).toEqual({
        ...payment,
        description: 'Second',
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect((await api().get(`${PATH}/${payment.id}`)).body).toEqual(response.body);
      const zero = await api().patch(`${PATH}/${payment.id}`, { total: 0 }).expect(422);
      expect(errorKeys(zero)).toEqual(['total']);
    });

    it('refuses null for required fields, zero and another currency, changing nothing', async () => {
      const target = await purchase();
      const payment = await pay(target.id, 100);
      const nulls = await api()
        .put(`${PATH}/${payment.id}`, { purchase_id: null, date: null, total: null })
        .expect(422);
      expect(errorKeys(nulls)).toEqual(['date', 'purchase_id', 'total']);
      const zero = await api().put(`${PATH}/${payment.id}`, { total: 0.001 }).expect(422);
      expect(errorKeys(zero)).toEqual(['total']);
      const currency = await api().put(`${PATH}/${payment.id}`, { currency: 'CHF' }).expect(422);
      expect(currency.body).toEqual({
        errors: { currency: ['must be the currency of the purchase'] },
      });
      expect((await api().get(`${PATH}/${payment.id}`)).body).toEqual(payment);
    });

    it('moves a payment to another purchase of the same currency', async () => {
      const from = await purchase();
      const to = await purchase();
      const kept = await pay(from.id, 100);
      const moving = await pay(from.id, 1090);
      const response = await api()
        .put(`${PATH}/${moving.id}`, { purchase_id: to.id, total: 1000 })
        .expect(200);
      expect(response.body).toMatchObject({
        id: moving.id,
        purchase: { id: to.id, identifier: to.identifier },
        total: 1000,
      });
      expect(await paymentIds(from.id)).toEqual([kept.id]);
      expect(await paymentIds(to.id)).toEqual([moving.id]);
      const listed = await api().get(`${PATH}?purchase_id=${to.id}`).expect(200);
      expect(listed.body).toEqual([response.body]);
    });

    it('refuses moving to a purchase in another currency, even with that currency sent', async () => {
      const from = await purchase();
      const chf = await purchase({ currency: 'CHF' });
      const payment = await pay(from.id, 100);
      const chfStamp = await stamp(chf.id);
      for (const body of [{ purchase_id: chf.id }, { purchase_id: chf.id, currency: 'CHF' }]) {
        const response = await api().put(`${PATH}/${payment.id}`, body).expect(422);
        expect(response.body).toEqual({
          errors: { purchase_id: ['must be in the currency of the payment'] },
        });
      }
      expect((await api().get(`${PATH}/${payment.id}`)).body).toEqual(payment);
      expect(await paymentIds(chf.id)).toEqual([]);
      expect(await stamp(chf.id)).toBe(chfStamp);
    });

    it('keeps the payment on exactly one purchase while it moves concurrently', async () => {
      const purchases = [await purchase(), await purchase(), await purchase()];
      const payment = await pay(purchases[0].id, 100);
      const moves = Array.from({ length: 8 }, (_, i) =>
        api()
          .put(`${PATH}/${payment.id}`, { purchase_id: purchases[(i % 2) + 1].id })
          .then((response) => response.status),
      );
      expect(await Promise.all(moves)).toEqual(Array(8).fill(200));
      const holder = (await api().get(`${PATH}/${payment.id}`)).body.purchase.id;
      expect([purchases[1].id, purchases[2].id]).toContain(holder);
      for (const { id } of purchases)
        expect(await paymentIds(id)).toEqual(id === holder ? [payment.id] : []);
    });
  });

  describe('DELETE /purchases/payments/{id}', () => {
    it('answers 204 and removes the payment from its purchase', async () => {
      const target = await purchase();
      const kept = await pay(target.id, 100);
      const payment = await pay(target.id, 200);
      const response = await api().delete(`${PATH}/${payment.id}`).expect(204);
      expect(response.text).toBe('');
      await api().get(`${PATH}/${payment.id}`).expect(404);
      await api().delete(`${PATH}/${payment.id}`).expect(404);
      expect(await paymentIds(target.id)).toEqual([kept.id]);
    });
  });

  describe('POST /purchases/payments/bulk', () => {
    it('takes an array and answers 200 with the records in input order', async () => {
      const first = await purchase();
      const second = await purchase({ currency: 'CHF' });
      const response = await api()
        .post(`${PATH}/bulk`, [
          { purchase_id: second.id, date: '2026-03-21', total: 1190 },
          { purchase_id: first.id, date: '2026-03-22', total: 500, description: 'A' },
          { purchase_id: first.id, date: '2026-03-23', total: 100.004, currency: 'EUR' },
        ])
        .expect(200);
      expect(response.body.map((p: Payment) => [p.purchase.id, p.total, p.currency])).toEqual([
        [second.id, 1190, 'CHF'],
        [first.id, 500, 'EUR'],
        [first.id, 100, 'EUR'],
      ]);
      expect(response.body[1].description).toBe('A');
      for (const payment of response.body)
        expect((await api().get(`${PATH}/${payment.id}`)).body).toEqual(payment);
      expect(await paymentIds(first.id)).toHaveLength(2);
    });

    it('takes the bulk_data envelope as well', async () => {
      const target = await purchase();
      const response = await api()
        .post(`${PATH}/bulk`, {
          bulk_data: [
            { purchase_id: target.id, date: '2026-03-21', total: 600 },
            { purchase_id: target.id, date: '2026-03-22', total: 590 },
          ],
        })
        .expect(200);
      expect(response.body.map((p: Payment) => p.total)).toEqual([600, 590]);
      expect(await paymentIds(target.id)).toEqual(response.body.map((p: Payment) => p.id));
    });

    it('writes nothing when one entry is bad, naming the entry', async () => {
      const good = await purchase();
      const chf = await purchase({ currency: 'CHF' });
      const before = await paymentCount();
      const stampBefore = await stamp(good.id);
      const entry = (extra: object) => ({
        purchase_id: good.id,
        date: '2026-03-21',
        total: 1190,
        ...extra,
      });
      const cases: [unknown, object][] = [
        [[entry({}), entry({ total: 'x' })], { errors: { '[1].total': expect.any(Array) } }],
        [
          [entry({}), { date: '2026-03-21', total: 5 }],
          { errors: { '[1].purchase_id': expect.any(Array) } },
        ],
        [
          [entry({}), entry({ purchase_id: 99_999_999 })],
          { errors: { '[1].purchase_id': ['does not exist'] } },
        ],
        [
          [entry({}), entry({ purchase_id: chf.id, currency: 'EUR' }), entry({ total: 0.001 })],
          {
            errors: {
              '[1].currency': ['must be the currency of the purchase'],
              '[2].total': ['must not be zero in the purchase currency'],
            },
          },
        ],
        [{ bulk_data: [entry({}), 'x'] }, { errors: { '[1]': ['must be a payment object'] } }],
      ];
      for (const [body, answer] of cases) {
        const response = await api()
          .post(`${PATH}/bulk`, body as object)
          .expect(422);
        expect(response.body).toEqual(answer);
      }
      expect(await paymentCount()).toBe(before);
      expect(await stamp(good.id)).toBe(stampBefore);
      expect(await paymentIds(chf.id)).toEqual([]);
      for (const body of [{}, { bulk_data: 'x' }, { bulk_data: {} }]) {
        const response = await api().post(`${PATH}/bulk`, body).expect(422);
        expect(errorKeys(response)).toEqual(['bulk_data']);
      }
      const tooMany = Array.from({ length: 1001 }, () => entry({}));
      const response = await api().post(`${PATH}/bulk`, tooMany).expect(422);
      expect(errorKeys(response)).toEqual(['bulk_data']);
      expect(await paymentCount()).toBe(before);
    });

    it('answers an empty batch with 200 and an empty array', async () => {
      expect((await api().post(`${PATH}/bulk`, []).expect(200)).body).toEqual([]);
    });

    it('runs overlapping batches in parallel without deadlock, all recorded', async () => {
      const purchases = [await purchase(), await purchase(), await purchase()];
      const batch = (order: typeof purchases) =>
        api()
          .post(
            `${PATH}/bulk`,
            order.map((p) => ({ purchase_id: p.id, date: '2026-03-21', total: 100 })),
          )
          .then((response) => response.status);
      const reversed = [...purchases].reverse();
      const statuses = await Promise.all(
        Array.from({ length: 11 }, (_, i) => batch(i % 2 === 0 ? purchases : reversed)),
      );
      expect(statuses).toEqual(Array(11).fill(200));
      for (const { id } of purchases) expect(await paymentIds(id)).toHaveLength(11);
    });
  });

  describe('GET /purchases/payments', () => {
    const r: Record<string, Payment> = {};
    let first: { id: number };
    let second: { id: number };
    const listed = async (query: string) =>
      (await api().get(`${PATH}?${query}`).expect(200)).body.map((p: Payment) => p.id);

    beforeAll(async () => {
      first = await purchase();
      second = await purchase();
      r.march = await pay(first.id, 100, { date: '2026-03-01' });
      r.april = await pay(first.id, 300, { date: '2026-04-15' });
      r.may = await pay(second.id, 200, { date: '2026-05-31' });
    });

    it('answers records as GET /{id} does', async () => {
      const response = await api().get(`${PATH}?ids=${r.april.id}`).expect(200);
      expect(response.body).toEqual([r.april]);
    });

    it('filters by date range, inclusive', async () => {
      const both = `purchase_id=${first.id},${second.id}`;
      expect(await listed(`${both}&date_from=2026-04-15`)).toEqual([r.april.id, r.may.id]);
      expect(await listed(`${both}&date_to=2026-04-15`)).toEqual([r.march.id, r.april.id]);
      expect(await listed(`${both}&date_from=2026-03-02&date_to=2026-05-30`)).toEqual([r.april.id]);
    });

    it('filters by one or several purchase IDs, blanks ignored', async () => {
      expect(await listed(`purchase_id=${first.id}`)).toEqual([r.march.id, r.april.id]);
      expect(await listed(`purchase_id=${second.id},,${first.id}`)).toEqual([
        r.march.id,
        r.april.id,
        r.may.id,
      ]);
    });

    it('takes the global filters and sort_by', async () => {
      expect(await listed(`ids=${r.may.id},${r.march.id}`)).toEqual([r.march.id, r.may.id]);
      const both = `purchase_id=${first.id},${second.id}`;
      // Back-dated, so only the change below lies after the cut, whatever the clock does.
      await prisma.purchasePayment.updateMany({
        where: { purchaseId: { in: [first.id, second.id] } },
        data: { updatedAt: new Date('2020-01-01T00:00:00Z') },
      });
      await api().put(`${PATH}/${r.april.id}`, { description: 'later' }).expect(200);
      expect(await listed(`${both}&updated_after=2020-01-01T00:00:00Z`)).toEqual([r.april.id]);
      expect(await listed(`${both}&updated_after=2019-12-31T23:59:59Z`)).toHaveLength(3);
      expect(await listed(`${both}&sort_by=date desc`)).toEqual([r.may.id, r.april.id, r.march.id]);
      expect(await listed(`${both}&sort_by=total`)).toEqual([r.march.id, r.may.id, r.april.id]);
      expect(await listed('custom_properties[Unknown]=x')).toEqual([]);
    });

    it('answers 422 naming bad parameters', async () => {
      const response = await api()
        .get(`${PATH}?date_from=2026-13-01&date_to=x&purchase_id=a&sort_by=title&per_page=0`)
        .expect(422);
      expect(errorKeys(response)).toEqual([
        'date_from',
        'date_to',
        'per_page',
        'purchase_id',
        'sort_by',
      ]);
    });

    it('pages and sorts like every list', async () => {
      const target = await purchase();
      let day = 10;
      await expectPaging(api, PATH, () => pay(target.id, 1, { date: `2026-06-${day++}` }), 'date');
    });
  });
});
