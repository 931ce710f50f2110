import { createHash } from 'node:crypto';
import type { PrismaClient, RenderableDocumentKind } from '@faktura/db';

/** One content of one document: what `rendered_documents` keeps a PDF for. */
export interface RenderedContent {
  accountId: number;
  documentKind: RenderableDocumentKind;
  documentId: number;
  contentHash: string;
}

/** A PDF stored for a content. */
export interface StoredRender {
  renderedDocumentId: number;
  fileId: number;
}

/** The PDF stored for this content, if any. */
export async function findRenderedContent(
  prisma: PrismaClient,
  content: RenderedContent,
): Promise<StoredRender | null> {
  const row = await prisma.renderedDocument.findUnique({
    where: { accountId_documentKind_documentId_contentHash: content },
    select: { id: true, fileId: true },
  });
  return row && { renderedDocumentId: row.id, fileId: row.fileId };
}

/** Files the PDF under one more print key (a key already there stays as it is). */
export async function recordPrintKey(
  prisma: PrismaClient,
  content: RenderedContent,
  printKey: string,
  renderedDocumentId: number,
): Promise<void> {
  const { accountId, documentKind, documentId } = content;
  await prisma.$executeRaw`
    INSERT INTO rendered_document_keys
           (account_id, document_kind, document_id, print_key, rendered_document_id)
    VALUES (${accountId}, ${documentKind}::document_kind, ${documentId}, ${printKey},
            ${renderedDocumentId})
    ON CONFLICT DO NOTHING`;
}

interface StoredRow {
  file_id: number;
  rendered_document_id: number | null;
}

/**
 * Stores a freshly rendered PDF, its `rendered_documents` row and its print key in ONE
 * statement. Null when another worker stored the same content meanwhile: then our file is
 * removed again and the caller takes theirs.
 */
export async function storeRenderedPdf(
  prisma: PrismaClient,
  content: RenderedContent,
  stored: { printKey: string | null; filename: string; pdf: Buffer },
): Promise<StoredRender | null> {
  const { accountId, documentKind, documentId, contentHash } = content;
  const { printKey, filename, pdf } = stored;
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const rows = await prisma.$queryRaw<StoredRow[]>`
    WITH f AS (
      INSERT INTO stored_files (account_id, filename, content_type, size, sha256, data)
      VALUES (${accountId}, ${filename}, 'application/pdf', ${pdf.length}, ${sha256}, ${pdf})
      RETURNING id
    ), rd AS (
      INSERT INTO rendered_documents (account_id, document_kind, document_id, content_hash, file_id)
      SELECT ${accountId}, ${documentKind}::document_kind, ${documentId}, ${contentHash}, f.id
        FROM f
      ON CONFLICT (account_id, document_kind, document_id, content_hash) DO NOTHING
      RETURNING id
    ), k AS (
      INSERT INTO rendered_document_keys
             (account_id, document_kind, document_id, print_key, rendered_document_id)
      SELECT ${accountId}, ${documentKind}::document_kind, ${documentId}, ${printKey}, rd.id
        FROM rd WHERE ${printKey}::text IS NOT NULL
      ON CONFLICT DO NOTHING
    )
    SELECT (SELECT id FROM f) AS file_id, (SELECT id FROM rd) AS rendered_document_id`;
  const row = rows[0];
  if (!row) throw new Error(`storing the PDF of ${documentKind} ${documentId} returned nothing`);
  if (row.rendered_document_id !== null) {
    return { renderedDocumentId: row.rendered_document_id, fileId: row.file_id };
  }
  await prisma.storedFile.deleteMany({ where: { id: row.file_id, accountId } });
  return null;
}
