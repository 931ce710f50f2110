import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { PURCHASE_BUDGETS_CONTRACT } from './schemas/purchase-budgets.schemas';

describe('contract: purchase budgets and planned purchases', () => {
  const checker = new ContractChecker(PURCHASE_BUDGETS_CONTRACT);
  let t: TestApp;
  let a: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
  });

  afterAll(async () => {
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const BUDGETS = '/api/v1/purchases/budgets';
  const PLANNED = '/api/v1/planned_purchases';

  it('budgets, their targets and planned purchases with the purchases fulfilling them', async () => {
    const category = await api()
      .post('/api/v1/purchases/categories', { name: 'Travel' })
      .expect(200);
    const supplier = await api()
      .post('/api/v1/companies', { type: 'supplier', name: 'Bahn AG' })
      .expect(200);
    const created = await api().post(BUDGETS, {
      title: 'Marketing',
      cost_category: 'travel_expenses',
      active: true,
      purchase_category_ids: [category.body.id],
    });
    checker.check(`POST /purchases/budgets`, created);
    const budgetId = (created.body as { id: number }).id;
    checker.check(
      'PUT /purchases/budgets/{id}/target',
      await api().put(`${BUDGETS}/${budgetId}/target`, { target_amount: 50000, year: 2026 }),
    );
    const plan = await api().post(PLANNED, {
      date: '2026-01-15',
      finish_date: '2026-12-31',
      frequency: 'monthly',
      title: 'Office supplies',
      info: 'Monthly',
      net_total: 500,
      currency: 'EUR',
      company_id: supplier.body.id,
      purchase_budget_id: budgetId,
      user_id: a.userId,
      custom_properties: {},
    });
    checker.check('POST /planned_purchases', plan);
    const planId = (plan.body as { id: number }).id;
    await api()
      .post('/api/v1/purchases', {
        date: '2026-02-15',
        currency: 'EUR',
        payment_method: 'bank_transfer',
        planned_purchase_id: planId,
        items: [{ title: 'Paper', total: 150, tax: 19, category_id: category.body.id }],
      })
      .expect(200);
    checker.check('GET /planned_purchases', await api().get(PLANNED));
    checker.check('GET /planned_purchases/{id}', await api().get(`${PLANNED}/${planId}`));
    checker.check(
      'PUT /planned_purchases/{id}',
      await api().put(`${PLANNED}/${planId}`, { net_total: 550 }),
    );
    checker.check(
      'PATCH /planned_purchases/{id}',
      await api().patch(`${PLANNED}/${planId}`, { title: 'Office supplies and toner' }),
    );
    checker.check('GET /purchases/budgets', await api().get(`${BUDGETS}?year=2026`));
    checker.check(
      'PUT /purchases/budgets/{id}',
      await api().put(`${BUDGETS}/${budgetId}`, { title: 'Marketing and events' }),
    );
    checker.check(
      'PATCH /purchases/budgets/{id}',
      await api().patch(`${BUDGETS}/${budgetId}`, { active: false }),
    );
    const once = await api()
      .post(PLANNED, {
        date: '2026-05-01',
        title: 'Trade fair booth',
        net_total: 2500,
        currency: 'CHF',
        user_id: a.userId,
      })
      .expect(200);
    checker.check(
      'DELETE /planned_purchases/{id}',
      await api().delete(`${PLANNED}/${once.body.id}`),
    );
    const spare = await api().post(BUDGETS, { title: 'Spare' }).expect(200);
    checker.check(
      'DELETE /purchases/budgets/{id}',
      await api().delete(`${BUDGETS}/${spare.body.id}`),
    );
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
