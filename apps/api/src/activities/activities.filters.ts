import { Prisma } from '@faktura/db';
import type { QueryReader } from '../common/lists/query-reader';

/** The list filters of /activities besides the global ones, as SQL on the activities table. */
export function activityConditions(accountId: number, reader: QueryReader): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  const from = reader.date('from');
  if (from !== undefined) conditions.push(Prisma.sql`date >= ${from}::date`);
  const to = reader.date('to');
  if (to !== undefined) conditions.push(Prisma.sql`date <= ${to}::date`);
  const projectIds = nonEmpty(reader.idList('project_id'));
  if (projectIds) conditions.push(Prisma.sql`project_id = ANY(${projectIds}::int[])`);
  const taskIds = nonEmpty(reader.idList('task_id'));
  if (taskIds) conditions.push(Prisma.sql`task_id = ANY(${taskIds}::int[])`);
  const userIds = nonEmpty(reader.idList('user_id'));
  if (userIds) conditions.push(Prisma.sql`user_id = ANY(${userIds}::int[])`);
  const companyIds = nonEmpty(reader.idList('company_id'));
  if (companyIds) {
    // The customer of an activity is its project's company.
    conditions.push(Prisma.sql`project_id IN (
      SELECT id FROM projects WHERE account_id = ${accountId} AND company_id = ANY(${companyIds}::int[]))`);
  }
  const billable = reader.boolean('billable');
  if (billable !== undefined) conditions.push(Prisma.sql`billable = ${billable}`);
  const billed = reader.boolean('billed');
  if (billed !== undefined) conditions.push(Prisma.sql`billed = ${billed}`);
  const term = reader.string('term');
  if (term !== undefined) {
    conditions.push(Prisma.sql`description ILIKE ${`%${term.replace(/[\\%_]/g, '\\$&')}%`}`);
  }
  return conditions;
}

/** A list of only blanks filters nothing, like an absent parameter. */
function nonEmpty(ids: number[] | undefined): number[] | undefined {
  return ids && ids.length > 0 ? ids : undefined;
}
