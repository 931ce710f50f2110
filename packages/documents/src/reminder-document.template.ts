import {
  DOCUMENT_STYLE,
  documentPageHtml,
  letterHeadHtml,
  richHtml,
  text,
} from './document-layout.template';
import { DOCUMENT_LABELS, fillLabel } from './document-labels';
import { PAYMENT_CODE_STYLE, paymentBlockHtml, qrBillPageHtml } from './payment-code.template';
import { amountRowHtml } from './positions-table.template';
import type { ReminderDocumentView } from './reminder-document.view';
import { SELLER_FOOTER_STYLE, sellerFooterHtml } from './seller-footer.template';

/** The reminder's stylesheet: the shared one plus the payment codes. */
export const REMINDER_DOCUMENT_STYLE = `${DOCUMENT_STYLE}${SELLER_FOOTER_STYLE}${PAYMENT_CODE_STYLE}
table.reminder-amounts { width: 100%; border-collapse: collapse; margin: 4mm 0; }
table.reminder-amounts td { padding: 1mm; }
table.reminder-amounts tr.due td { font-weight: bold; border-top: 0.75pt solid #333; }
`;

const invoiceNumber = (view: ReminderDocumentView) =>
  view.invoice.identifier ?? DOCUMENT_LABELS[view.language].draft;

/** Renders a complete HTML page of the reminder; pure, the view holds everything it prints. */
export function reminderDocumentHtml(view: ReminderDocumentView): string {
  return documentPageHtml({
    lang: view.language,
    title: `${view.title} ${invoiceNumber(view)}`,
    style: REMINDER_DOCUMENT_STYLE,
    letterPaperHtml: view.letterPaperHtml,
    body: reminderDocumentBodyHtml(view),
  });
}

/** The reminder letter without page frame, the QR-bill page (CHF) included. */
export function reminderDocumentBodyHtml(view: ReminderDocumentView): string {
  const t = DOCUMENT_LABELS[view.language];
  const head = letterHeadHtml(view, [
    [t.reminderNumber, String(view.reminderNumber)],
    [t.date, view.date],
    [t.dueDate, view.dueDate],
    [t.invoice, invoiceNumber(view)],
  ]);
  const line = amountRowHtml;
  const invoiceLine = fillLabel(t.reminderInvoiceLine, {
    number: invoiceNumber(view),
    date: view.invoice.date,
    due: view.invoice.dueDate,
  });
  const amounts = [
    line(invoiceLine, view.invoice.gross),
    line(t.paidSoFar, view.paid, 'paid'),
    line(t.reminderFee, view.fee, 'fee'),
    line(t.amountDue, view.amountDue, 'due'),
  ].join('');
  const payment = paymentBlockHtml(
    view.payment,
    [['payment-terms', view.paymentTerms]],
    view.creditorReference,
    { labels: t, locale: view.locale },
  );
  return `${head}
<h1>${text(view.title)}</h1>
${richHtml('reminder-text', view.textHtml)}
<table class="reminder-amounts"><tbody>${amounts}</tbody></table>
${payment}
${sellerFooterHtml(view.seller)}
${qrBillPageHtml(view.payment, t, invoiceNumber(view))}`;
}
