import { randomBytes } from 'node:crypto';

/** A file attached to a test mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

/** What a supplier's mail says; no `messageId`: the mail has no Message-ID header. */
export interface SupplierMail {
  subject: string;
  messageId?: string;
  from?: string;
  text?: string;
  attachments?: MailAttachment[];
}

const base64Lines = (data: Buffer) => data.toString('base64').replace(/.{1,76}/g, '$&\r\n');

/**
 * The RFC 5322 source of a plain supplier mail: a text body and base64 attachments in
 * multipart/mixed, as mail programs send invoices.
 */
export function supplierMail(mail: SupplierMail): Buffer {
  const boundary = `----=_faktura_${randomBytes(8).toString('hex')}`;
  const head = [
    `From: ${mail.from ?? 'Buchhaltung <rechnung@supplier.test>'}`,
    'To: eingang@faktura.test',
    `Subject: ${mail.subject}`,
    'Date: Mon, 02 Nov 2026 10:00:00 +0100',
    ...(mail.messageId ? [`Message-ID: ${mail.messageId}`] : []),
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  const parts = [
    [
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(Buffer.from(mail.text ?? '')),
    ].join('\r\n'),
    ...(mail.attachments ?? []).map((file) =>
      [
        `Content-Type: ${file.contentType}; name="${file.filename}"`,
        `Content-Disposition: attachment; filename="${file.filename}"`,
        'Content-Transfer-Encoding: base64',
        '',
        base64Lines(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content)),
      ].join('\r\n'),
    ),
  ];
  const body = parts.map((part) => `--${boundary}\r\n${part}`).join('\r\n');
  return Buffer.from(`${head.join('\r\n')}\r\n\r\n${body}\r\n--${boundary}--\r\n`);
}
