import { Injectable } from '@nestjs/common';
import { offerTransition, type OfferStatus } from '@faktura/domain';
import type { AccountTx } from '../../platform/database';
import { type OfferRow, OffersRepository } from './offers.repository';

export type { OfferRow };

/**
 * What order confirmations may do to an offer: lock and read it to copy it, and accept it.
 * Exported by the offers module, so confirmations never reach into the offers' repository.
 */
@Injectable()
export class OfferAcceptanceService {
  constructor(private readonly offers: OffersRepository) {}

  /** Locks the offer until `tx` ends and loads it as GET answers it; null when it is missing. */
  lockForConfirmation(accountId: number, offerId: number, tx: AccountTx): Promise<OfferRow | null> {
    return this.offers.findForUpdate(accountId, offerId, tx);
  }

  /**
   * Moves a confirmed offer as the status machine says (`created`/`sent` -> `accepted`) and
   * bumps its updated_at either way (it shows its confirmation); true when the status moved.
   */
  async confirm(accountId: number, offer: OfferRow, tx: AccountTx): Promise<boolean> {
    const next = offerTransition({ status: offer.status as OfferStatus }, { type: 'confirmed' });
    await this.offers.update(accountId, offer.id, { status: next.status }, undefined, tx);
    return next.status !== offer.status;
  }

  /** Bumps the offer's updated_at: its confirmation (which it shows) changed or went away. */
  touch(accountId: number, offerId: number, tx: AccountTx): Promise<void> {
    return this.offers.touch(accountId, offerId, tx);
  }
}
