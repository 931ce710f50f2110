import { DomainError } from './domain-error.js';
import { dueRecurrenceDates, type RecurrencePeriod } from './recurrence.calendar.js';

/** How often a planned purchase recurs (the reference's `frequency` values). */
export type PlannedPurchaseFrequency =
  | 'once'
  | Extract<
      RecurrencePeriod,
      'weekly' | 'biweekly' | 'monthly' | 'quarterly' | 'biannual' | 'annual'
    >;

/** Every frequency of a planned purchase, `once` first, then shortest first. */
export const PLANNED_PURCHASE_FREQUENCIES: readonly PlannedPurchaseFrequency[] = [
  'once',
  'weekly',
  'biweekly',
  'monthly',
  'quarterly',
  'biannual',
  'annual',
];

/** The dates and frequency that make a planned purchase's series (dates as `YYYY-MM-DD`). */
export interface PlannedPurchaseSeries {
  date: string;
  finishDate: string | null;
  frequency: PlannedPurchaseFrequency;
}

// The last date the calendar is asked about for a series without a finish date.
const END_OF_CALENDAR = '9999-12-31';

/** `once` for a single planned purchase, `recurring` for every other frequency. */
export function plannedPurchaseVariant(frequency: PlannedPurchaseFrequency): 'once' | 'recurring' {
  return frequency === 'once' ? 'once' : 'recurring';
}

/**
 * The series as stored: a `once` plan keeps no finish date (the reference clears it), a
 * recurring one refuses a finish date before its start (422 on `finish_date`).
 */
export function normalizePlannedPurchaseSeries(
  series: PlannedPurchaseSeries,
): PlannedPurchaseSeries {
  if (series.frequency === 'once') return { ...series, finishDate: null };
  if (series.finishDate !== null && series.finishDate < series.date) {
    throw DomainError.validation({ finish_date: ['must not be before date'] });
  }
  return series;
}

/** The dates d of the series with from <= d <= upTo, ascending, at most `limit` of them. */
export function plannedPurchaseOccurrences(
  series: PlannedPurchaseSeries,
  from: string,
  upTo: string,
  limit?: number,
): string[] {
  if (series.frequency === 'once') {
    return series.date >= from && series.date <= upTo ? [series.date] : [];
  }
  return dueRecurrenceDates({
    start: series.date,
    finish: series.finishDate,
    period: series.frequency,
    from,
    upTo,
    limit,
  });
}

/**
 * Where the series stands on `today`: `recurNextOn` is its first date on or after today (null
 * when none is left), and it is `active` until its last day has passed (the finish date, a
 * `once` plan's date; a series without a finish date stays active).
 */
export function plannedPurchaseSchedule(
  series: PlannedPurchaseSeries,
  today: string,
): { active: boolean; recurNextOn: string | null } {
  const [next] = plannedPurchaseOccurrences(series, today, END_OF_CALENDAR, 1);
  const lastDay = series.frequency === 'once' ? series.date : series.finishDate;
  return { active: lastDay === null || lastDay >= today, recurNextOn: next ?? null };
}
