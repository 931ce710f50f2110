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

  /** The account's activities of `ids`, in ID order. */
  findMany(accountId: number, ids: readonly number[], tx: AccountTx): Promise<ActivityRecord[]> {
    return this.client(accountId, tx).activity.findMany({
      where: { id: { in: [...ids] } },
      include: WITH_REFERENCES,
      orderBy: { id: 'asc' },
    });
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

  /** The customer of the account's project, or null when the account has no such project. */
  async projectCompany(accountId: number, projectId: number, tx: AccountTx) {
    const project = await this.client(accountId, tx).project.findFirst({
      where: { id: projectId },
      select: { companyId: true },
    });
    return project?.companyId ?? null;
  }

  /** Who leads the project, and the role of the user asking. */
  async leadersAndRole(
    accountId: number,
    projectId: number,
    userId: number,
    tx: AccountTx,
  ): Promise<{ leaderId: number | null; coLeaderId: number | null; roleId: number }> {
    const rows = await tx.$queryRaw<
      { leader_id: number | null; co_leader_id: number | null; role_id: number }[]
    >`
      SELECT p.leader_id, p.co_leader_id, u.role_id
      FROM projects p JOIN users u ON u.account_id = p.account_id AND u.id = ${userId}
      WHERE p.id = ${projectId} AND p.account_id = ${accountId}`;
    const row = rows[0]!;
    return { leaderId: row.leader_id, coLeaderId: row.co_leader_id, roleId: row.role_id };
  }

  /** The account's time zone, which says which day is today. */
  async timeZone(accountId: number, tx: AccountTx): Promise<string> {
    const account = await this.client(accountId, tx).account.findFirstOrThrow({
      select: { timeZone: true },
    });
    return account.timeZone;
  }

  /** Marks the activities not billable, keeping why. */
  async disregard(
    accountId: number,
    ids: readonly number[],
    reason: string,
    tx: AccountTx,
  ): Promise<void> {
    await this.client(accountId, tx).activity.updateMany({
      where: { id: { in: [...ids] } },
      data: { billable: false, disregardReason: reason },
    });
  }

  delete(accountId: number, id: number, tx?: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }
}
