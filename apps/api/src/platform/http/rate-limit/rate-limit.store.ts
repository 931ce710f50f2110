/** The state of one bucket after counting a request. */
export interface RateLimitWindow {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** When the current window ends, epoch milliseconds. */
  resetAt: number;
}

/**
 * Where request counts live. The in-process store below serves one API process; several
 * instances share a limit by swapping in a store on PostgreSQL or Redis with the same
 * contract (see docs/operations.md, "Rate limit"), hence the Promise.
 */
export interface RateLimitStore {
  /** Counts one request in the bucket's fixed window; a new window starts after the last ended. */
  hit(bucket: string, windowMs: number, now: number): Promise<RateLimitWindow>;
  /**
   * Takes one counted request back from the bucket's current window (never below 0): a login
   * counts each try first, so concurrent tries cannot pass the limit, and forgives a success.
   */
  forgive(bucket: string, now: number): Promise<void>;
}

/** Injection token of the RateLimitStore. */
export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

const SWEEP_INTERVAL_MS = 60_000;

/** Counts in a Map; ended windows are dropped by a sweep at most once a minute. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitWindow>();
  private nextSweepAt = 0;

  hit(bucket: string, windowMs: number, now: number): Promise<RateLimitWindow> {
    this.sweep(now);
    let window = this.windows.get(bucket);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(bucket, window);
    }
    window.count += 1;
    return Promise.resolve({ ...window });
  }

  forgive(bucket: string, now: number): Promise<void> {
    const window = this.windows.get(bucket);
    if (window && window.resetAt > now && window.count > 0) window.count -= 1;
    return Promise.resolve();
  }

  /** Buckets currently held; for tests of the sweep. */
  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_INTERVAL_MS;
    for (const [bucket, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(bucket);
    }
  }
}
