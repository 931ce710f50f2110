import { toDecimal } from '../money.js';
import type { Allocation } from './bank-matching.types.js';

/**
 * What a returned direct debit or a bank reversal books: each payment of the transaction it
 * takes back, on the same invoice or purchase, with the amount negated.
 */
export function returnAllocations(
  booked: readonly { invoiceId: number | null; purchaseId: number | null; amount: string }[],
): Allocation[] {
  return booked.map((payment) => ({
    ...(payment.invoiceId !== null && { invoiceId: payment.invoiceId }),
    ...(payment.purchaseId !== null && { purchaseId: payment.purchaseId }),
    amount: toDecimal(payment.amount).neg().toString(),
  }));
}
