/**
 * The TARGET2 calendar SEPA transfers settle by: every weekday except New Year's Day, Good
 * Friday, Easter Monday, 1 May and 25 and 26 December. Dates are ISO strings (YYYY-MM-DD).
 */

const DAY_MS = 86_400_000;

/** Easter Sunday of `year` (Gregorian; the anonymous algorithm of Meeus/Jones/Butcher). */
function easterSunday(year: number): number {
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
  return Date.UTC(year, month - 1, day);
}

/** True when TARGET2 settles on `date`. */
export function isTargetBusinessDay(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  const weekday = new Date(time).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = date.slice(5);
  if (['01-01', '05-01', '12-25', '12-26'].includes(monthDay)) return false;
  const easter = easterSunday(Number(date.slice(0, 4)));
  return time !== easter - 2 * DAY_MS && time !== easter + DAY_MS;
}

/** The first TARGET2 business day after `date`: the default execution date of a transfer. */
export function nextTargetBusinessDay(date: string): string {
  let time = Date.parse(`${date}T00:00:00Z`);
  do {
    time += DAY_MS;
  } while (!isTargetBusinessDay(new Date(time).toISOString().slice(0, 10)));
  return new Date(time).toISOString().slice(0, 10);
}
