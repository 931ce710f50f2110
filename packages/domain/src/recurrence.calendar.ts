import { DomainError } from './domain-error.js';

/** How often a recurring expense recurs (the reference's `period` values). */
export type RecurrencePeriod =
  'weekly' | 'biweekly' | 'monthly' | 'quarterly' | 'biannual' | 'annual' | 'annual2' | 'annual3';

/** Which service period an expense created on a date bills. */
export type ServicePeriodDirection = 'none' | 'forward' | 'backward';

/** Every recurrence period, shortest first. */
export const RECURRENCE_PERIODS: readonly RecurrencePeriod[] = [
  'weekly',
  'biweekly',
  'monthly',
  'quarterly',
  'biannual',
  'annual',
  'annual2',
  'annual3',
];

type Step = { unit: 'days' | 'months'; size: number };

const STEPS: Record<RecurrencePeriod, Step> = {
  weekly: { unit: 'days', size: 7 },
  biweekly: { unit: 'days', size: 14 },
  monthly: { unit: 'months', size: 1 },
  quarterly: { unit: 'months', size: 3 },
  biannual: { unit: 'months', size: 6 },
  annual: { unit: 'months', size: 12 },
  annual2: { unit: 'months', size: 24 },
  annual3: { unit: 'months', size: 36 },
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

type CalendarDate = { year: number; month: number; day: number };

// A UTC midnight built with setUTCFullYear: Date.UTC reads the years 0-99 as 1900-1999.
function utcMidnight(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

function parse(value: string, field: string): CalendarDate {
  const match = ISO_DATE.exec(value);
  const date = match && { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const valid = date && date.month >= 1 && date.month <= 12 && date.day >= 1;
  if (!date || !valid || date.day > monthLength(date.year, date.month)) {
    throw DomainError.validation({ [field]: ['must be a date (YYYY-MM-DD)'] });
  }
  return date;
}

function monthLength(year: number, month: number): number {
  return utcMidnight(year, month, 0).getUTCDate();
}

function format(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

const dayNumber = (date: CalendarDate) =>
  utcMidnight(date.year, date.month - 1, date.day).getTime() / DAY_MS;

const addDays = (date: CalendarDate, days: number) =>
  format(utcMidnight(date.year, date.month - 1, date.day + days));

// The n-th date of the series for any integer n (negative n extends it before the start):
// month steps are counted from the start every time, so a clamped day never drifts.
function dateAt(start: CalendarDate, period: RecurrencePeriod, n: number): string {
  const step = STEPS[period];
  if (step.unit === 'days') return addDays(start, n * step.size);
  const months = start.year * 12 + (start.month - 1) + n * step.size;
  const year = Math.floor(months / 12);
  const month = months - year * 12 + 1;
  return format(utcMidnight(year, month - 1, Math.min(start.day, monthLength(year, month))));
}

// The smallest integer n (possibly negative) whose date is strictly after `after`.
function indexAfter(start: CalendarDate, period: RecurrencePeriod, after: string): number {
  const step = STEPS[period];
  const day = parse(after, 'date');
  if (step.unit === 'days') return Math.floor((dayNumber(day) - dayNumber(start)) / step.size) + 1;
  const monthsBetween = day.year * 12 + day.month - (start.year * 12 + start.month);
  // Date n0 lies in after's month or before it, date n0 + 1 in a later month.
  const n0 = Math.floor(monthsBetween / step.size);
  return dateAt(start, period, n0) > after ? n0 : n0 + 1;
}

/** The n-th date of the series (n = 0 is start). */
export function recurrenceDate(start: string, period: RecurrencePeriod, n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`n must be >= 0, got ${n}`);
  return dateAt(parse(start, 'start_date'), period, n);
}

/** The first date of the series strictly after `after` (start itself if after < start). */
export function nextRecurrenceDate(start: string, period: RecurrencePeriod, after: string): string {
  const first = parse(start, 'start_date');
  return dateAt(first, period, Math.max(0, indexAfter(first, period, after)));
}

/** Dates of the series d with from <= d <= min(upTo, finish ?? upTo), ascending; at most `limit`. */
export function dueRecurrenceDates(input: {
  start: string;
  finish: string | null;
  period: RecurrencePeriod;
  from: string;
  upTo: string;
  limit?: number;
}): string[] {
  const start = parse(input.start, 'start_date');
  parse(input.upTo, 'date');
  if (input.finish !== null) parse(input.finish, 'finish_date');
  const last = input.finish !== null && input.finish < input.upTo ? input.finish : input.upTo;
  const limit = input.limit ?? Number.POSITIVE_INFINITY;
  const dates: string[] = [];
  let n = Math.max(0, indexAfter(start, input.period, addDays(parse(input.from, 'date'), -1)));
  for (let date = dateAt(start, input.period, n); date <= last && dates.length < limit;) {
    dates.push(date);
    n += 1;
    date = dateAt(start, input.period, n);
  }
  return dates;
}

/** The service period an expense on `date` bills: forward [date, next - 1 day], backward [previous, date - 1 day], none null. */
export function recurrenceServicePeriod(
  start: string,
  period: RecurrencePeriod,
  date: string,
  direction: ServicePeriodDirection,
): { from: string; to: string } | null {
  if (direction === 'none') return null;
  const first = parse(start, 'start_date');
  const n = indexAfter(first, period, date);
  if (direction === 'forward') {
    return { from: date, to: addDays(parse(dateAt(first, period, n), 'date'), -1) };
  }
  // The series extends before its start, so the first expense bills the period before it.
  const previous = dateAt(first, period, dateAt(first, period, n - 1) < date ? n - 1 : n - 2);
  return { from: previous, to: addDays(parse(date, 'date'), -1) };
}
