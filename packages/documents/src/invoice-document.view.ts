import type { DocumentLanguage } from '@faktura/domain';
import type { LetterLayout } from './letter-geometry';
import type { DocumentRow, DocumentTotalsView } from './document-rows.view';
import type { PaymentCodeView } from './payment-code.selector';
import type { SellerView } from './seller-details.builder';

/**
 * Everything printed on an invoice, already formatted for its locale; the JSON of this object
 * (with the template version) is the content hash, so two equal views always produce the same PDF.
 */
export interface InvoiceDocumentView {
  /** The language of the fixed labels; the user's own texts are printed as written. */
  language: DocumentLanguage;
  /** The BCP 47 locale dates and amounts were formatted with (`de-CH`). */
  locale: string;
  letterPaperHtml: string | null;
  sender: string;
  recipientAddress: string;
  /** DIN 5008 form B, or the Swiss layout with the window on the right (CH accounts). */
  letterLayout: LetterLayout;
  /** The account's logo as a data: URL; null without one or when the letter paper has its own. */
  logo: string | null;
  /** The seller's name in the logo's place when there is neither a logo nor a letter paper. */
  wordmark: string | null;
  /** Null for a draft, which has no number yet. */
  identifier: string | null;
  date: string;
  dueDate: string;
  /** The stored service period text (`03/2026`, `02.03.2026 - 15.03.2026`). */
  servicePeriod: string | null;
  /** Without a service period: the sentence that the supply is dated on the invoice date. */
  deliveryDateNote: string | null;
  title: string;
  currency: string;
  salutationHtml: string | null;
  footerHtml: string | null;
  printDetailColumns: boolean;
  positions: DocumentRow[];
  totals: DocumentTotalsView;
  taxExemptionNotice: string | null;
  /** On a reversal invoice: which invoice it reverses. */
  reversalNotice: string | null;
  /** "Payable by <date> (within N days)." in the view's language; null when nothing is to be paid. */
  paymentTerms: string | null;
  /** "<p> % cash discount if paid within <d> days: <amount>" in the view's language. */
  cashDiscount: string | null;
  creditorReference: string | null;
  payment: PaymentCodeView | null;
  /** The seller's details printed at the bottom of every page. */
  seller: SellerView;
}
