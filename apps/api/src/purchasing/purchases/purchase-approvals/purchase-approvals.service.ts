import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import type { AccountTx } from '../../../platform/database';
import type { DecidePurchaseApprovalDto } from './dto/decide-purchase-approval.dto';
import type {
  PurchaseApprovalResponse,
  PurchaseApprovalsResponse,
} from './dto/purchase-approval.response';
import type { RequestPurchaseApprovalsDto } from './dto/request-purchase-approvals.dto';
import { decideApproval } from './approval-decision';
import { toApprovalResponse, toApprovalsResponse } from './purchase-approval-response.mapper';
import { PurchaseApprovalsRepository } from './purchase-approvals.repository';
import { found } from '../../../platform/errors';
import { DomainEvents } from '../../../platform/events';

/** Approval requests of purchases: asking users to approve, and their answers. */
@Injectable()
export class PurchaseApprovalsService {
  constructor(
    private readonly approvals: PurchaseApprovalsRepository,
    private readonly events: DomainEvents,
  ) {}

  async list(account: AccountContext, purchaseId: number): Promise<PurchaseApprovalResponse[]> {
    const { accountId } = account;
    if (!(await this.approvals.purchaseExists(accountId, purchaseId))) throw DomainError.notFound();
    const rows = await this.approvals.list(accountId, purchaseId);
    return rows.map(toApprovalResponse);
  }

  /**
   * Asks each user for approval, except those who already have a pending request for the
   * purchase (asking twice would need two answers for one question). Users must be active
   * users of the account.
   */
  request(
    account: AccountContext,
    purchaseId: number,
    input: RequestPurchaseApprovalsDto,
  ): Promise<PurchaseApprovalsResponse> {
    const { accountId } = account;
    return this.withLockedPurchase(accountId, purchaseId, async (tx) => {
      const userIds = [...new Set(input.user_ids)];
      const users = new Map(
        (await this.approvals.users(accountId, userIds, tx)).map((user) => [user.id, user]),
      );
      const errors = new FieldErrorCollector();
      input.user_ids.forEach((id, index) => {
        const user = users.get(id);
        if (!user || !user.active)
          errors.add(`user_ids[${index}]`, user ? 'is not active' : 'does not exist');
      });
      errors.throwIfAny();
      const pending = await this.approvals.pendingApproverIds(accountId, purchaseId, tx);
      const asked = userIds.filter((id) => !pending.has(id));
      if (asked.length > 0) {
        const request = { comment: input.comment ?? null, creatorId: account.userId };
        await this.approvals.createPending(accountId, purchaseId, asked, request, tx);
        await this.approvals.touchPurchase(accountId, purchaseId, tx);
        // The purchase shows the state of its approvals (approval_status).
        await this.events.record(tx, account, {
          type: 'purchase.approvals_requested',
          id: purchaseId,
        });
      }
      return toApprovalsResponse(await this.approvals.list(accountId, purchaseId, tx));
    });
  }

  approve(
    account: AccountContext,
    purchaseId: number,
    approvalId: number,
    input: DecidePurchaseApprovalDto,
  ): Promise<PurchaseApprovalsResponse> {
    return this.decide(account, purchaseId, approvalId, 'approved', input);
  }

  deny(
    account: AccountContext,
    purchaseId: number,
    approvalId: number,
    input: DecidePurchaseApprovalDto,
  ): Promise<PurchaseApprovalsResponse> {
    return this.decide(account, purchaseId, approvalId, 'denied', input);
  }

  /**
   * Records the approver's answer. Only a user asked (approver or second approver) may answer,
   * and only once: a decided request stays as it is (ask again for a new answer).
   */
  private decide(
    account: AccountContext,
    purchaseId: number,
    approvalId: number,
    state: 'approved' | 'denied',
    input: DecidePurchaseApprovalDto,
  ): Promise<PurchaseApprovalsResponse> {
    const { accountId, userId } = account;
    return this.withLockedPurchase(accountId, purchaseId, async (tx) => {
      const approval = found(await this.approvals.find(accountId, purchaseId, approvalId, tx));
      const move = state === 'approved' ? 'approve' : 'deny';
      const decision = decideApproval(approval, userId, move, new Date());
      await this.approvals.decide(
        accountId,
        approvalId,
        { ...decision, comment: input.comment },
        tx,
      );
      await this.approvals.touchPurchase(accountId, purchaseId, tx);
      await this.events.record(tx, account, { type: 'purchase.approval_decided', id: purchaseId });
      return toApprovalsResponse(await this.approvals.list(accountId, purchaseId, tx));
    });
  }

  /** Runs `work` with the purchase row locked, so concurrent requests see each other's rows. */
  private withLockedPurchase<T>(
    accountId: number,
    purchaseId: number,
    work: (tx: AccountTx) => Promise<T>,
  ): Promise<T> {
    return this.approvals.transaction(accountId, async (tx) => {
      if (!(await this.approvals.lockPurchase(accountId, purchaseId, tx)))
        throw DomainError.notFound();
      return work(tx);
    });
  }
}
