import type { EmailDelivery, PrismaClient } from '@faktura/db';
import type { DocumentAttachmentSource, MailAttachment } from './mail.types';

/**
 * The files stored with the delivery's document (`offer_attachments` / `invoice_attachments`),
 * oldest first, scoped by the delivery's account. The rendered PDF comes from another source.
 */
export function storedAttachmentSource(prisma: PrismaClient): DocumentAttachmentSource {
  return async (delivery: EmailDelivery): Promise<MailAttachment[]> => {
    const scope = { accountId: delivery.accountId };
    const query = { include: { file: true }, orderBy: { id: 'asc' as const } };
    // A timesheet goes out on its own; the invoice's uploads belong to the invoice mail.
    if (delivery.documentKind === 'invoice_timesheet') return [];
    const rows =
      delivery.documentKind === 'offer'
        ? await prisma.offerAttachment.findMany({
            where: { ...scope, offerId: delivery.documentId },
            ...query,
          })
        : await prisma.invoiceAttachment.findMany({
            where: { ...scope, invoiceId: delivery.documentId },
            ...query,
          });
    return rows.map(({ file }) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.data),
    }));
  };
}

/** Runs several sources in order and joins their files (e.g. the rendered PDF, then uploads). */
export function combineAttachmentSources(
  ...sources: DocumentAttachmentSource[]
): DocumentAttachmentSource {
  return async (delivery) => {
    const files: MailAttachment[] = [];
    for (const source of sources) files.push(...(await source(delivery)));
    return files;
  };
}
