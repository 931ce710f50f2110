/** After the n-th failed attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (8 attempts in all). */
export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
];

/** A receiver's Retry-After is followed up to this long. */
export const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

/** Share of a delay added at random, so deliveries that failed together do not retry together. */
const JITTER = 0.2;

/** The schedule from a comma list of milliseconds (FAKTURA_WEBHOOK_RETRY_DELAYS_MS). */
export function parseRetryDelays(text: string, name: string): number[] {
  const delays = text.split(',').map((part) => part.trim());
  if (delays.some((part) => !/^\d+$/.test(part))) {
    throw new Error(`${name} must be a comma list of whole milliseconds, e.g. 5000,300000`);
  }
  return delays.map(Number);
}

/** `ms` plus up to 20 %, a whole number of milliseconds. */
export function withJitter(ms: number, random: () => number = Math.random): number {
  return Math.round(ms * (1 + JITTER * random()));
}

/** The delay the schedule gives the n-th failure (1-based); past its end, its last entry. */
export function scheduleEntry(schedule: readonly number[], failure: number): number {
  return schedule[Math.min(Math.max(failure, 1), schedule.length) - 1];
}

/**
 * Retry-After as milliseconds from `now`: delay-seconds or an HTTP date (RFC 9110 10.2.3). Null
 * when absent or unreadable; a date in the past is 0.
 */
export function parseRetryAfter(value: string | undefined, now: Date = new Date()): number | null {
  if (value === undefined) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date always names its weekday; this keeps numbers like "1.5" out of Date.parse.
  if (!/^[A-Za-z]{3,9},? /.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now.getTime());
}
