import type { PrismaClient } from '@faktura/db';
import type { OfferDocumentRequest } from '@faktura/documents';
import { renderPdf } from '../pdf/pdf-renderer';
import { renderDocumentPdf, type RenderedDocumentPdf } from './document-pdf.renderer';

/** A stored PDF of an offer. */
export type RenderedOfferPdf = RenderedDocumentPdf;

/** The offer's PDF through {@link renderDocumentPdf}, for callers that speak in offers. */
export function renderOfferPdf(
  prisma: PrismaClient,
  request: OfferDocumentRequest,
  render: (html: string) => Promise<Buffer> = renderPdf,
): Promise<RenderedOfferPdf> {
  const { offerId, ...rest } = request;
  return renderDocumentPdf(prisma, { ...rest, kind: 'offer', documentId: offerId }, render);
}
