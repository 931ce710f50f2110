import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { DomainEvents } from '../../platform/events';
import { Page } from '../../platform/lists';
import { DocumentPdfService } from '../../shared/document-pdfs';
import type { StoredPdf } from '../../shared/document-pdfs';
import type { PdfQuery } from '../../shared/sales-documents';
import { OfferAcceptanceService } from '../offers';
import type { ListOfferConfirmationsQuery } from './dto/list-offer-confirmations.query';
import type { OfferConfirmationResponse } from './dto/offer-confirmation.response';
import { OfferConfirmationResponses } from './offer-confirmation-responses';
import { OfferConfirmationsRepository } from './offer-confirmations.repository';

/** Reading order confirmations, their PDF and deletion; creating and changing are use cases. */
@Injectable()
export class OfferConfirmationsService {
  constructor(
    private readonly confirmations: OfferConfirmationsRepository,
    private readonly responses: OfferConfirmationResponses,
    private readonly offers: OfferAcceptanceService,
    private readonly pdfs: DocumentPdfService,
    private readonly events: DomainEvents,
  ) {}

  async list(
    account: AccountContext,
    query: ListOfferConfirmationsQuery,
  ): Promise<Page<OfferConfirmationResponse>> {
    const { accountId } = account;
    const { rows, total } = await this.confirmations.list(accountId, query);
    const records = rows.map((row) => this.responses.toResponse(accountId, row));
    return new Page(records, total, query.page, query.per_page);
  }

  get(account: AccountContext, id: number): Promise<OfferConfirmationResponse> {
    return this.responses.load(account.accountId, id);
  }

  /** The confirmation's PDF; `letter_paper_id` defaults to the account's default paper. */
  pdf(account: AccountContext, id: number, query: PdfQuery): Promise<StoredPdf> {
    return this.pdfs.render(account.accountId, {
      kind: 'offer_confirmation',
      documentId: id,
      letterPaperId: query.letter_paper_id ?? null,
    });
  }

  /**
   * Deletes the confirmation and answers it as it was (the reference's 200 with the record).
   * The offer keeps its status (it was accepted) and may be confirmed again; the number is not
   * given back, as a deleted offer's is not.
   */
  async delete(account: AccountContext, id: number): Promise<OfferConfirmationResponse> {
    const { accountId } = account;
    return this.confirmations.transaction(accountId, async (tx) => {
      const row = await this.confirmations.findForUpdate(accountId, id, tx);
      if (!row) throw DomainError.notFound();
      const record = this.responses.toResponse(accountId, row);
      await this.events.record(tx, account, { type: 'offer_confirmation.deleted', id });
      await this.confirmations.delete(accountId, id, tx);
      await this.offers.touch(accountId, row.offerId, tx);
      return record;
    });
  }
}
