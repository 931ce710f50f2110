import { Prisma } from '@faktura/db';
import type { ListAllPaymentSchedulesQuery } from './dto/list-payment-schedules.query';

/**
 * The list filters of payment schedules: `from`/`to` (dates, inclusive), `checked`,
 * `company_id` (the project's customer) and, over all projects, `project_id`.
 */
export function paymentScheduleConditions(
  query: ListAllPaymentSchedulesQuery,
  accountId: number,
): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.from !== undefined) conditions.push(Prisma.sql`date >= ${query.from}::date`);
  if (query.to !== undefined) conditions.push(Prisma.sql`date <= ${query.to}::date`);
  if (query.checked !== undefined) conditions.push(Prisma.sql`checked = ${query.checked}`);
  if (query.project_id?.length)
    conditions.push(Prisma.sql`project_id = ANY(${query.project_id}::int[])`);
  if (query.company_id?.length)
    conditions.push(Prisma.sql`project_id IN (SELECT id FROM projects
      WHERE account_id = ${accountId} AND company_id = ANY(${query.company_id}::int[]))`);
  return conditions;
}
