/** 25 MiB: what one row of `stored_files` may hold; a larger attachment is refused. */
export const INBOX_FILE_LIMIT_BYTES = 25 * 1024 * 1024;

/** Attachments stored per message; the rest are named in the mail's own row. */
export const INBOX_MAX_ATTACHMENTS = 50;

/** The text body kept on `inbox_messages.body_text` (characters; the source has all of it). */
export const INBOX_BODY_TEXT_LIMIT = 100_000;

/** How the worker reads the accounts' mailboxes (FAKTURA_INBOX_*, FAKTURA_SECRET_KEY). */
export interface InboxSettings {
  /** Opens the mailbox passwords; without it every mailbox fails with an error that says so. */
  secretKey: Buffer | null;
  /** A mailbox is read this long after its last successful read (and IDLE between). */
  pollMs: number;
  /** How often the worker looks for mailboxes that are due. */
  checkMs: number;
  /** Mailboxes this worker reads at the same time. */
  concurrency: number;
  /** Mailboxes this worker keeps open in IMAP IDLE between reads (0: poll only). */
  idleMax: number;
}

/** The reader's settings when the environment sets none: every minute, 4 at once, 8 in IDLE. */
export const DEFAULT_INBOX_SETTINGS: InboxSettings = {
  secretKey: null,
  pollMs: 60_000,
  checkMs: 10_000,
  concurrency: 4,
  idleMax: 8,
};
