/**
 * The TARGET2 calendar SEPA direct debits settle on: every weekday except New Year's Day, Good
 * Friday, Easter Monday, 1 May, 25 and 26 December (ECB). Dates are `YYYY-MM-DD`, UTC days.
 */

function toDate(value: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`not a date (YYYY-MM-DD): "${value}"`);
  return new Date(`${value}T00:00:00Z`);
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function plusDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/** True when TARGET2 settles on the day (`YYYY-MM-DD`): a weekday that is no TARGET holiday. */
export function isTargetBusinessDay(day: string): boolean {
  const date = toDate(day);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = day.slice(5);
  if (['01-01', '05-01', '12-25', '12-26'].includes(monthDay)) return false;
  const easter = easterSunday(date.getUTCFullYear());
  return day !== toIso(plusDays(easter, -2)) && day !== toIso(plusDays(easter, 1));
}

/** The first TARGET business day on or after `day`. */
export function targetBusinessDayFrom(day: string): string {
  let date = toDate(day);
  while (!isTargetBusinessDay(toIso(date))) date = plusDays(date, 1);
  return toIso(date);
}

/**
 * The earliest collection date of a direct debit file handed to the bank on `submittedOn`: the
 * EPC rulebooks (CORE since version 9 of 2016, and B2B) ask that the collection reach the
 * debtor's bank one TARGET business day before the due date, for every sequence type. A file
 * handed in on a closing day counts from the next business day.
 */
export function earliestCollectionDate(submittedOn: string): string {
  const processed = targetBusinessDayFrom(submittedOn);
  return targetBusinessDayFrom(toIso(plusDays(toDate(processed), 1)));
}
