import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { assertTimerKeepsUser, DomainError, FieldErrorCollector, toDecimal } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { Page } from '../../platform/lists';
import type { AccountTx } from '../../platform/database';
import {
  ActivitiesRepository,
  type ActivityRecord,
  type ProjectDefaults,
  type TaskDefaults,
} from './activities.repository';
import { activityConditions } from './activities.filters';
import { ActivityLocksRepository } from './activity-locks.repository';
import type { BulkCreateActivitiesDto } from './dto/bulk-create-activities.dto';
import { secondsToHours, toActivityResponse } from './activity-response.mapper';
import type { ActivityResponse } from './dto/activity.response';
import { toDateColumn } from '../../platform/input';
import type { CreateActivityDto } from './dto/create-activity.dto';
import type { UpdateActivityDto } from './dto/update-activity.dto';
import { found } from '../../platform/errors';
import type { ListActivitiesQuery } from './dto/list-activities.query';
import { DomainEvents, RecordReaders, RecordWritesService } from '../../platform/events';
/** Timesheet activities: hours of a user on a task of a project, later billed by invoices. */
@Injectable()
export class ActivitiesService extends RecordWritesService<ActivityRecord, ActivityResponse> {
  constructor(
    private readonly activities: ActivitiesRepository,
    private readonly locks: ActivityLocksRepository,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    super('activity', activities, toActivityResponse, events, readers);
  }

  /** The activities an invoice billed (its timesheet), oldest first. */
  async billedOn(accountId: number, invoiceId: number): Promise<ActivityResponse[]> {
    const rows = await this.activities.billedOn(accountId, invoiceId);
    return rows.map(toActivityResponse);
  }

  async list(account: AccountContext, query: ListActivitiesQuery): Promise<Page<ActivityResponse>> {
    const conditions = activityConditions(account.accountId, query);
    return Page.of(
      await this.activities.list(account.accountId, query, conditions),
      toActivityResponse,
      query,
    );
  }

  async get(account: AccountContext, id: number): Promise<ActivityResponse> {
    return found(await this.load(account.accountId, id));
  }

  async create(account: AccountContext, input: CreateActivityDto): Promise<ActivityResponse> {
    return this.createRecord(account, (tx) => this.insert(account, input, tx));
  }

  /**
   * Up to 100 activities, all in one transaction or none: each is checked as POST /activities
   * checks one, and a problem is a 422 naming its index (`activities[2].task_id`).
   */
  async bulkCreate(
    account: AccountContext,
    input: BulkCreateActivitiesDto,
  ): Promise<ActivityResponse[]> {
    return this.activities.transaction(account.accountId, async (tx) => {
      const errors = new FieldErrorCollector();
      const created: number[] = [];
      for (const [index, activity] of input.activities.entries()) {
        try {
          created.push((await this.insert(account, activity, tx)).id);
        } catch (error) {
          if (!DomainError.is(error) || error.code !== 'validation_failed') throw error;
          for (const [field, messages] of Object.entries(error.fieldErrors))
            for (const message of messages) errors.add(`activities[${index}].${field}`, message);
        }
      }
      errors.throwIfAny();
      const records = (await this.activities.findMany(account.accountId, created, tx)).map(
        toActivityResponse,
      );
      await this.events.record(tx, account, {
        type: 'activities.created',
        ids: created,
        records: new Map(records.map((record) => [record.id, record])),
      });
      return records;
    });
  }

