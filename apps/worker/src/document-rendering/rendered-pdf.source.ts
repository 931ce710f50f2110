import type { EmailDelivery, PrismaClient } from '@faktura/db';
import type { DocumentAttachmentSource, MailAttachment } from '../mail/mail.types';
import { renderDocumentPdf } from './document-pdf.renderer';

const attachment = (file: { filename: string; contentType: string; data: Uint8Array }) => ({
  filename: file.filename,
  contentType: file.contentType,
  content: Buffer.from(file.data),
});

/**
 * The delivery's own PDF as an e-mail attachment (offer, invoice, reminder or timesheet, on the
 * delivery's letter paper): the same cached render the API serves, so the mail carries exactly
 * those bytes. An invoice delivery with an e-invoice carries the validated e-invoice the API
 * chose: the Factur-X hybrid instead of the PDF, or the XML after it.
 */
export function renderedPdfSource(
  prisma: PrismaClient,
  publicUrl: string,
): DocumentAttachmentSource {
  return async (delivery) => {
    const eInvoice = await deliveryEInvoice(prisma, delivery);
    if (eInvoice?.format === 'factur-x') return [attachment(eInvoice.file)];
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
    const files: MailAttachment[] = [attachment(file)];
    if (eInvoice) files.push(attachment(eInvoice.file));
    return files;
  };
}

async function deliveryEInvoice(prisma: PrismaClient, delivery: EmailDelivery) {
  if (delivery.eInvoiceDocumentId === null) return null;
  // The API recorded it only after it passed the gate; it is sent as stored.
  return prisma.eInvoiceDocument.findFirstOrThrow({
    where: { id: delivery.eInvoiceDocumentId, accountId: delivery.accountId },
    select: { format: true, file: { select: { filename: true, contentType: true, data: true } } },
  });
}
