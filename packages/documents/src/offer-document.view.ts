/**
 * Everything printed on an offer, already formatted (amounts as strings with the currency's
 * minor unit). The template only lays it out, and the JSON of this object is what the content
 * hash covers, so two equal views always produce the same PDF.
 */
export interface OfferDocumentView {
  /** The letter paper's HTML/CSS frame; null for the plain paper ("White" or none). */
  letterPaperHtml: string | null;
  /** One line above the recipient: the seller's name and address. */
  sender: string;
  /** Multi-line postal address, plain text. */
  recipientAddress: string;
  identifier: string;
  /** ISO dates (YYYY-MM-DD). */
  date: string;
  dueDate: string;
  title: string;
  currency: string;
  /** Sanitized rich text with variables substituted; null when empty. */
  salutationHtml: string | null;
  footerHtml: string | null;
  printDetailColumns: boolean;
  positions: OfferDocumentRow[];
  totals: OfferDocumentTotals;
  /** Legal notice of a reverse-charge or intra-EU VAT code. */
  taxExemptionNotice: string | null;
}

/** One printed position. */
export type OfferDocumentRow =
  | { type: 'title'; title: string }
  | { type: 'description'; title: string | null; descriptionHtml: string | null }
  | {
      type: 'item';
      title: string;
      descriptionHtml: string | null;
      quantity: string | null;
      unit: string | null;
      unitPrice: string | null;
      total: string;
      optional: boolean;
    }
  | { type: 'subtotal'; title: string; total: string; optional: boolean }
  | { type: 'page-break' }
  | { type: 'separator' };

/** The totals block; discount lines only when a discount applies, gross only when printed. */
export interface OfferDocumentTotals {
  itemsTotal: string | null;
  discountPercent: string | null;
  /** Negative amount taken off by the discount. */
  discount: string | null;
  net: string;
  taxRate: string;
  tax: string;
  gross: string | null;
}
