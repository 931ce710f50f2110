import { Injectable } from '@nestjs/common';
import { offerTransition, toDecimal, type OfferStatus } from '@faktura/domain';
import type { AccountTx } from '../../platform/database';
import { OffersRepository } from './offers.repository';

/** The offer an invoice bills, as the invoice's creation has read it. */
export interface BilledOffer {
  id: number;
  status: string;
  netTotal: { toString(): string };
}

/**
 * What invoices may do to an offer: bill it. Exported by the offers module, so invoices never
 * reach into the offers' repository.
 */
@Injectable()
export class OfferBillingService {
  constructor(private readonly offers: OffersRepository) {}

  /**
   * Moves the offer to `billed`, or `partially_billed` when the invoice's net total is smaller,
   * as the offer status machine decides; in the invoice's transaction.
   */
  async bill(accountId: number, offer: BilledOffer, invoiceNet: string, tx: AccountTx) {
    const partial = toDecimal(invoiceNet).abs().lt(toDecimal(offer.netTotal.toString()).abs());
    const next = offerTransition(
      { status: offer.status as OfferStatus },
      { type: 'billed', partial },
    );
    await this.offers.update(accountId, offer.id, { status: next.status }, undefined, tx);
  }
}
