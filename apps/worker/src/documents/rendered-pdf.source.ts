import type { PrismaClient } from '@faktura/db';
import type { DocumentAttachmentSource } from '../mail/mail.types';
import { renderDocumentPdf } from './document-pdf.renderer';

/**
 * The delivery's own PDF as an e-mail attachment (offer, invoice, reminder or timesheet, on the
 * delivery's letter paper): the same cached render the API serves, so the mail carries exactly
 * those bytes.
 */
export function renderedPdfSource(
  prisma: PrismaClient,
  publicUrl: string,
): DocumentAttachmentSource {
  return async (delivery) => {
    const rendered = await renderDocumentPdf(prisma, {
      kind: delivery.documentKind,
      accountId: delivery.accountId,
      documentId: delivery.documentId,
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
