import { Prisma } from '@faktura/db';
import { containsPattern } from '../../platform/input';
import type { ListActivitiesQuery } from './dto/list-activities.query';

/** The list filters of /activities besides the global ones, as SQL on the activities table. */
export function activityConditions(accountId: number, query: ListActivitiesQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.from !== undefined) conditions.push(Prisma.sql`date >= ${query.from}::date`);
  if (query.to !== undefined) conditions.push(Prisma.sql`date <= ${query.to}::date`);
  const projectIds = nonEmpty(query.project_id);
  if (projectIds) conditions.push(Prisma.sql`project_id = ANY(${projectIds}::int[])`);
  const taskIds = nonEmpty(query.task_id);
  if (taskIds) conditions.push(Prisma.sql`task_id = ANY(${taskIds}::int[])`);
  const userIds = nonEmpty(query.user_id);
  if (userIds) conditions.push(Prisma.sql`user_id = ANY(${userIds}::int[])`);
  const companyIds = nonEmpty(query.company_id);
  if (companyIds) {
    // The customer of an activity is its project's company.
    conditions.push(Prisma.sql`project_id IN (
      SELECT id FROM projects WHERE account_id = ${accountId} AND company_id = ANY(${companyIds}::int[]))`);
  }
  if (query.billable !== undefined) conditions.push(Prisma.sql`billable = ${query.billable}`);
  if (query.billed !== undefined) conditions.push(Prisma.sql`billed = ${query.billed}`);
  if (query.term !== undefined) {
    conditions.push(Prisma.sql`description ILIKE ${containsPattern(query.term)}`);
  }
  return conditions;
}

/** A list of only blanks filters nothing, like an absent parameter. */
function nonEmpty(ids: number[] | undefined): number[] | undefined {
  return ids && ids.length > 0 ? ids : undefined;
}
