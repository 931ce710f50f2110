import { sumDecimals, toDecimal } from '@faktura/domain';
import type { PrismaClient } from '@faktura/db';
import { DocumentNotFoundError } from './document-not-found.error';
import { invoiceInclude } from './invoice-document.loader';

/**
 * Loads a reminder with its invoice, the invoice's payments so far and the reminder's number
 * among the invoice's reminders (1 for the first), or throws when the account has none.
 */
export async function loadReminderForDocument(
  prisma: PrismaClient,
  accountId: number,
  reminderId: number,
) {
  const reminder = await prisma.invoiceReminder.findFirst({
    where: { id: reminderId, accountId },
    include: { invoice: { include: invoiceInclude } },
  });
  if (!reminder) {
    throw new DocumentNotFoundError(`reminder ${reminderId} not found in account ${accountId}`);
  }
  const scope = { accountId, invoiceId: reminder.invoiceId };
  const [payments, siblings] = await Promise.all([
    prisma.invoicePayment.findMany({ where: scope, select: { paidTotal: true } }),
    prisma.invoiceReminder.findMany({
      where: scope,
      select: { id: true },
      orderBy: [{ date: 'asc' }, { id: 'asc' }],
    }),
  ]);
  return {
    ...reminder,
    paidTotal: sumDecimals(payments.map((payment) => toDecimal(payment.paidTotal.toString()))),
    number: siblings.findIndex((sibling) => sibling.id === reminder.id) + 1,
  };
}

/** The reminder with its invoice, paid sum and number. */
export type ReminderForDocument = Awaited<ReturnType<typeof loadReminderForDocument>>;
