import { Prisma } from '@faktura/db';
import type { ListBankTransactionsQuery } from './dto/list-bank-transactions.query';

/**
 * GET /bank_transactions: `statement_id` (one or several), `status` (one or several),
 * `date_from`/`date_to` (the booking date, inclusive) and `amount` (exactly).
 */
export function bankTransactionListConditions(
  query: Partial<ListBankTransactionsQuery>,
): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.statement_id?.length)
    conditions.push(Prisma.sql`statement_id = ANY(${query.statement_id}::int[])`);
  if (query.status?.length) conditions.push(Prisma.sql`status = ANY(${query.status}::text[])`);
  if (query.date_from) conditions.push(Prisma.sql`booking_date >= ${query.date_from}::date`);
  if (query.date_to) conditions.push(Prisma.sql`booking_date <= ${query.date_to}::date`);
  if (query.amount) conditions.push(Prisma.sql`amount = ${query.amount}::numeric`);
  return conditions;
}
