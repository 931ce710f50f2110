import { DeclaredController } from '../../../platform/http';
import { AssignedProjectsQuery } from './dto/assigned-projects.query';
import { AssignedProjectResponse } from './dto/assigned-project.response';
import { AssignedProjectsService } from './assigned-projects.service';

/**
 * GET /projects/assigned. Its module is registered before the projects module (features.ts):
 * `GET /projects/:id` would take the path first.
 */
export class AssignedProjectsController extends DeclaredController({
  path: 'projects/assigned',
  tag: 'Project contracts',
  inject: { assigned: AssignedProjectsService },
  routes: (route) => ({
    list: route.list(
      {
        query: AssignedProjectsQuery,
        response: AssignedProjectResponse,
        operation: {
          description:
            "The projects where the key's user has an active contract (being the leader is not " +
            'enough), by id; one plain array without pages, as the reference answers it',
        },
      },
      'assigned.list',
    ),
  }),
}) {}
