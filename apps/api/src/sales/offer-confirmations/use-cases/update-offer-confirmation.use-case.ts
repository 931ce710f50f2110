import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import { DomainEvents } from '../../../platform/events';
import { toDateColumn } from '../../../platform/input';
import { sanitizeOptionalRichText } from '../../../platform/rich-text';
import { DocumentWriteUseCase } from '../../../shared/document-resources';
import { OfferAcceptanceService } from '../../offers';
import type { OfferConfirmationResponse } from '../dto/offer-confirmation.response';
import type { UpdateOfferConfirmationDto } from '../dto/update-offer-confirmation.dto';
import { OfferConfirmationResponses } from '../offer-confirmation-responses';
import { OfferConfirmationsRepository } from '../offer-confirmations.repository';

/**
 * PUT/PATCH /offer_confirmations/{id}: the reference's fields (title, date, salutation_raw,
 * footer_raw), each only when sent; the copied content (positions, amounts, address) stays.
 * The number keeps its year even when the date moves to another one, as offers keep theirs.
 */
@Injectable()
export class UpdateOfferConfirmationUseCase extends DocumentWriteUseCase<OfferConfirmationResponse> {
  constructor(
    private readonly confirmations: OfferConfirmationsRepository,
    private readonly offers: OfferAcceptanceService,
    responses: OfferConfirmationResponses,
    events: DomainEvents,
  ) {
    super(confirmations, responses, events);
  }

  execute(
    account: AccountContext,
    id: number,
    input: UpdateOfferConfirmationDto,
  ): Promise<OfferConfirmationResponse> {
    const { accountId } = account;
    return this.writeDocument(account, 'offer_confirmation.changed', async (tx) => {
      const confirmation = await this.confirmations.findForUpdate(accountId, id, tx);
      if (!confirmation) throw DomainError.notFound();
      const text = (sent: string | null | undefined) =>
        sent === undefined ? undefined : (sanitizeOptionalRichText(sent) ?? null);
      await this.confirmations.update(
        accountId,
        id,
        {
          title: input.title,
          date: input.date === undefined ? undefined : toDateColumn(input.date),
          salutation: text(input.salutation_raw),
          footer: text(input.footer_raw),
        },
        tx,
      );
      // The offer shows its confirmation (title, date): it changed too.
      await this.offers.touch(accountId, confirmation.offerId, tx);
      return id;
    });
  }
}
