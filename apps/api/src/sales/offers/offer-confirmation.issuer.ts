import type { AccountTx } from '../../platform/database';
import type { EventActor } from '../../platform/events';
import type { OfferRow } from './offers.repository';

/**
 * Issues the order confirmation of an offer inside the caller's transaction (the offer locked):
 * the approval page does when a customer approves. The offer confirmations feature provides it
 * (it owns the confirmations and imports the offers, so the offers cannot import it).
 */
export abstract class OfferConfirmationIssuer {
  /** Issues the offer's confirmation with the defaults, unless it has one; records its event. */
  abstract issueDefault(tx: AccountTx, actor: EventActor, offer: OfferRow): Promise<void>;
}
