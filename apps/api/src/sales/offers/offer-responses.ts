import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import { PUBLIC_URL } from '../../platform/config/api-config.token';
import type { AccountTx } from '../../platform/database/account-scope.extension';
import { DocumentFileLinks } from '../../shared/document-pdfs/document-file-links.service';
import type { OfferResponse } from './dto/offer.response';
import { toOfferResponse } from './offer-response.mapper';
import { OffersRepository } from './offers.repository';
import { RecordReaders } from '../../platform/events/record-readers.service';

/** Builds the offer a write answers: the mapper plus the approval link and the last PDF's link. */
@Injectable()
export class OfferResponses implements OnModuleInit {
  constructor(
    private readonly offers: OffersRepository,
    private readonly fileLinks: DocumentFileLinks,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
    private readonly readers: RecordReaders,
  ) {}

  /** Subscribers of events (web hook payloads) read an offer as GET answers it: this. */
  onModuleInit(): void {
    this.readers.register('offer', (accountId, id, tx) => this.load(accountId, id, tx));
  }

  /** The full offer, read in `tx`; 404 when it does not exist. */
  async load(accountId: number, id: number, tx: AccountTx): Promise<OfferResponse> {
    const offer = await this.offers.find(accountId, id, tx);
    if (!offer) throw DomainError.notFound();
    const fileUrl = this.fileLinks.link(accountId, offer.lastPdfFileId);
    return toOfferResponse(offer, { publicUrl: this.publicUrl, fileUrl });
  }
}
