const MINUTE_MS = 60_000;

/** The longest wait between two failed reads of a mailbox. */
export const INBOX_MAX_RETRY_MS = 60 * MINUTE_MS;

/** The wait after the `failures`-th failed read in a row: 1, 2, 4, ... minutes, at most 60. */
export function inboxRetryDelayMs(failures: number): number {
  const doublings = Math.min(6, Math.max(0, failures - 1));
  return Math.min(INBOX_MAX_RETRY_MS, MINUTE_MS * 2 ** doublings);
}
