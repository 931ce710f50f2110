import { DomainError } from './domain-error.js';

/** Offer statuses, in their usual order of progress. */
export type OfferStatus =
  'created' | 'sent' | 'accepted' | 'partially_billed' | 'billed' | 'archived';

/** Every offer status. */
export const OFFER_STATUSES: readonly OfferStatus[] = Object.freeze([
  'created',
  'sent',
  'accepted',
  'partially_billed',
  'billed',
  'archived',
]);

/** Type guard for offer statuses. */
export function isOfferStatus(value: unknown): value is OfferStatus {
  return typeof value === 'string' && (OFFER_STATUSES as readonly string[]).includes(value);
}

/** The part of an offer the status machine reads and writes. */
export interface OfferState {
  status: OfferStatus;
}

/** The state of a new offer: `created`, before it was sent, approved or billed. */
export function initialOfferState(): OfferState {
  return { status: 'created' };
}

/** Things that happen to an offer. `status` is a raw string: the machine validates it. */
export type OfferEvent =
  | { type: 'update_status'; status: string }
  | { type: 'sent_by_email' }
  | { type: 'customer_approved' }
  | { type: 'confirmed' }
  | { type: 'billed'; partial: boolean };

/** Statuses an offer has not yet moved past on its way to `accepted`. */
const BEFORE_ACCEPTANCE: readonly OfferStatus[] = ['created', 'sent'];

/**
 * Applies an event to an offer and returns its new state.
 *
 * - `update_status`: any of the six statuses, from any status (unknown values are a
 *   `validation_failed` on `status`).
 * - `sent_by_email`: `created` -> `sent`; every other status is kept.
 * - `customer_approved`: `created`/`sent` -> `accepted`; later statuses are kept, so a late
 *   click on the approval link never moves a billed or archived offer backwards.
 * - `confirmed` (an order confirmation was issued for it): the same moves as `customer_approved`.
 * - `billed`: -> `billed`, or `partially_billed` for a partial invoice; a fully billed offer stays
 *   `billed` when a further partial invoice is created.
 */
export function offerTransition(offer: OfferState, event: OfferEvent): OfferState {
  switch (event.type) {
    case 'update_status':
      if (!isOfferStatus(event.status)) {
        throw DomainError.validation({ status: [`must be one of ${OFFER_STATUSES.join(', ')}`] });
      }
      return { status: event.status };
    case 'sent_by_email':
      return { status: offer.status === 'created' ? 'sent' : offer.status };
    case 'customer_approved':
    case 'confirmed':
      return { status: BEFORE_ACCEPTANCE.includes(offer.status) ? 'accepted' : offer.status };
    case 'billed':
      if (event.partial) {
        return { status: offer.status === 'billed' ? 'billed' : 'partially_billed' };
      }
      return { status: 'billed' };
    default:
      return unknownEvent(event);
  }
}

function unknownEvent(event: never): never {
  const type = (event as { type?: unknown }).type;
  throw DomainError.invalidTransition(`Unknown offer event: ${String(type)}`);
}
