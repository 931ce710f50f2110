import { DomainError, RuleCheck } from './domain-error.js';
import { Numeric, sumDecimals, toDecimal } from './money.js';

/** Purchase statuses: `pending` is the Inbox, `archived` the Archive. */
export type PurchaseStatus = 'pending' | 'archived';

/** Every purchase status. */
export const PURCHASE_STATUSES: readonly PurchaseStatus[] = Object.freeze(['pending', 'archived']);

/** Type guard for purchase statuses. */
export function isPurchaseStatus(value: unknown): value is PurchaseStatus {
  return typeof value === 'string' && (PURCHASE_STATUSES as readonly string[]).includes(value);
}

/** The part of a purchase the status machine reads and writes. */
export interface PurchaseState {
  status: PurchaseStatus;
}

/**
 * The state of a new purchase: `pending` (the Inbox), unless a status is sent, which moves it
 * exactly as `update_status` would (an unknown status is a validation error on `status`).
 */
export function initialPurchaseState(status?: string): PurchaseState {
  const pending: PurchaseState = { status: 'pending' };
  return status === undefined
    ? pending
    : purchaseTransition(pending, { type: 'update_status', status });
}

/** Things that happen to a purchase. `status` is a raw string: the machine validates it. */
export type PurchaseEvent = { type: 'update_status'; status: string };

/** The reference's legacy name of `archived`, still accepted by update_status. */
const LEGACY_ARCHIVED = 'approved';

/**
 * Applies an event: `update_status` moves between `pending` and `archived` in either direction
 * (`approved`, the reference's old name of `archived`, counts as `archived`).
 */
export function purchaseTransition(purchase: PurchaseState, event: PurchaseEvent): PurchaseState {
  if (event.type !== 'update_status') {
    throw DomainError.invalidTransition('Unknown purchase event');
  }
  const status = event.status === LEGACY_ARCHIVED ? 'archived' : event.status;
  if (!isPurchaseStatus(status)) {
    throw DomainError.validation({ status: ['must be pending or archived'] });
  }
  return { ...purchase, status };
}

/**
 * `partially_paid` of a purchase: payments exist and their sum lies strictly between zero and
 * the gross total, compared by magnitude (a credit has a negative gross total). Nothing paid
 * (also payments and refunds that cancel out), paid in full and overpaid are not partial.
 */
export function isPurchasePartiallyPaid(
  payments: readonly Numeric[],
  grossTotal: Numeric,
): boolean {
  if (payments.length === 0) return false;
  let gross = toDecimal(grossTotal);
  let paid = sumDecimals(payments.map((total) => toDecimal(total)));
  if (gross.isNegative()) {
    gross = gross.negated();
    paid = paid.negated();
  }
  return paid.gt(0) && paid.lt(gross);
}

/** One approval request's answer. */
export type ApprovalRequestState = 'approved' | 'denied' | 'pending';

/** A purchase's overall approval status. */
export type ApprovalStatus = 'none' | 'approved' | 'denied' | 'pending';

/**
 * Aggregates approval requests: none requested -> `none`; any still pending -> `pending`; else
 * any denial -> `denied`; else `approved`.
 */
export function approvalStatus(requests: readonly ApprovalRequestState[]): ApprovalStatus {
  if (requests.length === 0) return 'none';
  if (requests.includes('pending')) return 'pending';
  if (requests.includes('denied')) return 'denied';
  return 'approved';
}

/** Decides one approval request: only a pending request can be approved or denied. */
export function approvalRequestTransition(
  state: ApprovalRequestState,
  decision: 'approve' | 'deny',
): Exclude<ApprovalRequestState, 'pending'> {
  if (state !== 'pending') {
    throw DomainError.invalidTransition('Only a pending approval request can be decided');
  }
  return decision === 'approve' ? 'approved' : 'denied';
}

/** A purchase may be deleted only while pending and without registered payments. */
export function canDeletePurchase(purchase: {
  status: PurchaseStatus;
  payment_count: number;
  /** A SEPA transfer of it is on its way (a pending transfer of a payment run). */
  transfer_pending?: boolean;
}): RuleCheck {
  if (purchase.status !== 'pending') {
    return { ok: false, error: DomainError.rule('Only pending purchases can be deleted') };
  }
  if (purchase.payment_count > 0) {
    return { ok: false, error: DomainError.rule('A purchase with payments cannot be deleted') };
  }
  if (purchase.transfer_pending) {
    return {
      ok: false,
      error: DomainError.rule('A purchase with a SEPA transfer on its way cannot be deleted'),
    };
  }
  return { ok: true };
}
