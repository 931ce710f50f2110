import type { PrismaClient } from '@faktura/db';
import type { DocumentAttachmentSource } from '../mail/mail.types';
import { renderOfferPdf } from './offer-pdf.renderer';

/**
 * The document's own PDF as an e-mail attachment: the same cached render that
 * `GET /offers/{id}.pdf` serves, so the mail carries exactly those bytes.
 */
export function renderedPdfSource(
  prisma: PrismaClient,
  publicUrl: string,
): DocumentAttachmentSource {
  return async (delivery) => {
    if (delivery.documentKind !== 'offer') {
      throw new Error(`No PDF renderer for ${delivery.documentKind} documents yet`);
    }
    const rendered = await renderOfferPdf(prisma, {
      accountId: delivery.accountId,
      offerId: delivery.documentId,
      letterPaperId: delivery.letterPaperId,
      publicUrl,
    });
    const file = await prisma.storedFile.findFirstOrThrow({
      where: { id: rendered.fileId, accountId: delivery.accountId },
    });
    return [
      { filename: file.filename, contentType: file.contentType, content: Buffer.from(file.data) },
    ];
  };
}
