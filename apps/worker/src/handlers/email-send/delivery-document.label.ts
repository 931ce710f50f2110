import type { EmailDelivery, PrismaClient } from '@faktura/db';

type Delivery = Pick<EmailDelivery, 'accountId' | 'documentKind' | 'documentId'>;

const invoiceName = (invoice: { id: number; identifier: string | null } | null, id: number) =>
  invoice ? `invoice ${invoice.identifier ?? `draft #${invoice.id}`}` : `invoice #${id} (deleted)`;

/**
 * The document of a delivery as an operator finds it in the application: `offer A260001`,
 * `invoice R260003`, `timesheet of invoice R260003`, `reminder #4 of invoice R260003`. For
 * log lines; never throws (a lookup that fails falls back to the kind and id).
 */
export async function deliveryDocumentLabel(
  prisma: PrismaClient,
  delivery: Delivery,
): Promise<string> {
  const { accountId, documentId: id } = delivery;
  try {
    switch (delivery.documentKind) {
      case 'offer': {
        const offer = await prisma.offer.findFirst({
          where: { id, accountId },
          select: { identifier: true },
        });
        return offer ? `offer ${offer.identifier}` : `offer #${id} (deleted)`;
      }
      case 'invoice':
      case 'invoice_timesheet': {
        const invoice = await prisma.invoice.findFirst({
          where: { id, accountId },
          select: { id: true, identifier: true },
        });
        const name = invoiceName(invoice, id);
        return delivery.documentKind === 'invoice' ? name : `timesheet of ${name}`;
      }
      case 'invoice_reminder': {
        const reminder = await prisma.invoiceReminder.findFirst({
          where: { id, accountId },
          select: { invoice: { select: { id: true, identifier: true } } },
        });
        return reminder
          ? `reminder #${id} of ${invoiceName(reminder.invoice, reminder.invoice.id)}`
          : `reminder #${id} (deleted)`;
      }
    }
  } catch {
    // The label only decorates a log line; the line itself matters more.
  }
  return `${delivery.documentKind} #${id}`;
}
