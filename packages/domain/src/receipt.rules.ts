import { FieldErrorCollector } from './field-errors.collector.js';
import { type Decimal, minorUnits, type Numeric, sumDecimals, toDecimal } from './money.js';

/** Most item lines (VAT splits) one receipt has; it has at least one. */
export const RECEIPT_MAX_ITEMS = 3;

// A receipt's amounts are stored with two decimals (numeric(19,2)); fewer where the currency has.
const RECEIPT_DECIMALS = 2;

/** One item line of a receipt as the client sends it. */
export interface ReceiptItemInput {
  gross_total: Numeric;
  purchase_category_id?: number | null;
}

/** The checked gross amounts of a receipt's items, in order, and their sum. */
export interface ReceiptTotals {
  items: Decimal[];
  grossTotal: Decimal;
}

/** Whether a receipt's refund request is paid out yet. */
export type ReceiptRefundStatus = 'open' | 'paid';

/**
 * Checks a receipt's one to three items and sums them exactly (the receipt's gross_total): each
 * gross amount positive, with no more decimals than the currency has (two at most), and every
 * item in the same purchase category (or none in any). Throws one `validation_failed` naming
 * every bad `items[i].<field>`.
 */
export function calculateReceiptTotals(
  items: readonly ReceiptItemInput[],
  currency: string,
): ReceiptTotals {
  const errors = new FieldErrorCollector();
  if (items.length === 0 || items.length > RECEIPT_MAX_ITEMS)
    errors.add('items', `must have 1 to ${RECEIPT_MAX_ITEMS} items`);
  const decimals = Math.min(RECEIPT_DECIMALS, minorUnits(currency));
  const amounts = items.map((item, index) => {
    const field = `items[${index}].gross_total`;
    const amount = errors.capture(() => toDecimal(item.gross_total, field), null);
    if (amount === null) return null;
    if (amount.lte(0)) errors.add(field, 'must be greater than 0');
    else if (amount.decimalPlaces() > decimals)
      errors.add(field, `must have at most ${decimals} decimal places in ${currency}`);
    return amount;
  });
  const category = items[0]?.purchase_category_id ?? null;
  items.forEach((item, index) => {
    if ((item.purchase_category_id ?? null) !== category)
      errors.add(`items[${index}].purchase_category_id`, 'must be the same for all items');
  });
  errors.throwIfAny();
  const checked = amounts as Decimal[];
  return { items: checked, grossTotal: sumDecimals(checked) };
}

/**
 * The status of the refund request a receipt is in: `paid` once payments of the purchase cover
 * its gross total (compared by magnitude, as a credit's total is negative), else `open`.
 */
export function receiptRefundStatus(
  payments: readonly Numeric[],
  grossTotal: Numeric,
): ReceiptRefundStatus {
  if (payments.length === 0) return 'open';
  const paid = sumDecimals(payments.map((total) => toDecimal(total))).abs();
  return paid.gte(toDecimal(grossTotal).abs()) ? 'paid' : 'open';
}
