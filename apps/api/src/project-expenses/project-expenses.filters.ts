import { Prisma } from '@faktura/db';
import type { QueryReader } from '../common/lists/query-reader';

/** The list filters of project expenses besides the global ones. */
export function expenseConditions(reader: QueryReader): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  const from = reader.date('from');
  if (from !== undefined) conditions.push(Prisma.sql`date >= ${from}::date`);
  const to = reader.date('to');
  if (to !== undefined) conditions.push(Prisma.sql`date <= ${to}::date`);
  for (const [name, column] of [
    ['billable', 'billable'],
    ['billed', 'billed'],
    ['budget_relevant', 'budget_relevant'],
  ] as const) {
    const value = reader.boolean(name);
    if (value !== undefined) conditions.push(Prisma.sql`${Prisma.raw(column)} = ${value}`);
  }
  const userIds = reader.idList('user_id');
  if (userIds && userIds.length > 0) conditions.push(Prisma.sql`user_id = ANY(${userIds}::int[])`);
  // Several tags match expenses carrying all of them, like MultiSelect custom properties.
  const tags = reader.stringList('tags');
  if (tags && tags.length > 0) conditions.push(Prisma.sql`tags @> ${tags}::text[]`);
  return conditions;
}
