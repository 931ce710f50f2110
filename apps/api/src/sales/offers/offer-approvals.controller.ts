import { DeclaredController } from '../../platform/http';
import { CustomerApprovalResponse } from './dto/offer-approval.response';
import { OfferApprovalsService } from './offer-approvals.service';

/** The customer approval page of an offer (extension): its state, opening and closing it. */
export class OfferApprovalsController extends DeclaredController({
  path: 'offers/:id/customer_approval',
  tag: 'Offers',
  inject: { approvals: OfferApprovalsService },
  routes: (route) => ({
    get: route.get(
      {
        path: '',
        response: CustomerApprovalResponse,
        operation: {
          summary: 'Customer approval of the offer (extension); 404 if never activated',
        },
      },
      'approvals.get',
    ),
    activate: route.action(
      {
        method: 'post',
        path: 'activate',
        response: CustomerApprovalResponse,
        operation: { summary: 'Open the approval page (extension); keeps an existing token' },
      },
      'approvals.activate',
    ),
    deactivate: route.action(
      {
        method: 'post',
        path: 'deactivate',
        response: CustomerApprovalResponse,
        operation: { summary: 'Close the approval page (extension); its link stops working' },
      },
      'approvals.deactivate',
    ),
  }),
}) {}
