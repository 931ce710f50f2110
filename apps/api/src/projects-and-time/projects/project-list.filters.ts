import { Prisma } from '@faktura/db';
import type { ListProjectsQuery } from './dto/list-projects.query';

/**
 * GET /projects: `customer_id` or `company_id`, `leader_id`, `deal_id`, `project_group_id` (one or several),
 * `retainer`, `active`, `identifier` (one or several) and `tags` (all of them).
 */
export function projectListConditions(query: ListProjectsQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  // company_id is the name other resources use for the same filter.
  for (const ids of [query.customer_id, query.company_id]) {
    if (ids) conditions.push(Prisma.sql`company_id = ANY(${ids}::int[])`);
  }
  if (query.leader_id) conditions.push(Prisma.sql`leader_id = ANY(${query.leader_id}::int[])`);
  if (query.deal_id) conditions.push(Prisma.sql`deal_id = ANY(${query.deal_id}::int[])`);
  if (query.project_group_id)
    conditions.push(Prisma.sql`project_group_id = ANY(${query.project_group_id}::int[])`);
  if (query.retainer !== undefined) conditions.push(Prisma.sql`retainer = ${query.retainer}`);
  if (query.active !== undefined) conditions.push(Prisma.sql`active = ${query.active}`);
  if (query.identifier?.length)
    conditions.push(Prisma.sql`identifier = ANY(${query.identifier}::text[])`);
  if (query.tags?.length) conditions.push(Prisma.sql`tags @> ${query.tags}::text[]`);
  return conditions;
}
