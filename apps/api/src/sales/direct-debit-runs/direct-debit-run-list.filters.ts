import { Prisma } from '@faktura/db';
import type { ListDirectDebitRunsQuery } from './dto/list-direct-debit-runs.query';

/**
 * GET /invoices/direct_debit_runs: `invoice_id` and `mandate_id` (runs with a collection of one
 * of these invoices, or under one of these mandates).
 */
export function directDebitRunListConditions(
  query: Partial<ListDirectDebitRunsQuery>,
): Prisma.Sql[] {
  const collecting = (column: Prisma.Sql, ids: number[] | undefined) =>
    ids?.length
      ? [
          Prisma.sql`EXISTS (SELECT 1 FROM direct_debits d WHERE d.run_id = direct_debit_runs.id
        AND d.account_id = direct_debit_runs.account_id AND ${column} = ANY(${ids}::int[]))`,
        ]
      : [];
  return [
    ...collecting(Prisma.sql`d.invoice_id`, query.invoice_id),
    ...collecting(Prisma.sql`d.mandate_id`, query.mandate_id),
  ];
}
