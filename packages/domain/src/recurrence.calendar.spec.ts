import fc from 'fast-check';
import { DomainError } from './domain-error.js';
import {
  RECURRENCE_PERIODS,
  dueRecurrenceDates,
  nextRecurrenceDate,
  recurrenceDate,
  recurrenceServicePeriod,
} from './recurrence.calendar.js';
import type { RecurrencePeriod } from './recurrence.calendar.js';

const MONTHS: Partial<Record<RecurrencePeriod, number>> = {
  monthly: 1,
  quarterly: 3,
  biannual: 6,
  annual: 12,
  annual2: 24,
  annual3: 36,
};

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayAfter = (date: string) => iso(Date.parse(date) + 86_400_000);
const monthLength = (date: string) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();

// Dates between 1990 and 2090, month ends and 29 February included.
const aDate = fc
  .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) })
  .map((time) => iso(time - (time % 86_400_000)));
const aPeriod = fc.constantFrom(...RECURRENCE_PERIODS);

describe('recurrenceDate', () => {
  it('anchors month steps on the start day, clamped to each month, never drifting', () => {
    const dates = [0, 1, 2, 3, 4, 12, 13].map((n) => recurrenceDate('2027-01-31', 'monthly', n));
    expect(dates).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2028-01-31',
      '2028-02-29',
    ]);
    expect(recurrenceDate('2028-02-29', 'annual', 1)).toBe('2029-02-28');
    expect(recurrenceDate('2028-02-29', 'annual', 4)).toBe('2032-02-29');
    expect(recurrenceDate('2028-02-29', 'annual2', 2)).toBe('2032-02-29');
    expect(recurrenceDate('2027-11-30', 'quarterly', 1)).toBe('2028-02-29');
    expect(recurrenceDate('2027-08-31', 'biannual', 1)).toBe('2028-02-29');
    expect(recurrenceDate('2025-05-30', 'annual3', 1)).toBe('2028-05-30');
  });

  it('adds 7 or 14 days for weekly and biweekly, across month and year ends', () => {
    expect(recurrenceDate('2026-12-29', 'weekly', 1)).toBe('2027-01-05');
    expect(recurrenceDate('2028-02-22', 'weekly', 1)).toBe('2028-02-29');
    expect(recurrenceDate('2026-03-23', 'biweekly', 1)).toBe('2026-04-06');
    expect(recurrenceDate('2026-10-19', 'biweekly', 2)).toBe('2026-11-16');
  });

  it('refuses a negative index and a date that is none', () => {
    expect(() => recurrenceDate('2026-01-01', 'monthly', -1)).toThrow(RangeError);
    expect(() => recurrenceDate('2026-02-30', 'monthly', 1)).toThrow(DomainError);
    expect(() => recurrenceDate('1.1.2026', 'monthly', 1)).toThrow(DomainError);
  });

  it('is strictly increasing, month dates on min(anchor, month length)', () => {
    fc.assert(
      fc.property(aDate, aPeriod, fc.integer({ min: 0, max: 60 }), (start, period, n) => {
        const date = recurrenceDate(start, period, n);
        expect(recurrenceDate(start, period, n + 1) > date).toBe(true);
        const months = MONTHS[period];
        if (months !== undefined) {
          expect(Number(date.slice(8))).toBe(Math.min(Number(start.slice(8)), monthLength(date)));
          const monthsFromStart =
            (Number(date.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
            Number(date.slice(5, 7)) -
            Number(start.slice(5, 7));
          expect(monthsFromStart).toBe(n * months);
        }
      }),
    );
  });
});

describe('nextRecurrenceDate', () => {
  it('is the start before the series begins, else the first date after', () => {
    expect(nextRecurrenceDate('2026-01-31', 'monthly', '2025-12-31')).toBe('2026-01-31');
    expect(nextRecurrenceDate('2026-01-31', 'monthly', '2026-01-31')).toBe('2026-02-28');
    expect(nextRecurrenceDate('2026-01-31', 'monthly', '2026-03-30')).toBe('2026-03-31');
    expect(nextRecurrenceDate('2026-01-31', 'monthly', '2026-03-31')).toBe('2026-04-30');
    expect(nextRecurrenceDate('2026-03-02', 'weekly', '2026-03-08')).toBe('2026-03-09');
    expect(nextRecurrenceDate('2026-03-02', 'weekly', '2026-03-09')).toBe('2026-03-16');
  });

  it('is the smallest date of the series strictly after the given one', () => {
    fc.assert(
      fc.property(aDate, aPeriod, fc.integer({ min: -400, max: 4000 }), (start, period, days) => {
        const after = iso(Date.parse(start) + days * 86_400_000);
        const next = nextRecurrenceDate(start, period, after);
        expect(next > after).toBe(true);
        const dates = dueRecurrenceDates({ start, finish: null, period, from: start, upTo: next });
        expect(dates[dates.length - 1]).toBe(next);
        expect(dates.filter((date) => date > after)).toEqual([next]);
      }),
    );
  });
});

