/** One printed position of an offer or invoice, already formatted for the document's locale. */
export type DocumentRow =
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
export interface DocumentTotalsView {
  itemsTotal: string | null;
  /** With its percent sign as the locale writes it (`10 %`), as `taxRate`. */
  discountPercent: string | null;
  /** Negative amount taken off by the discount. */
  discount: string | null;
  net: string;
  taxRate: string;
  tax: string;
  gross: string | null;
}
