import {
  INVOICE_PLACEHOLDERS,
  printedPaymentReference,
  substitutePlaceholders,
  toDecimal,
  type Decimal,
  type DocumentLanguage,
  type DocumentLocale,
  type DocumentTotals,
} from '@faktura/domain';
import type { PrismaClient } from '@faktura/db';
import { contentHashOf, pdfFilename } from './content-hash';
import { formatDate, formatPercent, formatTotal } from './document-format';
import { DOCUMENT_LABELS, fillLabel, type DocumentLabels } from './document-labels';
import {
  nonEmpty,
  positionRows,
  printLocale,
  storedDocumentTotals,
  totalsView,
} from './document-parts.builder';
import { directDebitText, invoiceDirectDebit } from './invoice-direct-debit.builder';
import { loadInvoiceForDocument, type InvoiceForDocument } from './invoice-document.loader';
import { daysBetween, invoicePlaceholderValues } from './invoice-document.placeholders';
import type { InvoiceDocumentView } from './invoice-document.view';
import { letterheadOf } from './letterhead.builder';
import { letterPaperFrame, resolveLetterPaper } from './letter-paper.resolver';
import { paymentCodeFor, type PaymentCodeView } from './payment-code.selector';
import { sellerLabels, sellerView, taxExemptionNotice } from './seller-details.builder';

/** Bump when the invoice layout changes, so cached PDFs are rendered again. */
export const INVOICE_TEMPLATE_VERSION = 'invoice-document/3';

/** An invoice's view, its content hash and the PDF's file name. */
export interface BuiltInvoiceDocument {
  view: InvoiceDocumentView;
  contentHash: string;
  filename: string;
}

/**
 * Which invoice to print on which paper (null: the invoice's own paper, else the account's
 * default paper, else White).
 */
export interface InvoiceDocumentRequest {
  accountId: number;
  invoiceId: number;
  letterPaperId: number | null;
  blank?: boolean;
}

/** Loads the invoice (scoped by account) and returns its view, content hash and file name. */
export async function buildInvoiceDocumentView(
  prisma: PrismaClient,
  request: InvoiceDocumentRequest,
): Promise<BuiltInvoiceDocument> {
  const { accountId, invoiceId, letterPaperId, blank } = request;
  const invoice = await loadInvoiceForDocument(prisma, accountId, invoiceId);
  // A print that names no paper takes the invoice's own choice (letter_paper_id,
  // without_letter_paper), then the account's default.
  const ownChoice = letterPaperId === null && !blank;
  const paper = await resolveLetterPaper(prisma, accountId, {
    letterPaperId: ownChoice ? invoice.letterPaperId : letterPaperId,
    blank: ownChoice ? invoice.withoutLetterPaper : blank,
    fallback: 'account_default',
  });
  const view = invoiceViewFrom(invoice, letterPaperFrame(paper));
  return {
    view,
    contentHash: contentHashOf(INVOICE_TEMPLATE_VERSION, view),
    filename: invoicePdfFilename(invoice, view.language),
  };
}

/** The locale an invoice and its reminders and timesheet are printed in for its customer. */
export const invoicePrintLocale = (invoice: InvoiceForDocument): DocumentLocale =>
  printLocale(invoice.account, invoice.customer);

/**
 * `R260001.pdf`, or `<draft>-<id>.pdf` for a draft (`Rechnungsentwurf-7.pdf` in German);
 * `suffix` goes before `.pdf`.
 */
export function invoicePdfFilename(
  invoice: { id: number; identifier: string | null },
  language: DocumentLanguage,
  suffix = '',
): string {
  const draft = `${DOCUMENT_LABELS[language].invoiceDraftFile}-${invoice.id}`;
  return pdfFilename(invoice.identifier, draft, suffix);
}

/**
 * The payment code for paying `amount` on the invoice. Drafts get none: they are no demand for
 * payment yet, and a payment could not be matched to a number.
 */
