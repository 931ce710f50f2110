import {
  DOCUMENT_STYLE,
  documentPageHtml,
  letterHeadHtml,
  money,
  richHtml,
  text,
} from './document-layout.template';
import { PAYMENT_CODE_STYLE, paymentBlockHtml, qrBillPageHtml } from './payment-code.template';
import type { ReminderDocumentView } from './reminder-document.view';
import { SELLER_FOOTER_STYLE, sellerFooterHtml } from './seller-footer.template';

/** The reminder's stylesheet: the shared one plus the payment codes. */
export const REMINDER_DOCUMENT_STYLE = `${DOCUMENT_STYLE}${SELLER_FOOTER_STYLE}${PAYMENT_CODE_STYLE}
table.reminder-amounts { width: 100%; border-collapse: collapse; margin: 4mm 0; }
table.reminder-amounts td { padding: 1mm; }
table.reminder-amounts tr.due td { font-weight: bold; border-top: 0.75pt solid #333; }
`;

const invoiceNumber = (view: ReminderDocumentView) => view.invoice.identifier ?? 'Draft';

/** Renders a complete HTML page of the reminder; pure, the view holds everything it prints. */
export function reminderDocumentHtml(view: ReminderDocumentView): string {
  return documentPageHtml({
    title: `${view.title} ${invoiceNumber(view)}`,
    style: REMINDER_DOCUMENT_STYLE,
    letterPaperHtml: view.letterPaperHtml,
    body: reminderDocumentBodyHtml(view),
  });
}

/** The reminder letter without page frame, the QR-bill page (CHF) included. */
export function reminderDocumentBodyHtml(view: ReminderDocumentView): string {
  const head = letterHeadHtml(view, [
    ['Reminder no.', String(view.reminderNumber)],
    ['Date', view.date],
    ['Due date', view.dueDate],
    ['Invoice', invoiceNumber(view)],
  ]);
  const line = (label: string, amount: string, css = '') =>
    `<tr class="${css}"><td>${text(label)}</td><td class="num">${money(amount, view.currency)}</td></tr>`;
  const amounts = [
    line(
      `Invoice ${invoiceNumber(view)} of ${view.invoice.date}, due ${view.invoice.dueDate}`,
      view.invoice.gross,
    ),
    line('Paid so far', view.paid, 'paid'),
    line('Reminder fee', view.fee, 'fee'),
    line('Amount due', view.amountDue, 'due'),
  ].join('');
  const payment = paymentBlockHtml(
    view.payment,
    [['payment-terms', view.paymentTerms]],
    view.creditorReference,
  );
  return `${head}
<h1>${text(view.title)}</h1>
${richHtml('reminder-text', view.textHtml)}
<table class="reminder-amounts"><tbody>${amounts}</tbody></table>
${payment}
${sellerFooterHtml(view.seller)}
${qrBillPageHtml(view.payment, `<h1>Payment slip for invoice ${text(invoiceNumber(view))}</h1>`)}`;
}
