import { Prisma } from '@faktura/db';
import type { ListDealsQuery } from './dto/list-deals.query';

/**
 * GET /deals: `status`, `company_id` and `user_id` (one or several), `closed_from/to` (the day
 * it was closed) and `tags` (all of them).
 */
export function dealListConditions(query: ListDealsQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.status !== undefined)
    conditions.push(Prisma.sql`status = ${query.status}::deal_status`);
  if (query.company_id) conditions.push(Prisma.sql`company_id = ANY(${query.company_id}::int[])`);
  if (query.user_id) conditions.push(Prisma.sql`user_id = ANY(${query.user_id}::int[])`);
  if (query.closed_from !== undefined)
    conditions.push(Prisma.sql`closed_on >= ${query.closed_from}::date`);
  if (query.closed_to !== undefined)
    conditions.push(Prisma.sql`closed_on <= ${query.closed_to}::date`);
  if (query.tags?.length) conditions.push(Prisma.sql`tags @> ${query.tags}::text[]`);
  return conditions;
}
