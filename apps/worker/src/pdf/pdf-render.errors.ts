/**
 * The browser went away while a render was in flight. The document itself is fine: a retry
 * (the job runner's normal backoff) gets a freshly launched browser.
 */
export class BrowserCrashedError extends Error {
  readonly retryable = true;

  constructor(cause: unknown) {
    super(
      `Chromium disconnected during a PDF render: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'BrowserCrashedError';
  }
}
