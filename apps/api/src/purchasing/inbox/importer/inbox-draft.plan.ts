import type { Prisma } from '@faktura/db';
import type { DomainError } from '@faktura/domain';

/** A pending attachment under the importer's lock, with what its draft takes of the message. */
export interface ClaimedAttachment {
  id: number;
  accountId: number;
  sha256: string;
  filename: string | null;
  fileId: number | null;
  /** Why the reader refused the bytes (too large, ...); the importer then only drafts. */
  rejectionReason: string | null;
  attempts: number;
  subject: string | null;
  fromAddress: string | null;
  bodyText: string | null;
  emailFileId: number | null;
}

/** The columns of an inbox draft; the account comes from the scope. */
export type InboxDraftRow = Omit<Prisma.PurchaseDraftUncheckedCreateInput, 'accountId'>;

const MAX_TITLE = 255;
const FALLBACK_TITLE = 'Supplier mail';

const clip = (value: string) =>
  value.length > MAX_TITLE ? `${value.slice(0, MAX_TITLE - 1)}…` : value;

/**
 * The draft of an attachment: titled from the mail's subject (else the file name), with the
 * sender, the text body, the mail itself and the attachment's file; `reason` says why it is not
 * a purchase (null: a document for a person to book), `prefill` queues the reading of a PDF.
 */
export function inboxDraftRow(
  attachment: ClaimedAttachment,
  reason: string | null,
  prefill: boolean,
): InboxDraftRow {
  const title = attachment.subject?.trim() || attachment.filename?.trim() || FALLBACK_TITLE;
  return {
    title: clip(title.replace(/\s+/g, ' ')),
    source: 'inbox',
    emailFrom: attachment.fromAddress,
    emailBody: attachment.bodyText,
    userId: null,
    fileId: attachment.fileId,
    emailFileId: attachment.emailFileId,
    rejectionReason: reason,
    prefillStatus: prefill ? 'pending' : 'none',
  };
}

/**
 * Why the e-invoice import refused a document, as a person reads it: every message of the
 * import's 422 with the field it is about (`file`, `company_id`, `receipt_identifier`, ...).
 */
export function importRefusal(error: DomainError): string {
  const messages = Object.entries(error.fieldErrors).flatMap(([field, list]) =>
    list.map((message) => `${field}: ${message}`),
  );
  const detail = messages.length > 0 ? messages.join('; ') : error.message;
  return `the e-invoice could not be imported as a purchase: ${detail}`;
}
