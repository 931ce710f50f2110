import { Delete } from '@nestjs/common';
import { accountParam, DeclaredController, emptyAnswer } from '../../../platform/http';
import { CreateProjectTaskDto } from './dto/create-project-task.dto';
import { ProjectTaskResponse } from './dto/project-task.response';
import { UpdateProjectTaskDto } from './dto/update-project-task.dto';
import { ProjectTasksService } from './project-tasks.service';
import { ListProjectTasksQuery } from './dto/list-project-tasks.query';

/** The tasks of a project. */
export class ProjectTasksController extends DeclaredController({
  path: 'projects/:project_id/tasks',
  tag: 'Project tasks',
  parent: 'project_id',
  inject: { tasks: ProjectTasksService },
  routes: (route) => ({
    list: route.list({ query: ListProjectTasksQuery, response: ProjectTaskResponse }, 'tasks.list'),
    get: route.get({ response: ProjectTaskResponse }, 'tasks.get'),
    create: route.create(
      { body: CreateProjectTaskDto, response: ProjectTaskResponse },
      'tasks.create',
    ),
    update: route.update(
      { body: UpdateProjectTaskDto, response: ProjectTaskResponse },
      'tasks.update',
    ),
    destroyAll: route.custom(
      {
        decorators: [
          Delete('destroy_all'),
          ...emptyAnswer('no-content', 'Every task deleted; 422 while activities use any'),
        ],
        params: [accountParam()],
      },
      ({ tasks }, account, projectId) => tasks.destroyAll(account, projectId),
    ),
    delete: route.delete(
      { answer: 'no-content', description: 'Deleted; 422 while activities use the task' },
      'tasks.delete',
    ),
  }),
}) {}
