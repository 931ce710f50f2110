import type { EmailDelivery } from '@faktura/db';
import { formatEmailList } from '../../platform/input';
import { apiTimestamp } from '../../platform/serialization';
import type { EmailDeliveryResponse } from './dto/email-delivery.response';

/** The columns a delivery's response shows (never its text or the SMTP server's reply). */
export const EMAIL_DELIVERY_COLUMNS = {
  id: true,
  documentKind: true,
  documentId: true,
  status: true,
  emailsTo: true,
  emailsCc: true,
  emailsBcc: true,
  subject: true,
  messageId: true,
  attempts: true,
  lastError: true,
  createdAt: true,
  sentAt: true,
  updatedAt: true,
} as const;

export type EmailDeliveryRow = Pick<EmailDelivery, keyof typeof EMAIL_DELIVERY_COLUMNS>;

/** A document row as its repository loads it for a response: with its e-mails, oldest first. */
export interface WithEmailDeliveries {
  emailDeliveries: EmailDeliveryRow[];
}

export function toEmailDeliveryResponse(row: EmailDeliveryRow): EmailDeliveryResponse {
  return {
    id: row.id,
    document_type: row.documentKind,
    document_id: row.documentId,
    status: row.status,
    emails_to: row.emailsTo.join(';'),
    emails_cc: formatEmailList(row.emailsCc),
    emails_bcc: formatEmailList(row.emailsBcc),
    subject: row.subject,
    message_id: row.messageId,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: apiTimestamp(row.createdAt),
    sent_at: apiTimestamp(row.sentAt),
    updated_at: apiTimestamp(row.updatedAt),
  };
}
