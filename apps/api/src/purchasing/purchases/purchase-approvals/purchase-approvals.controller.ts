import { DeclaredController, idParam } from '../../../platform/http';
import { DecidePurchaseApprovalDto } from './dto/decide-purchase-approval.dto';
import {
  PurchaseApprovalResponse,
  PurchaseApprovalsResponse,
} from './dto/purchase-approval.response';
import { RequestPurchaseApprovalsDto } from './dto/request-purchase-approvals.dto';
import { PurchaseApprovalsService } from './purchase-approvals.service';

const DECIDER_ONLY =
  "Only the user asked (the API key's user) may answer (else 403), and only while the request " +
  'is pending (else 422)';

/** The answer to one approval request, under the purchase's and the request's ID. */
const decision = (path: string, description: string) => ({
  method: 'put' as const,
  path,
  ids: [idParam(), idParam('approval_id')] as const,
  body: DecidePurchaseApprovalDto,
  response: PurchaseApprovalsResponse,
  description: `${description} ${DECIDER_ONLY}`,
});

/** Approval requests of a purchase (extension) and their answers. */
export class PurchaseApprovalsController extends DeclaredController({
  path: 'purchases/:id/approvals',
  tag: 'Purchases',
  inject: { approvals: PurchaseApprovalsService },
  routes: (route) => ({
    list: route.get(
      { path: '', response: PurchaseApprovalResponse, isArray: true, description: 'Oldest first' },
      'approvals.list',
    ),
    request: route.action(
      {
        method: 'post',
        path: '',
        body: RequestPurchaseApprovalsDto,
        response: PurchaseApprovalsResponse,
        description: 'A pending request for each user who had none pending',
      },
      'approvals.request',
    ),
    approve: route.action(decision(':approval_id/approve', 'Approved.'), 'approvals.approve'),
    deny: route.action(decision(':approval_id/deny', 'Denied.'), 'approvals.deny'),
  }),
}) {}
