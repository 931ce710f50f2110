import type request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { expectForeignRecordHidden } from './support/tenancy-checks';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PATH = '/api/v1/planned_purchases';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

interface Refs {
  supplier: number;
  budget: number;
  user: number;
}

describe('/api/v1/planned_purchases', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const refs = {} as Refs;
  const foreign = {} as Refs;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const created = async (call: request.Test) => (await call.expect(200)).body;
  const errorKeys = (response: request.Response) => Object.keys(response.body.errors).sort();
  // A series in the future: its schedule does not depend on the day the test runs.
  const body = (extra: object = {}) => ({
    date: '2031-01-31',
    finish_date: '2031-12-31',
    frequency: 'monthly',
    title: 'Office supplies',
    info: 'Paper and toner',
    net_total: 500.5,
    currency: 'EUR',
    company_id: refs.supplier,
    purchase_budget_id: refs.budget,
    user_id: refs.user,
    ...extra,
  });
  const purchaseBody = (extra: object = {}) => ({
    date: '2031-02-10',
    currency: 'EUR',
    payment_method: 'bank_transfer',
    items: [{ title: 'Paper', total: 150, tax: 19 }],
    ...extra,
  });

  const setUp = async (account: TestAccount, into: Refs) => {
    const post = (path: string, data: object) => created(api(account).post(path, data));
    into.supplier = (await post('/api/v1/companies', { type: 'supplier', name: 'Papier AG' })).id;
    into.budget = (await post('/api/v1/purchases/budgets', { title: 'Office' })).id;
    into.user = account.userId;
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 1 });
    await setUp(a, refs);
    await setUp(b, foreign);
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('creates, reads, lists, updates (PUT and PATCH) and deletes a planned purchase', async () => {
    const plan = await created(api().post(PATH, body()));
    expect(plan).toEqual({
      id: expect.any(Number),
      date: '2031-01-31',
      active: true,
      finish_date: '2031-12-31',
      frequency: 'monthly',
      variant: 'recurring',
      title: 'Office supplies',
      info: 'Paper and toner',
      net_total: 500.5,
      net_total_in_account_currency: 500.5,
      exhausted: 0,
      exhausted_in_account_currency: 0,
      currency: 'EUR',
      company: { id: refs.supplier, name: 'Papier AG' },
      purchase_budget: { id: refs.budget, title: 'Office' },
      user: { id: a.userId, firstname: 'Owner', lastname: 'Alpha' },
      purchases: [],
      custom_properties: {},
      create_on_recur: false,
      recur_next_on: '2031-01-31',
      updated_at: expect.stringMatching(TIMESTAMP),
      created_at: expect.stringMatching(TIMESTAMP),
    });
    expect((await api().get(`${PATH}/${plan.id}`).expect(200)).body).toEqual(plan);
    const list = await api().get(`${PATH}?ids=${plan.id}`).expect(200);
    expect(list.headers['x-total']).toBe('1');
    expect(list.body).toEqual([plan]);

    const put = await created(
      api().put(`${PATH}/${plan.id}`, { net_total: 99.999, company_id: null, info: null }),
    );
    expect(put).toMatchObject({ net_total: 100, company: null, info: null, title: plan.title });
    // Once: the finish date is cleared, as the reference does.
    const once = await created(
      api().patch(`${PATH}/${plan.id}`, { frequency: 'once', create_on_recur: true }),
    );
    expect(once).toMatchObject({
      frequency: 'once',
      variant: 'once',
      finish_date: null,
      recur_next_on: '2031-01-31',
      create_on_recur: true,
    });

    const deleted = await created(api().delete(`${PATH}/${plan.id}`));
    expect(deleted).toEqual(once);
    await api().get(`${PATH}/${plan.id}`).expect(404);
  });

  it('is inactive after its last day, with no next date', async () => {
    const past = await created(
      api().post(PATH, body({ date: '2020-01-15', finish_date: '2020-06-30' })),
    );
    expect(past).toMatchObject({ active: false, recur_next_on: null, variant: 'recurring' });
    const pastOnce = await created(
      api().post(PATH, body({ date: '2020-01-15', frequency: 'once' })),
    );
    expect(pastOnce).toMatchObject({ active: false, recur_next_on: null, finish_date: null });
    const open = await created(
      api().post(PATH, body({ date: '2031-03-15', finish_date: null, frequency: 'quarterly' })),
    );
    expect(open).toMatchObject({ active: true, recur_next_on: '2031-03-15', finish_date: null });
  });

  it('sums the purchases fulfilling it into exhausted, and refuses its delete while they do', async () => {
    const plan = await created(api().post(PATH, body()));
    const first = await created(
      api().post('/api/v1/purchases', purchaseBody({ planned_purchase_id: plan.id })),
    );
    const second = await created(
      api().post(
        '/api/v1/purchases',
        purchaseBody({ date: '2031-01-31', items: [{ title: 'Toner', total: 100.25, tax: 19 }] }),
      ),
    );
    await api()
      .patch(`/api/v1/purchases/${second.id}`, { planned_purchase_id: plan.id })
      .expect(200);
    // A purchase in another currency than the plan's cannot be counted in it.
    const francs = await created(
      api().post(
        '/api/v1/purchases',
        purchaseBody({ currency: 'CHF', planned_purchase_id: plan.id }),
      ),
    );
    const read = (await api().get(`${PATH}/${plan.id}`).expect(200)).body;
    expect(read).toMatchObject({ exhausted: 250.25, exhausted_in_account_currency: 250.25 });
    expect(read.purchases.slice(0, 2)).toEqual([
      {
        id: second.id,
        number: second.identifier,
        date: '2031-01-31',
        net_total: 100.25,
        currency: 'EUR',
        status: 'pending',
      },
      {
        id: first.id,
        number: first.identifier,
        date: '2031-02-10',
        net_total: 150,
        currency: 'EUR',
        status: 'pending',
      },
    ]);
    expect(read.purchases).toHaveLength(3);

    const refused = await api().delete(`${PATH}/${plan.id}`).expect(422);
    expect(refused.body).toEqual({
      errors: ['Planned purchase cannot be deleted while purchases are assigned to it'],
    });
    for (const linked of [first, second, francs])
      await api().put(`/api/v1/purchases/${linked.id}`, { planned_purchase_id: null }).expect(200);
    expect((await api().get(`${PATH}/${plan.id}`).expect(200)).body).toMatchObject({
      exhausted: 0,
      purchases: [],
    });
    await api().delete(`${PATH}/${plan.id}`).expect(200);
  });

  it('gives no account-currency amounts for a plan in another currency', async () => {
    const plan = await created(api().post(PATH, body({ currency: 'CHF', net_total: 80.555 })));
    expect(plan).toMatchObject({
      currency: 'CHF',
      net_total: 80.56,
      net_total_in_account_currency: null,
      exhausted: 0,
      exhausted_in_account_currency: null,
    });
  });

  it('answers 422 naming each field: required, types, dates and currency', async () => {
    const empty = await api().post(PATH, {}).expect(422);
    expect(errorKeys(empty)).toEqual(['currency', 'date', 'net_total', 'title', 'user_id']);
    const wrong = await api()
      .post(PATH, body({ frequency: 'daily', net_total: -1, date: '2031-02-30' }))
      .expect(422);
    expect(errorKeys(wrong)).toEqual(['date', 'frequency', 'net_total']);
    // One 422 names the reference, the currency and the dates together.
    const reversed = await api()
      .post(
        PATH,
        body({ date: '2031-05-01', finish_date: '2031-04-30', currency: 'USD', user_id: 99999999 }),
      )
      .expect(422);
    expect(reversed.body).toEqual({
      errors: {
        currency: ['is not a currency of the account'],
        user_id: ['does not exist'],
        finish_date: ['must not be before date'],
      },
    });
    const usd = await api()
      .post(PATH, body({ currency: 'USD' }))
      .expect(422);
    expect(usd.body).toEqual({ errors: { currency: ['is not a currency of the account'] } });
    const plan = await created(api().post(PATH, body()));
    const nulled = await api()
      .put(`${PATH}/${plan.id}`, { user_id: null, title: null })
      .expect(422);
    expect(errorKeys(nulled)).toEqual(['title', 'user_id']);
  });

  it('keeps the custom properties its field definitions know', async () => {
    await prisma.customFieldDefinition.create({
      data: {
        accountId: a.accountId,
        entity: 'PlannedPurchase',
        name: 'Kostenstelle',
        type: 'String',
      },
    });
    const plan = await created(
      api().post(PATH, body({ custom_properties: { Kostenstelle: 'A1', Unknown: 'x' } })),
    );
    expect(plan.custom_properties).toEqual({ Kostenstelle: 'A1' });
    const listed = await api().get(`${PATH}?custom_properties[Kostenstelle]=A1`).expect(200);
    expect(listed.body.map((row: { id: number }) => row.id)).toEqual([plan.id]);
  });

  it("hides another account's planned purchases and refuses its records in every id field", async () => {
    const theirs = await created(
      api(b).post(
        PATH,
        body({
          company_id: foreign.supplier,
          purchase_budget_id: foreign.budget,
          user_id: foreign.user,
        }),
      ),
    );
    await expectForeignRecordHidden(api(), api(b), PATH, theirs, {
      body: { title: 'Hijack' },
      field: 'title',
    });
    const refused = await api()
      .post(
        PATH,
        body({
          company_id: foreign.supplier,
          purchase_budget_id: foreign.budget,
          user_id: foreign.user,
        }),
      )
      .expect(422);
    expect(refused.body).toEqual({
      errors: {
        company_id: ['does not exist'],
        purchase_budget_id: ['does not exist'],
        user_id: ['does not exist'],
      },
    });
    const own = await created(api().post(PATH, body()));
    await api().patch(`${PATH}/${own.id}`, { purchase_budget_id: foreign.budget }).expect(422);
    const purchase = await api()
      .post('/api/v1/purchases', purchaseBody({ planned_purchase_id: theirs.id }))
      .expect(422);
    expect(purchase.body).toEqual({ errors: { planned_purchase_id: ['does not exist'] } });
    expect((await api(b).get(`${PATH}/${theirs.id}`).expect(200)).body.purchases).toEqual([]);
  });
});
