import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { AccountDbService, AccountScopedRepository, lockRow } from '../../../platform/database';
import type { AccountTx } from '../../../platform/database';
import type { ApprovalDecision } from './approval-decision';
const WITH_APPROVER = {
  include: { approver: { select: { id: true, firstname: true, lastname: true } } },
} as const satisfies Prisma.PurchaseApprovalRequestDefaultArgs;

/** An approval request with the names of its approver. */
export type ApprovalRow = Prisma.PurchaseApprovalRequestGetPayload<typeof WITH_APPROVER>;

/** Approval requests of purchases, of one account. */
@Injectable()
export class PurchaseApprovalsRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  async purchaseExists(accountId: number, purchaseId: number): Promise<boolean> {
    const found = await this.db
      .forAccount(accountId)
      .purchase.findFirst({ where: { id: purchaseId }, select: { id: true } });
    return found !== null;
  }

  /** Locks the purchase row until `tx` ends; false when it does not exist. */
  lockPurchase(accountId: number, purchaseId: number, tx: AccountTx): Promise<boolean> {
    return lockRow(tx, 'purchases', accountId, purchaseId);
  }

  /** Bumps the purchase's updated_at: one of its approval requests changed. */
  async touchPurchase(accountId: number, purchaseId: number, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).purchase.update({
      where: { id: purchaseId },
      data: { updatedAt: new Date() },
    });
  }

  /** Every request of the purchase, oldest first. */
  list(accountId: number, purchaseId: number, tx?: AccountTx): Promise<ApprovalRow[]> {
    return this.client(accountId, tx).purchaseApprovalRequest.findMany({
      where: { purchaseId },
      orderBy: { id: 'asc' },
      ...WITH_APPROVER,
    });
  }

  find(
    accountId: number,
    purchaseId: number,
    approvalId: number,
    tx?: AccountTx,
  ): Promise<ApprovalRow | null> {
    return this.client(accountId, tx).purchaseApprovalRequest.findFirst({
      where: { id: approvalId, purchaseId },
      ...WITH_APPROVER,
    });
  }

  /** The users of the account among `ids`, with whether they are active. */
  users(accountId: number, ids: number[], tx: AccountTx) {
    return this.client(accountId, tx).user.findMany({
      where: { id: { in: ids } },
      select: { id: true, active: true },
    });
  }

  /** The users asked (first or second approver) in a pending request for the purchase. */
  async pendingApproverIds(accountId: number, purchaseId: number, tx: AccountTx) {
    const rows = await this.client(accountId, tx).purchaseApprovalRequest.findMany({
      where: { purchaseId, state: 'pending' },
      select: { approverId: true, approver2Id: true },
    });
    return new Set(rows.flatMap((row) => [row.approverId, row.approver2Id]));
  }

  /** One pending request per approver, in the order given. */
  async createPending(
    accountId: number,
    purchaseId: number,
    approverIds: number[],
    request: { comment: string | null; creatorId: number | null },
    tx: AccountTx,
  ): Promise<void> {
    const db = this.client(accountId, tx);
    for (const approverId of approverIds) {
      await db.purchaseApprovalRequest.create({
        data: {
          purchaseId,
          approverId,
          ...request,
        } as Prisma.PurchaseApprovalRequestUncheckedCreateInput,
      });
    }
  }

  async decide(
    accountId: number,
    approvalId: number,
    decision: ApprovalDecision,
    tx: AccountTx,
  ): Promise<void> {
    await this.client(accountId, tx).purchaseApprovalRequest.update({
      where: { id: approvalId },
      data: decision,
    });
  }
}
