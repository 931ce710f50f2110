import { Injectable } from '@nestjs/common';
import {
  DomainError,
  offerTransition,
  type OfferStatus,
  type SellerDocument,
} from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import {
  type DocumentEmailInput,
  type DocumentEmailKind,
  DocumentEmailsService,
} from '../../shared/emails';
import type { SendEmailDto, SentEmailResponse, Recipients } from '../../shared/emails';
import { SalesReferencesRepository } from '../../shared/sales-documents';
import { OfferApprovalsService } from './offer-approvals.service';
import { type OfferRow, OffersRepository } from './offers.repository';
import { DomainEvents } from '../../platform/events';

/**
 * send_email for offers: the e-mail is queued for the worker with the move to `sent`; texts that
 * link to the approval page activate customer approval.
 */
@Injectable()
export class OfferEmailsService implements DocumentEmailKind<OfferRow> {
  readonly documentKind = 'offer';

  constructor(
    private readonly offers: OffersRepository,
    private readonly refs: SalesReferencesRepository,
    private readonly approvals: OfferApprovalsService,
    private readonly emails: DocumentEmailsService,
    private readonly events: DomainEvents,
  ) {}

  send(account: AccountContext, offerId: number, input: SendEmailDto): Promise<SentEmailResponse> {
    return this.emails.send(account, offerId, input, this);
  }

  async lock(accountId: number, id: number, tx: AccountTx): Promise<OfferRow> {
    const offer = await this.offers.findForUpdate(accountId, id, tx);
    if (!offer) throw DomainError.notFound();
    return offer;
  }

  /** An offer, a business letter, names the seller with address. */
  sellerDocument(offer: OfferRow): SellerDocument {
    return { kind: 'offer', vatKind: offer.vatCode?.kind ?? 'tax' };
  }

  /** The contact's address as `to` when there is one, else the customer's offer recipients. */
  defaultRecipients(offer: OfferRow, tx: AccountTx): Promise<Recipients> {
    return this.refs.emailDefaults(offer.contactId, offer.companyId, tx);
  }

  async markSent(
    account: AccountContext,
    offer: OfferRow,
    input: DocumentEmailInput,
    tx: AccountTx,
  ): Promise<void> {
    const { accountId } = account;
    await this.approvals.activateIfLinked(accountId, offer.id, [input.subject, input.text], tx);
    const next = offerTransition(
      { status: offer.status as OfferStatus },
      { type: 'sent_by_email' },
    );
    const sentAt = offer.sentAt ?? new Date();
    await this.offers.update(accountId, offer.id, { status: next.status, sentAt }, undefined, tx);
    await this.events.record(tx, account, { type: 'offer.sent', id: offer.id });
  }
}
