import {
  DOCUMENT_STYLE,
  documentPageHtml,
  letterHeadHtml,
  paragraphHtml,
  richHtml,
  text,
} from './document-layout.template';
import { DOCUMENT_LABELS } from './document-labels';
import type { InvoiceDocumentView } from './invoice-document.view';
import { PAYMENT_CODE_STYLE, paymentBlockHtml, qrBillPageHtml } from './payment-code.template';
import { positionsHtml, totalsTableHtml } from './positions-table.template';
import { SELLER_FOOTER_STYLE, sellerFooterHtml } from './seller-footer.template';

/** The invoice's stylesheet: the offer's plus the payment codes. */
export const INVOICE_DOCUMENT_STYLE = `${DOCUMENT_STYLE}${SELLER_FOOTER_STYLE}${PAYMENT_CODE_STYLE}`;

const number = (view: InvoiceDocumentView) =>
  view.identifier ?? DOCUMENT_LABELS[view.language].draft;

/** Renders a complete HTML page of the invoice; pure, the view holds everything it prints. */
export function invoiceDocumentHtml(view: InvoiceDocumentView): string {
  return documentPageHtml({
    lang: view.language,
    title: `${DOCUMENT_LABELS[view.language].invoice} ${number(view)}`,
    style: INVOICE_DOCUMENT_STYLE,
    letterPaperHtml: view.letterPaperHtml,
    body: invoiceDocumentBodyHtml(view),
  });
}

/** The invoice without page frame or letter paper, the QR-bill page (CHF) included. */
export function invoiceDocumentBodyHtml(view: InvoiceDocumentView): string {
  const t = DOCUMENT_LABELS[view.language];
  const meta: Array<[string, string]> = [
    [t.invoice, number(view)],
    [t.date, view.date],
    [t.dueDate, view.dueDate],
  ];
  if (view.servicePeriod !== null) meta.push([t.servicePeriod, view.servicePeriod]);
  return `${letterHeadHtml(view, meta)}
<h1>${text(view.title)}</h1>
${richHtml('salutation', view.salutationHtml)}
${positionsHtml(view.positions, view.printDetailColumns, t)}
${totalsTableHtml(view.totals, t)}
${paragraphHtml('notice delivery-date', view.deliveryDateNote)}
${paragraphHtml('notice', view.taxExemptionNotice)}
${paragraphHtml('notice reversal', view.reversalNotice)}
${paymentBlockHtml(
  view.payment,
  [
    ['payment-terms', view.paymentTerms],
    ['cash-discount', view.cashDiscount],
  ],
  view.creditorReference,
  { labels: t, locale: view.locale },
)}
${richHtml('footer', view.footerHtml)}
${sellerFooterHtml(view.seller)}
${qrBillPageHtml(view.payment, t, number(view))}`;
}
