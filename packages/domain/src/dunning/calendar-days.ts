const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day number of a `YYYY-MM-DD` date (days since 1970-01-01); NaN when it is no date. */
export function dayNumber(date: string): number {
  if (!ISO_DATE.test(date)) return Number.NaN;
  const time = Date.parse(`${date}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over into March; a date that does not round-trip is no date.
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date
    ? Number.NaN
    : time / DAY_MS;
}

/** The `YYYY-MM-DD` date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` lies before `from`). */
export function daysFrom(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}
