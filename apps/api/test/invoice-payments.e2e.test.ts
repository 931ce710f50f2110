import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { expectPaging } from './support/list-checks';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PATH = '/api/v1/invoices/payments';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Invoice {
  id: number;
  identifier: string | null;
  title: string;
  status: string;
  locked: boolean;
  updated_at: string;
  payments: { id: number }[];
}

describe('/api/v1/invoices/payments', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const r: Record<string, { id: number }> = {};

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const created = async (call: request.Test) => (await call.expect(200)).body;
  const errorKeys = (response: request.Response) => Object.keys(response.body.errors).sort();

  /** A regular CHF invoice of 1000 net + 10 % tax = 1100 gross, unless `extra` says otherwise. */
  const invoice = (extra: object = {}, account: TestAccount = a): Promise<Invoice> =>
    created(
      api(account).post('/api/v1/invoices', {
        customer_id: account === a ? r.customer.id : r.foreignCustomer.id,
        recipient_address: 'Kunde AG\nBahnhofstrasse 1\n8001 Zürich',
        date: '2026-03-10',
        due_date: '2026-04-09',
        title: 'Consulting March',
        tax: 10,
        currency: 'CHF',
        items: [{ type: 'item', title: 'Work', quantity: 1, unit: 'h', unit_price: 1000 }],
        ...extra,
      }),
    );
  const invoiceOf = async (id: number): Promise<Invoice> =>
    (await api().get(`/api/v1/invoices/${id}`).expect(200)).body;
  const pay = (invoiceId: number, paid: number, extra: object = {}) =>
    created(
      api().post(PATH, { invoice_id: invoiceId, date: '2026-03-20', paid_total: paid, ...extra }),
    );
  const paymentCount = () => prisma.invoicePayment.count({ where: { accountId: a.accountId } });

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    // Account currency CHF: EUR invoices have no amount in the account currency.
    await prisma.account.update({
      where: { id: a.accountId },
      data: { defaultCurrency: 'CHF', currencies: ['CHF', 'EUR'] },
    });
    for (const account of [a, b])
      await created(api(account).post('/api/v1/vat_code_sales', { code: 'UST10', tax: 10 }));
    r.customer = await created(
      api().post('/api/v1/companies', { type: 'customer', name: 'Kunde AG' }),
    );
    r.foreignCustomer = await created(
      api(b).post('/api/v1/companies', { type: 'customer', name: 'Beta Kunde' }),
    );
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
        request(t.url).delete(`${PATH}/1`),
      ]) {
        const response = await call.expect(401);
        expect(response.body).toEqual({ message: 'Unauthorized' });
      }
    });

    it('lets a read-only key read but answers 403 on every write, changing nothing', async () => {
      const target = await invoice();
      const payment = await pay(target.id, 100);
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.get(PATH).expect(200);
      await readOnly.get(`${PATH}/${payment.id}`).expect(200);
      const entry = { invoice_id: target.id, date: '2026-03-21', paid_total: 50 };
      for (const call of [
        readOnly.post(PATH, entry),
        readOnly.post(`${PATH}/bulk`, [entry]),
        readOnly.put(`${PATH}/${payment.id}`, { paid_total: 1100 }),
        readOnly.delete(`${PATH}/${payment.id}`),
      ]) {
        const response = await call.expect(403);
        expect(response.body).toEqual({ errors: ['Access denied'] });
      }
      const after = await invoiceOf(target.id);
      expect(after.payments.map((p) => p.id)).toEqual([payment.id]);
      expect(after.status).toBe('partially_paid');
    });
  });

  describe('tenancy', () => {
    it("answers 404 for another account's payment on every route, as for a missing one", async () => {
      const foreignInvoice = await invoice({}, b);
      const foreign = await created(
        api(b).post(PATH, { invoice_id: foreignInvoice.id, date: '2026-03-20', paid_total: 300 }),
      );
      const missing = await api().get(`${PATH}/99999999`).expect(404);
      for (const id of [foreign.id, 99_999_999, 'abc']) {
        for (const call of [
          api().get(`${PATH}/${id}`),
          api().put(`${PATH}/${id}`, { paid_total: 1 }),
          api().delete(`${PATH}/${id}`),
        ]) {
          const response = await call.expect(404);
          expect(response.body).toEqual(missing.body);
        }
      }
      expect((await api().get(`${PATH}?ids=${foreign.id}`).expect(200)).body).toEqual([]);
      expect((await api().get(`${PATH}?invoice_id=${foreignInvoice.id}`).expect(200)).body).toEqual(
        [],
      );
      const own = await api(b).get(`${PATH}/${foreign.id}`).expect(200);
      expect(own.body).toMatchObject({ paid_total: 300, invoice_id: foreignInvoice.id });
      expect((await api(b).get(`/api/v1/invoices/${foreignInvoice.id}`)).body.status).toBe(
        'partially_paid',
      );
    });

    it("refuses another account's invoice in a body exactly like a missing one", async () => {
      const foreignInvoice = await invoice({}, b);
      const own = await invoice();
      const payment = await pay(own.id, 100);
      const before = await paymentCount();
      const answers = [];
      for (const invoiceId of [foreignInvoice.id, 99_999_999]) {
        const entry = { invoice_id: invoiceId, date: '2026-03-20', paid_total: 10 };
        answers.push(
          (await api().post(PATH, entry).expect(422)).body,
          (await api().post(`${PATH}/bulk`, [entry]).expect(422)).body,
          (await api().put(`${PATH}/${payment.id}`, { invoice_id: invoiceId }).expect(422)).body,
        );
      }
      expect(answers.slice(0, 3)).toEqual(answers.slice(3));
      expect(answers[0]).toEqual({ errors: { invoice_id: ['does not exist'] } });
      expect(answers[1]).toEqual({ errors: { '[0].invoice_id': ['does not exist'] } });
      expect(await paymentCount()).toBe(before);
      expect((await api().get(`${PATH}/${payment.id}`)).body.invoice_id).toBe(own.id);
      const foreignAfter = await api(b).get(`/api/v1/invoices/${foreignInvoice.id}`).expect(200);
      expect(foreignAfter.body).toMatchObject({ status: 'created', payments: [] });
    });
  });

  describe('POST /invoices/payments', () => {
    it('answers 200 with the record GET returns, embedded in the invoice', async () => {
      const target = await invoice();
      const payment = await pay(target.id, 250.5, { description: 'Bank transfer' });
      expect(payment).toEqual({
        id: expect.any(Number),
        invoice_id: target.id,
        invoice: { id: target.id, identifier: target.identifier, title: target.title },
        date: '2026-03-20',
        paid_total: 250.5,
        paid_total_in_account_currency: 250.5,
        currency: 'CHF',
        description: 'Bank transfer',
        created_on: expect.stringMatching(DATE),
        updated_on: expect.stringMatching(DATE),
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect((await api().get(`${PATH}/${payment.id}`).expect(200)).body).toEqual(payment);
      // Embedded in its invoice, a payment does not name the invoice again.
      const { invoice: named, ...embedded } = payment;
      expect(named.id).toBe(target.id);
      expect((await invoiceOf(target.id)).payments).toEqual([embedded]);
    });

    it('takes the invoice currency; an amount in the account currency only when they agree', async () => {
      const eur = await invoice({ currency: 'EUR' });
      const payment = await pay(eur.id, 100);
      expect(payment).toMatchObject({
        currency: 'EUR',
        paid_total: 100,
        paid_total_in_account_currency: null,
        description: null,
      });
      expect((await pay(eur.id, 10, { currency: 'EUR' })).currency).toBe('EUR');
      const response = await api()
        .post(PATH, { invoice_id: eur.id, date: '2026-03-20', paid_total: 10, currency: 'CHF' })
        .expect(422);
      expect(response.body).toEqual({
        errors: { currency: ['must be the currency of the invoice'] },
      });
    });

    it('rounds the amount to the currency minor unit and refuses zero', async () => {
      const target = await invoice();
      expect((await pay(target.id, 100.005)).paid_total).toBe(100.01);
      for (const paid of [0, 0.004, -0.001]) {
        const response = await api()
          .post(PATH, { invoice_id: target.id, date: '2026-03-20', paid_total: paid })
          .expect(422);
        expect(errorKeys(response)).toEqual(['paid_total']);
      }
    });

    it('names every bad field in one 422 and writes nothing', async () => {
      const before = await paymentCount();
      const empty = await api().post(PATH, {}).expect(422);
      expect(errorKeys(empty)).toEqual(['date', 'invoice_id', 'paid_total']);
      const wrong = await api()
        .post(PATH, {
          invoice_id: 'x',
          date: '2026-02-30',
          paid_total: '100',
          currency: 'chf',
          description: 5,
        })
        .expect(422);
      expect(errorKeys(wrong)).toEqual([
        'currency',
        'date',
        'description',
        'invoice_id',
        'paid_total',
      ]);
      expect(JSON.stringify(wrong.body)).not.toContain('2026-02-30');
      expect(await paymentCount()).toBe(before);
    });

    it('refuses payments on a draft with 422, as the domain says', async () => {
      const draft = await invoice({ status: 'draft' });
      const response = await api()
        .post(PATH, { invoice_id: draft.id, date: '2026-03-20', paid_total: 100 })
        .expect(422);
      expect(response.body).toEqual({
        errors: ['Payments cannot be recorded on a draft invoice'],
      });
      expect(await invoiceOf(draft.id)).toMatchObject({ status: 'draft', payments: [] });
    });
  });

  describe('status follows the paid sum', () => {
    it('created -> partially_paid -> paid -> partially_paid -> created, locked on payment', async () => {
      const target = await invoice();
      expect(target).toMatchObject({ status: 'created', locked: false });
      const first = await pay(target.id, 600);
      expect(await invoiceOf(target.id)).toMatchObject({ status: 'partially_paid', locked: true });
      const second = await pay(target.id, 500);
      expect((await invoiceOf(target.id)).status).toBe('paid');
      await api().delete(`${PATH}/${second.id}`).expect(204);
      expect((await invoiceOf(target.id)).status).toBe('partially_paid');
      await api().delete(`${PATH}/${first.id}`).expect(204);
      const after = await invoiceOf(target.id);
      // Never sent: back to created; the lock a payment set stays.
      expect(after).toMatchObject({ status: 'created', locked: true, payments: [] });
      await api().get(`${PATH}/${first.id}`).expect(404);
    });

    it('returns a sent invoice to sent when its payments are removed', async () => {
      const target = await invoice();
      await api()
        .put(`/api/v1/invoices/${target.id}/update_status`, { status: 'sent' })
        .expect(204);
      const first = await pay(target.id, 100);
      expect((await invoiceOf(target.id)).status).toBe('partially_paid');
      const second = await pay(target.id, 1000);
      expect((await invoiceOf(target.id)).status).toBe('paid');
      await api().delete(`${PATH}/${second.id}`).expect(204);
      expect((await invoiceOf(target.id)).status).toBe('partially_paid');
      await api().delete(`${PATH}/${first.id}`).expect(204);
      expect((await invoiceOf(target.id)).status).toBe('sent');
    });

    it('moves with updated amounts both ways and counts overpayment and refunds', async () => {
      const target = await invoice();
      const payment = await pay(target.id, 1100);
      expect((await invoiceOf(target.id)).status).toBe('paid');
      await api().put(`${PATH}/${payment.id}`, { paid_total: 1099.99 }).expect(200);
      expect((await invoiceOf(target.id)).status).toBe('partially_paid');
      await api().put(`${PATH}/${payment.id}`, { paid_total: 1200 }).expect(200);
      expect((await invoiceOf(target.id)).status).toBe('paid');
      // A refund of the overpaid 100 keeps it paid, a larger one makes it partially paid.
      const refund = await pay(target.id, -100, { description: 'Refund' });
      expect(refund.paid_total).toBe(-100);
      expect((await invoiceOf(target.id)).status).toBe('paid');
      await api().put(`${PATH}/${refund.id}`, { paid_total: -150 }).expect(200);
      expect((await invoiceOf(target.id)).status).toBe('partially_paid');
    });

    it('settles a negative (reversal-like) invoice by negative payments', async () => {
      const negative = await invoice({
        items: [{ type: 'item', title: 'Credit', quantity: 1, unit: 'h', unit_price: -1000 }],
      });
      await pay(negative.id, -500);
      expect((await invoiceOf(negative.id)).status).toBe('partially_paid');
      await pay(negative.id, -600);
      expect((await invoiceOf(negative.id)).status).toBe('paid');
    });

    it('bumps the invoice updated_at on every payment change', async () => {
      const target = await invoice();
      const stamp = async () =>
        (await prisma.invoice.findUniqueOrThrow({ where: { id: target.id } })).updatedAt;
      const times = [await stamp()];
      const payment = await pay(target.id, 10);
      times.push(await stamp());
      await api().put(`${PATH}/${payment.id}`, { description: 'Noted' }).expect(200);
      times.push(await stamp());
      await api().delete(`${PATH}/${payment.id}`).expect(204);
      times.push(await stamp());
      for (let i = 1; i < times.length; i++)
        expect(times[i].getTime()).toBeGreaterThan(times[i - 1].getTime());
    });
  });

  describe('PUT /invoices/payments/{id}', () => {
    it('changes only the fields sent and answers 200 with the full record', async () => {
      const target = await invoice();
      const payment = await pay(target.id, 100, { description: 'First' });
      const updated = (await api().put(`${PATH}/${payment.id}`, { date: '2026-03-25' }).expect(200))
        .body;
      expect(updated).toEqual({
        ...payment,
        date: '2026-03-25',
        updated_on: expect.stringMatching(DATE),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      const cleared = (await api().put(`${PATH}/${payment.id}`, { description: null }).expect(200))
        .body;
      expect(cleared).toMatchObject({ description: null, paid_total: 100, date: '2026-03-25' });
      expect((await api().get(`${PATH}/${payment.id}`)).body).toEqual(cleared);
    });

    it('refuses null for required fields and zero amounts, changing nothing', async () => {
      const target = await invoice();
      const payment = await pay(target.id, 100);
      const nulls = await api()
        .put(`${PATH}/${payment.id}`, { invoice_id: null, date: null, paid_total: null })
        .expect(422);
      expect(errorKeys(nulls)).toEqual(['date', 'invoice_id', 'paid_total']);
      await api().put(`${PATH}/${payment.id}`, { paid_total: 0 }).expect(422);
      expect((await api().get(`${PATH}/${payment.id}`)).body).toEqual(payment);
    });

    it('moves a payment to another invoice and settles both', async () => {
      const from = await invoice();
      const to = await invoice();
      const kept = await pay(from.id, 100);
      const moving = await pay(from.id, 1000);
      expect((await invoiceOf(from.id)).status).toBe('paid');
      const moved = (await api().put(`${PATH}/${moving.id}`, { invoice_id: to.id }).expect(200))
        .body;
      expect(moved).toMatchObject({ id: moving.id, invoice_id: to.id, paid_total: 1000 });
      const [fromAfter, toAfter] = [await invoiceOf(from.id), await invoiceOf(to.id)];
      expect(fromAfter.status).toBe('partially_paid');
      expect(fromAfter.payments.map((p) => p.id)).toEqual([kept.id]);
      expect(toAfter.status).toBe('partially_paid');
      expect(toAfter.payments.map((p) => p.id)).toEqual([moving.id]);
      await api().put(`${PATH}/${kept.id}`, { invoice_id: to.id, paid_total: 100 }).expect(200);
      expect((await invoiceOf(from.id)).status).toBe('created');
      expect((await invoiceOf(to.id)).status).toBe('paid');
    });

    it('refuses moving to a draft or to another currency unless the currency is sent', async () => {
      const from = await invoice();
      const draft = await invoice({ status: 'draft' });
      const eur = await invoice({ currency: 'EUR' });
      const payment = await pay(from.id, 1100);
      const toDraft = await api()
        .put(`${PATH}/${payment.id}`, { invoice_id: draft.id })
        .expect(422);
      expect(toDraft.body).toEqual({ errors: ['Payments cannot be recorded on a draft invoice'] });
      const toEur = await api().put(`${PATH}/${payment.id}`, { invoice_id: eur.id }).expect(422);
      expect(errorKeys(toEur)).toEqual(['invoice_id']);
      expect((await api().get(`${PATH}/${payment.id}`)).body).toEqual(payment);
      expect((await invoiceOf(from.id)).status).toBe('paid');
      expect(await invoiceOf(draft.id)).toMatchObject({ status: 'draft', payments: [] });
      const moved = await api()
        .put(`${PATH}/${payment.id}`, { invoice_id: eur.id, currency: 'EUR', paid_total: 50 })
        .expect(200);
      expect(moved.body).toMatchObject({
        invoice_id: eur.id,
        currency: 'EUR',
        paid_total: 50,
        paid_total_in_account_currency: null,
      });
      expect((await invoiceOf(from.id)).status).toBe('created');
      expect((await invoiceOf(eur.id)).status).toBe('partially_paid');
    });

    it('keeps every invoice consistent while one payment moves concurrently', async () => {
      const invoices = [await invoice(), await invoice(), await invoice()];
      const payment = await pay(invoices[0].id, 1100);
      const moves = Array.from({ length: 8 }, (_, i) =>
        api()
          .put(`${PATH}/${payment.id}`, { invoice_id: invoices[(i % 2) + 1].id })
          .then((response) => response.status),
      );
      expect(await Promise.all(moves)).toEqual(Array(8).fill(200));
      const holder = (await api().get(`${PATH}/${payment.id}`)).body.invoice_id;
      for (const { id } of invoices) {
        expect([id, (await invoiceOf(id)).status]).toEqual([
          id,
          id === holder ? 'paid' : 'created',
        ]);
      }
    });
  });

  describe('POST /invoices/payments/bulk', () => {
    it('takes an array and answers 200 with the records in input order', async () => {
      const first = await invoice();
      const second = await invoice();
      const response = await api()
        .post(`${PATH}/bulk`, [
          { invoice_id: second.id, date: '2026-03-21', paid_total: 1100 },
          { invoice_id: first.id, date: '2026-03-22', paid_total: 500, description: 'A' },
          { invoice_id: first.id, date: '2026-03-23', paid_total: 100 },
        ])
        .expect(200);
      expect(response.body.map((p: { invoice_id: number }) => p.invoice_id)).toEqual([
        second.id,
        first.id,
        first.id,
      ]);
      expect(response.body[1]).toMatchObject({
        paid_total: 500,
        description: 'A',
        currency: 'CHF',
      });
      for (const payment of response.body)
        expect((await api().get(`${PATH}/${payment.id}`)).body).toEqual(payment);
      expect((await invoiceOf(first.id)).status).toBe('partially_paid');
      expect((await invoiceOf(second.id)).status).toBe('paid');
    });

    it("takes the reference service's bulk_data envelope as well", async () => {
      const target = await invoice();
      const response = await api()
        .post(`${PATH}/bulk`, {
          bulk_data: [
            { invoice_id: target.id, date: '2026-03-21', paid_total: 600 },
            { invoice_id: target.id, date: '2026-03-22', paid_total: 500 },
          ],
        })
        .expect(200);
      expect(response.body).toHaveLength(2);
      expect((await invoiceOf(target.id)).status).toBe('paid');
    });

    it('writes nothing when one entry is bad, naming the entry', async () => {
      const good = await invoice();
      const draft = await invoice({ status: 'draft' });
      const eur = await invoice({ currency: 'EUR' });
      const before = await paymentCount();
      const stamp = async () =>
        (await prisma.invoice.findUniqueOrThrow({ where: { id: good.id } })).updatedAt;
      const stampBefore = await stamp();
      const entry = (extra: object) => ({
        invoice_id: good.id,
        date: '2026-03-21',
        paid_total: 1100,
        ...extra,
      });
      const cases: [unknown[], object][] = [
        [
          [entry({}), entry({ paid_total: 'x' })],
          { errors: { '[1].paid_total': expect.any(Array) } },
        ],
        [
          [entry({}), entry({ invoice_id: 99_999_999 })],
          { errors: { '[1].invoice_id': ['does not exist'] } },
        ],
        [
          [entry({}), entry({ invoice_id: eur.id, currency: 'CHF' }), entry({ paid_total: 0.001 })],
          { errors: { '[1].currency': expect.any(Array), '[2].paid_total': expect.any(Array) } },
        ],
        [
          [entry({}), entry({ invoice_id: draft.id })],
          { errors: ['Payments cannot be recorded on a draft invoice'] },
        ],
        [[entry({}), 'x'], { errors: { '[1]': ['must be a payment object'] } }],
      ];
      for (const [body, answer] of cases) {
        const response = await api().post(`${PATH}/bulk`, body).expect(422);
        expect(response.body).toEqual(answer);
      }
      expect(await paymentCount()).toBe(before);
      expect(await invoiceOf(good.id)).toMatchObject({ status: 'created', payments: [] });
      expect((await stamp()).getTime()).toBe(stampBefore.getTime());
      for (const body of [{}, { bulk_data: 'x' }, { bulk_data: {} }]) {
        const response = await api().post(`${PATH}/bulk`, body).expect(422);
        expect(errorKeys(response)).toEqual(['bulk_data']);
      }
    });

    it('answers an empty batch with 200 and an empty array', async () => {
      expect((await api().post(`${PATH}/bulk`, []).expect(200)).body).toEqual([]);
    });

    it('runs overlapping batches in parallel without deadlock, all counted', async () => {
      const invoices = [await invoice(), await invoice(), await invoice()];
      const batch = (order: Invoice[]) =>
        api()
          .post(
            `${PATH}/bulk`,
            order.map((inv) => ({ invoice_id: inv.id, date: '2026-03-21', paid_total: 100 })),
          )
          .then((response) => response.status);
      const reversed = [...invoices].reverse();
      const statuses = await Promise.all(
        Array.from({ length: 11 }, (_, i) => batch(i % 2 === 0 ? invoices : reversed)),
      );
      expect(statuses).toEqual(Array(11).fill(200));
      for (const { id } of invoices) {
        const after = await invoiceOf(id);
        expect([after.payments.length, after.status]).toEqual([11, 'paid']);
      }
    });
  });

  describe('GET /invoices/payments', () => {
    let first: Invoice;
    let second: Invoice;
    const listed = async (query: string) =>
      (await api().get(`${PATH}?${query}`).expect(200)).body.map((p: { id: number }) => p.id);

    beforeAll(async () => {
      first = await invoice();
      second = await invoice();
      r.march = await pay(first.id, 100, { date: '2026-03-01' });
      r.april = await pay(first.id, 100, { date: '2026-04-15' });
      r.may = await pay(second.id, 100, { date: '2026-05-31' });
    });

    it('filters by date range, inclusive', async () => {
      const inFirst = `invoice_id=${first.id},${second.id}`;
      expect(await listed(`${inFirst}&date_from=2026-04-15`)).toEqual([r.april.id, r.may.id]);
      expect(await listed(`${inFirst}&date_to=2026-04-15`)).toEqual([r.march.id, r.april.id]);
      expect(await listed(`${inFirst}&date_from=2026-03-02&date_to=2026-05-30`)).toEqual([
        r.april.id,
      ]);
    });

    it('filters by one or several invoice IDs, blanks ignored', async () => {
      expect(await listed(`invoice_id=${first.id}`)).toEqual([r.march.id, r.april.id]);
      expect(await listed(`invoice_id=${second.id},,${first.id}`)).toEqual([
        r.march.id,
        r.april.id,
        r.may.id,
      ]);
    });

    it('takes the global filters and sort_by', async () => {
      expect(await listed(`ids=${r.may.id},${r.march.id}`)).toEqual([r.march.id, r.may.id]);
      const stamp = (await api().get(`${PATH}/${r.april.id}`)).body.updated_at;
      await api().put(`${PATH}/${r.april.id}`, { description: 'later' }).expect(200);
      const after = await listed(`updated_after=${new Date(Date.parse(stamp) - 1).toISOString()}`);
      expect(after).toContain(r.april.id);
      expect(await listed(`invoice_id=${first.id},${second.id}&sort_by=date desc`)).toEqual([
        r.may.id,
        r.april.id,
        r.march.id,
      ]);
      expect(await listed('custom_properties[Unknown]=x')).toEqual([]);
    });

    it('answers 422 naming bad parameters', async () => {
      const response = await api()
        .get(`${PATH}?date_from=2026-13-01&date_to=x&invoice_id=a&sort_by=title&per_page=0`)
        .expect(422);
      expect(errorKeys(response)).toEqual([
        'date_from',
        'date_to',
        'invoice_id',
        'per_page',
        'sort_by',
      ]);
    });

    it('pages and sorts like every list', async () => {
      const target = await invoice();
      let day = 10;
      await expectPaging(api, PATH, () => pay(target.id, 1, { date: `2026-06-${day++}` }), 'date');
    });
  });
});
