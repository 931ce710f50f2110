export {
  buildOfferDocumentView,
  loadOfferEmailValues,
  offerContentHash,
  type BuiltOfferDocument,
  type OfferDocumentRequest,
} from './offer-document.builder';
export { DocumentNotFoundError, type OfferForDocument } from './offer-document.loader';
export {
  customerApprovalUrl,
  type OfferPlaceholderContext,
  type Person,
} from './offer-document.placeholders';
export {
  OFFER_DOCUMENT_STYLE,
  TEMPLATE_VERSION,
  offerDocumentBodyHtml,
  offerDocumentHtml,
} from './offer-document.template';
export type {
  OfferDocumentRow,
  OfferDocumentTotals,
  OfferDocumentView,
} from './offer-document.view';
export { resolvePublicUrl } from './public-url';
