import {
  INVOICE_PLACEHOLDERS,
  substitutePlaceholders,
  toDecimal,
  type PlaceholderValue,
} from '@faktura/domain';
import type { PrismaClient } from '@faktura/db';
import { contentHashOf } from './content-hash';
import { formatDate, formatTotal } from './document-format';
import { DOCUMENT_LABELS, fillLabel } from './document-labels';
import { nonEmpty, storedDocumentTotals } from './document-parts.builder';
import {
  invoicePaymentCode,
  invoicePdfFilename,
  invoicePrintLocale,
  printedCreditorReference,
} from './invoice-document.builder';
import { daysBetween, invoicePlaceholderValues } from './invoice-document.placeholders';
import { letterheadOf } from './letterhead.builder';
import { letterPaperFrame, resolveLetterPaper } from './letter-paper.resolver';
import type { Person } from './person.placeholders';
import { datePlaceholderValues } from './placeholder-values.format';
import { loadReminderForDocument, type ReminderForDocument } from './reminder-document.loader';
import type { ReminderDocumentView } from './reminder-document.view';
import { sellerView } from './seller-details.builder';

/** Bump when the reminder layout changes, so cached PDFs are rendered again. */
export const REMINDER_TEMPLATE_VERSION = 'invoice-reminder-document/3';

/** A reminder's view, its content hash and the PDF's file name. */
export interface BuiltReminderDocument {
  view: ReminderDocumentView;
  contentHash: string;
  filename: string;
}

/** Loads the reminder (scoped by account) and returns its view, hash and file name. */
export async function buildReminderDocumentView(
  prisma: PrismaClient,
  request: { accountId: number; reminderId: number; letterPaperId: number | null; blank?: boolean },
): Promise<BuiltReminderDocument> {
  const { accountId, reminderId, letterPaperId, blank } = request;
  const reminder = await loadReminderForDocument(prisma, accountId, reminderId);
  const paper = await resolveLetterPaper(prisma, accountId, {
    letterPaperId,
    blank,
    fallback: 'account_default',
  });
  const view = reminderViewFrom(reminder, letterPaperFrame(paper));
  return {
    view,
    contentHash: contentHashOf(REMINDER_TEMPLATE_VERSION, view),
    filename: invoicePdfFilename(
      reminder.invoice,
      view.language,
      `-${DOCUMENT_LABELS[view.language].reminderFile}-${reminder.number}`,
    ),
  };
}

/**
 * The invoice variables as a reminder uses them, in the invoice's print locale: the invoice's
 * values, except that `date`, `due_date` and `due_days` are the reminder's. `me` as in
 * {@link invoicePlaceholderValues}.
 */
export function reminderPlaceholderValues(
  reminder: ReminderForDocument,
  me?: Person | null,
): Record<string, PlaceholderValue> {
  const totals = storedDocumentTotals('invoice', reminder.invoice);
  const { locale } = invoicePrintLocale(reminder.invoice);
  return {
    ...invoicePlaceholderValues(reminder.invoice, totals, locale, me),
    ...datePlaceholderValues(reminder, locale),
    due_days: String(daysBetween(reminder.date, reminder.dueDate)),
  };
}

/** Loads a reminder and returns its e-mail variables (`{me}` is the sender). */
export async function loadReminderEmailValues(
  prisma: PrismaClient,
  accountId: number,
  reminderId: number,
  me: Person | null,
): Promise<Record<string, PlaceholderValue>> {
  const reminder = await loadReminderForDocument(prisma, accountId, reminderId);
  return reminderPlaceholderValues(reminder, me);
}

function reminderViewFrom(
  reminder: ReminderForDocument,
  letterPaperHtml: string | null,
): ReminderDocumentView {
  const { invoice } = reminder;
  const { currency } = invoice;
  const { language, locale } = invoicePrintLocale(invoice);
  const t = DOCUMENT_LABELS[language];
  const money = (amount: Parameters<typeof formatTotal>[0]) =>
    formatTotal(amount, currency, locale);
  const date = (day: Date) => formatDate(day, locale);
  const gross = storedDocumentTotals('invoice', invoice).gross_total;
  const fee = toDecimal(reminder.fee.toString());
  const due = gross.minus(reminder.paidTotal).plus(fee);
  const amountDue = money(due);
  const text = nonEmpty(reminder.text);
  return {
    language,
    locale,
    letterPaperHtml,
    ...letterheadOf(invoice.account, letterPaperHtml),
    recipientAddress: invoice.recipientAddress,
    title: nonEmpty(reminder.title) ?? t.paymentReminder,
    reminderNumber: reminder.number,
    date: date(reminder.date),
    dueDate: date(reminder.dueDate),
    textHtml:
      text === null
        ? null
        : substitutePlaceholders(text, reminderPlaceholderValues(reminder), INVOICE_PLACEHOLDERS),
    currency,
    invoice: {
      identifier: invoice.identifier,
      date: date(invoice.date),
      dueDate: date(invoice.dueDate),
      gross: money(gross),
    },
    paid: money(reminder.paidTotal),
    fee: money(fee),
    amountDue,
    paymentTerms: due.gt(0)
      ? fillLabel(t.pleasePay, { amount: amountDue, date: date(reminder.dueDate) })
      : null,
    creditorReference: printedCreditorReference(invoice),
    payment: invoicePaymentCode(invoice, due),
    seller: sellerView(invoice.account, language),
  };
}
