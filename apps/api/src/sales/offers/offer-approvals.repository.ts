import { Injectable } from '@nestjs/common';
import type { OfferCustomerApproval, Prisma } from '@faktura/db';
import { AccountDbService, AccountScopedRepository } from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import { newPublicToken } from '../../shared/public-pages';
/** An approval found by its public token, with the account it belongs to. */
export type ApprovalByToken = Pick<
  OfferCustomerApproval,
  'id' | 'accountId' | 'offerId' | 'active' | 'approvedAt' | 'approvedByName'
>;

const BY_TOKEN = {
  id: true,
  accountId: true,
  offerId: true,
  active: true,
  approvedAt: true,
  approvedByName: true,
} as const satisfies Prisma.OfferCustomerApprovalSelect;

/** Customer approvals of offers. */
@Injectable()
export class OfferApprovalsRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  find(accountId: number, offerId: number, tx?: AccountTx): Promise<OfferCustomerApproval | null> {
    return this.client(accountId, tx).offerCustomerApproval.findFirst({ where: { offerId } });
  }

  /** Activates approval on the offer: a new random token the first time, the old one after. */
  async activate(
    accountId: number,
    offerId: number,
    tx: AccountTx,
  ): Promise<OfferCustomerApproval> {
    const db = this.client(accountId, tx);
    const existing = await db.offerCustomerApproval.findFirst({ where: { offerId } });
    if (existing) {
      if (existing.active) return existing;
      return db.offerCustomerApproval.update({
        where: { id: existing.id },
        data: { active: true },
      });
    }
    return db.offerCustomerApproval.create({
      data: {
        offerId,
        token: newPublicToken(),
      } as Prisma.OfferCustomerApprovalUncheckedCreateInput,
    });
  }

  deactivate(accountId: number, approvalId: number, tx: AccountTx): Promise<OfferCustomerApproval> {
    return this.client(accountId, tx).offerCustomerApproval.update({
      where: { id: approvalId },
      data: { active: false },
    });
  }

  /** The approval behind a public token, whatever its account: the token is the secret. */
  findByToken(token: string): Promise<ApprovalByToken | null> {
    return this.db.raw.offerCustomerApproval.findUnique({ where: { token }, select: BY_TOKEN });
  }

  /** Locks the approval until `tx` ends and reloads it. */
  async lock(accountId: number, approvalId: number, tx: AccountTx): Promise<ApprovalByToken> {
    await tx.$queryRaw`
      SELECT id FROM offer_customer_approvals
      WHERE id = ${approvalId} AND account_id = ${accountId} FOR UPDATE`;
    return tx.offerCustomerApproval.findFirstOrThrow({
      where: { id: approvalId },
      select: BY_TOKEN,
    });
  }

  /** Records who approved and when (the approval page then issues the order confirmation). */
  async recordApproval(
    approval: ApprovalByToken,
    approved: { name: string; email: string | null; at: Date },
    tx: AccountTx,
  ): Promise<void> {
    await this.client(approval.accountId, tx).offerCustomerApproval.update({
      where: { id: approval.id },
      data: {
        approvedAt: approved.at,
        approvedByName: approved.name,
        approvedByEmail: approved.email,
      },
    });
  }
}
