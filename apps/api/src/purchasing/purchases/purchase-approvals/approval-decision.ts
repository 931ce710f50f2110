import { approvalRequestTransition, DomainError } from '@faktura/domain';

/** The columns of an approval request a decision reads. */
interface Decidable {
  state: 'pending' | 'approved' | 'denied';
  approverId: number | null;
  approver2Id: number | null;
}

/** What a decision writes; `comment` and `denyNote` undefined keep the stored ones. */
export interface ApprovalDecision {
  state: 'approved' | 'denied';
  processedById: number;
  decidedAt: Date;
  comment?: string | null;
  denyNote?: string | null;
}

/**
 * The answer of `userId` to an approval request, for both path families: only one of the users
 * asked may answer (else 403), and only while it is pending (the domain's transition, else 422).
 */
export function decideApproval(
  request: Decidable,
  userId: number | null,
  decision: 'approve' | 'deny',
  now: Date,
): ApprovalDecision {
  if (userId === null || (request.approverId !== userId && request.approver2Id !== userId))
    throw DomainError.forbidden();
  const state = approvalRequestTransition(request.state, decision);
  return { state, processedById: userId, decidedAt: now };
}
