import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_URL } from '../../platform/config';
import { DocumentFileLinks } from '../../shared/document-pdfs';
import { DocumentResponses } from '../../shared/document-resources';
import type { OfferResponse } from './dto/offer.response';
import { toOfferResponse } from './offer-response.mapper';
import { type OfferRow, OffersRepository } from './offers.repository';
import { RecordReaders } from '../../platform/events';

/** Builds the offer a write answers: the mapper plus the approval link and the last PDF's link. */
@Injectable()
export class OfferResponses extends DocumentResponses<OfferRow, OfferResponse> {
  constructor(
    offers: OffersRepository,
    private readonly fileLinks: DocumentFileLinks,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
    readers: RecordReaders,
  ) {
    super('offer', offers, readers);
  }

  toResponse(accountId: number, offer: OfferRow): OfferResponse {
    const fileUrl = this.fileLinks.documentLink(accountId, 'offer', offer.id);
    return toOfferResponse(offer, { publicUrl: this.publicUrl, fileUrl });
  }
}
