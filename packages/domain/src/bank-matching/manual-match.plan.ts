import { FieldErrorCollector } from '../field-errors.collector.js';
import { type Decimal, roundMoney, sumDecimals, toDecimal } from '../money.js';
import type { Allocation } from './bank-matching.types.js';

/** One entry of `POST /bank_transactions/{id}/match`: an invoice or purchase and its part. */
export interface ManualAllocationInput {
  id: number;
  amount: number | string;
}

/** The parents a manual match names, as found in the account (missing ones are absent). */
export interface ManualMatchParents {
  invoices: ReadonlyMap<number, { currency: string }>;
  purchases: ReadonlyMap<number, { currency: string }>;
}

/**
 * The allocations of a manual match, checked: a credit is booked on invoices, a debit on
 * purchases; each named record exists in the account and is in the transaction's currency;
 * amounts are positive and add up to the transaction's amount exactly (a partial payment of
 * several invoices or an over-payment of one is expressed by the amounts). Every problem is one
 * field error (`invoices[1].amount`, ...).
 */
export function planManualMatch(
  transaction: { amount: string; currency: string; direction: 'credit' | 'debit' },
  input: {
    invoices?: readonly ManualAllocationInput[];
    purchases?: readonly ManualAllocationInput[];
  },
  parents: ManualMatchParents,
): Allocation[] {
  const errors = new FieldErrorCollector();
  const field = transaction.direction === 'credit' ? 'invoices' : 'purchases';
  const other = field === 'invoices' ? 'purchases' : 'invoices';
  const entries = input[field] ?? [];
  if ((input[other] ?? []).length > 0)
    errors.add(other, `cannot settle a ${transaction.direction}; name ${field}`);
  if (entries.length === 0) errors.add(field, 'must name at least one record');
  const known = field === 'invoices' ? parents.invoices : parents.purchases;
  const seen = new Set<number>();
  const amounts: Decimal[] = [];
  entries.forEach((entry, i) => {
    const parent = known.get(entry.id);
    if (!parent) errors.add(`${field}[${i}].id`, 'does not exist');
    else if (parent.currency !== transaction.currency)
      errors.add(`${field}[${i}].id`, 'must be in the currency of the bank transaction');
    if (seen.has(entry.id)) errors.add(`${field}[${i}].id`, 'is named twice');
    seen.add(entry.id);
    const amount = roundMoney(
      toDecimal(entry.amount, `${field}[${i}].amount`),
      transaction.currency,
    );
    if (amount.lte(0)) errors.add(`${field}[${i}].amount`, 'must be greater than zero');
    amounts.push(amount);
  });
  if (entries.length > 0 && !sumDecimals(amounts).eq(toDecimal(transaction.amount)))
    errors.add(field, "amounts must add up to the bank transaction's amount");
  errors.throwIfAny();
  const key = field === 'invoices' ? 'invoiceId' : 'purchaseId';
  return entries.map((entry, i) => ({ [key]: entry.id, amount: amounts[i].toString() }));
}