describe('dueRecurrenceDates', () => {
  it('lists the dates in the window, up to the finish date and the limit', () => {
    const series = { start: '2026-01-31', period: 'monthly' as const };
    expect(
      dueRecurrenceDates({ ...series, finish: null, from: '2026-02-01', upTo: '2026-05-30' }),
    ).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
    expect(
      dueRecurrenceDates({
        ...series,
        finish: '2026-03-31',
        from: '2026-01-01',
        upTo: '2026-12-31',
      }),
    ).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(
      dueRecurrenceDates({
        ...series,
        finish: null,
        from: '2026-01-01',
        upTo: '2026-12-31',
        limit: 2,
      }),
    ).toEqual(['2026-01-31', '2026-02-28']);
    expect(
      dueRecurrenceDates({
        ...series,
        finish: '2025-12-31',
        from: '2025-01-01',
        upTo: '2026-12-31',
      }),
    ).toEqual([]);
  });

  it('neither skips nor repeats a date when the window is split anywhere', () => {
    fc.assert(
      fc.property(
        aDate,
        aPeriod,
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.option(fc.integer({ min: 0, max: 1500 })),
        (start, period, split, length, finishDays) => {
          const day = (days: number) => iso(Date.parse(start) + days * 86_400_000);
          const finish = finishDays === null ? null : day(finishDays);
          const upTo = day(Math.max(split, length));
          const whole = dueRecurrenceDates({ start, finish, period, from: start, upTo });
          const first = dueRecurrenceDates({
            start,
            finish,
            period,
            from: start,
            upTo: day(split),
          });
          const rest = dueRecurrenceDates({
            start,
            finish,
            period,
            from: dayAfter(day(split)),
            upTo,
          });
          expect([...first, ...rest]).toEqual(whole);
          expect(whole.every((date, n) => date === recurrenceDate(start, period, n))).toBe(true);
          expect(whole.every((date) => date <= upTo && (finish === null || date <= finish))).toBe(
            true,
          );
        },
      ),
    );
  });

  it('resumes where a limited call stopped', () => {
    fc.assert(
      fc.property(aDate, aPeriod, fc.integer({ min: 1, max: 5 }), (start, period, limit) => {
        const upTo = iso(Date.parse(start) + 800 * 86_400_000);
        const whole = dueRecurrenceDates({ start, finish: null, period, from: start, upTo });
        const pages: string[] = [];
        let from = start;
        for (;;) {
          const page = dueRecurrenceDates({ start, finish: null, period, from, upTo, limit });
          if (page.length === 0) break;
          pages.push(...page);
          from = dayAfter(page[page.length - 1]);
        }
        expect(pages).toEqual(whole);
      }),
    );
  });
});

describe('recurrenceServicePeriod', () => {
  // start, period, date, direction, billed period (the first backward one lies before the start)
  it.each([
    ['2026-01-01', 'monthly', '2026-02-01', 'forward', ['2026-02-01', '2026-02-28']],
    ['2026-01-01', 'monthly', '2026-03-01', 'backward', ['2026-02-01', '2026-02-28']],
    ['2028-01-31', 'monthly', '2028-02-29', 'forward', ['2028-02-29', '2028-03-30']],
    ['2026-03-31', 'monthly', '2026-03-31', 'backward', ['2026-02-28', '2026-03-30']],
    ['2026-01-05', 'weekly', '2026-01-05', 'backward', ['2025-12-29', '2026-01-04']],
    ['2026-01-01', 'monthly', '2026-02-01', 'none', null],
  ] as const)('bills from %s %s on %s (%s): %j', (start, period, date, direction, billed) => {
    expect(recurrenceServicePeriod(start, period, date, direction)).toEqual(
      billed && { from: billed[0], to: billed[1] },
    );
  });

  it('tiles consecutive dates without gap or overlap, both ways', () => {
    fc.assert(
      fc.property(aDate, aPeriod, fc.integer({ min: 0, max: 40 }), (start, period, n) => {
        const date = recurrenceDate(start, period, n);
        const next = recurrenceDate(start, period, n + 1);
        const forward = recurrenceServicePeriod(start, period, date, 'forward');
        const following = recurrenceServicePeriod(start, period, next, 'forward');
        expect(forward?.from).toBe(date);
        expect(forward && dayAfter(forward.to)).toBe(following?.from);
        const backward = recurrenceServicePeriod(start, period, next, 'backward');
        expect(backward).toEqual(forward);
        const previous = recurrenceServicePeriod(start, period, date, 'backward');
        expect(previous && dayAfter(previous.to)).toBe(backward?.from);
      }),
    );
  });
});
