import { Injectable } from '@nestjs/common';
import { defaultOfferConfirmationTitle } from '@faktura/documents';
import { documentLocale, DomainError, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import type { AccountTx } from '../../../platform/database';
import { DomainEvents, type DomainEvent, type EventActor } from '../../../platform/events';
import { toDateColumn } from '../../../platform/input';
import { NumberingService } from '../../../platform/numbering';
import { DocumentWriteUseCase } from '../../../shared/document-resources';
import { OfferAcceptanceService, OfferConfirmationIssuer, type OfferRow } from '../../offers';
import type { CreateOfferConfirmationDto } from '../dto/create-offer-confirmation.dto';
import type { OfferConfirmationResponse } from '../dto/offer-confirmation.response';
import { OfferConfirmationResponses } from '../offer-confirmation-responses';
import { OfferConfirmationsRepository } from '../offer-confirmations.repository';
import { type ConfirmationTexts, planOfferConfirmation } from './offer-confirmation.plan';

/** Today in UTC, as the approval page has always dated its confirmations. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * POST /offer_confirmations: lock the offer (a missing one, or one of another account, is a 422
 * on `offer_id`; so is an offer that has a confirmation already), copy it into a numbered
 * confirmation, and move the offer to `accepted` as the domain says. The approval page issues
 * confirmations through the same write (`issueDefault`), with the defaults and no user.
 */
@Injectable()
export class CreateOfferConfirmationUseCase
  extends DocumentWriteUseCase<OfferConfirmationResponse>
  implements OfferConfirmationIssuer
{
  constructor(
    private readonly confirmations: OfferConfirmationsRepository,
    private readonly offers: OfferAcceptanceService,
    private readonly numbering: NumberingService,
    private readonly records: OfferConfirmationResponses,
    events: DomainEvents,
  ) {
    super(confirmations, records, events);
  }

  execute(
    account: AccountContext,
    input: CreateOfferConfirmationDto,
  ): Promise<OfferConfirmationResponse> {
    const { accountId } = account;
    return this.writeDocument(account, 'offer_confirmation.created', async (tx) => {
      const offer = await this.offers.lockForConfirmation(accountId, input.offer_id, tx);
      const errors = new FieldErrorCollector();
      if (!offer) errors.add('offer_id', 'does not exist');
      else if (offer.confirmation) errors.add('offer_id', 'has an offer confirmation already');
      errors.throwIfAny();
      // Unreachable (a missing offer was recorded above); it narrows the type.
      if (!offer) throw DomainError.validation({ offer_id: ['does not exist'] });
      const id = await this.issue(tx, account, offer, input);
      const moved = await this.offers.confirm(accountId, offer, tx);
      const followedBy: DomainEvent[] = moved
        ? [{ type: 'offer.status_changed', id: offer.id }]
        : [];
      return { id, followedBy };
    });
  }

  /** The approval page's confirmation: the defaults, no issuing user; none when one exists. */
  async issueDefault(tx: AccountTx, actor: EventActor, offer: OfferRow): Promise<void> {
    if (offer.confirmation) return;
    const id = await this.issue(tx, actor, offer, {});
    const record = await this.records.load(actor.accountId, id, tx);
    await this.events.record(tx, actor, { type: 'offer_confirmation.created', id, record });
  }

  /** Plans the copy of the locked offer and inserts it with the next number. */
  private async issue(
    tx: AccountTx,
    actor: EventActor,
    offer: OfferRow,
    input: ConfirmationTexts,
  ): Promise<number> {
    const { accountId } = actor;
    const settings = await this.confirmations.languageSettings(accountId, offer.companyId, tx);
    const { language } = documentLocale(settings.locale, settings.alternativeLanguage);
    const title = defaultOfferConfirmationTitle(language, offer.title);
    const plan = planOfferConfirmation(offer, input, {
      today: today(),
      title,
      userId: actor.userId,
    });
    const date = toDateColumn(input.date ?? today());
    const number = this.numbering.nextSql(accountId, 'offer_confirmation', date);
    return this.confirmations.create(accountId, plan.confirmation, plan.positions, number, tx);
  }
}
