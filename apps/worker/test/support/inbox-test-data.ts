import { randomBytes, randomUUID } from 'node:crypto';
import { sealSecret } from '@faktura/db';
import { type DovecotServer, folderCounts, type ImapLogin, waitUntil } from '@faktura/test-support';
import type { Pool } from 'pg';
import { type InboxReader, withInboxPools } from '../../src/inbox/inbox-reader';
import { DEFAULT_INBOX_SETTINGS, type InboxSettings } from '../../src/inbox/inbox.settings';
import type { Logger } from '../../src/logger';

/** The key the tests seal mailbox passwords with (FAKTURA_SECRET_KEY of their workers). */
export const TEST_SECRET_KEY = randomBytes(32);

/** A mailbox as the settings resource stores it; `password` is sealed with TEST_SECRET_KEY. */
export interface TestMailbox {
  accountId: number;
  mailboxId: number;
  login: ImapLogin;
}

/** An account with its inbox at `user` of the Dovecot (password as the server knows it). */
export async function seedMailbox(
  pool: Pool,
  server: DovecotServer,
  user: string,
  overrides: { password?: string; port?: number; processedFolder?: string } = {},
): Promise<TestMailbox> {
  const password = overrides.password ?? server.users[user];
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO accounts (name, slug, updated_at) VALUES ($1, $2, now()) RETURNING id`,
    [`Inbox ${user}`, `inbox-${randomUUID().slice(0, 8)}`],
  );
  const accountId = rows[0].id;
  const mailbox = await pool.query<{ id: number }>(
    `INSERT INTO inbox_mailboxes (account_id, host, port, tls, username, password_ciphertext,
                                  processed_folder, updated_at)
     VALUES ($1, $2, $3, false, $4, $5, $6, now()) RETURNING id`,
    [
      accountId,
      server.host,
      overrides.port ?? server.port,
      user,
      sealSecret(password, TEST_SECRET_KEY),
      overrides.processedFolder ?? 'Processed',
    ],
  );
  return {
    accountId,
    mailboxId: mailbox.rows[0].id,
    login: { host: server.host, port: server.port, user, password: server.users[user] },
  };
}

/** A reader as a worker runs it, with fast ticks; `stop` ends it and its pools. */
export function startTestReader(
  databaseUrl: string,
  log: Logger,
  settings: Partial<InboxSettings> = {},
): { reader: InboxReader; stop(): Promise<void> } {
  const running = withInboxPools(databaseUrl, log, {
    ...DEFAULT_INBOX_SETTINGS,
    secretKey: TEST_SECRET_KEY,
    checkMs: 50,
    ...settings,
  });
  running.reader.start();
  return running;
}

/** Waits until `folder` holds `count` messages (the reader moved them there). */
export function waitForFolder(login: ImapLogin, folder: string, count: number, timeoutMs = 60_000) {
  return waitUntil(
    async () => (await folderCounts(login, [folder]))[folder] === count,
    timeoutMs,
    `${count} messages in ${folder}`,
  );
}

/** A logger that keeps every line as the worker would print it (JSON with its fields). */
export function collectingLogger(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const write = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    lines.push(JSON.stringify({ ...fields, level, msg: message }));
  return { log: { info: write('info'), warn: write('warn'), error: write('error') }, lines };
}

/** The stored messages of an account with their attachment rows, in order. */
export async function storedInbox(pool: Pool, accountId: number) {
  const { rows } = await pool.query<{
    message_key: string;
    subject: string | null;
    email_file_id: number | null;
    attachments: Array<{
      sha256: string;
      filename: string | null;
      size: number;
      file_id: number | null;
      rejection_reason: string | null;
    }>;
  }>(
    `SELECT m.message_key, m.subject, m.email_file_id,
            (SELECT coalesce(json_agg(json_build_object(
                      'sha256', a.sha256, 'filename', a.filename, 'size', a.size,
                      'file_id', a.file_id, 'rejection_reason', a.rejection_reason) ORDER BY a.id),
                    '[]') FROM inbox_attachments a WHERE a.message_id = m.id) AS attachments
       FROM inbox_messages m WHERE m.account_id = $1 ORDER BY m.id`,
    [accountId],
  );
  return rows;
}

/** The reader's record of a mailbox. */
export async function mailboxState(pool: Pool, mailboxId: number) {
  const { rows } = await pool.query<{
    failures: number;
    last_error: string | null;
    last_success_at: Date | null;
    wait_seconds: number;
  }>(
    `SELECT failures, last_error, last_success_at,
            extract(epoch FROM next_poll_at - coalesce(last_polled_at, now()))::float AS wait_seconds
       FROM inbox_mailboxes WHERE id = $1`,
    [mailboxId],
  );
  return rows[0];
}
