import { DeclaredController } from '../../../platform/http';
import { ListTemplatesQuery } from '../templates.query';
import { CreateTaskTemplateDto } from './dto/create-task-template.dto';
import { TaskTemplateResponse } from './dto/task-template.response';
import { UpdateTaskTemplateDto } from './dto/update-task-template.dto';
import { TaskTemplatesService } from './task-templates.service';

/** `/account/task_templates`: created with 201, deleted with the reference's empty 200. */
export class TaskTemplatesController extends DeclaredController({
  path: 'account/task_templates',
  tag: 'Task templates',
  inject: { templates: TaskTemplatesService },
  routes: (route) => ({
    list: route.list(
      { query: ListTemplatesQuery, response: TaskTemplateResponse },
      'templates.list',
    ),
    get: route.get({ response: TaskTemplateResponse }, 'templates.get'),
    create: route.create(
      { body: CreateTaskTemplateDto, response: TaskTemplateResponse, status: 201 },
      'templates.create',
    ),
    update: route.update(
      { body: UpdateTaskTemplateDto, response: TaskTemplateResponse },
      'templates.update',
    ),
    delete: route.delete({ answer: 'empty-json' }, async ({ templates }, account, id) => {
      await templates.delete(account, id);
    }),
  }),
}) {}
