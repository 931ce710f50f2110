/**
 * Today's date in the account's time zone, as a UTC midnight: the year of a new identifier is
 * the account's calendar year, not the server's (they differ around New Year).
 */
export function accountToday(timeZone: string, now = new Date()): Date {
  const ymd = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return new Date(`${ymd}T00:00:00Z`);
}
