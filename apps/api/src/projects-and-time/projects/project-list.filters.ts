import { Prisma } from '@faktura/db';
import { containsPattern, toDateColumn } from '../../platform/input';
import type { ListProjectsQuery } from './dto/list-projects.query';

/**
 * GET /projects: `customer_id` or `company_id`, `leader_id`, `deal_id`, `project_group_id` (one
 * or several), `retainer`, `identifier` (one or several), `tags` (all of them), `term`, the
 * created and updated day ranges, and archived projects only with `include_archived` (as the
 * reference lists them) unless `active` asks for one side.
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
  else if (query.include_archived !== true) conditions.push(Prisma.sql`active`);
  if (query.identifier?.length)
    conditions.push(Prisma.sql`identifier = ANY(${query.identifier}::text[])`);
  if (query.tags?.length) conditions.push(Prisma.sql`tags @> ${query.tags}::text[]`);
  if (query.term !== undefined) {
    const pattern = containsPattern(query.term);
    conditions.push(
      Prisma.sql`(name ILIKE ${pattern} OR identifier ILIKE ${pattern}
        OR company_id IN (SELECT id FROM companies WHERE name ILIKE ${pattern}))`,
    );
  }
  conditions.push(...dayRange('created_at', query.created_from, query.created_to));
  conditions.push(...dayRange('updated_at', query.updated_from, query.updated_to));
  return conditions;
}

/** A timestamp column between two days, both whole days in UTC. */
function dayRange(column: 'created_at' | 'updated_at', from?: string, to?: string): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  const name = Prisma.raw(column);
  if (from !== undefined)
    conditions.push(Prisma.sql`${name} >= (${toDateColumn(from)}::date AT TIME ZONE 'UTC')`);
  if (to !== undefined)
    conditions.push(Prisma.sql`${name} < ((${toDateColumn(to)}::date + 1) AT TIME ZONE 'UTC')`);
  return conditions;
}
