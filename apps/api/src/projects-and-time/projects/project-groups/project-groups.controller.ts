import { ResourceController, serviceRoutes } from '../../../platform/http';
import { CreateProjectGroupDto } from './dto/create-project-group.dto';
import { ListProjectGroupsQuery } from './dto/list-project-groups.query';
import { ProjectGroupResponse } from './dto/project-group.response';
import { UpdateProjectGroupDto } from './dto/update-project-group.dto';
import { ProjectGroupsService } from './project-groups.service';

/**
 * `/projects/groups`: the reference's two reads, and Faktura's writes (the reference has none).
 * Its module is registered before the projects module (features.ts): `/projects/:id` would
 * take `/projects/groups`.
 */
export class ProjectGroupsController extends ResourceController({
  path: 'projects/groups',
  tag: 'Project groups',
  service: ProjectGroupsService,
  routes: serviceRoutes,
  types: {
    query: ListProjectGroupsQuery,
    create: CreateProjectGroupDto,
    update: UpdateProjectGroupDto,
    response: ProjectGroupResponse,
  },
  delete: {
    method: 'delete',
    answer: 'no-content',
    description: 'Deleted; 422 while projects are in the group',
  },
}) {}
