import { Decimal, Numeric, sumDecimals, toDecimal } from './money.js';
import { isValidIban } from './bank-account.checks.js';

/** What a payment run needs to know of a purchase chosen for it. */
export interface PaymentRunCandidate {
  id: number;
  currency: string;
  grossTotal: Numeric;
  payments: readonly Numeric[];
  /** The supplier's IBAN: the purchase's own, else its company's; null when neither has one. */
  iban: string | null;
  /** A transfer of an earlier run is still on its way. */
  transferPending: boolean;
}

/** What is still to pay of a purchase: its gross total less its payments (zero or less: nothing). */
export function purchaseOpenAmount(grossTotal: Numeric, payments: readonly Numeric[]): Decimal {
  return toDecimal(grossTotal).minus(sumDecimals(payments.map((total) => toDecimal(total))));
}

function naming(ids: readonly number[], singular: string, plural: string): string | null {
  if (ids.length === 0) return null;
  return ids.length === 1
    ? `purchase ${ids[0]} ${singular}`
    : `purchases ${ids.join(', ')} ${plural}`;
}

/**
 * Why chosen purchases cannot go into a SEPA payment run, one message per reason naming the
 * purchases (empty when all can): an IBAN (valid) is needed, something must be open, no transfer
 * may be on its way, and SEPA transfers are in euros only.
 */
export function paymentRunProblems(candidates: readonly PaymentRunCandidate[]): string[] {
  const ids = (test: (candidate: PaymentRunCandidate) => boolean) =>
    candidates.filter(test).map((candidate) => candidate.id);
  return [
    naming(
      ids((c) => c.iban === null),
      'has no IBAN',
      'have no IBAN',
    ),
    naming(
      ids((c) => c.iban !== null && !isValidIban(c.iban)),
      'has an invalid IBAN',
      'have invalid IBANs',
    ),
    naming(
      ids((c) => c.currency !== 'EUR'),
      'is not in EUR',
      'are not in EUR',
    ),
    naming(
      ids((c) => purchaseOpenAmount(c.grossTotal, c.payments).lte(0)),
      'has nothing left to pay',
      'have nothing left to pay',
    ),
    naming(
      ids((c) => c.transferPending),
      'is already in a pending transfer',
      'are already in pending transfers',
    ),
  ].filter((message): message is string => message !== null);
}
