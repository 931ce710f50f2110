import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  DECIMAL,
  one,
  RecordQuery,
  referredBy,
  TIME,
  userOf,
  VALUE,
  type AccountTx,
  type TableTypesOf,
} from '../../../platform/database';
import { ListQueryService } from '../../../platform/lists';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../../platform/repositories';
import type { ListApprovalsQuery } from './dto/list-approvals.query';

const USER = { select: { id: true, firstname: true, lastname: true } } as const;

/** What an approval record shows besides its own columns. */
const WITH_REFERENCES = {
  creator: USER,
  approver: USER,
  approver2: USER,
  processedBy: USER,
  purchase: { select: { id: true, title: true, date: true, netTotal: true, currency: true } },
} as const satisfies Prisma.PurchaseApprovalRequestInclude;

/** An approval request with its users and its purchase. */
export type ApprovalRecordRow = Prisma.PurchaseApprovalRequestGetPayload<{
  include: typeof WITH_REFERENCES;
}>;

const APPROVALS = accountTable((db) => db.purchaseApprovalRequest, WITH_REFERENCES);

/** Approval requests with their users and purchase (WITH_REFERENCES), in one statement. */
export const APPROVAL_RECORDS = new RecordQuery<ApprovalRecordRow>('purchase_approval_requests', {
  creator: userOf('creator_id'),
  approver: userOf('approver_id'),
  approver2: userOf('approver2_id'),
  processedBy: userOf('processed_by_id'),
  purchase: one(
    'purchases',
    { id: VALUE, title: VALUE, date: TIME, netTotal: DECIMAL, currency: VALUE },
    referredBy('purchase_id'),
  ),
});

/**
 * GET /approvals: `type` (every approval is of a purchase), `approver_user_id` (first or second
 * approver), `creator_user_id` and `approval_status`.
 */
export function approvalListConditions(query: ListApprovalsQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.type === 'invoice') conditions.push(Prisma.sql`FALSE`);
  if (query.approver_user_id !== undefined)
    conditions.push(
      Prisma.sql`(approver_id = ${query.approver_user_id} OR approver2_id = ${query.approver_user_id})`,
    );
  if (query.creator_user_id !== undefined)
    conditions.push(Prisma.sql`creator_id = ${query.creator_user_id}`);
  if (query.approval_status !== undefined)
    conditions.push(Prisma.sql`state = ${query.approval_status}::approval_state`);
  return conditions;
}

const APPROVAL_LISTING = recordListing({
  table: 'purchase_approval_requests',
  records: APPROVAL_RECORDS,
  filters: approvalListConditions,
});

/** Approval requests of one account as `/approvals` reads and writes them. */
@Injectable()
export class ApprovalsRepository extends ListedTableRepository<
  TableTypesOf<typeof APPROVALS>,
  ListingTypesOf<typeof APPROVAL_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, APPROVALS, lists, APPROVAL_LISTING);
  }

  delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }
}
