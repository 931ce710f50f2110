import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AddressObject } from 'mailparser';
import { INBOX_BODY_TEXT_LIMIT, INBOX_FILE_LIMIT_BYTES } from './inbox.settings';
import { LimitedFileSink, type SunkBytes } from './limited-file.sink';
import type { SpooledMessage } from './message-spool';

/** The columns of `inbox_messages` that come from the mail itself. */
export interface InboxMessageRecord {
  messageKey: string;
  subject: string | null;
  fromAddress: string | null;
  sentAt: Date | null;
  bodyText: string | null;
}

/** PostgreSQL text holds no NUL character; mail may carry one. */
export const storableText = (text: string | null | undefined): string | null =>
  text ? text.replace(/\0/g, '') : null;

/**
 * The message's key: its Message-ID as written (angle brackets included), or `sha256:` and the
 * source's hash when it has none. A message sent twice, or read again, has the same key.
 */
export function messageKeyOf(messageId: unknown, sourceSha256: string): string {
  const id = typeof messageId === 'string' ? storableText(messageId.trim()) : null;
  return id ? id : `sha256:${sourceSha256}`;
}

/** What `inbox_messages` keeps of a spooled message. */
export function inboxMessageRecord(message: SpooledMessage): InboxMessageRecord {
  const { headers } = message;
  const subject = headers.get('subject');
  const from = headers.get('from') as AddressObject | undefined;
  const date = headers.get('date');
  return {
    messageKey: messageKeyOf(headers.get('message-id'), message.source.sha256),
    subject: typeof subject === 'string' ? storableText(subject) : null,
    fromAddress: storableText(from?.value?.[0]?.address),
    sentAt: date instanceof Date && !Number.isNaN(date.getTime()) ? date : null,
    bodyText: storableText(message.text?.slice(0, INBOX_BODY_TEXT_LIMIT)),
  };
}

/** `60 MiB attachment over the 25 MiB limit`: the reason a refused attachment's row carries. */
export function oversizeReason(size: number): string {
  const limit = INBOX_FILE_LIMIT_BYTES / 1024 / 1024;
  return `${Math.round(size / 1024 / 1024)} MiB attachment over the ${limit} MiB limit`;
}

/** The reason on the mail's own row when a message had more document attachments than kept. */
export function attachmentsOverLimitReason(count: number, kept: number): string {
  return `${count} more attachment${count === 1 ? '' : 's'} over the limit of ${kept} per message (in the stored mail)`;
}

const BODY_HEADERS = new Set(['content-type', 'content-transfer-encoding', 'mime-version']);

/**
 * A source over the file limit is kept as its headers and its text body: a plain-text message of
 * the same headers, saying how large the original was.
 */
export async function writeReducedSource(message: SpooledMessage, dir: string): Promise<SunkBytes> {
  const headers = message.headerLines
    .filter((header) => !BODY_HEADERS.has(header.key))
    .map((header) => header.line)
    .join('\r\n');
  const head =
    `${headers}\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n` +
    `Content-Transfer-Encoding: 8bit\r\nX-Faktura-Reduced: the original of ` +
    `${message.source.size} bytes was over the ${INBOX_FILE_LIMIT_BYTES} byte limit; ` +
    `headers and text body kept\r\n\r\n`;
  // 4 bytes per character at most in UTF-8: the text is cut so that the file fits.
  const room = Math.max(0, Math.floor((INBOX_FILE_LIMIT_BYTES - Buffer.byteLength(head)) / 4));
  const body = (message.text ?? '').slice(0, room).replace(/\r?\n/g, '\r\n');
  const sink = new LimitedFileSink(join(dir, 'source-reduced.eml'), INBOX_FILE_LIMIT_BYTES);
  await pipeline(Readable.from([Buffer.from(head), Buffer.from(body)]), sink);
  return sink.result();
}
