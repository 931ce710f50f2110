import { DeclaredController } from '../../../platform/http';
import { PurchaseResponse } from '../dto/purchase.response';
import { AssignToProjectDto } from './dto/assign-to-project.dto';
import { PurchaseAssignmentsService } from './purchase-assignments.service';

/** Turning a purchase item into a project expense. */
export class PurchaseAssignmentsController extends DeclaredController({
  path: 'purchases/:id/assign_to_project',
  tag: 'Purchases',
  inject: { assignments: PurchaseAssignmentsService },
  routes: (route) => ({
    assign: route.action(
      {
        method: 'post',
        path: '',
        body: AssignToProjectDto,
        response: PurchaseResponse,
        operation: { summary: 'Assign one purchase item to a project expense (new or existing)' },
      },
      'assignments.assign',
    ),
  }),
}) {}
