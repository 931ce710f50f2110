import { Prisma } from '@faktura/db';
import type { ListPaymentRunsQuery } from './dto/list-payment-runs.query';

/**
 * GET /purchases/payment_runs: `from`/`to` (the execution date, inclusive) and `purchase_id`
 * (runs with a transfer of one of these purchases).
 */
export function paymentRunListConditions(query: Partial<ListPaymentRunsQuery>): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.from) conditions.push(Prisma.sql`execution_date >= ${query.from}::date`);
  if (query.to) conditions.push(Prisma.sql`execution_date <= ${query.to}::date`);
  if (query.purchase_id?.length)
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM sepa_transfers t
      WHERE t.payment_run_id = purchase_payment_runs.id
        AND t.account_id = purchase_payment_runs.account_id
        AND t.purchase_id = ANY(${query.purchase_id}::int[]))`);
  return conditions;
}
