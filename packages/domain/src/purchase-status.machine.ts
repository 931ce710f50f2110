import { DomainError, RuleCheck } from './domain-error';

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

/** Things that happen to a purchase. `status` is a raw string: the machine validates it. */
export type PurchaseEvent = { type: 'update_status'; status: string };

/** Applies an event: `update_status` moves between `pending` and `archived` in either direction. */
export function purchaseTransition(purchase: PurchaseState, event: PurchaseEvent): PurchaseState {
  if (event.type !== 'update_status') {
    throw DomainError.invalidTransition('Unknown purchase event');
  }
  if (!isPurchaseStatus(event.status)) {
    throw DomainError.validation({ status: ['must be pending or archived'] });
  }
  return { ...purchase, status: event.status };
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
}): RuleCheck {
  if (purchase.status !== 'pending') {
    return { ok: false, error: DomainError.rule('Only pending purchases can be deleted') };
  }
  if (purchase.payment_count > 0) {
    return { ok: false, error: DomainError.rule('A purchase with payments cannot be deleted') };
  }
  return { ok: true };
}
