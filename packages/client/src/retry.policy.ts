/** Statuses after which the same request may be sent again: rate limited, or busy/unavailable. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/** First pause of the exponential backoff when an answer names no Retry-After. */
const BACKOFF_BASE_MS = 1_000;

/**
 * How long to wait before the next attempt after `response` (attempt 1 is the first send):
 * `Retry-After` in seconds or as an HTTP date, else 1 s doubled per attempt; at most maxDelayMs.
 */
export function retryDelayMs(
  retryAfter: string | null,
  attempt: number,
  maxDelayMs: number,
  now = Date.now(),
): number {
  const stated = retryAfterMs(retryAfter, now);
  const delay = stated ?? BACKOFF_BASE_MS * 2 ** (attempt - 1);
  return Math.max(0, Math.min(delay, maxDelayMs));
}

function retryAfterMs(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1_000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : date - now;
}

/** Resolves after `ms`, or rejects with the signal's reason when it is aborted first. */
export function pause(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
