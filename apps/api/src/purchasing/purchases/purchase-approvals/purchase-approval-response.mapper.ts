import { approvalStatus } from '@faktura/domain';
import { apiTimestamp } from '../../../platform/serialization';
import type {
  PurchaseApprovalResponse,
  PurchaseApprovalsResponse,
} from './dto/purchase-approval.response';
import type { ApprovalRow } from './purchase-approvals.repository';

/** One approval request in the wire shape. */
export function toApprovalResponse(row: ApprovalRow): PurchaseApprovalResponse {
  const { approver } = row;
  return {
    id: row.id,
    user: approver
      ? { id: approver.id, firstname: approver.firstname, lastname: approver.lastname }
      : null,
    state: row.state,
    comment: row.comment,
    decided_at: apiTimestamp(row.decidedAt),
    created_at: apiTimestamp(row.createdAt),
    updated_at: apiTimestamp(row.updatedAt),
  };
}

/** Every request of a purchase with the approval status the domain derives from their states. */
export function toApprovalsResponse(rows: readonly ApprovalRow[]): PurchaseApprovalsResponse {
  return {
    approval_status: approvalStatus(rows.map((row) => row.state)),
    approvals: rows.map(toApprovalResponse),
  };
}
