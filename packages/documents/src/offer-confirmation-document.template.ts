import {
  DOCUMENT_STYLE,
  documentPageHtml,
  letterHeadHtml,
  paragraphHtml,
  richHtml,
  text,
} from './document-layout.template';
import { DOCUMENT_LABELS } from './document-labels';
import type { OfferConfirmationDocumentView } from './offer-confirmation-document.view';
import { positionsHtml, totalsTableHtml } from './positions-table.template';
import { SELLER_FOOTER_STYLE, sellerFooterHtml } from './seller-footer.template';

/** Bump when the layout changes, so cached PDFs of unchanged confirmations are rendered again. */
export const OFFER_CONFIRMATION_TEMPLATE_VERSION = 'offer-confirmation-document/1';

/** Renders a complete HTML page of the order confirmation; pure, the view holds everything. */
export function offerConfirmationDocumentHtml(view: OfferConfirmationDocumentView): string {
  const t = DOCUMENT_LABELS[view.language];
  const head = letterHeadHtml(view, [
    [t.orderConfirmation, view.identifier],
    [t.date, view.date],
    [t.offer, view.offerIdentifier],
    [t.offerDate, view.offerDate],
  ]);
  const body = `${head}
<h1>${text(view.title)}</h1>
${richHtml('salutation', view.salutationHtml)}
${positionsHtml(view.positions, view.printDetailColumns, t)}
${totalsTableHtml(view.totals, t)}
${paragraphHtml('notice', view.taxExemptionNotice)}
${richHtml('footer', view.footerHtml)}
${sellerFooterHtml(view.seller)}`;
  return documentPageHtml({
    lang: view.language,
    title: `${t.orderConfirmation} ${view.identifier}`,
    style: `${DOCUMENT_STYLE}${SELLER_FOOTER_STYLE}`,
    letterPaperHtml: view.letterPaperHtml,
    body,
  });
}
