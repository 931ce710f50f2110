import { Prisma } from '@faktura/db';
import type { ListProjectExpensesQuery } from './dto/list-project-expenses.query';

/** The list filters of project expenses besides the global ones. */
export function expenseConditions(query: ListProjectExpensesQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.from !== undefined) conditions.push(Prisma.sql`date >= ${query.from}::date`);
  if (query.to !== undefined) conditions.push(Prisma.sql`date <= ${query.to}::date`);
  for (const column of ['billable', 'billed', 'budget_relevant'] as const) {
    const value = query[column];
    if (value !== undefined) conditions.push(Prisma.sql`${Prisma.raw(column)} = ${value}`);
  }
  if (query.user_id?.length) conditions.push(Prisma.sql`user_id = ANY(${query.user_id}::int[])`);
  // Several tags match expenses carrying all of them, like MultiSelect custom properties.
  if (query.tags?.length) conditions.push(Prisma.sql`tags @> ${query.tags}::text[]`);
  return conditions;
}
