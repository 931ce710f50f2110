import type { Prisma } from '@faktura/db';
import { RecordQuery } from '../../../platform/database';
import { revenueCategoryOf, toRevenueCategoryReference } from '../../../shared/positions';
import { apiTimestamp } from '../../../platform/serialization';
import type { TemplateKind } from '../template.kind';
import type { CreateTaskTemplateDto } from './dto/create-task-template.dto';
import type { TaskTemplateResponse } from './dto/task-template.response';

/** A task template with its revenue category. */
export type TaskTemplateRow = Prisma.TaskTemplateGetPayload<{
  include: { revenueCategory: true };
}>;

/** Task templates with their revenue category, in one statement. */
export const TASK_TEMPLATE_RECORDS = new RecordQuery<TaskTemplateRow>('task_templates', {
  revenueCategory: revenueCategoryOf('revenue_category_id'),
});

/** `/account/task_templates`: what new project tasks start from. */
export const TASK_TEMPLATES: TemplateKind<
  TaskTemplateRow,
  CreateTaskTemplateDto,
  TaskTemplateResponse
> = {
  table: 'task_templates',
  entity: 'task_template',
  records: TASK_TEMPLATE_RECORDS,
  excludedAssignment: 'only_expenses',
  columns: (input, creating) => ({
    name: input.name,
    description: input.description,
    revenueCategoryId: input.revenue_category_id,
    billable: input.billable ?? (creating ? true : undefined),
    projectDefault: input.project_default ?? (creating ? false : undefined),
    index: input.index ?? (creating ? 0 : undefined),
  }),
  toResponse: toTaskTemplateResponse,
  create: (db, data) => db.taskTemplate.create({ data: data as Prisma.TaskTemplateCreateInput }),
  update: (db, id, data) =>
    db.taskTemplate.update({ where: { id }, data: data as Prisma.TaskTemplateUpdateInput }),
  delete: (db, id) => db.taskTemplate.delete({ where: { id } }),
};

/** The API shape of a task template. */
export function toTaskTemplateResponse(row: TaskTemplateRow): TaskTemplateResponse {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    revenue_category: row.revenueCategory && toRevenueCategoryReference(row.revenueCategory),
    billable: row.billable,
    project_default: row.projectDefault,
    index: row.index,
    created_at: apiTimestamp(row.createdAt),
    updated_at: apiTimestamp(row.updatedAt),
  };
}
