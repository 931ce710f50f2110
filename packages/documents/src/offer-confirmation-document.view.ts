import type { DocumentLanguage } from '@faktura/domain';
import type { DocumentRow, DocumentTotalsView } from './document-rows.view';
import type { LetterLayout } from './letter-geometry';
import type { SellerView } from './seller-details.builder';

/**
 * Everything printed on an order confirmation, already formatted for its locale; the template
 * only lays it out, and the content hash covers the JSON of this object.
 */
export interface OfferConfirmationDocumentView {
  /** The language of the fixed labels; the user's own texts are printed as written. */
  language: DocumentLanguage;
  /** The BCP 47 locale dates and amounts were formatted with (`de-CH`). */
  locale: string;
  /** The letter paper's HTML/CSS frame; null for the plain paper. */
  letterPaperHtml: string | null;
  /** One line above the recipient: the seller's name and address. */
  sender: string;
  /** Multi-line postal address, plain text. */
  recipientAddress: string;
  /** DIN 5008 form B, or the Swiss layout with the window on the right (CH accounts). */
  letterLayout: LetterLayout;
  /** The account's logo as a data: URL; null without one or when the letter paper has its own. */
  logo: string | null;
  /** The seller's name in the logo's place when there is neither a logo nor a letter paper. */
  wordmark: string | null;
  /** The confirmation's own number (AB260001). */
  identifier: string;
  /** Dates as the locale writes them (`23.11.2026`). */
  date: string;
  /** The offer it confirms: its number and date. */
  offerIdentifier: string;
  offerDate: string;
  title: string;
  currency: string;
  /** Sanitized rich text with variables substituted; null when empty. */
  salutationHtml: string | null;
  footerHtml: string | null;
  printDetailColumns: boolean;
  positions: DocumentRow[];
  totals: DocumentTotalsView;
  /** Legal notice of a reverse-charge or intra-EU VAT code, with both VAT IDs. */
  taxExemptionNotice: string | null;
  /** The seller's details printed at the bottom of every page. */
  seller: SellerView;
}
