import {
  DOCUMENT_STYLE,
  documentPageHtml,
  letterHeadHtml,
  paragraphHtml,
  richHtml,
  text,
} from './document-layout.template';
import type { InvoiceDocumentView } from './invoice-document.view';
import { PAYMENT_CODE_STYLE, paymentBlockHtml, qrBillPageHtml } from './payment-code.template';
import { positionsHtml, totalsTableHtml } from './positions-table.template';
import { SELLER_FOOTER_STYLE, sellerFooterHtml } from './seller-footer.template';

/** The invoice's stylesheet: the offer's plus the payment codes. */
export const INVOICE_DOCUMENT_STYLE = `${DOCUMENT_STYLE}${SELLER_FOOTER_STYLE}${PAYMENT_CODE_STYLE}`;

const number = (view: { identifier: string | null }) => view.identifier ?? 'Draft';

/** Renders a complete HTML page of the invoice; pure, the view holds everything it prints. */
export function invoiceDocumentHtml(view: InvoiceDocumentView): string {
  return documentPageHtml({
    title: `Invoice ${number(view)}`,
    style: INVOICE_DOCUMENT_STYLE,
    letterPaperHtml: view.letterPaperHtml,
    body: invoiceDocumentBodyHtml(view),
  });
}

/** The invoice without page frame or letter paper, the QR-bill page (CHF) included. */
export function invoiceDocumentBodyHtml(view: InvoiceDocumentView): string {
  const meta: Array<[string, string]> = [
    ['Invoice', number(view)],
    ['Date', view.date],
    ['Due date', view.dueDate],
  ];
  if (view.servicePeriod !== null) meta.push(['Service period', view.servicePeriod]);
  return `${letterHeadHtml(view, meta)}
<h1>${text(view.title)}</h1>
${richHtml('salutation', view.salutationHtml)}
${positionsHtml(view.positions, view.printDetailColumns, view.currency)}
${totalsTableHtml(view.totals, view.currency)}
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
)}
${richHtml('footer', view.footerHtml)}
${sellerFooterHtml(view.seller)}
${qrBillPageHtml(view.payment, `<h1>Payment slip for invoice ${text(number(view))}</h1>`)}`;
}
