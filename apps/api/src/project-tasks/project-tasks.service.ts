import { Injectable } from '@nestjs/common';
import type { ProjectTask } from '@faktura/db';
import { DomainError, toApiNumber, toDecimal } from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import { readListParams } from '../common/lists/list-params';
import { Page } from '../common/lists/page';
import { QueryReader } from '../common/lists/query-reader';
import { apiTimestamp } from '../common/serialization/api-format';
import type { CreateProjectTaskDto } from './dto/create-project-task.dto';
import type { ProjectTaskResponse } from './dto/project-task.response';
import type { UpdateProjectTaskDto } from './dto/update-project-task.dto';
import { ProjectTasksRepository } from './project-tasks.repository';

/** API fields that sort_by accepts, and their columns. */
export const PROJECT_TASK_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** The tasks of a project: what its timesheet activities are booked on. */
@Injectable()
export class ProjectTasksService {
  constructor(private readonly tasks: ProjectTasksRepository) {}

  async list(
    account: AccountContext,
    projectId: number,
    query: Record<string, unknown>,
  ): Promise<Page<ProjectTaskResponse>> {
    const reader = new QueryReader(query);
    const params = readListParams(reader, PROJECT_TASK_SORT_FIELDS);
    await this.requireProject(account.accountId, projectId);
    const { rows, total } = await this.tasks.list(account.accountId, projectId, params, reader);
    return new Page(rows.map(toProjectTaskResponse), total, params.page, params.perPage);
  }

  async get(account: AccountContext, projectId: number, id: number): Promise<ProjectTaskResponse> {
    const task = await this.tasks.find(account.accountId, projectId, id);
    if (!task) throw DomainError.notFound();
    return toProjectTaskResponse(task);
  }

  async create(
    account: AccountContext,
    projectId: number,
    input: CreateProjectTaskDto,
  ): Promise<ProjectTaskResponse> {
    const { accountId } = account;
    const task = await this.tasks.transaction(accountId, async (tx) => {
      if (!(await this.tasks.shareProject(accountId, projectId, tx))) throw DomainError.notFound();
      const created = await this.tasks.create(
        accountId,
        {
          projectId,
          name: input.name,
          billable: input.billable ?? true,
          active: input.active ?? true,
          hourlyRate: rateInput(input.hourly_rate) ?? null,
        },
        tx,
      );
      await this.tasks.touchProject(accountId, projectId, tx);
      return created;
    });
    return toProjectTaskResponse(task);
  }

  async update(
    account: AccountContext,
    projectId: number,
    id: number,
    input: UpdateProjectTaskDto,
  ): Promise<ProjectTaskResponse> {
    const { accountId } = account;
    const task = await this.tasks.transaction(accountId, async (tx) => {
      if (!(await this.tasks.find(accountId, projectId, id, tx))) throw DomainError.notFound();
      const updated = await this.tasks.update(
        accountId,
        id,
        {
          name: input.name ?? undefined,
          billable: input.billable ?? undefined,
          active: input.active ?? undefined,
          hourlyRate: rateInput(input.hourly_rate),
        },
        tx,
      );
      await this.tasks.touchProject(accountId, projectId, tx);
      return updated;
    });
    return toProjectTaskResponse(task);
  }

  async delete(account: AccountContext, projectId: number, id: number): Promise<void> {
    const { accountId } = account;
    await this.tasks.transaction(accountId, async (tx) => {
      if (!(await this.tasks.lock(accountId, projectId, id, tx))) throw DomainError.notFound();
      if ((await this.tasks.countActivities(accountId, id, tx)) > 0) {
        throw DomainError.rule('The task has activities and cannot be deleted');
      }
      await this.tasks.delete(accountId, id, tx);
      await this.tasks.touchProject(accountId, projectId, tx);
    });
  }

  private async requireProject(accountId: number, projectId: number): Promise<void> {
    if (!(await this.tasks.projectExists(accountId, projectId))) throw DomainError.notFound();
  }
}

/** The stored rate: a decimal string, null to clear it, undefined to leave it unchanged. */
function rateInput(value: number | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  return toDecimal(value, 'hourly_rate').toString();
}

/** The API shape of a project task. */
export function toProjectTaskResponse(task: ProjectTask): ProjectTaskResponse {
  return {
    id: task.id,
    name: task.name,
    billable: task.billable,
    active: task.active,
    hourly_rate: task.hourlyRate === null ? null : toApiNumber(task.hourlyRate.toString()),
    created_at: apiTimestamp(task.createdAt),
    updated_at: apiTimestamp(task.updatedAt),
  };
}
