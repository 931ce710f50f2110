import { Injectable } from '@nestjs/common';
import { DomainError, offerTransition, type OfferStatus } from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import type { SendEmailDto } from '../emails/dto/send-email.dto';
import type { SentEmailResponse } from '../emails/dto/sent-email.response';
import { EmailDeliveriesRepository } from '../emails/email-deliveries.repository';
import { selectRecipients, toSentEmailResponse } from '../emails/email-recipients';
import { OfferApprovalsService } from './offer-approvals.service';
import { SalesReferencesRepository } from '../sales-documents/sales-references.repository';
import { OffersRepository } from './offers.repository';

/** send_email for offers: the e-mail is queued for the worker with the move to `sent`. */
@Injectable()
export class OfferEmailsService {
  constructor(
    private readonly offers: OffersRepository,
    private readonly refs: SalesReferencesRepository,
    private readonly deliveries: EmailDeliveriesRepository,
    private readonly approvals: OfferApprovalsService,
  ) {}

  /**
   * Chooses the recipients, records the delivery with its job, activates customer approval when
   * the texts link to it and moves `created` to `sent`, all in one transaction: the e-mail goes
   * out exactly when the offer is marked sent.
   */
  async send(
    account: AccountContext,
    offerId: number,
    input: SendEmailDto,
  ): Promise<SentEmailResponse> {
    const { accountId } = account;
    return this.offers.transaction(accountId, async (tx) => {
      const offer = await this.offers.findForUpdate(accountId, offerId, tx);
      if (!offer) throw DomainError.notFound();
      const defaults = await this.refs.emailDefaults(offer.contactId, offer.companyId, tx);
      const recipients = selectRecipients(input, defaults);
      await this.approvals.activateIfLinked(accountId, offerId, [input.subject, input.text], tx);
      await this.deliveries.queue(
        accountId,
        {
          documentKind: 'offer',
          documentId: offerId,
          userId: account.userId,
          recipients,
          subject: input.subject,
          text: input.text,
          letterPaperId: null,
        },
        tx,
      );
      const next = offerTransition(
        { status: offer.status as OfferStatus },
        { type: 'sent_by_email' },
      );
      await this.offers.update(
        accountId,
        offerId,
        { status: next.status, sentAt: offer.sentAt ?? new Date() },
        undefined,
        tx,
      );
      return toSentEmailResponse(recipients, input);
    });
  }
}
