import type { EmailDelivery, PrismaClient } from '@faktura/db';
import type { DocumentAttachmentSource, MailAttachment } from './mail.types';

/**
 * The files stored with the delivery's document (`offer_attachments` / `invoice_attachments`),
 * oldest first, scoped by the delivery's account; none for timesheets and reminders. The
 * rendered PDF comes from another source.
 */
export function storedAttachmentSource(prisma: PrismaClient): DocumentAttachmentSource {
  return async (delivery: EmailDelivery): Promise<MailAttachment[]> => {
    const scope = { accountId: delivery.accountId };
    const query = { include: { file: true }, orderBy: { id: 'asc' as const } };
    // Timesheets and reminders go out on their own; the invoice's uploads belong to the
    // invoice mail (and a reminder's document id is not an invoice id).
    if (delivery.documentKind === 'invoice_timesheet') return [];
    if (delivery.documentKind === 'invoice_reminder') return [];
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
