import { Injectable } from '@nestjs/common';
import { DomainError, roundMoney, toDecimal } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import { Page } from '../../../platform/lists';
import type { AccountTx } from '../../../platform/database';
import type { CreateProjectTaskDto } from './dto/create-project-task.dto';
import type { ProjectTaskResponse } from './dto/project-task.response';
import type { UpdateProjectTaskDto } from './dto/update-project-task.dto';
import { toProjectTaskResponse } from './project-task-response.mapper';
import { ProjectTasksRepository } from './project-tasks.repository';
import { found } from '../../../platform/errors';
import type { ListProjectTasksQuery } from './dto/list-project-tasks.query';

/** The tasks of a project: what its timesheet activities are booked on. */
@Injectable()
export class ProjectTasksService {
  constructor(private readonly tasks: ProjectTasksRepository) {}

  async list(
    account: AccountContext,
    projectId: number,
    query: ListProjectTasksQuery,
  ): Promise<Page<ProjectTaskResponse>> {
    await this.requireProject(account.accountId, projectId);
    return Page.of(
      await this.tasks.list(account.accountId, projectId, query),
      toProjectTaskResponse,
      query,
    );
  }

  async get(account: AccountContext, projectId: number, id: number): Promise<ProjectTaskResponse> {
    const task = found(await this.tasks.find(account.accountId, projectId, id));
    return toProjectTaskResponse(task);
  }

  async create(
    account: AccountContext,
    projectId: number,
    input: CreateProjectTaskDto,
  ): Promise<ProjectTaskResponse> {
    const { accountId } = account;
    const task = await this.changeInProject(accountId, projectId, async (tx) => {
      const project = found(await this.tasks.shareProject(accountId, projectId, tx));
      await this.checkRevenueCategory(accountId, input.revenue_category_id, tx);
      return this.tasks.create(
        accountId,
        {
          ...taskColumns(input, project.currency),
          projectId,
          name: input.name,
          billable: input.billable ?? true,
          active: input.active ?? true,
        },
        tx,
      );
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
    const task = await this.changeInProject(accountId, projectId, async (tx) => {
      const project = await this.tasks.shareProject(accountId, projectId, tx);
      if (!project || !(await this.tasks.find(accountId, projectId, id, tx)))
        throw DomainError.notFound();
      await this.checkRevenueCategory(accountId, input.revenue_category_id, tx);
      return this.tasks.update(
        accountId,
        id,
        {
          ...taskColumns(input, project.currency),
          name: input.name ?? undefined,
          billable: input.billable ?? undefined,
          active: input.active ?? undefined,
        },
        tx,
      );
    });
    return toProjectTaskResponse(task);
  }

  async delete(account: AccountContext, projectId: number, id: number): Promise<void> {
    const { accountId } = account;
    await this.changeInProject(accountId, projectId, async (tx) => {
      if (!(await this.tasks.lock(accountId, projectId, id, tx))) throw DomainError.notFound();
      if ((await this.tasks.countActivities(accountId, id, tx)) > 0) {
        throw DomainError.rule('The task has activities and cannot be deleted');
      }
      await this.tasks.delete(accountId, id, tx);
    });
  }

  /** Deletes every task of the project, or none while activities use any (422 naming them). */
  async destroyAll(account: AccountContext, projectId: number): Promise<void> {
    const { accountId } = account;
    await this.changeInProject(accountId, projectId, async (tx) => {
      found(await this.tasks.shareProject(accountId, projectId, tx));
      const used = await this.tasks.lockAllWithActivities(accountId, projectId, tx);
      if (used.length > 0) {
        const names = used.map((task) => `${task.name} (${task.id})`).join(', ');
        throw DomainError.rule(`Tasks with activities cannot be deleted: ${names}`);
      }
      await this.tasks.deleteAll(accountId, projectId, tx);
    });
  }

  /** Runs a change of the project's tasks in one transaction, then marks the project changed. */
  private changeInProject<T>(
    accountId: number,
    projectId: number,
    work: (tx: AccountTx) => Promise<T>,
  ): Promise<T> {
    return this.tasks.transaction(accountId, async (tx) => {
      const result = await work(tx);
      await this.tasks.touchProject(accountId, projectId, tx);
      return result;
    });
  }

  private async requireProject(accountId: number, projectId: number): Promise<void> {
    if (!(await this.tasks.refersTo(accountId, 'project', projectId))) throw DomainError.notFound();
  }

  /** A category of the account whose assignment kind allows tasks. */
  private async checkRevenueCategory(
    accountId: number,
    id: number | null | undefined,
    tx: AccountTx,
  ): Promise<void> {
    if (id == null) return;
    const category = await this.tasks.revenueCategory(accountId, id, tx);
    if (!category) throw DomainError.validation({ revenue_category_id: ['does not exist'] });
    if (category.assignmentKind === 'only_expenses')
      throw DomainError.validation({ revenue_category_id: ['is only for expenses'] });
  }
}

/**
 * The optional columns as sent (a value sets, null clears, absence keeps). A rate of 0 is
 * stored as none, the way the API answers "no rate of its own" (0): reading a task and writing
 * it back keeps its activities on the project's rate. The budget is rounded to the currency.
 */
function taskColumns(input: UpdateProjectTaskDto, currency: string) {
  return {
    description: input.description,
    hourlyRate: input.hourly_rate === 0 ? null : decimalOrNull(input.hourly_rate, 'hourly_rate'),
    budget:
      input.budget == null
        ? input.budget
        : roundMoney(toDecimal(input.budget, 'budget'), currency).toString(),
    revenueCategoryId: input.revenue_category_id,
  };
}

function decimalOrNull(value: number | null | undefined, field: string) {
  return value == null ? value : toDecimal(value, field).toString();
}