export function invoicePaymentCode(
  invoice: InvoiceForDocument,
  amount: Decimal,
): PaymentCodeView | null {
  if (invoice.identifier === null) return null;
  return paymentCodeFor({
    account: invoice.account,
    currency: invoice.currency,
    amount,
    documentNumber: invoice.id,
    message: invoice.identifier,
    creditorReference: invoice.creditorReference,
    recipientAddress: invoice.recipientAddress,
    debtorCountry: invoice.customer.countryCode,
    language: invoicePrintLocale(invoice).language,
  });
}

/** The invoice's stored reference as printed (grouped for typing); null when it has none. */
export function printedCreditorReference(invoice: InvoiceForDocument): string | null {
  const stored = nonEmpty(invoice.creditorReference);
  return stored === null ? null : printedPaymentReference(stored);
}

function invoiceViewFrom(
  invoice: InvoiceForDocument,
  letterPaperHtml: string | null,
): InvoiceDocumentView {
  const { currency } = invoice;
  const totals = storedDocumentTotals('invoice', invoice);
  const print = invoicePrintLocale(invoice);
  const { language, locale } = print;
  const values = invoicePlaceholderValues(invoice, totals, locale);
  const rich = (template: string | null) =>
    nonEmpty(template) === null
      ? null
      : substitutePlaceholders(template as string, values, INVOICE_PLACEHOLDERS);
  const payable = totals.gross_total.gt(0);
  const { account, customer } = invoice;
  const t = DOCUMENT_LABELS[language];
  // A direct debit invoice announces the debit instead of asking for a transfer.
  const debit = invoiceDirectDebit(invoice);
  return {
    language,
    locale,
    letterPaperHtml,
    ...letterheadOf(invoice.account, letterPaperHtml),
    recipientAddress: invoice.recipientAddress,
    identifier: invoice.identifier,
    date: formatDate(invoice.date, locale),
    dueDate: formatDate(invoice.dueDate, locale),
    servicePeriod: nonEmpty(invoice.servicePeriod),
    deliveryDateNote:
      nonEmpty(invoice.servicePeriod) === null
        ? sellerLabels(language).deliveryDateIsInvoiceDate
        : null,
    title: invoice.title,
    currency,
    salutationHtml: rich(invoice.salutation),
    footerHtml: rich(invoice.footer),
    printDetailColumns: invoice.printDetailColumns,
    positions: positionRows(invoice.positions, totals, currency, print),
    totals: totalsView(totals, invoice, locale),
    taxExemptionNotice: taxExemptionNotice({
      vatKind: invoice.vatCode?.kind ?? 'tax',
      vatCodeNotice: invoice.vatCode?.noticeTaxExemption ?? null,
      account,
      customerVatIdentifier: customer.vatIdentifier,
      language,
    }),
    reversalNotice: reversalNotice(invoice, t),
    paymentTerms: !payable
      ? null
      : debit
        ? directDebitText(debit, t, locale)
        : paymentTerms(invoice, t, locale),
    cashDiscount: payable ? cashDiscountLine(invoice, totals, t, locale) : null,
    creditorReference: printedCreditorReference(invoice),
    payment: debit ? null : invoicePaymentCode(invoice, totals.gross_total),
    seller: sellerView(account, language),
  };
}

function reversalNotice(invoice: InvoiceForDocument, t: DocumentLabels): string | null {
  const reversed = invoice.reversedInvoice;
  if (!reversed) return null;
  return reversed.identifier === null
    ? t.reversal
    : fillLabel(t.reversalOf, { number: reversed.identifier });
}

function paymentTerms(invoice: InvoiceForDocument, t: DocumentLabels, locale: string): string {
  const days = daysBetween(invoice.date, invoice.dueDate);
  const date = formatDate(invoice.dueDate, locale);
  return days > 0
    ? fillLabel(t.payableWithin, { date, days: String(days) })
    : fillLabel(t.payableBy, { date });
}

function cashDiscountLine(
  invoice: InvoiceForDocument,
  totals: DocumentTotals,
  t: DocumentLabels,
  locale: string,
): string | null {
  const percent = toDecimal(invoice.cashDiscount.toString());
  if (!percent.gt(0)) return null;
  return fillLabel(t.cashDiscount, {
    percent: formatPercent(percent, locale),
    days: String(invoice.cashDiscountDays),
    amount: formatTotal(totals.gross_total_with_cash_discount, invoice.currency, locale),
  });
}
