import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '@faktura/db';

/** One attachment as the worker's reader stores it: its bytes, or the reason it refused them. */
export interface StoredAttachment {
  filename: string;
  data?: Buffer;
  /** The reader refused the bytes (e.g. too large): no file, this reason. */
  refused?: string;
  contentType?: string;
}

/** A supplier mail as the reader stores it; no attachments: the one `mail` row. */
export interface StoredMail {
  subject?: string | null;
  from?: string;
  body?: string;
  attachments?: StoredAttachment[];
  /** The reader's reason on the message's `mail` row (e.g. attachments beyond its limit). */
  mailReason?: string;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Writes a message with its attachments the way the worker's reader does (status `pending`,
 * the bytes and the mail source in stored_files, a `mail` row for a message without any
 * attachment); answers the attachments' IDs in order. No NOTIFY: the caller decides.
 */
export async function storeMail(
  prisma: PrismaClient,
  accountId: number,
  mail: StoredMail,
): Promise<number[]> {
  const messageKey = `<${randomBytes(8).toString('hex')}@supplier.example>`;
  const source = Buffer.from(`Message-ID: ${messageKey}\r\nSubject: ${mail.subject ?? ''}\r\n\r\n`);
  const file = (filename: string, contentType: string, data: Buffer) =>
    prisma.storedFile.create({
      data: {
        accountId,
        filename,
        contentType,
        size: data.length,
        sha256: sha256(data),
        data: new Uint8Array(data),
      },
      select: { id: true },
    });
  const email = await file('mail.eml', 'message/rfc822', source);
  const message = await prisma.inboxMessage.create({
    data: {
      accountId,
      messageKey,
      subject: mail.subject === undefined ? 'Ihre Rechnung' : mail.subject,
      fromAddress: mail.from ?? 'billing@supplier.example',
      bodyText: mail.body ?? 'Anbei Ihre Rechnung.',
      emailFileId: email.id,
    },
  });
  const attachments = mail.attachments ?? [];
  const ids: number[] = [];
  if (attachments.length === 0) {
    const row = await prisma.inboxAttachment.create({
      data: { accountId, messageId: message.id, sha256: 'mail', rejectionReason: mail.mailReason },
    });
    return [row.id];
  }
  for (const attachment of attachments) {
    const data = attachment.data;
    const contentType = attachment.contentType ?? 'application/octet-stream';
    const stored =
      data && !attachment.refused ? await file(attachment.filename, contentType, data) : null;
    const row = await prisma.inboxAttachment.create({
      data: {
        accountId,
        messageId: message.id,
        sha256: data ? sha256(data) : sha256(Buffer.from(attachment.filename)),
        filename: attachment.filename,
        contentType,
        size: data?.length ?? 0,
        fileId: stored?.id ?? null,
        rejectionReason: attachment.refused ?? null,
      },
    });
    ids.push(row.id);
  }
  return ids;
}
