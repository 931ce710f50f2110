import type { Pool } from 'pg';
import { inboxRetryDelayMs } from './inbox-retry';

/** A mailbox due for reading, with what the reader needs to log in. */
export interface DueMailbox {
  id: number;
  accountId: number;
  host: string;
  port: number;
  tls: boolean;
  username: string;
  passwordCiphertext: string;
  folder: string;
  processedFolder: string;
  failures: number;
}

/** Ids of enabled mailboxes whose next read is due, the longest waiting first. */
export async function dueMailboxIds(
  pool: Pool,
  exclude: readonly number[],
  limit: number,
): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM inbox_mailboxes
      WHERE enabled AND next_poll_at <= now() AND NOT (id = ANY($1::int[]))
      ORDER BY next_poll_at, id
      LIMIT $2`,
    [exclude, limit],
  );
  return rows.map((row) => row.id);
}

/**
 * The mailbox if it is (still) enabled and due. Called under its lock: another worker may have
 * read it between the look for due mailboxes and the lock, and then moved its next read on.
 */
export async function loadDueMailbox(pool: Pool, id: number): Promise<DueMailbox | null> {
  const { rows } = await pool.query<DueMailbox>(
    `SELECT id, account_id AS "accountId", host, port, tls, username,
            password_ciphertext AS "passwordCiphertext", folder,
            processed_folder AS "processedFolder", failures
       FROM inbox_mailboxes
      WHERE id = $1 AND enabled AND next_poll_at <= now()`,
    [id],
  );
  return rows[0] ?? null;
}

/** A read went through: errors cleared, the next read in `nextInMs`. */
export async function recordReadSuccess(pool: Pool, id: number, nextInMs: number): Promise<void> {
  await pool.query(
    `UPDATE inbox_mailboxes
        SET last_polled_at = now(), last_success_at = now(), last_error = NULL,
            last_error_at = NULL, failures = 0,
            next_poll_at = now() + make_interval(secs => $2::double precision / 1000),
            updated_at = now()
      WHERE id = $1`,
    [id, nextInMs],
  );
}

/**
 * A read failed: the error (already free of the password) is kept for the settings record, and
 * the next read waits 1, 2, 4, ... minutes, at most an hour, by the failures in a row.
 */
export async function recordReadFailure(
  pool: Pool,
  mailbox: Pick<DueMailbox, 'id' | 'failures'>,
  error: string,
): Promise<void> {
  const failures = mailbox.failures + 1;
  await pool.query(
    `UPDATE inbox_mailboxes
        SET last_polled_at = now(), last_error = $2, last_error_at = now(), failures = $3,
            next_poll_at = now() + make_interval(secs => $4::double precision / 1000),
            updated_at = now()
      WHERE id = $1`,
    [mailbox.id, error, failures, inboxRetryDelayMs(failures)],
  );
}
