import { Injectable } from '@nestjs/common';
import { AccountDbService } from '../../../platform/database';
import { DomainEvents } from '../../../platform/events';
import { ListQueryService } from '../../../platform/lists';
import { TemplatesService } from '../templates.service';
import type { CreateTaskTemplateDto } from './dto/create-task-template.dto';
import type { TaskTemplateResponse } from './dto/task-template.response';
import { TASK_TEMPLATES, type TaskTemplateRow } from './task-template.kind';

/** The account's task templates. */
@Injectable()
export class TaskTemplatesService extends TemplatesService<
  TaskTemplateRow,
  CreateTaskTemplateDto,
  TaskTemplateResponse
> {
  constructor(db: AccountDbService, lists: ListQueryService, events: DomainEvents) {
    super(TASK_TEMPLATES, db, lists, events);
  }
}
