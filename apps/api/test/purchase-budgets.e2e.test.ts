import request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PATH = '/api/v1/purchases/budgets';
const PURCHASES = '/api/v1/purchases';

/** The current year in the accounts' time zone (they are all Europe/Berlin). */
const berlinYear = () =>
  Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric' }).format());

describe('/api/v1/purchases/budgets', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const created = async (call: request.Test) => (await call.expect(200)).body;
  const errorKeys = (response: request.Response) => Object.keys(response.body.errors).sort();
  const budget = (data: object, account: TestAccount = a) => created(api(account).post(PATH, data));
  const category = async (name: string, account: TestAccount = a) =>
    (await created(api(account).post('/api/v1/purchases/categories', { name }))).id as number;
  /** A purchase of net `items` totals (19 % on top), each in its category. */
  const purchase = (extra: object, items: [number, number | null][]) =>
    created(
      api().post(PURCHASES, {
        date: '2026-03-10',
        currency: 'EUR',
        payment_method: 'bank_transfer',
        items: items.map(([total, category_id]) => ({
          title: 'Item',
          total,
          tax: 19,
          category_id,
        })),
        ...extra,
      }),
    );
  const figuresOf = async (year: number) => {
    const list = await api().get(`${PATH}?year=${year}`).expect(200);
    return Object.fromEntries(
      list.body.map((row: Record<string, unknown>) => [
        row.id,
        {
          target: row.target,
          exhaused: row.exhaused,
          planned: row.planned,
          remaining: row.remaining,
        },
      ]),
    );
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
  });

  afterAll(async () => {
    await t.close();
  });

  it('creates, lists, updates (PUT and PATCH) and deletes a budget', async () => {
    const travel = await category('Travel');
    const made = await budget({
      title: 'Marketing',
      cost_category: 'travel_expenses',
      purchase_category_ids: [travel],
    });
    expect(made).toEqual({
      id: expect.any(Number),
      year: berlinYear(),
      title: 'Marketing',
      active: true,
      cost_category: 'travel_expenses',
      target: 0,
      exhaused: 0,
      planned: 0,
      remaining: 0,
      purchase_category_ids: [travel],
    });
    const listed = await api().get(`${PATH}?ids=${made.id}`).expect(200);
    expect(listed.headers['x-total']).toBeUndefined();
    expect(listed.body).toEqual([made]);

    const put = await created(
      api().put(`${PATH}/${made.id}`, { title: 'Events', cost_category: null, active: false }),
    );
    expect(put).toEqual({ ...made, title: 'Events', cost_category: null, active: false });
    const patched = await created(api().patch(`${PATH}/${made.id}`, { purchase_category_ids: [] }));
    expect(patched).toEqual({ ...put, purchase_category_ids: [] });

    const deleted = await created(api().delete(`${PATH}/${made.id}`));
    expect(deleted).toEqual(patched);
    expect((await api().get(`${PATH}?ids=${made.id}`).expect(200)).body).toEqual([]);
    await api().delete(`${PATH}/${made.id}`).expect(404);
  });

  it('sets a target per year, the current one by default', async () => {
    const made = await budget({ title: 'IT' });
    const now = await created(api().put(`${PATH}/${made.id}/target`, { target_amount: 1200.555 }));
    expect(now).toMatchObject({ year: berlinYear(), target: 1200.56, remaining: 1200.56 });
    const later = await created(
      api().put(`${PATH}/${made.id}/target`, { target_amount: 5000, year: 2031 }),
    );
    expect(later).toMatchObject({ year: 2031, target: 5000 });
    const again = await created(
      api().put(`${PATH}/${made.id}/target`, { target_amount: 4000, year: 2031 }),
    );
    expect(again).toMatchObject({ year: 2031, target: 4000 });
    expect((await figuresOf(2031))[made.id]).toEqual({
      target: 4000,
      exhaused: 0,
      planned: 0,
      remaining: 4000,
    });
    const current = (await api().get(`${PATH}?ids=${made.id}`).expect(200)).body;
    expect(current[0]).toMatchObject({ year: berlinYear(), target: 1200.56 });
    await api().delete(`${PATH}/${made.id}`).expect(200);
  });

  it('works out a year exactly: purchases of the budget, items of its categories, plans left', async () => {
    const travel = await category('Travel 2026');
    const office = await category('Office 2026');
    const marketing = await budget({ title: 'Marketing', purchase_category_ids: [travel] });
    const events = await budget({ title: 'Events' });
    await api()
      .put(`${PATH}/${marketing.id}/target`, { target_amount: 10000, year: 2026 })
      .expect(200);
    const plan = await created(
      api().post('/api/v1/planned_purchases', {
        date: '2026-01-15',
        finish_date: '2026-06-30',
        frequency: 'monthly',
        title: 'Agency retainer',
        net_total: 500,
        currency: 'EUR',
        purchase_budget_id: marketing.id,
        user_id: a.userId,
      }),
    );
    // Assigned to the budget and fulfilling the plan.
    await purchase({ purchase_budget_id: marketing.id, planned_purchase_id: plan.id }, [
      [480.1, null],
    ]);
    // No budget of its own: spent from its planned purchase's.
    await purchase({ planned_purchase_id: plan.id }, [[500.2, office]]);
    // No budget: only the item in the budget's category counts.
    await purchase({}, [
      [120.05, travel],
      [179.95, office],
    ]);
    // Another budget's purchase: its travel item is that budget's.
    await purchase({ purchase_budget_id: events.id }, [[99, travel]]);
    // Another year and another currency count elsewhere or not at all.
    await purchase({ purchase_budget_id: marketing.id, date: '2025-12-31' }, [[1000, null]]);
    await purchase({ purchase_budget_id: marketing.id, currency: 'CHF' }, [[1000, null]]);

    const figures = await figuresOf(2026);
    // 480.10 + 500.20 + 120.05; the plan: 6 x 500 - 980.30; 10000 - 1100.35 - 2019.70.
    expect(figures[marketing.id]).toEqual({
      target: 10000,
      exhaused: 1100.35,
      planned: 2019.7,
      remaining: 6879.95,
    });
    expect(figures[events.id]).toEqual({ target: 0, exhaused: 99, planned: 0, remaining: -99 });
    expect((await figuresOf(2025))[marketing.id]).toEqual({
      target: 0,
      exhaused: 1000,
      planned: 0,
      remaining: -1000,
    });
    // The target's answer shows the year it set.
    const target = await created(
      api().put(`${PATH}/${marketing.id}/target`, { target_amount: 12000, year: 2026 }),
    );
    expect(target).toMatchObject({ year: 2026, exhaused: 1100.35, remaining: 8879.95 });

    const refused = await api().delete(`${PATH}/${marketing.id}`).expect(422);
    expect(refused.body).toEqual({
      errors: [
        'Purchase budget cannot be deleted while purchases or planned purchases are assigned to it',
      ],
    });
  });

  it('answers 422 naming each field', async () => {
    const empty = await api().post(PATH, {}).expect(422);
    expect(errorKeys(empty)).toEqual(['title']);
    const wrong = await api()
      .post(PATH, { title: '', active: 'yes', purchase_category_ids: [0] })
      .expect(422);
    expect(errorKeys(wrong)).toEqual(['active', 'purchase_category_ids', 'title']);
    const made = await budget({ title: 'Checked' });
    const target = await api()
      .put(`${PATH}/${made.id}/target`, { target_amount: -1, year: 99 })
      .expect(422);
    expect(errorKeys(target)).toEqual(['target_amount', 'year']);
    expect(errorKeys(await api().put(`${PATH}/${made.id}/target`, {}).expect(422))).toEqual([
      'target_amount',
    ]);
    const year = await api().get(`${PATH}?year=abc`).expect(422);
    expect(errorKeys(year)).toEqual(['year']);
    const planned = await created(
      api().post('/api/v1/planned_purchases', {
        date: '2031-01-01',
        title: 'Booth',
        net_total: 10,
        currency: 'EUR',
        purchase_budget_id: made.id,
        user_id: a.userId,
      }),
    );
    await api().delete(`${PATH}/${made.id}`).expect(422);
    await api().delete(`/api/v1/planned_purchases/${planned.id}`).expect(200);
    await api().delete(`${PATH}/${made.id}`).expect(200);
  });

  it("hides another account's budgets and refuses them in every id field", async () => {
    const theirCategory = await category('Theirs', b);
    const theirs = await budget({ title: 'Secret', purchase_category_ids: [theirCategory] }, b);
    const missing = await api().put(`${PATH}/99999999`, { title: 'Hijack' }).expect(404);
    for (const call of [
      api().put(`${PATH}/${theirs.id}`, { title: 'Hijack' }),
      api().patch(`${PATH}/${theirs.id}`, { title: 'Hijack' }),
      api().put(`${PATH}/${theirs.id}/target`, { target_amount: 1 }),
      api().delete(`${PATH}/${theirs.id}`),
    ])
      expect((await call.expect(404)).body).toEqual(missing.body);
    expect((await api().get(`${PATH}?ids=${theirs.id}`).expect(200)).body).toEqual([]);
    expect((await api(b).get(`${PATH}?ids=${theirs.id}`).expect(200)).body).toEqual([theirs]);

    const own = await budget({ title: 'Own' });
    const categories = await api()
      .patch(`${PATH}/${own.id}`, { purchase_category_ids: [theirCategory] })
      .expect(422);
    expect(categories.body).toEqual({
      errors: { 'purchase_category_ids[0]': ['does not exist'] },
    });
    const spent = await api()
      .post(PURCHASES, {
        date: '2026-03-10',
        currency: 'EUR',
        payment_method: 'bank_transfer',
        purchase_budget_id: theirs.id,
        items: [{ title: 'Item', total: 1, tax: 19 }],
      })
      .expect(422);
    expect(spent.body).toEqual({ errors: { purchase_budget_id: ['does not exist'] } });
  });

  it('answers 401 without a key and 403 to a read-only key on every write', async () => {
    const made = await budget({ title: 'Locked' });
    expect((await request(t.url).get(PATH).expect(401)).body).toEqual({ message: 'Unauthorized' });
    const readOnly = client(t.url, a.readOnlyKey);
    await readOnly.get(PATH).expect(200);
    for (const call of [
      readOnly.post(PATH, { title: 'x' }),
      readOnly.put(`${PATH}/${made.id}`, { title: 'x' }),
      readOnly.put(`${PATH}/${made.id}/target`, { target_amount: 1 }),
      readOnly.delete(`${PATH}/${made.id}`),
    ])
      await call.expect(403);
  });
});
