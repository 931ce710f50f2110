import type { EmailDelivery, PrismaClient } from '@faktura/db';
import type { DocumentAttachmentSource, MailAttachment } from '../mail/mail.types';
import { firstSentFile, type DocumentFile } from './document-archive';
import { renderDocumentPdf } from './document-pdf.renderer';

const attachment = (file: DocumentFile, documentFormat: string): MailAttachment => ({
  filename: file.filename,
  contentType: file.contentType,
  content: Buffer.from(file.data),
  documentFormat,
});

/**
 * The delivery's own PDF as an e-mail attachment (offer, invoice, reminder or timesheet, on the
 * delivery's letter paper): the same cached render the API serves, so the mail carries exactly
 * those bytes. An invoice delivery with an e-invoice carries the validated e-invoice the API
 * chose: the Factur-X hybrid instead of the PDF, or the XML after it. An invoice, timesheet or
 * reminder already archived goes out again as archived (what the customer got first), whatever
 * changed since; the files are marked for the archive (`documentFormat`).
 */
export function renderedPdfSource(
  prisma: PrismaClient,
  publicUrl: string,
): DocumentAttachmentSource {
  return async (delivery) => {
    const eInvoice = await deliveryEInvoice(prisma, delivery);
    const file = (format: string, current: () => Promise<DocumentFile>) =>
      documentFile(prisma, delivery, format, current);
    if (eInvoice?.format === 'factur-x') {
      return [await file('factur-x', async () => eInvoice.file)];
    }
    const files: MailAttachment[] = [
      await file('pdf', async () => {
        const rendered = await renderDocumentPdf(prisma, {
          kind: delivery.documentKind,
          accountId: delivery.accountId,
          documentId: delivery.documentId,
          letterPaperId: delivery.letterPaperId,
          publicUrl,
        });
        return prisma.storedFile.findFirstOrThrow({
          where: { id: rendered.fileId, accountId: delivery.accountId },
        });
      }),
    ];
    if (eInvoice) files.push(await file(eInvoice.format, async () => eInvoice.file));
    return files;
  };
}

async function documentFile(
  prisma: PrismaClient,
  delivery: EmailDelivery,
  format: string,
  current: () => Promise<DocumentFile>,
): Promise<MailAttachment> {
  const ref = {
    accountId: delivery.accountId,
    kind: delivery.documentKind,
    documentId: delivery.documentId,
    format,
  };
  return attachment((await firstSentFile(prisma, ref)) ?? (await current()), format);
}

async function deliveryEInvoice(prisma: PrismaClient, delivery: EmailDelivery) {
  if (delivery.eInvoiceDocumentId === null) return null;
  // The API recorded it only after it passed the gate; it is sent as stored.
  return prisma.eInvoiceDocument.findFirstOrThrow({
    where: { id: delivery.eInvoiceDocumentId, accountId: delivery.accountId },
    select: { format: true, file: { select: { filename: true, contentType: true, data: true } } },
  });
}
