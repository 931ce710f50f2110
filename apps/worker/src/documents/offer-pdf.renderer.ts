import { createHash } from 'node:crypto';
import type { PrismaClient } from '@faktura/db';
import {
  buildOfferDocumentView,
  offerDocumentHtml,
  type OfferDocumentRequest,
} from '@faktura/documents';
import { renderPdf } from '../pdf/pdf-renderer';

/** A stored PDF of an offer. */
export interface RenderedOfferPdf {
  fileId: number;
  contentHash: string;
  /** False when this call rendered it, true when an earlier render of the same content was reused. */
  cached: boolean;
}

/**
 * The PDF of the offer as it is now: reused from `rendered_documents` when the content hash is
 * already there, otherwise rendered, stored in `stored_files` and recorded. Safe to call twice
 * and from several workers at once; the e-mail sender calls it for the same cached result.
 */
export async function renderOfferPdf(
  prisma: PrismaClient,
  request: OfferDocumentRequest,
  render: (html: string) => Promise<Buffer> = renderPdf,
): Promise<RenderedOfferPdf> {
  const { accountId, offerId } = request;
  const built = await buildOfferDocumentView(prisma, request);
  const key = {
    accountId,
    documentKind: 'offer' as const,
    documentId: offerId,
    contentHash: built.contentHash,
  };
  const existing = await findRendered(prisma, key);
  if (existing) return { fileId: existing.fileId, contentHash: built.contentHash, cached: true };

  const pdf = await render(offerDocumentHtml(built.view));
  const filename = `${safeName(built.identifier) || `offer-${offerId}`}.pdf`;
  const fileId = await prisma.$transaction(async (tx) => {
    const file = await tx.storedFile.create({
      data: {
        accountId,
        filename,
        contentType: 'application/pdf',
        size: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        data: new Uint8Array(pdf),
      },
      select: { id: true },
    });
    const inserted = await tx.$executeRaw`
      INSERT INTO rendered_documents (account_id, document_kind, document_id, content_hash, file_id)
      VALUES (${accountId}, 'offer'::document_kind, ${offerId}, ${built.contentHash}, ${file.id})
      ON CONFLICT (account_id, document_kind, document_id, content_hash) DO NOTHING`;
    if (inserted === 1) return file.id;
    // Another worker stored the same content first: keep its file, drop ours.
    await tx.storedFile.delete({ where: { id: file.id } });
    return null;
  });
  if (fileId !== null) return { fileId, contentHash: built.contentHash, cached: false };
  const winner = await findRendered(prisma, key);
  if (!winner) throw new Error(`rendered offer ${offerId} vanished while it was being stored`);
  return { fileId: winner.fileId, contentHash: built.contentHash, cached: true };
}

type RenderedKey = {
  accountId: number;
  documentKind: 'offer';
  documentId: number;
  contentHash: string;
};

function findRendered(prisma: PrismaClient, key: RenderedKey) {
  return prisma.renderedDocument.findUnique({
    where: { accountId_documentKind_documentId_contentHash: key },
    select: { fileId: true },
  });
}

// Identifiers are server-assigned (A260001), but a filename must never carry a path.
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '');
