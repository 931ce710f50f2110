import { readFile } from 'node:fs/promises';
import { INBOX_CHANNEL } from '@faktura/db';
import type { Pool, PoolClient } from 'pg';
import type { InboxMessageRecord } from './inbox-message.record';

/** A file of a message on its way into `stored_files`: bytes in a temp file. */
export interface FileToStore {
  path: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** One row of `inbox_attachments`: a stored file, or a refusal with its reason. */
export interface AttachmentToStore {
  /** Lowercase hex SHA-256, or `mail` for the row of the mail itself. */
  sha256: string;
  filename: string | null;
  contentType: string | null;
  size: number;
  file: FileToStore | null;
  rejectionReason: string | null;
}

/** A message ready to be stored: its columns, its source and its attachment rows. */
export interface MessageToStore {
  accountId: number;
  mailboxId: number;
  record: InboxMessageRecord;
  source: FileToStore;
  attachments: AttachmentToStore[];
}

/** Whether a message with this key is stored already (a re-read, or the same mail twice). */
export async function isMessageStored(
  pool: Pool,
  accountId: number,
  messageKey: string,
): Promise<boolean> {
  const { rowCount } = await pool.query(
    'SELECT 1 FROM inbox_messages WHERE account_id = $1 AND message_key = $2',
    [accountId, messageKey],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Stores the message, its source and every attachment row in ONE transaction that also notifies
 * INBOX_CHANNEL, so the importer sees all of it or nothing. False when the account has a message
 * of this key already: then nothing is written. Files are read from disk one at a time.
 */
export async function storeInboxMessage(pool: Pool, message: MessageToStore): Promise<boolean> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('BEGIN');
    const stored = await writeMessage(client, message);
    await client.query(stored ? 'COMMIT' : 'ROLLBACK');
    return stored;
  } catch (error) {
    failure = error as Error;
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release(failure);
  }
}

async function writeMessage(client: PoolClient, message: MessageToStore): Promise<boolean> {
  const { accountId, mailboxId, record } = message;
  const inserted = await client.query<{ id: number }>(
    `INSERT INTO inbox_messages
            (account_id, mailbox_id, message_key, subject, from_address, sent_at, body_text)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (account_id, message_key) DO NOTHING
     RETURNING id`,
    [
      accountId,
      mailboxId,
      record.messageKey,
      record.subject,
      record.fromAddress,
      record.sentAt,
      record.bodyText,
    ],
  );
  const messageId = inserted.rows[0]?.id;
  if (messageId === undefined) return false;
  const sourceId = await insertFile(client, accountId, message.source);
  await client.query('UPDATE inbox_messages SET email_file_id = $1 WHERE id = $2', [
    sourceId,
    messageId,
  ]);
  for (const attachment of message.attachments) {
    const fileId = attachment.file ? await insertFile(client, accountId, attachment.file) : null;
    await client.query(
      `INSERT INTO inbox_attachments (account_id, message_id, sha256, filename, content_type,
                                      size, file_id, rejection_reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        accountId,
        messageId,
        attachment.sha256,
        attachment.filename,
        attachment.contentType,
        attachment.size,
        fileId,
        attachment.rejectionReason,
      ],
    );
  }
  await client.query('SELECT pg_notify($1, $2)', [INBOX_CHANNEL, String(accountId)]);
  return true;
}

async function insertFile(client: PoolClient, accountId: number, file: FileToStore) {
  const data = await readFile(file.path);
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO stored_files (account_id, filename, content_type, size, sha256, data)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [accountId, file.filename, file.contentType, file.size, file.sha256, data],
  );
  return rows[0].id;
}
