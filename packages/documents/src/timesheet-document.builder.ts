import { sumDecimals, toDecimal } from '@faktura/domain';
import type { PrismaClient } from '@faktura/db';
import { contentHashOf } from './content-hash';
import { formatDate, formatFixed } from './document-format';
import { DOCUMENT_LABELS } from './document-labels';
import { nonEmpty } from './document-parts.builder';
import { invoicePdfFilename, invoicePrintLocale } from './invoice-document.builder';
import { loadInvoiceForDocument } from './invoice-document.loader';
import { letterheadOf } from './letterhead.builder';
import { letterPaperFrame, resolveLetterPaper } from './letter-paper.resolver';
import { sellerView } from './seller-details.builder';
import type { TimesheetDocumentView } from './timesheet-document.view';

/** Bump when the timesheet layout changes, so cached PDFs are rendered again. */
export const TIMESHEET_TEMPLATE_VERSION = 'invoice-timesheet-document/2';

/** The invoice bills no activity, or its activities add up to no hours: there is no timesheet. */
export class EmptyTimesheetError extends Error {
  override name = 'EmptyTimesheetError';
}

/** A timesheet's view, its content hash and the PDF's file name. */
export interface BuiltTimesheetDocument {
  view: TimesheetDocumentView;
  contentHash: string;
  filename: string;
}

/**
 * Loads the invoice (scoped by account) and the activities it bills and returns the timesheet's
 * view, hash and file name. Throws EmptyTimesheetError when there are no hours.
 */
export async function buildTimesheetDocumentView(
  prisma: PrismaClient,
  request: { accountId: number; invoiceId: number; letterPaperId: number | null; blank?: boolean },
): Promise<BuiltTimesheetDocument> {
  const { accountId, invoiceId, letterPaperId, blank } = request;
  const invoice = await loadInvoiceForDocument(prisma, accountId, invoiceId);
  const activities = await prisma.activity.findMany({
    where: { accountId, invoiceId },
    include: { user: { select: { firstname: true, lastname: true } } },
    orderBy: [{ date: 'asc' }, { id: 'asc' }],
  });
  const hours = activities.map((activity) => toDecimal(activity.hours.toString()));
  const total = sumDecimals(hours);
  if (!total.gt(0)) {
    throw new EmptyTimesheetError(`invoice ${invoiceId} bills no hours`);
  }
  // The interface's default for timesheets is the paper named White, as for offers.
  const paper = await resolveLetterPaper(prisma, accountId, {
    letterPaperId,
    blank,
    fallback: 'white',
  });
  const { language, locale } = invoicePrintLocale(invoice);
  const letterPaperHtml = letterPaperFrame(paper);
  const view: TimesheetDocumentView = {
    language,
    locale,
    letterPaperHtml,
    ...letterheadOf(invoice.account, letterPaperHtml),
    recipientAddress: invoice.recipientAddress,
    invoiceIdentifier: invoice.identifier,
    invoiceDate: formatDate(invoice.date, locale),
    invoiceTitle: invoice.title,
    servicePeriod: nonEmpty(invoice.servicePeriod),
    rows: activities.map((activity, index) => ({
      date: formatDate(activity.date, locale),
      user: `${activity.user.firstname} ${activity.user.lastname}`.trim(),
      description: activity.description ?? '',
      hours: formatFixed(hours[index]!, 2, locale),
    })),
    totalHours: formatFixed(total, 2, locale),
    seller: sellerView(invoice.account, language),
  };
  return {
    view,
    contentHash: contentHashOf(TIMESHEET_TEMPLATE_VERSION, view),
    filename: invoicePdfFilename(invoice, language, `-${DOCUMENT_LABELS[language].timesheetFile}`),
  };
}
