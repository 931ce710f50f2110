import { createHash } from 'node:crypto';
import { Prisma } from '../generated/prisma/client';
import type { DocumentKind } from '../generated/prisma/client';
import type { WebhookOutboxTransaction } from '../webhook-outbox/webhook-outbox';

/** What the archive needs of a transaction (or client): Prisma's raw queries. */
export type ArchiveTransaction = WebhookOutboxTransaction;

/** A file of a document to keep exactly as it left Faktura. */
export interface DocumentToArchive {
  accountId: number;
  documentKind: DocumentKind;
  documentId: number;
  /** pdf, or an e-invoice format (xrechnung-ubl, factur-x, ...). */
  format: string;
  filename: string;
  contentType: string;
  data: Uint8Array;
  /** sent, exported or downloaded. */
  reason: string;
  /** `YYYY-MM-DD`: kept at least until then. */
  retentionUntil: string;
}

/** An archived document as stored. */
export interface ArchivedDocumentEntry {
  id: number;
  sha256: string;
  filename: string;
  format: string;
  archivedAt: Date;
  retentionUntil: Date;
}

/**
 * Archives a document's file: the bytes once per account and content (SHA-256), an entry once
 * per document, format and content; answers the entry, new or the one already there. Safe to
 * run twice and by two transactions at once (both end with the same entry).
 */
export async function archiveDocumentFile(
  tx: ArchiveTransaction,
  doc: DocumentToArchive,
): Promise<ArchivedDocumentEntry> {
  const sha256 = createHash('sha256').update(doc.data).digest('hex');
  const bytes = Buffer.from(doc.data.buffer, doc.data.byteOffset, doc.data.byteLength);
  await tx.$executeRaw(Prisma.sql`
    INSERT INTO archived_files (account_id, sha256, content_type, size, data)
    VALUES (${doc.accountId}, ${sha256}, ${doc.contentType}, ${bytes.length}, ${bytes})
    ON CONFLICT (account_id, sha256) DO NOTHING`);
  await tx.$executeRaw(Prisma.sql`
    INSERT INTO archived_documents
      (account_id, document_kind, document_id, format, filename, sha256, reason, retention_until)
    VALUES (${doc.accountId}, ${doc.documentKind}::document_kind, ${doc.documentId}, ${doc.format},
      ${doc.filename}, ${sha256}, ${doc.reason}, ${doc.retentionUntil}::date)
    ON CONFLICT (account_id, document_kind, document_id, format, sha256) DO NOTHING`);
  const [entry] = await tx.$queryRaw<ArchivedDocumentEntry[]>(Prisma.sql`
    SELECT id, sha256, filename, format, archived_at AS "archivedAt",
      retention_until AS "retentionUntil"
    FROM archived_documents
    WHERE account_id = ${doc.accountId} AND document_kind = ${doc.documentKind}::document_kind
      AND document_id = ${doc.documentId} AND format = ${doc.format} AND sha256 = ${sha256}`);
  return entry!;
}

/** The first archived file of a document in a format (what was sent first), or null. */
export async function findArchivedDocument(
  tx: ArchiveTransaction,
  where: { accountId: number; documentKind: DocumentKind; documentId: number; format: string },
): Promise<(ArchivedDocumentEntry & { contentType: string; data: Uint8Array }) | null> {
  const rows = await tx.$queryRaw<
    (ArchivedDocumentEntry & { contentType: string; data: Uint8Array })[]
  >(
    Prisma.sql`
    SELECT d.id, d.sha256, d.filename, d.format, d.archived_at AS "archivedAt",
      d.retention_until AS "retentionUntil", f.content_type AS "contentType", f.data
    FROM archived_documents d
    JOIN archived_files f ON f.account_id = d.account_id AND f.sha256 = d.sha256
    WHERE d.account_id = ${where.accountId}
      AND d.document_kind = ${where.documentKind}::document_kind
      AND d.document_id = ${where.documentId} AND d.format = ${where.format}
    ORDER BY d.archived_at, d.id
    LIMIT 1`,
  );
  return rows[0] ?? null;
}
