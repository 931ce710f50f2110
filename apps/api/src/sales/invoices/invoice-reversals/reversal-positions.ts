import { calculateDocumentTotals, toDecimal, type DocumentTotals } from '@faktura/domain';
import {
  copiedPositionRow,
  storedPositionInputs,
  type StoredPositionAmounts,
} from '../../../shared/sales-documents';
import type { InvoicePositionData, InvoiceRow } from '../invoices.repository';
import { NOTHING_BILLED } from '../invoice-billables';

type Amount = { toString(): string };
type OriginalPosition = InvoiceRow['positions'][number];
const negated = (value: Amount) => toDecimal(value.toString()).negated().toString();

/**
 * The reversal's positions and totals: the original's positions with every item negated
 * (quantity, and the lump sum of items without quantity and unit price), all amounts computed
 * again by the domain, so subtotals, discount, tax and gross come out negated as well.
 */
export function reversalPositions(original: InvoiceRow): {
  totals: DocumentTotals;
  rows: InvoicePositionData[];
} {
  const totals = calculateDocumentTotals({
    kind: 'invoice',
    currency: original.currency,
    tax: original.tax.toString(),
    // A reverse-charge or intra-EU original owes no tax, and neither does its reversal.
    vat_kind: original.vatCode?.kind ?? 'tax',
    discount: original.discount.toString(),
    cash_discount: original.cashDiscount.toString(),
    items: storedPositionInputs(original.positions.map(negatedPosition)),
  });
  const rows = original.positions.map((position, index) =>
    reversalRow(position, totals.items[index]),
  );
  return { totals, rows };
}

/** An item with its quantity and net total negated; titles and subtotals as they are. */
function negatedPosition(position: OriginalPosition): StoredPositionAmounts {
  if (position.type !== 'item') return position;
  return {
    ...position,
    quantity: position.quantity && negated(position.quantity),
    netTotal: negated(position.netTotal),
  };
}

/** The reversal's row of an original position, with the amounts the domain computed. */
function reversalRow(
  position: OriginalPosition,
  amounts: DocumentTotals['items'][number],
): InvoicePositionData {
  const row = copiedPositionRow(position, amounts);
  // The reversal bills nothing: what the original billed is released instead.
  return { ...row, billed: NOTHING_BILLED };
}
