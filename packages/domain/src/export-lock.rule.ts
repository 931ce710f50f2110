import { DomainError, type RuleCheck } from './domain-error.js';

/** The documents a bookkeeping export takes and locks (a reminder: its fee). */
export type ExportLockedKind = 'invoice' | 'purchase' | 'invoice_reminder';

/**
 * Every kind of write on an invoice or purchase, as the export lock judges it (GoBD
 * "Festschreibung": what went to the books never changes; a correction is a new document).
 */
export const DOCUMENT_WRITES = [
  'delete',
  'update',
  'update_status',
  'store_document',
  'attachment_add',
  'attachment_delete',
  'payment_change',
  'payment_delete',
  'payment_add',
  'reminder',
  'debt_collection',
  'reversal',
  'send_email',
  'approval',
  'project_assignment',
  'overdue',
] as const;
export type DocumentWrite = (typeof DOCUMENT_WRITES)[number];

/**
 * The writes an exported document refuses, with what each would have done as the error message
 * says it. Every other write leaves the exported booking as it is: payments are booked on their
 * own, reminders, debt collection and the reversal are documents of their own, and e-mails,
 * approvals, project assignments and the overdue move change no amount, date or account.
 */
const REFUSED_ON_EXPORTED: Partial<Record<DocumentWrite, string>> = {
  delete: 'cannot be deleted',
  update: 'cannot be changed',
  update_status: 'cannot change its status',
  store_document: 'cannot change its document',
  attachment_add: 'cannot get attachments',
  attachment_delete: 'cannot lose attachments',
  payment_change: 'cannot have its payments changed',
  payment_delete: 'cannot have its payments deleted',
};

const CORRECTION: Record<ExportLockedKind, string> = {
  invoice: 'correct it with a reversal (credit note) and a new invoice',
  purchase: "record the correction as a new purchase (e.g. the supplier's credit note)",
  invoice_reminder: 'its fee is booked; cancel the fee with a credit note',
};

const NOUN: Record<ExportLockedKind, string> = {
  invoice: 'Invoice',
  purchase: 'Purchase',
  invoice_reminder: 'Reminder',
};

/** The fields of a stored invoice or purchase the export lock reads. */
export interface ExportLockSubject {
  id: number;
  /** The document number (`R260012`, `E260003`); null only for an invoice draft. */
  identifier: string | null;
  /** The bookkeeping export that took the document; null while it is not exported. */
  bookkeepingExportId: number | null;
}

/** True when a bookkeeping export took the document: it is locked for good. */
export function isExportLocked(document: Pick<ExportLockSubject, 'bookkeepingExportId'>): boolean {
  return document.bookkeepingExportId !== null;
}

/** Whether `write` may touch the document; an exported one refuses every write that is not allowed. */
export function exportLockCheck(
  kind: ExportLockedKind,
  document: ExportLockSubject,
  write: DocumentWrite,
): RuleCheck {
  const exportId = document.bookkeepingExportId;
  const refusal = REFUSED_ON_EXPORTED[write];
  if (exportId === null || refusal === undefined) return { ok: true };
  const noun = NOUN[kind];
  const name = document.identifier ?? `#${document.id}`;
  return {
    ok: false,
    error: DomainError.rule(
      `${noun} ${name} is locked by bookkeeping export ${exportId} and ${refusal}; ${CORRECTION[kind]}`,
    ),
  };
}

/** Throws the export lock's 422 when `write` may not touch the document. */
export function assertExportUnlocked(
  kind: ExportLockedKind,
  document: ExportLockSubject,
  write: DocumentWrite,
): void {
  const check = exportLockCheck(kind, document, write);
  if (!check.ok) throw check.error;
}
