/** How the worker delivers web hooks (FAKTURA_WEBHOOK_* in the configuration table of docs/operations.md). */
export interface WebhookSettings {
  /** Loops of the web hook lane: drains of different hooks that run at once. */
  concurrency: number;
  /** Also deliver to loopback, private and link-local addresses (local development, tests). */
  allowPrivate: boolean;
  /** Delay after the n-th failed attempt of a delivery; a delivery gets one attempt more. */
  retryDelaysMs: readonly number[];
}

/** What one POST to a hook came to. */
export interface WebhookAttemptResult {
  /** HTTP status of the answer; null when none came (refused address, timeout, network). */
  status: number | null;
  /** Why the attempt failed; null exactly when it succeeded (a 2xx answer). */
  error: string | null;
  durationMs: number;
  /** The answer's Retry-After as a delay (429 and 503 only), not yet capped. */
  retryAfterMs: number | null;
}
