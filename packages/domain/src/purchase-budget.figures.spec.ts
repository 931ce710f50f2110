import {
  amountInAccountCurrency,
  type BudgetPlannedPurchase,
  type BudgetPurchase,
  plannedPurchaseExhausted,
  purchaseBudgetFigures,
  purchaseBudgetOf,
} from './purchase-budget.figures.js';

const purchase = (fields: Partial<BudgetPurchase>): BudgetPurchase => ({
  date: '2026-03-10',
  currency: 'EUR',
  netTotal: '0',
  budgetId: null,
  plannedPurchaseId: null,
  plannedBudgetId: null,
  items: [],
  ...fields,
});

const HOSTING: BudgetPlannedPurchase = {
  id: 7,
  budgetId: 1,
  currency: 'EUR',
  netTotal: '500.00',
  date: '2026-01-15',
  finishDate: '2026-06-30',
  frequency: 'monthly',
};

const figuresOf = (
  purchases: BudgetPurchase[],
  plannedPurchases: BudgetPlannedPurchase[] = [],
  year = 2026,
) => {
  const figures = purchaseBudgetFigures({
    year,
    accountCurrency: 'EUR',
    budgets: [
      { id: 1, target: '10000', categoryIds: [30] },
      { id: 2, target: '0', categoryIds: [] },
    ],
    purchases,
    plannedPurchases,
  });
  return Object.fromEntries(
    [...figures].map(([id, figure]) => [
      id,
      Object.fromEntries(Object.entries(figure).map(([key, value]) => [key, value.toString()])),
    ]),
  );
};

describe('purchase budget figures', () => {
  it('spends a purchase from its own budget, else from its planned purchase budget', () => {
    expect(purchaseBudgetOf({ budgetId: 2, plannedBudgetId: 1 })).toBe(2);
    expect(purchaseBudgetOf({ budgetId: null, plannedBudgetId: 1 })).toBe(1);
    expect(purchaseBudgetOf({ budgetId: null, plannedBudgetId: null })).toBeNull();
  });

  it('works a year out exactly: assigned purchases, category items and the plan left', () => {
    const figures = figuresOf(
      [
        // Assigned to the budget, and fulfilling the plan: 0.1 + 0.2 stay exact.
        purchase({ budgetId: 1, plannedPurchaseId: 7, plannedBudgetId: 1, netTotal: '480.10' }),
        purchase({ plannedPurchaseId: 7, plannedBudgetId: 1, netTotal: '500.20' }),
        // No budget: only the item in category 30 counts.
        purchase({
          netTotal: '300.00',
          items: [
            { categoryId: 30, netTotal: '120.05' },
            { categoryId: 31, netTotal: '179.95' },
          ],
        }),
        // Another budget's purchase does not count, though its item is in category 30.
        purchase({ budgetId: 2, netTotal: '99', items: [{ categoryId: 30, netTotal: '99' }] }),
        // Another year, another currency: left out.
        purchase({ budgetId: 1, date: '2025-12-31', netTotal: '1000' }),
        purchase({ budgetId: 1, currency: 'USD', netTotal: '1000' }),
      ],
      [HOSTING],
    );
    // Plan: 6 months x 500 = 3000, less 980.30 fulfilled = 2019.70.
    expect(figures[1]).toEqual({
      target: '10000',
      exhausted: '1100.35',
      planned: '2019.7',
      remaining: '6879.95',
    });
    expect(figures[2]).toEqual({ target: '0', exhausted: '99', planned: '0', remaining: '-99' });
  });

  it('never plans below zero and counts a plan only in the years it occurs', () => {
    const overspent = [purchase({ plannedPurchaseId: 7, plannedBudgetId: 1, netTotal: '3500' })];
    expect(figuresOf(overspent, [HOSTING])[1]).toMatchObject({
      exhausted: '3500',
      planned: '0',
      remaining: '6500',
    });
    expect(figuresOf([], [HOSTING], 2027)[1]).toMatchObject({ planned: '0', remaining: '10000' });
    const inDollars = { ...HOSTING, currency: 'USD' };
    expect(figuresOf([], [inDollars])[1]).toMatchObject({ planned: '0' });
  });

  it('rounds the sums to the account currency, never the parts', () => {
    const figures = figuresOf([
      purchase({ budgetId: 1, netTotal: '0.0040' }),
      purchase({ budgetId: 1, netTotal: '0.0040' }),
    ]);
    expect(figures[1]).toMatchObject({ exhausted: '0.01', remaining: '9999.99' });
  });

  it('converts nothing: amounts in another currency have no account-currency value', () => {
    expect(amountInAccountCurrency('12.345', 'EUR', 'EUR')?.toString()).toBe('12.35');
    expect(amountInAccountCurrency('12.345', 'CHF', 'EUR')).toBeNull();
    const linked = [
      { currency: 'CHF', netTotal: '100.50' },
      { currency: 'EUR', netTotal: '80' },
    ];
    const inFrancs = plannedPurchaseExhausted('CHF', linked, 'EUR');
    expect(inFrancs.exhausted.toString()).toBe('100.5');
    expect(inFrancs.exhaustedInAccountCurrency).toBeNull();
    const inEuros = plannedPurchaseExhausted('EUR', linked, 'EUR');
    expect(inEuros.exhausted.toString()).toBe('80');
    expect(inEuros.exhaustedInAccountCurrency?.toString()).toBe('80');
  });
});
