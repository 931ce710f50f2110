import fc from 'fast-check';
import { DomainError } from './domain-error.js';
import {
  normalizePlannedPurchaseSeries,
  PLANNED_PURCHASE_FREQUENCIES,
  plannedPurchaseOccurrences,
  plannedPurchaseSchedule,
  plannedPurchaseVariant,
  type PlannedPurchaseSeries,
} from './planned-purchase.schedule.js';

const monthly = (finishDate: string | null): PlannedPurchaseSeries => ({
  date: '2026-01-31',
  finishDate,
  frequency: 'monthly',
});

describe('planned purchase schedule', () => {
  it('is once only for `once`', () => {
    expect(PLANNED_PURCHASE_FREQUENCIES.map(plannedPurchaseVariant)).toEqual([
      'once',
      'recurring',
      'recurring',
      'recurring',
      'recurring',
      'recurring',
      'recurring',
    ]);
  });

  it('clears the finish date of a once plan and refuses one before the start', () => {
    const once = { date: '2026-03-01', finishDate: '2026-12-31', frequency: 'once' } as const;
    expect(normalizePlannedPurchaseSeries(once).finishDate).toBeNull();
    expect(normalizePlannedPurchaseSeries(monthly('2026-01-31'))).toEqual(monthly('2026-01-31'));
    let error: unknown;
    try {
      normalizePlannedPurchaseSeries(monthly('2026-01-30'));
    } catch (thrown) {
      error = thrown;
    }
    expect(DomainError.is(error) && error.fieldErrors).toEqual({
      finish_date: ['must not be before date'],
    });
  });

  it('lists the occurrences within a span, month ends clamped, up to the finish date', () => {
    expect(plannedPurchaseOccurrences(monthly('2026-05-15'), '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(plannedPurchaseOccurrences(monthly(null), '2027-01-01', '2027-03-31')).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
    const quarterly = { date: '2025-11-15', finishDate: null, frequency: 'quarterly' } as const;
    expect(plannedPurchaseOccurrences(quarterly, '2026-01-01', '2026-12-31')).toEqual([
      '2026-02-15',
      '2026-05-15',
      '2026-08-15',
      '2026-11-15',
    ]);
    const once = { date: '2026-06-01', finishDate: null, frequency: 'once' } as const;
    expect(plannedPurchaseOccurrences(once, '2026-01-01', '2026-12-31')).toEqual(['2026-06-01']);
    expect(plannedPurchaseOccurrences(once, '2027-01-01', '2027-12-31')).toEqual([]);
  });

  it('counts 52 or 53 weekly and 26 or 27 biweekly dates in a year', () => {
    const weekly = { date: '2026-01-01', finishDate: null, frequency: 'weekly' } as const;
    expect(plannedPurchaseOccurrences(weekly, '2026-01-01', '2026-12-31')).toHaveLength(53);
    const biweekly = { ...weekly, frequency: 'biweekly' } as const;
    expect(plannedPurchaseOccurrences(biweekly, '2026-01-01', '2026-12-31')).toHaveLength(27);
    expect(plannedPurchaseOccurrences(biweekly, '2027-01-01', '2027-12-31')).toHaveLength(26);
  });

  it('gives the next date on or after today and stays active until the last day', () => {
    expect(plannedPurchaseSchedule(monthly('2026-05-15'), '2026-03-31')).toEqual({
      active: true,
      recurNextOn: '2026-03-31',
    });
    expect(plannedPurchaseSchedule(monthly('2026-05-15'), '2026-05-01')).toEqual({
      active: true,
      recurNextOn: null,
    });
    expect(plannedPurchaseSchedule(monthly('2026-05-15'), '2026-05-16')).toEqual({
      active: false,
      recurNextOn: null,
    });
    expect(plannedPurchaseSchedule(monthly(null), '2030-02-01')).toEqual({
      active: true,
      recurNextOn: '2030-02-28',
    });
    const once = { date: '2026-06-01', finishDate: null, frequency: 'once' } as const;
    expect(plannedPurchaseSchedule(once, '2026-06-01')).toEqual({
      active: true,
      recurNextOn: '2026-06-01',
    });
    expect(plannedPurchaseSchedule(once, '2026-06-02')).toEqual({
      active: false,
      recurNextOn: null,
    });
  });

  it('answers the next date of a weekly series without a finish date at once', () => {
    const weekly = { date: '2000-01-03', finishDate: null, frequency: 'weekly' } as const;
    expect(plannedPurchaseSchedule(weekly, '2099-12-30').recurNextOn).toBe('2100-01-04');
  });

  it('never gives a next date before today, after the finish date or off the series', () => {
    const aDay = fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
      .map((time) => new Date(time - (time % 86_400_000)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        aDay,
        fc.option(aDay, { nil: null }),
        aDay,
        fc.constantFrom(...PLANNED_PURCHASE_FREQUENCIES),
        (date, finish, today, frequency) => {
          const finishDate = finish !== null && finish >= date ? finish : null;
          const series = normalizePlannedPurchaseSeries({ date, finishDate, frequency });
          const { recurNextOn } = plannedPurchaseSchedule(series, today);
          if (recurNextOn === null) return;
          expect(recurNextOn >= today).toBe(true);
          if (series.finishDate !== null) expect(recurNextOn <= series.finishDate).toBe(true);
          expect(plannedPurchaseOccurrences(series, date, recurNextOn)).toContain(recurNextOn);
        },
      ),
    );
  });
});
