import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import type { AccountTx } from '../../../platform/database';
import { found } from '../../../platform/errors';
import { DomainEvents } from '../../../platform/events';
import { Page } from '../../../platform/lists';
import { decideApproval } from './approval-decision';
import { toApprovalRecord } from './approval-record.mapper';
import { type ApprovalRecordRow, ApprovalsRepository } from './approvals.repository';
import type { ApprovalResponse } from './dto/approval.response';
import type { CreateApprovalDto } from './dto/create-approval.dto';
import type { DenyApprovalDto } from './dto/deny-approval.dto';
import type { ListApprovalsQuery } from './dto/list-approvals.query';
import { PurchaseApprovalsRepository } from './purchase-approvals.repository';

/**
 * `/approvals`: the reference's paths over the purchase approval requests that
 * `/purchases/{id}/approvals` manages, with the same rules (approval-decision.ts, the domain's
 * transition) and events, and the purchase row locked around every write.
 */
@Injectable()
export class ApprovalsService {
  constructor(
    private readonly records: ApprovalsRepository,
    private readonly requests: PurchaseApprovalsRepository,
    private readonly events: DomainEvents,
  ) {}

  async list(account: AccountContext, query: ListApprovalsQuery): Promise<Page<ApprovalResponse>> {
    return Page.of(await this.records.list(account.accountId, query), toApprovalRecord, query);
  }

  async get(account: AccountContext, id: number): Promise<ApprovalResponse> {
    return toApprovalRecord(found(await this.records.find(account.accountId, id)));
  }

  /** Asks one user (and optionally a second, either may answer) to approve a purchase. */
  async create(account: AccountContext, input: CreateApprovalDto): Promise<ApprovalResponse> {
    const { accountId } = account;
    const row = await this.records.transaction(accountId, async (tx) => {
      const locked =
        input.target_type === 'purchase' &&
        (await this.requests.lockPurchase(accountId, input.target_id, tx));
      await this.checkRequest(accountId, input, locked, tx);
      const created = await this.records.create(
        accountId,
        {
          purchaseId: input.target_id,
          approverId: input.approver_id,
          approver2Id: input.approver2_id ?? null,
          creatorId: account.userId,
          comment: input.note ?? null,
        },
        tx,
      );
      await this.written(account, 'purchase.approvals_requested', input.target_id, tx);
      return found(await this.records.find(accountId, created.id, tx));
    });
    return toApprovalRecord(row);
  }

  approve(account: AccountContext, id: number): Promise<ApprovalResponse> {
    return this.decide(account, id, 'approve', {});
  }

  deny(account: AccountContext, id: number, input: DenyApprovalDto): Promise<ApprovalResponse> {
    return this.decide(account, id, 'deny', { denyNote: input.note ?? null });
  }

  /** Withdraws the request, whatever its state; the purchase's approval status follows. */
  /** Withdraws the approval whatever its state; answers it as it was, as the reference does. */
  async delete(account: AccountContext, id: number): Promise<ApprovalResponse> {
    const row = await this.withLockedApproval(account, id, async (approval, tx) => {
      const before = found(await this.records.find(account.accountId, id, tx));
      await this.records.delete(account.accountId, id, tx);
      await this.written(account, 'purchase.approval_withdrawn', approval.purchaseId, tx);
      return before;
    });
    return toApprovalRecord(row);
  }

  private async decide(
    account: AccountContext,
    id: number,
    move: 'approve' | 'deny',
    notes: { denyNote?: string | null },
  ): Promise<ApprovalResponse> {
    const row = await this.withLockedApproval(account, id, async (approval, tx) => {
      const decision = decideApproval(approval, account.userId, move, new Date());
      await this.requests.decide(account.accountId, id, { ...decision, ...notes }, tx);
      await this.written(account, 'purchase.approval_decided', approval.purchaseId, tx);
      return found(await this.records.find(account.accountId, id, tx));
    });
    return toApprovalRecord(row);
  }

  /**
   * Runs `work` with the approval's purchase locked (the order every approval write takes),
   * on the approval as read under that lock; 404 when the account has no such approval.
   */
  private async withLockedApproval<T>(
    account: AccountContext,
    id: number,
    work: (approval: ApprovalRecordRow, tx: AccountTx) => Promise<T>,
  ): Promise<T> {
    const { accountId } = account;
    const { purchaseId } = found(await this.records.find(accountId, id));
    return this.records.transaction(accountId, async (tx) => {
      await this.requests.lockPurchase(accountId, purchaseId, tx);
      const approval = found(await this.records.find(accountId, id, tx));
      if (approval.purchaseId !== purchaseId) throw DomainError.notFound();
      return work(approval, tx);
    });
  }

  /** Checks purchase and approvers, naming every bad field in one 422. */
  private async checkRequest(
    accountId: number,
    input: CreateApprovalDto,
    purchaseFound: boolean,
    tx: AccountTx,
  ): Promise<void> {
    const errors = new FieldErrorCollector();
    if (input.target_type !== 'purchase')
      errors.add('target_type', 'only purchase approvals are supported');
    else if (!purchaseFound) errors.add('target_id', 'does not exist');
    const second = input.approver2_id ?? null;
    const ids = second === null ? [input.approver_id] : [input.approver_id, second];
    const users = new Map((await this.requests.users(accountId, ids, tx)).map((u) => [u.id, u]));
    const pending = purchaseFound
      ? await this.requests.pendingApproverIds(accountId, input.target_id, tx)
      : new Set<number | null>();
    const checkUser = (field: string, id: number) => {
      const user = users.get(id);
      if (!user || !user.active) errors.add(field, user ? 'is not active' : 'does not exist');
      else if (pending.has(id)) errors.add(field, 'already has a pending approval of the purchase');
    };
    checkUser('approver_id', input.approver_id);
    if (second !== null && second === input.approver_id)
      errors.add('approver2_id', 'must differ from approver_id');
    else if (second !== null) checkUser('approver2_id', second);
    errors.throwIfAny();
  }

  /** The purchase shows its approvals (approval_status, updated_at): touch it, record why. */
  private async written(
    account: AccountContext,
    type:
      'purchase.approvals_requested' | 'purchase.approval_decided' | 'purchase.approval_withdrawn',
    purchaseId: number,
    tx: AccountTx,
  ): Promise<void> {
    await this.requests.touchPurchase(account.accountId, purchaseId, tx);
    await this.events.record(tx, account, { type, id: purchaseId });
  }
}
