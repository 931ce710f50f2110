import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { AccountDbService, accountTable, type TableTypesOf } from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import { AccountTableRepository } from '../../platform/repositories';
import { ListQueryService, type ListSource } from '../../platform/lists';
import type { ListQuery } from '../../platform/lists';
import { PROJECT_REFERENCE } from '../projects';

const SOURCE: ListSource = { table: 'activities' };

const WITH_REFERENCES = {
  project: { select: { ...PROJECT_REFERENCE, deal: { select: { id: true, name: true } } } },
  task: { select: { id: true, name: true, billable: true } },
  user: { select: { id: true, firstname: true, lastname: true } },
} satisfies Prisma.ActivityInclude;

/** An activity with what its API shape shows of the project, task, customer, deal and user. */
export type ActivityRecord = Prisma.ActivityGetPayload<{ include: typeof WITH_REFERENCES }>;

const ACTIVITIES = accountTable((db) => db.activity, WITH_REFERENCES);

/** What the defaults of a new activity come from. */
export interface ProjectDefaults {
  id: number;
  billable: boolean;
  hourlyRate: string | null;
}
export type TaskDefaults = ProjectDefaults;

/** Timesheet activities of one account. */
@Injectable()
export class ActivitiesRepository extends AccountTableRepository<TableTypesOf<typeof ACTIVITIES>> {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db, ACTIVITIES);
  }

  list(
    accountId: number,
    query: ListQuery,
    conditions: Prisma.Sql[],
  ): Promise<{ rows: ActivityRecord[]; total: number }> {
    return this.listRows(this.lists, SOURCE, accountId, query, conditions);
  }

  /** The activities an invoice billed, by date. */
  billedOn(accountId: number, invoiceId: number): Promise<ActivityRecord[]> {
    return this.db.forAccount(accountId).activity.findMany({
      where: { invoiceId },
      include: WITH_REFERENCES,
      orderBy: [{ date: 'asc' }, { id: 'asc' }],
    });
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<ActivityRecord | null> {
    return this.client(accountId, tx).activity.findFirst({
      where: { id },
      include: WITH_REFERENCES,
    });
  }

  /** Locks the activity for a change, so invoicing cannot bill it halfway; null if missing. */
  async lock(
    accountId: number,
    id: number,
    tx: AccountTx,
  ): Promise<{ billed: boolean; projectId: number; taskId: number } | null> {
    const rows = await tx.$queryRaw<{ billed: boolean; project_id: number; task_id: number }[]>`
      SELECT billed, project_id, task_id FROM activities
      WHERE id = ${id} AND account_id = ${accountId}
      FOR UPDATE`;
    const row = rows[0];
    return row ? { billed: row.billed, projectId: row.project_id, taskId: row.task_id } : null;
  }

  async findProject(
    accountId: number,
    projectId: number,
    tx?: AccountTx,
  ): Promise<ProjectDefaults | null> {
    const project = await this.client(accountId, tx).project.findFirst({
      where: { id: projectId },
      select: { id: true, billable: true, hourlyRate: true },
    });
    return project && { ...project, hourlyRate: project.hourlyRate?.toString() ?? null };
  }

  /**
   * The task when it belongs to the project, locked FOR SHARE so that it cannot be deleted
   * before the activity that uses it is stored.
   */
  async shareTask(
    accountId: number,
    projectId: number,
    taskId: number,
    tx: AccountTx,
  ): Promise<TaskDefaults | null> {
    const rows = await tx.$queryRaw<
      { id: number; billable: boolean; hourly_rate: string | null }[]
    >`
      SELECT id, billable, hourly_rate::text AS hourly_rate FROM project_tasks
      WHERE id = ${taskId} AND project_id = ${projectId} AND account_id = ${accountId}
      FOR SHARE`;
    const row = rows[0];
    return row ? { id: row.id, billable: row.billable, hourlyRate: row.hourly_rate } : null;
  }

  delete(accountId: number, id: number, tx?: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }
}
