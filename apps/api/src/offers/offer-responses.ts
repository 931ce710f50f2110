import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import { PUBLIC_URL } from '../config/api-config.token';
import type { AccountTx } from '../database/account-scope.extension';
import { DocumentFileLinks } from '../documents/document-file-links.service';
import type { OfferResponse } from './dto/offer.response';
import { toOfferResponse } from './offer-response.mapper';
import { OffersRepository } from './offers.repository';

/** Builds the offer a write answers: the mapper plus the approval link and the last PDF's link. */
@Injectable()
export class OfferResponses {
  constructor(
    private readonly offers: OffersRepository,
    private readonly fileLinks: DocumentFileLinks,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  /** The full offer, read in `tx`; 404 when it does not exist. */
  async load(accountId: number, id: number, tx: AccountTx): Promise<OfferResponse> {
    const offer = await this.offers.find(accountId, id, tx);
    if (!offer) throw DomainError.notFound();
    const fileUrl = this.fileLinks.link(accountId, offer.lastPdfFileId);
    return toOfferResponse(offer, { publicUrl: this.publicUrl, fileUrl });
  }
}
