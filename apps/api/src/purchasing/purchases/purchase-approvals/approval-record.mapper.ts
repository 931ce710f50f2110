import { toApiNumber } from '@faktura/domain';
import { apiDate, apiTimestamp } from '../../../platform/serialization';
import type { ApprovalRecordRow } from './approvals.repository';
import type { ApprovalResponse, ApprovalTarget } from './dto/approval.response';

/** An approval request as `/approvals` answers it (the reference's approval record). */
export function toApprovalRecord(row: ApprovalRecordRow): ApprovalResponse {
  return {
    id: row.id,
    status: row.state,
    target_type: 'purchase',
    created_at: apiTimestamp(row.createdAt),
    updated_at: apiTimestamp(row.updatedAt),
    decided_at: apiTimestamp(row.decidedAt),
    note: row.comment,
    deny_note: row.denyNote,
    creator: row.creator,
    approver: row.approver,
    approver2: row.approver2,
    processed_by: row.processedBy,
    target: toTarget(row.purchase),
  };
}

function toTarget(purchase: ApprovalRecordRow['purchase']): ApprovalTarget {
  return {
    id: purchase.id,
    title: purchase.title,
    date: apiDate(purchase.date),
    net_total: toApiNumber(purchase.netTotal.toString(), purchase.currency),
    currency: purchase.currency,
  };
}
