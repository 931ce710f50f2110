import { createHash } from 'node:crypto';
import type { PrismaClient, RenderableDocumentKind } from '@faktura/db';
import { buildDocument, type DocumentRequest } from '@faktura/documents';
import { renderPdf } from '../pdf/pdf-renderer';

/** A stored PDF of a document. */
export interface RenderedDocumentPdf {
  fileId: number;
  contentHash: string;
  /** False when this call rendered it, true when an earlier render of the same content was reused. */
  cached: boolean;
}

type RenderedKey = {
  accountId: number;
  documentKind: RenderableDocumentKind;
  documentId: number;
  contentHash: string;
};

/**
 * The PDF of any document as it is now: reused from `rendered_documents` when the content hash
 * is already there, otherwise rendered, stored in `stored_files` and recorded. Safe to call twice
 * and from several workers at once; the render job and the e-mail sender share its result.
 */
export async function renderDocumentPdf(
  prisma: PrismaClient,
  request: DocumentRequest,
  render: (html: string) => Promise<Buffer> = renderPdf,
): Promise<RenderedDocumentPdf> {
  const { accountId, kind, documentId } = request;
  const built = await buildDocument(prisma, request);
  const { contentHash } = built;
  const key: RenderedKey = { accountId, documentKind: kind, documentId, contentHash };
  const existing = await findRendered(prisma, key);
  if (existing) return { fileId: existing.fileId, contentHash, cached: true };

  const pdf = await render(built.html);
  const fileId = await prisma.$transaction(async (tx) => {
    const file = await tx.storedFile.create({
      data: {
        accountId,
        filename: built.filename,
        contentType: 'application/pdf',
        size: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        data: new Uint8Array(pdf),
      },
      select: { id: true },
    });
    const inserted = await tx.$executeRaw`
      INSERT INTO rendered_documents (account_id, document_kind, document_id, content_hash, file_id)
      VALUES (${accountId}, ${kind}::document_kind, ${documentId}, ${contentHash}, ${file.id})
      ON CONFLICT (account_id, document_kind, document_id, content_hash) DO NOTHING`;
    if (inserted === 1) return file.id;
    // Another worker stored the same content first: keep its file, drop ours.
    await tx.storedFile.delete({ where: { id: file.id } });
    return null;
  });
  if (fileId !== null) return { fileId, contentHash, cached: false };
  const winner = await findRendered(prisma, key);
  if (!winner) throw new Error(`rendered ${kind} ${documentId} vanished while it was being stored`);
  return { fileId: winner.fileId, contentHash, cached: true };
}

function findRendered(prisma: PrismaClient, key: RenderedKey) {
  return prisma.renderedDocument.findUnique({
    where: { accountId_documentKind_documentId_contentHash: key },
    select: { fileId: true },
  });
}
