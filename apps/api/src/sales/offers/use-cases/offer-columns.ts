import { calculateDocumentTotals, type DocumentTotals, type PositionInput } from '@faktura/domain';
import type { SalesVat } from '../../../shared/sales-documents';
import type { OfferPositionData } from '../offers.repository';

/** The rows of an offer to write: its columns and, when they change, all of its positions. */
export interface OfferPlan<Data, Positions = OfferPositionData[]> {
  offer: Data;
  positions: Positions;
}

/** The totals of an offer in the domain's calculator. */
export function offerTotals(
  currency: string,
  vat: SalesVat,
  discount: number | string,
  items: PositionInput[],
): DocumentTotals {
  return calculateDocumentTotals({
    kind: 'offer',
    currency,
    tax: vat.tax,
    vat_kind: vat.kind,
    discount,
    items,
  });
}

/** The VAT columns of an offer: the rate and the code it came from, if any. */
export function vatColumns(vat: SalesVat) {
  return { tax: vat.tax, vatCodeId: vat.vatCode?.id ?? null };
}

/** The total columns of an offer as the domain computed them. */
export function totalColumns(totals: DocumentTotals) {
  return { netTotal: totals.net_total.toString(), grossTotal: totals.gross_total.toString() };
}
