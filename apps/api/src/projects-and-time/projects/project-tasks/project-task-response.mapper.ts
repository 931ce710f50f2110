import type { ProjectTask, RevenueCategory } from '@faktura/db';
import { toApiNumber } from '@faktura/domain';
import { apiTimestamp } from '../../../platform/serialization';
import type { ProjectTaskResponse } from './dto/project-task.response';
import { toRevenueCategoryReference } from '../../../shared/positions';

/** A task with the revenue category its response embeds. */
export type ProjectTaskRow = ProjectTask & { revenueCategory: RevenueCategory | null };

/**
 * The task's own hourly rate as the reference answers it: a number, 0 when the task has none
 * (its activities then take the project's rate).
 */
export function taskHourlyRate(task: Pick<ProjectTask, 'hourlyRate'>): number {
  return task.hourlyRate === null ? 0 : toApiNumber(task.hourlyRate.toString());
}

/** A stored budget (already rounded to the project's currency) as a JSON number. */
export function taskBudget(task: Pick<ProjectTask, 'budget'>): number | null {
  return task.budget === null ? null : toApiNumber(task.budget.toString());
}

/** The API shape of a project task. */
export function toProjectTaskResponse(task: ProjectTaskRow): ProjectTaskResponse {
  return {
    id: task.id,
    name: task.name,
    description: task.description,
    billable: task.billable,
    active: task.active,
    budget: taskBudget(task),
    hourly_rate: taskHourlyRate(task),
    revenue_category: task.revenueCategory && toRevenueCategoryReference(task.revenueCategory),
    created_at: apiTimestamp(task.createdAt),
    updated_at: apiTimestamp(task.updatedAt),
  };
}
