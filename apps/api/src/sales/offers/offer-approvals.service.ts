import { Inject, Injectable } from '@nestjs/common';
import type { OfferCustomerApproval } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { PUBLIC_URL } from '../../platform/config';
import type { AccountTx } from '../../platform/database';
import type { CustomerApprovalResponse } from './dto/offer-approval.response';
import { OfferApprovalsRepository } from './offer-approvals.repository';
import { toCustomerApproval } from './offer-response.mapper';
import { OffersRepository } from './offers.repository';
import { DomainEvents } from '../../platform/events';
import { found } from '../../platform/errors';

const APPROVAL_LINK = '{customer_approval_link}';

/** Whether any of the texts uses the approval link variable. */
export function mentionsApprovalLink(texts: readonly (string | null | undefined)[]): boolean {
  return texts.some((text) => typeof text === 'string' && text.includes(APPROVAL_LINK));
}

/**
 * Customer approval of offers (extensions): reading, activating and deactivating it. Writing
 * `{customer_approval_link}` into an offer or its e-mail activates it as well.
 */
@Injectable()
export class OfferApprovalsService {
  constructor(
    private readonly offers: OffersRepository,
    private readonly approvals: OfferApprovalsRepository,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
    private readonly events: DomainEvents,
  ) {}

  async get(account: AccountContext, offerId: number): Promise<CustomerApprovalResponse> {
    const approval = await this.approvals.find(account.accountId, offerId);
    if (!approval) throw DomainError.notFound();
    return toCustomerApproval(approval, this.publicUrl);
  }

  async activate(account: AccountContext, offerId: number): Promise<CustomerApprovalResponse> {
    return this.changeApproval(account, offerId, 'offer.approval_activated', (tx) =>
      this.approvals.activate(account.accountId, offerId, tx),
    );
  }

  async deactivate(account: AccountContext, offerId: number): Promise<CustomerApprovalResponse> {
    const { accountId } = account;
    return this.changeApproval(account, offerId, 'offer.approval_deactivated', async (tx) => {
      const approval = found(await this.approvals.find(accountId, offerId, tx));
      return this.approvals.deactivate(accountId, approval.id, tx);
    });
  }

  /**
   * Runs `change` on the locked offer's approval in one transaction; the offer counts as changed
   * (its `updated_at`) and the event `type` is recorded.
   */
  private changeApproval(
    account: AccountContext,
    offerId: number,
    type: 'offer.approval_activated' | 'offer.approval_deactivated',
    change: (tx: AccountTx) => Promise<OfferCustomerApproval>,
  ): Promise<CustomerApprovalResponse> {
    const { accountId } = account;
    return this.offers.transaction(accountId, async (tx) => {
      await this.lockOffer(accountId, offerId, tx);
      const approval = await change(tx);
      await this.offers.touch(accountId, offerId, tx);
      await this.events.record(tx, account, { type, id: offerId });
      return toCustomerApproval(approval, this.publicUrl);
    });
  }

  /** Activates approval in `tx` when one of the texts uses `{customer_approval_link}`. */
  async activateIfLinked(
    accountId: number,
    offerId: number,
    texts: readonly (string | null | undefined)[],
    tx: AccountTx,
  ): Promise<void> {
    if (mentionsApprovalLink(texts)) await this.approvals.activate(accountId, offerId, tx);
  }

  private async lockOffer(accountId: number, offerId: number, tx: AccountTx): Promise<void> {
    if (!(await this.offers.lock(accountId, offerId, tx))) throw DomainError.notFound();
  }
}
