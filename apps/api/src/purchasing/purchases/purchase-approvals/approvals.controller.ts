import { DeclaredController } from '../../../platform/http';
import { ApprovalsService } from './approvals.service';
import { ApprovalResponse } from './dto/approval.response';
import { CreateApprovalDto } from './dto/create-approval.dto';
import { DenyApprovalDto } from './dto/deny-approval.dto';
import { ListApprovalsQuery } from './dto/list-approvals.query';

const DECIDER_ONLY =
  "Only the approver or the second approver (the API key's user) may answer (else 403), and " +
  'only while the approval is pending (else 422)';

/**
 * `/approvals`: the reference's approval resource over the purchase approval requests (the
 * same rows as /purchases/{id}/approvals). Faktura approves purchases only.
 */
export class ApprovalsController extends DeclaredController({
  path: 'approvals',
  tag: 'Approvals',
  inject: { approvals: ApprovalsService },
  routes: (route) => ({
    list: route.list({ query: ListApprovalsQuery, response: ApprovalResponse }, 'approvals.list'),
    get: route.get({ response: ApprovalResponse }, 'approvals.get'),
    create: route.create(
      {
        body: CreateApprovalDto,
        response: ApprovalResponse,
        description: 'A pending approval of a purchase',
      },
      'approvals.create',
    ),
    approve: route.action(
      {
        method: 'post',
        path: ':id/approve',
        response: ApprovalResponse,
        description: `Approved. ${DECIDER_ONLY}`,
      },
      'approvals.approve',
    ),
    deny: route.action(
      {
        method: 'post',
        path: ':id/deny',
        body: DenyApprovalDto,
        response: ApprovalResponse,
        description: `Denied. ${DECIDER_ONLY}`,
      },
      'approvals.deny',
    ),
    delete: route.deleted(
      {
        response: ApprovalResponse,
        description: 'Deleted (withdrawn), whatever its state; the approval as it was',
      },
      'approvals.delete',
    ),
  }),
}) {}
