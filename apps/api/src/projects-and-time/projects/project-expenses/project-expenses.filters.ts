import { Prisma } from '@faktura/db';
import type {
  ListExpensesQuery,
  ListProjectExpensesQuery,
} from './dto/list-project-expenses.query';

/** The list filters of one project's expenses besides the global ones. */
export function expenseConditions(query: ListProjectExpensesQuery): Prisma.Sql[] {
  const conditions = sharedConditions(query);
  // Several tags match expenses carrying all of them, like MultiSelect custom properties.
  if (query.tags?.length) conditions.push(Prisma.sql`tags @> ${query.tags}::text[]`);
  return conditions;
}

/**
 * The list filters of every project's expenses: `tags` are the project's there, as the
 * reference has them (its expenses carry none).
 */
export function allExpensesConditions(accountId: number, query: ListExpensesQuery): Prisma.Sql[] {
  const conditions = sharedConditions(query);
  if (query.tags?.length)
    conditions.push(Prisma.sql`project_id IN (SELECT id FROM projects
      WHERE account_id = ${accountId} AND tags @> ${query.tags}::text[])`);
  return conditions;
}

function sharedConditions(query: ListExpensesQuery | ListProjectExpensesQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.from !== undefined) conditions.push(Prisma.sql`date >= ${query.from}::date`);
  if (query.to !== undefined) conditions.push(Prisma.sql`date <= ${query.to}::date`);
  for (const column of ['billable', 'billed', 'budget_relevant'] as const) {
    const value = query[column];
    if (value !== undefined) conditions.push(Prisma.sql`${Prisma.raw(column)} = ${value}`);
  }
  if (query.user_id?.length) conditions.push(Prisma.sql`user_id = ANY(${query.user_id}::int[])`);
  return conditions;
}
