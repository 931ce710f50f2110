import {
  archiveDocumentFile,
  findArchivedDocument,
  type ArchivedDocumentEntry,
  type DocumentKind,
  type PrismaClient,
} from '@faktura/db';
import { retentionUntil } from '@faktura/domain';

/** A document's file as it leaves Faktura. */
export interface DocumentFile {
  filename: string;
  contentType: string;
  data: Uint8Array;
}

/** Which document, in which format (`pdf` or an e-invoice format). */
export interface DocumentFileRef {
  accountId: number;
  kind: DocumentKind;
  documentId: number;
  format: string;
}

/**
 * Kinds whose first archived file is what every later send carries: an invoice (and its
 * timesheet) or reminder is issued once; offers and confirmations are sent again as changed.
 */
export const FIRST_SENT_KEPT: ReadonlySet<DocumentKind> = new Set<DocumentKind>([
  'invoice',
  'invoice_timesheet',
  'invoice_reminder',
]);

const iso = (date: Date) => date.toISOString().slice(0, 10);

// The document's date, from which its retention runs; null once it is gone.
async function documentDate(prisma: PrismaClient, ref: DocumentFileRef): Promise<Date | null> {
  const where = { id: ref.documentId, accountId: ref.accountId };
  const select = { date: true } as const;
  switch (ref.kind) {
    case 'invoice':
    case 'invoice_timesheet':
      return (await prisma.invoice.findFirst({ where, select }))?.date ?? null;
    case 'invoice_reminder':
      return (await prisma.invoiceReminder.findFirst({ where, select }))?.date ?? null;
    case 'offer':
      return (await prisma.offer.findFirst({ where, select }))?.date ?? null;
    case 'offer_confirmation':
      return (await prisma.offerConfirmation.findFirst({ where, select }))?.date ?? null;
  }
}

/**
 * Archives a file of a document (idempotent: the same bytes again add nothing), kept as long as
 * the document's kind requires from its date. Null when the document no longer exists.
 */
export async function archiveDocumentVersion(
  prisma: PrismaClient,
  ref: DocumentFileRef,
  file: DocumentFile,
  reason: 'sent' | 'downloaded',
): Promise<ArchivedDocumentEntry | null> {
  const date = await documentDate(prisma, ref);
  if (date === null) return null;
  return archiveDocumentFile(prisma, {
    accountId: ref.accountId,
    documentKind: ref.kind,
    documentId: ref.documentId,
    format: ref.format,
    filename: file.filename,
    contentType: file.contentType,
    data: file.data,
    reason,
    retentionUntil: retentionUntil(ref.kind, iso(date)),
  });
}

/** The file first archived for an invoice, timesheet or reminder; null for other kinds. */
export async function firstSentFile(
  prisma: PrismaClient,
  ref: DocumentFileRef,
): Promise<DocumentFile | null> {
  if (!FIRST_SENT_KEPT.has(ref.kind)) return null;
  return findArchivedDocument(prisma, {
    accountId: ref.accountId,
    documentKind: ref.kind,
    documentId: ref.documentId,
    format: ref.format,
  });
}
