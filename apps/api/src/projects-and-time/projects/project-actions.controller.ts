import { DeclaredController } from '../../platform/http';
import { AssignProjectGroupDto } from './dto/assign-project-group.dto';
import { ProjectResponse } from './dto/project.response';
import { ProjectActionsService } from './project-actions.service';

/** Archiving a project and putting it into a project group; each answers the project. */
export class ProjectActionsController extends DeclaredController({
  path: 'projects',
  tag: 'Projects',
  inject: { actions: ProjectActionsService },
  routes: (route) => ({
    archive: route.action(
      {
        method: 'put',
        path: ':id/archive',
        response: ProjectResponse,
        description: 'Archived: inactive, with archived_on; 422 when it is archived already',
      },
      'actions.archive',
    ),
    unarchive: route.action(
      {
        method: 'put',
        path: ':id/unarchive',
        response: ProjectResponse,
        description: 'Active again; 422 when it is not archived',
      },
      'actions.unarchive',
    ),
    assignProjectGroup: route.action(
      {
        method: 'put',
        path: ':id/assign_project_group',
        body: AssignProjectGroupDto,
        response: ProjectResponse,
        description: 'In the group (out of any other); 422 when the account has no such group',
      },
      'actions.assignGroup',
    ),
    unassignProjectGroup: route.action(
      {
        method: 'put',
        path: ':id/unassign_project_group',
        response: ProjectResponse,
        description: 'In no group',
      },
      'actions.unassignGroup',
    ),
  }),
}) {}
