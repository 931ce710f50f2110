import {
  calculateProjectReport,
  countsAsInvoiced,
  type ProjectReportInput,
  reportBudget,
} from './project-report.calculator.js';

const PROJECT: ProjectReportInput = {
  currency: 'EUR',
  accountCurrency: 'EUR',
  budget: '10000',
  hourlyRate: '120',
  tasks: [
    { id: 1, name: 'Design', budget: '4000' },
    { id: 2, name: 'Build', budget: null },
  ],
  activities: [
    // 10 h at 120 by a user with an internal rate of 60; 2.5 h not billable, same user.
    { taskId: 1, hours: '10', billable: true, hourlyRate: '120', internalRate: '60' },
    { taskId: 1, hours: '2.5', billable: false, hourlyRate: '120', internalRate: '60' },
    // 20 h at 100 by a user whose rate is 45.50; 1.333333 h by a user without a rate.
    { taskId: 2, hours: '20', billable: true, hourlyRate: '100', internalRate: '45.50' },
    { taskId: 2, hours: '1.333333', billable: true, hourlyRate: '100', internalRate: null },
  ],
  expenses: [
    { price: '500', cost: '400', budgetRelevant: true },
    { price: '300', cost: '250.25', budgetRelevant: false },
  ],
  invoices: [
    { netTotal: '2000', status: 'paid', reversed: false, isReversal: false },
    { netTotal: '1000', status: 'sent', reversed: true, isReversal: false },
    { netTotal: '-1000', status: 'created', reversed: false, isReversal: true },
    { netTotal: '700', status: 'draft', reversed: false, isReversal: false },
    { netTotal: '150.505', status: 'ignored', reversed: false, isReversal: false },
  ],
};

const plain = (report: ReturnType<typeof calculateProjectReport>) =>
  JSON.parse(JSON.stringify(report)) as Record<string, unknown>;

describe('calculateProjectReport', () => {
  it('computes every figure of a hand-checked project', () => {
    // Used: 10 x 120 + 20 x 100 + 1.333333 x 100 + 500 = 3833.3333 of 10000.
    expect(plain(calculateProjectReport(PROJECT))).toEqual({
      budgetTotal: '10000',
      budgetProgressInPercentage: '38.33',
      budgetRemaining: '6166.67',
      invoicedTotal: '2150.51',
      currency: 'EUR',
      hoursTotal: '33.83',
      hoursBillable: '31.33',
      // 6166.66667 / 120
      hoursRemaining: '51.39',
      costsExpenses: '650.25',
      // 12.5 x 60 + 20 x 45.50 = 750 + 910
      costsActivities: '1660',
      costsByTask: [
        { id: 1, name: 'Design', hoursTotal: '12.5', totalCosts: '750' },
        { id: 2, name: 'Build', hoursTotal: '21.33', totalCosts: '910' },
      ],
    });
  });

  it('answers zeros for a project without budget, rate, bookings or invoices', () => {
    const report = calculateProjectReport({
      ...PROJECT,
      budget: null,
      hourlyRate: null,
      tasks: [],
      activities: [],
      expenses: [],
      invoices: [],
    });
    expect(plain(report)).toEqual({
      budgetTotal: '0',
      budgetProgressInPercentage: '0',
      budgetRemaining: '0',
      invoicedTotal: '0',
      currency: 'EUR',
      hoursTotal: '0',
      hoursBillable: '0',
      hoursRemaining: '0',
      costsExpenses: '0',
      costsActivities: '0',
      costsByTask: [],
    });
  });

  it('goes past 100 % and below zero when the budget is overrun', () => {
    const report = calculateProjectReport({ ...PROJECT, budget: '3000' });
    expect(report.budgetProgressInPercentage.toFixed()).toBe('127.78');
    expect(report.budgetRemaining.toFixed()).toBe('-833.33');
    expect(report.hoursRemaining.toFixed()).toBe('-6.94');
  });

  it('rounds amounts to the currency and costs to the account currency', () => {
    const report = calculateProjectReport({
      ...PROJECT,
      currency: 'JPY',
      accountCurrency: 'CHF',
      budget: '1000000.4',
      hourlyRate: '10000',
      activities: [
        {
          taskId: 1,
          hours: '0.333333',
          billable: true,
          hourlyRate: '10000',
          internalRate: '99.99',
        },
      ],
      expenses: [{ price: '10', cost: '5', budgetRelevant: true }],
      invoices: [{ netTotal: '1234.5', status: 'sent', reversed: false, isReversal: false }],
    });
    expect(report.budgetTotal.toFixed()).toBe('1000000');
    expect(report.invoicedTotal.toFixed()).toBe('1235');
    // 0.333333 x 99.99 = 33.32996667
    expect(report.costsActivities.toFixed()).toBe('33.33');
    // The expenses are in yen and Faktura keeps no exchange rates.
    expect(report.costsExpenses).toBeNull();
  });
});

describe('reportBudget', () => {
  it("takes the project's budget, else the sum of its tasks' budgets", () => {
    expect(reportBudget(PROJECT).toFixed()).toBe('10000');
    expect(reportBudget({ ...PROJECT, budget: null }).toFixed()).toBe('4000');
    expect(reportBudget({ budget: null, tasks: [] }).toFixed()).toBe('0');
  });
});

describe('countsAsInvoiced', () => {
  it('leaves out drafts, reversed invoices and reversals', () => {
    const invoice = { netTotal: 1, status: 'sent', reversed: false, isReversal: false };
    expect(countsAsInvoiced(invoice)).toBe(true);
    expect(countsAsInvoiced({ ...invoice, status: 'draft' })).toBe(false);
    expect(countsAsInvoiced({ ...invoice, reversed: true })).toBe(false);
    expect(countsAsInvoiced({ ...invoice, isReversal: true })).toBe(false);
  });
});
