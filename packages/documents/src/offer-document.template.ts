import {
  DOCUMENT_STYLE,
  documentPageHtml,
  letterHeadHtml,
  paragraphHtml,
  richHtml,
  text,
} from './document-layout.template';
import { DOCUMENT_LABELS } from './document-labels';
import type { OfferDocumentView } from './offer-document.view';
import { positionsHtml, totalsTableHtml } from './positions-table.template';
import { SELLER_FOOTER_STYLE, sellerFooterHtml } from './seller-footer.template';

/** Bump when the layout changes, so cached PDFs of unchanged offers are rendered again. */
export const TEMPLATE_VERSION = 'offer-document/3';

/** The offer's stylesheet; a screen page showing the offer body includes it too. */
export const OFFER_DOCUMENT_STYLE = `${DOCUMENT_STYLE}${SELLER_FOOTER_STYLE}`;

/** Renders a complete HTML page of the offer; pure, the view holds everything it prints. */
export function offerDocumentHtml(view: OfferDocumentView): string {
  return documentPageHtml({
    lang: view.language,
    title: `${DOCUMENT_LABELS[view.language].offer} ${view.identifier}`,
    style: OFFER_DOCUMENT_STYLE,
    letterPaperHtml: view.letterPaperHtml,
    body: offerDocumentBodyHtml(view),
  });
}

/** The offer without page frame or letter paper: addresses, title, texts, positions, totals. */
export function offerDocumentBodyHtml(view: OfferDocumentView): string {
  const t = DOCUMENT_LABELS[view.language];
  const head = letterHeadHtml(view, [
    [t.offer, view.identifier],
    [t.date, view.date],
    [t.validUntil, view.dueDate],
  ]);
  return `${head}
<h1>${text(view.title)}</h1>
${richHtml('salutation', view.salutationHtml)}
${positionsHtml(view.positions, view.printDetailColumns, t)}
${totalsTableHtml(view.totals, t)}
${paragraphHtml('notice', view.taxExemptionNotice)}
${richHtml('footer', view.footerHtml)}
${sellerFooterHtml(view.seller)}`;
}
