import { Prisma } from '@faktura/db';
import { filteredType } from './commentable-types';
import type { ListCommentsQuery } from './dto/list-comments.query';

/**
 * GET /comments: `commentable_type` (Customer counts as Company), `commentable_id` and
 * `user_id` (one or several), `manual`, and `from`/`to`: the day the comment was written, in
 * the account's time zone.
 */
export function commentListConditions(query: ListCommentsQuery, accountId: number): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.commentable_type !== undefined)
    conditions.push(Prisma.sql`commentable_type = ${filteredType(query.commentable_type)}`);
  if (query.commentable_id)
    conditions.push(Prisma.sql`commentable_id = ANY(${query.commentable_id}::int[])`);
  if (query.user_id) conditions.push(Prisma.sql`user_id = ANY(${query.user_id}::int[])`);
  if (query.manual !== undefined) conditions.push(Prisma.sql`manual = ${query.manual}`);
  const day = Prisma.sql`(created_at AT TIME ZONE (SELECT time_zone FROM accounts WHERE id = ${accountId}))::date`;
  if (query.from !== undefined) conditions.push(Prisma.sql`${day} >= ${query.from}::date`);
  if (query.to !== undefined) conditions.push(Prisma.sql`${day} <= ${query.to}::date`);
  return conditions;
}
