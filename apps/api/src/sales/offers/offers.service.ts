import { Inject, Injectable } from '@nestjs/common';
import { DomainError, offerTransition, type OfferStatus } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { Page } from '../../platform/lists';
import { PUBLIC_URL } from '../../platform/config';
import { DocumentFileLinks, DocumentPdfService } from '../../shared/document-pdfs';
import type { StoredPdf } from '../../shared/document-pdfs';
import type { PdfQuery } from '../../shared/sales-documents';
import type { ListOffersQuery } from './dto/list-offers.query';
import { DomainEvents } from '../../platform/events';
import type { OfferResponse, OfferSummaryResponse } from './dto/offer.response';
import { toOfferResponse, toOfferSummary } from './offer-response.mapper';
import { OffersRepository, type OfferSummaryRow } from './offers.repository';

/** Reading offers, their status and deletion; writes of content are the use cases in use-cases/. */
@Injectable()
export class OffersService {
  constructor(
    private readonly offers: OffersRepository,
    private readonly pdfs: DocumentPdfService,
    private readonly fileLinks: DocumentFileLinks,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
    private readonly events: DomainEvents,
  ) {}

  async list(account: AccountContext, query: ListOffersQuery): Promise<Page<OfferSummaryResponse>> {
    const { rows, total } = await this.offers.list(account.accountId, query);
    const publicUrl = this.publicUrl;
    const fileUrl = (row: OfferSummaryRow) =>
      this.fileLinks.documentLink(account.accountId, 'offer', row.id);
    return new Page(
      rows.map((row) => toOfferSummary(row, { publicUrl, fileUrl: fileUrl(row) })),
      total,
      query.page,
      query.per_page,
    );
  }

  async get(account: AccountContext, id: number): Promise<OfferResponse> {
    const offer = await this.offers.find(account.accountId, id);
    if (!offer) throw DomainError.notFound();
    const fileUrl = this.fileLinks.documentLink(account.accountId, 'offer', offer.id);
    return toOfferResponse(offer, { publicUrl: this.publicUrl, fileUrl });
  }

  /** The offer's PDF on the letter paper `letter_paper_id` (default: White). */
  async pdf(account: AccountContext, id: number, query: PdfQuery): Promise<StoredPdf> {
    return this.pdfs.render(account.accountId, {
      kind: 'offer',
      documentId: id,
      letterPaperId: query.letter_paper_id ?? null,
    });
  }

  async updateStatus(account: AccountContext, id: number, status: string): Promise<void> {
    const { accountId } = account;
    await this.offers.transaction(accountId, async (tx) => {
      const offer = await this.offers.findForUpdate(accountId, id, tx);
      if (!offer) throw DomainError.notFound();
      const next = offerTransition(
        { status: offer.status as OfferStatus },
        {
          type: 'update_status',
          status,
        },
      );
      await this.offers.update(accountId, id, { status: next.status }, undefined, tx);
      await this.events.record(tx, account, { type: 'offer.status_changed', id });
    });
  }

  /** Only an offer still in `created` can be deleted: later ones were seen by the customer. */
  async delete(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.offers.transaction(accountId, async (tx) => {
      const offer = await this.offers.findForUpdate(accountId, id, tx);
      if (!offer) throw DomainError.notFound();
      if (offer.status !== 'created')
        throw DomainError.rule('Only offers in status created can be deleted');
      const { customProperties } = offer;
      await this.events.record(tx, account, { type: 'offer.deleted', id, customProperties });
      await this.offers.delete(accountId, offer, account.userId, tx);
    });
  }
}
