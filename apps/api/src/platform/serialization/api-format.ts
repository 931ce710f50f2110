/** A timestamp as the API writes it: ISO 8601 UTC with `Z`, whole seconds. */
export function apiTimestamp(value: Date): string;
export function apiTimestamp(value: Date | null): string | null;
export function apiTimestamp(value: Date | null): string | null {
  if (!value) return null;
  const iso = value.toISOString();
  // "YYYY-MM-DDTHH:mm:ss.sssZ" for every year a record has; cut the milliseconds.
  return iso.length === 24 ? `${iso.slice(0, 19)}Z` : iso.replace(/\.\d{3}Z$/, 'Z');
}

/** A date column as the API writes it: YYYY-MM-DD. */
export function apiDate(value: Date): string;
export function apiDate(value: Date | null): string | null;
export function apiDate(value: Date | null): string | null {
  return value ? value.toISOString().slice(0, 10) : null;
}

/** A record's creation and last change as timestamps, then as dates (the responses' order). */
export function apiRecordTimes(record: { createdAt: Date; updatedAt: Date }) {
  return {
    created_at: apiTimestamp(record.createdAt),
    updated_at: apiTimestamp(record.updatedAt),
    created_on: apiDate(record.createdAt),
    updated_on: apiDate(record.updatedAt),
  };
}
