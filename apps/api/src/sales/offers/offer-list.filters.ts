import { Prisma } from '@faktura/db';
import { toDateColumn } from '../../platform/input';
import type { ListQuery } from '../../platform/lists';
import type { ListOffersQuery } from './dto/list-offers.query';

/**
 * GET /offers: `status`, `from`/`to` (the offer's date), `identifier`, `deal_id`, `project_id`,
 * `company_id` (one or several IDs) and `tags` (all of them).
 */
export function offerListConditions(query: ListOffersQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.status !== undefined)
    conditions.push(Prisma.sql`status = ${query.status}::offer_status`);
  if (query.from !== undefined)
    conditions.push(Prisma.sql`date >= ${toDateColumn(query.from)}::date`);
  if (query.to !== undefined) conditions.push(Prisma.sql`date <= ${toDateColumn(query.to)}::date`);
  if (query.identifier !== undefined) conditions.push(Prisma.sql`identifier = ${query.identifier}`);
  for (const column of ['deal_id', 'project_id', 'company_id'] as const) {
    const ids = query[column];
    if (ids) conditions.push(Prisma.sql`${Prisma.raw(column)} = ANY(${ids}::int[])`);
  }
  if (query.tags?.length) conditions.push(Prisma.sql`tags @> ${query.tags}::text[]`);
  return conditions;
}

/** The offers' own `sort` parameter is sort_by's fallback (sort_by wins when both are sent). */
export function offerListPaging(query: ListOffersQuery): ListQuery {
  return { ...query, sort_by: query.sort_by ?? query.sort };
}
