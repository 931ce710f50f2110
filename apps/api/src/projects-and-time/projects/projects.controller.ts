import { ResourceController, serviceRoutes } from '../../platform/http';
import { ProjectsService } from './projects.service';
import { CreateProjectDto } from './dto/create-project.dto';
import { ProjectResponse } from './dto/project.response';
import { UpdateProjectDto } from './dto/update-project.dto';
import { ListProjectsQuery } from './dto/list-projects.query';
export class ProjectsController extends ResourceController({
  path: 'projects',
  tag: 'Projects',
  service: ProjectsService,
  routes: serviceRoutes,
  types: {
    query: ListProjectsQuery,
    create: CreateProjectDto,
    update: UpdateProjectDto,
    response: ProjectResponse,
  },
  delete: { method: 'delete', answer: 'empty-json', description: 'Deleted' },
}) {}