  async update(
    account: AccountContext,
    id: number,
    input: UpdateActivityDto,
  ): Promise<ActivityResponse> {
    const { accountId } = account;
    return this.changeRecord(account, async (tx) => {
      const current = found(await this.locks.lock(accountId, id, tx));
      if (current.billed) throw DomainError.rule('A billed activity cannot be changed');
      const data: Prisma.ActivityUncheckedUpdateInput = this.changes(input);
      if (input.project_id != null || input.task_id != null) {
        const { project, task } = await this.references(
          accountId,
          {
            project_id: input.project_id ?? current.projectId,
            task_id: input.task_id ?? current.taskId,
          },
          tx,
        );
        Object.assign(data, { projectId: project.id, taskId: task.id });
      }
      await this.checkUser(accountId, input.user_id, tx);
      if (input.user_id != null) {
        assertTimerKeepsUser(current, input.user_id);
        data.userId = input.user_id;
      }
      if (input.date != null) data.date = toDateColumn(input.date);
      // A new duration is both the billable and the worked time, as on create.
      const hours = duration(input);
      if (hours !== undefined) Object.assign(data, { hours, workedHours: null });
      if (input.billable != null) data.billable = input.billable;
      if (input.hourly_rate != null)
        data.hourlyRate = toDecimal(input.hourly_rate, 'hourly_rate').toString();
      return this.activities.update(accountId, id, data, tx);
    });
  }

  async delete(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.deleteRecord(account, id, async (tx) => {
      const current = found(await this.locks.lock(accountId, id, tx));
      if (current.billed) throw DomainError.rule('A billed activity cannot be deleted');
      return { remove: () => this.activities.delete(accountId, id, tx) };
    });
  }

  /** Checks one new activity as POST /activities takes it and inserts it, in `tx`. */
  private async insert(
    account: AccountContext,
    input: CreateActivityDto,
    tx: AccountTx,
  ): Promise<ActivityRecord> {
    const { accountId } = account;
    const userId = input.user_id ?? account.userId;
    const { project, task } = await this.references(accountId, input, tx);
    await this.checkUser(accountId, input.user_id, tx);
    // A task rate of 0 is "none of its own" (see project tasks), so the project's rate applies.
    const taskRate = task.hourlyRate !== null && !isZero(task.hourlyRate) ? task.hourlyRate : null;
    const rate = input.hourly_rate ?? taskRate ?? project.hourlyRate ?? 0;
    return this.activities.create(
      accountId,
      {
        ...this.changes(input),
        date: toDateColumn(input.date),
        hours: duration(input) ?? required(),
        projectId: project.id,
        taskId: task.id,
        userId,
        billable: input.billable ?? (task.billable && project.billable),
        hourlyRate: toDecimal(rate, 'hourly_rate').toString(),
      },
      tx,
    );
  }

  /** The project and its task; both must belong to the account, the task to the project. */
  private async references(
    accountId: number,
    input: { project_id: number; task_id: number },
    tx: AccountTx,
  ): Promise<{ project: ProjectDefaults; task: TaskDefaults }> {
    const project = await this.activities.findProject(accountId, input.project_id, tx);
    if (!project) throw DomainError.validation({ project_id: ['does not exist'] });
    const task = await this.activities.shareTask(accountId, project.id, input.task_id, tx);
    if (!task) throw DomainError.validation({ task_id: ['is not a task of the project'] });
    return { project, task };
  }

  private async checkUser(accountId: number, userId: number | undefined, tx: AccountTx) {
    if (userId == null) return;
    if (!(await this.activities.refersTo(accountId, 'user', userId, tx)))
      throw DomainError.validation({ user_id: ['does not exist'] });
  }

  /** The free-text fields as sent: a value sets, null clears, absence keeps. */
  private changes(input: UpdateActivityDto) {
    return {
      description: input.description,
      tag: input.tag,
      remoteService: input.remote_service,
      remoteId: input.remote_id,
      remoteUrl: input.remote_url,
    };
  }
}

/**
 * The hours column from the body: `seconds` (the reference's field) wins over the deprecated
 * `hours` when both are sent; undefined when neither is.
 */
function duration(input: UpdateActivityDto): string | undefined {
  if (input.seconds != null) return secondsToHours(input.seconds);
  if (input.hours != null) return toDecimal(input.hours, 'hours').toString();
  return undefined;
}

function required(): never {
  throw DomainError.validation({ seconds: ['must be given (or hours)'] });
}

function isZero(value: string): boolean {
  return toDecimal(value).isZero();
}
