import { Injectable } from '@nestjs/common';
import { Prisma, type RevenueCategory } from '@faktura/db';
import { AccountDbService, accountTable, type TableTypesOf } from '../../../platform/database';
import type { AccountTx } from '../../../platform/database';
import { AccountTableRepository } from '../../../platform/repositories';
import { ListQueryService, type ListSource } from '../../../platform/lists';
import type { ProjectTaskRow } from './project-task-response.mapper';
import { shareProject } from '../project-share.lock';
import type { ListProjectTasksQuery } from './dto/list-project-tasks.query';

const SOURCE: ListSource = { table: 'project_tasks' };
const WITH_CATEGORY = { revenueCategory: true } as const satisfies Prisma.ProjectTaskInclude;

const TASKS = accountTable((db) => db.projectTask, WITH_CATEGORY);

/** Tasks of the projects of one account. */
@Injectable()
export class ProjectTasksRepository extends AccountTableRepository<TableTypesOf<typeof TASKS>> {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db, TASKS);
  }

  async list(
    accountId: number,
    projectId: number,
    query: ListProjectTasksQuery,
  ): Promise<{ rows: ProjectTaskRow[]; total: number }> {
    const conditions = [Prisma.sql`project_id = ${projectId}`];
    return this.listRows(this.lists, SOURCE, accountId, query, conditions);
  }

  /** The project's currency, locked against its deletion until the transaction ends. */
  shareProject(
    accountId: number,
    projectId: number,
    tx: AccountTx,
  ): Promise<{ currency: string } | null> {
    return shareProject(tx, accountId, projectId);
  }

  revenueCategory(accountId: number, id: number, tx?: AccountTx): Promise<RevenueCategory | null> {
    return this.client(accountId, tx).revenueCategory.findFirst({ where: { id } });
  }

  find(
    accountId: number,
    projectId: number,
    id: number,
    tx?: AccountTx,
  ): Promise<ProjectTaskRow | null> {
    return this.client(accountId, tx).projectTask.findFirst({
      where: { id, projectId },
      include: WITH_CATEGORY,
    });
  }

  /**
   * Locks the task row until the transaction ends, so no activity can start using it meanwhile
   * (activity writes lock it FOR SHARE); false when the project has no such task.
   */
  async lock(accountId: number, projectId: number, id: number, tx: AccountTx): Promise<boolean> {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM project_tasks
      WHERE id = ${id} AND project_id = ${projectId} AND account_id = ${accountId}
      FOR UPDATE`;
    return rows.length > 0;
  }

  /**
   * Locks every task of the project (see lock) and answers those that activities use, by
   * name; an activity cannot start using one before the transaction ends.
   */
  async lockAllWithActivities(
    accountId: number,
    projectId: number,
    tx: AccountTx,
  ): Promise<{ id: number; name: string }[]> {
    await tx.$queryRaw`
      SELECT id FROM project_tasks
      WHERE project_id = ${projectId} AND account_id = ${accountId}
      ORDER BY id
      FOR UPDATE`;
    return this.client(accountId, tx).projectTask.findMany({
      where: { projectId, activities: { some: {} } },
      select: { id: true, name: true },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
  }

  /** Deletes every task of the project. */
  async deleteAll(accountId: number, projectId: number, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).projectTask.deleteMany({ where: { projectId } });
  }

  countActivities(accountId: number, id: number, tx?: AccountTx): Promise<number> {
    return this.client(accountId, tx).activity.count({ where: { taskId: id } });
  }

  delete(accountId: number, id: number, tx?: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }

  /** Tasks are part of their project, so a task change is a change of the project too. */
  async touchProject(accountId: number, projectId: number, tx?: AccountTx): Promise<void> {
    await this.client(accountId, tx).project.update({
      where: { id: projectId },
      data: { updatedAt: new Date() },
    });
  }
}
