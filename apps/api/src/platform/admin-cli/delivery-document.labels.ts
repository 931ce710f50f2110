import type { DocumentKind, PrismaClient } from '@faktura/db';

type Delivery = { accountId: number; documentKind: DocumentKind; documentId: number };

const key = (delivery: Delivery) =>
  `${delivery.accountId}:${delivery.documentKind}:${delivery.documentId}`;
const invoiceName = (invoice: { id: number; identifier: string | null }) =>
  `invoice ${invoice.identifier ?? `draft #${invoice.id}`}`;

/**
 * How an operator finds each delivery's document in the application (`offer A260001`,
 * `invoice R260003`, `timesheet of invoice R260003`, `reminder #4 of invoice R260003`), the
 * same names the worker's log lines use. Three queries, however many deliveries.
 */
export async function deliveryDocumentLabels(
  prisma: PrismaClient,
  deliveries: readonly Delivery[],
): Promise<(delivery: Delivery) => string> {
  const idsOf = (...kinds: DocumentKind[]) =>
    deliveries.filter((row) => kinds.includes(row.documentKind)).map((row) => row.documentId);
  const [offers, invoices, reminders] = await Promise.all([
    prisma.offer.findMany({
      where: { id: { in: idsOf('offer') } },
      select: { id: true, accountId: true, identifier: true },
    }),
    prisma.invoice.findMany({
      where: { id: { in: idsOf('invoice', 'invoice_timesheet') } },
      select: { id: true, accountId: true, identifier: true },
    }),
    prisma.invoiceReminder.findMany({
      where: { id: { in: idsOf('invoice_reminder') } },
      select: { id: true, accountId: true, invoice: { select: { id: true, identifier: true } } },
    }),
  ]);
  const labels = new Map<string, string>();
  for (const offer of offers) {
    labels.set(`${offer.accountId}:offer:${offer.id}`, `offer ${offer.identifier}`);
  }
  for (const invoice of invoices) {
    labels.set(`${invoice.accountId}:invoice:${invoice.id}`, invoiceName(invoice));
    const sheet = `timesheet of ${invoiceName(invoice)}`;
    labels.set(`${invoice.accountId}:invoice_timesheet:${invoice.id}`, sheet);
  }
  for (const reminder of reminders) {
    const label = `reminder #${reminder.id} of ${invoiceName(reminder.invoice)}`;
    labels.set(`${reminder.accountId}:invoice_reminder:${reminder.id}`, label);
  }
  return (delivery) =>
    labels.get(key(delivery)) ?? `${delivery.documentKind} #${delivery.documentId} (deleted)`;
}
