import fc from 'fast-check';
import { RECURRENCE_PERIODS, dueRecurrenceDates } from './recurrence.calendar.js';
import { planRecurringExpensePeriods } from './recurring-expense.plan.js';

describe('planRecurringExpensePeriods', () => {
  const monthly = {
    start: '2026-01-01',
    finish: null,
    period: 'monthly' as const,
    direction: 'forward' as const,
    from: '2026-02-01',
  };

  it('plans the due periods with their printed service periods and the next date', () => {
    expect(planRecurringExpensePeriods(monthly, '2026-03-15')).toEqual({
      periods: [
        {
          date: '2026-02-01',
          servicePeriodFrom: '2026-02-01',
          servicePeriodTo: '2026-02-28',
          servicePeriod: '02/2026',
        },
        {
          date: '2026-03-01',
          servicePeriodFrom: '2026-03-01',
          servicePeriodTo: '2026-03-31',
          servicePeriod: '03/2026',
        },
      ],
      nextDate: '2026-04-01',
    });
  });

  it('bills the day before for a backward series, and nothing for none', () => {
    const backward = { ...monthly, start: '2026-01-15', from: '2026-01-15', direction: 'backward' };
    expect(planRecurringExpensePeriods(backward as typeof monthly, '2026-01-15').periods).toEqual([
      {
        date: '2026-01-15',
        servicePeriodFrom: '2025-12-15',
        servicePeriodTo: '2026-01-14',
        servicePeriod: '15.12.2025 - 14.01.2026',
      },
    ]);
    const none = planRecurringExpensePeriods({ ...monthly, direction: 'none' }, '2026-02-01');
    expect(none.periods).toEqual([
      { date: '2026-02-01', servicePeriodFrom: null, servicePeriodTo: null, servicePeriod: null },
    ]);
  });

  it('keeps the next date when nothing is due, and passes the finish date after the last', () => {
    expect(planRecurringExpensePeriods(monthly, '2026-01-31')).toEqual({
      periods: [],
      nextDate: '2026-02-01',
    });
    const finished = planRecurringExpensePeriods(
      { ...monthly, finish: '2026-03-01' },
      '2026-12-31',
    );
    expect(finished.periods.map((period) => period.date)).toEqual(['2026-02-01', '2026-03-01']);
    expect(finished.nextDate).toBe('2026-04-01');
  });

  it('resumes at its next date without skipping or repeating a period, whatever the limit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RECURRENCE_PERIODS),
        fc.constantFrom('2024-01-31', '2024-02-29', '2025-08-30', '2026-03-29'),
        fc.integer({ min: 1, max: 7 }),
        (period, start, limit) => {
          const upTo = '2027-12-31';
          const series = { start, finish: null, period, direction: 'forward' as const };
          const planned: string[] = [];
          let from: string = start;
          for (;;) {
            const plan = planRecurringExpensePeriods({ ...series, from }, upTo, limit);
            if (plan.periods.length === 0) break;
            planned.push(...plan.periods.map((each) => each.date));
            from = plan.nextDate;
          }
          expect(planned).toEqual(
            dueRecurrenceDates({ ...series, finish: null, from: start, upTo }),
          );
          expect(from > upTo).toBe(true);
        },
      ),
    );
  });
});
