import type { EmailDelivery } from '@faktura/db';

/** One file attached to an outgoing e-mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /**
   * Set on the document's own file (`pdf` or its e-invoice format), which is archived before the
   * message goes out; absent for uploads. Not part of the message.
   */
  documentFormat?: string;
}

/**
 * Supplies the files of a delivery: the rendered document PDF and the document's stored
 * attachments. It may be slow (rendering); the handler calls it before marking the row `sending`.
 */
export type DocumentAttachmentSource = (delivery: EmailDelivery) => Promise<MailAttachment[]>;

/**
 * The subject and text of a delivery with the document's variables substituted
 * (`{identifier}`, `{gross_total}`, `{customer_approval_link}`, ...).
 */
export type DeliveryTextSource = (
  delivery: EmailDelivery,
) => Promise<{ subject: string; text: string }>;

/** Hooks into one SMTP exchange. */
export interface SendHooks {
  /**
   * Runs once the server accepted DATA and the whole message was handed over, before the final
   * `.` that completes it; the dot waits for it. A rejection aborts the message (no dot), so
   * nothing is delivered and the send fails.
   */
  beforeDataEnd?: () => Promise<void>;
}

/** What the handlers need from nodemailer: a transporter's `sendMail`. */
export interface MailTransport {
  sendMail(
    message: OutgoingMail,
    hooks?: SendHooks,
  ): Promise<{ response: string; messageId: string }>;
}

/** A complete message, in nodemailer's option names. */
export interface OutgoingMail {
  from: string | { name: string; address: string };
  replyTo?: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments: MailAttachment[];
}

/** Mail settings of the worker (see config.ts). */
export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://...`; unset means no outgoing mail server. */
  smtpUrl?: string;
  /** Sender when the account has no `email_from_address`. */
  defaultFrom: string;
}
