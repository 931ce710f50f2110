import { Prisma } from '@faktura/db';
import { toDateColumn } from '../../common/input/api-date.validator';
import type { QueryReader } from '../../common/lists/query-reader';

/** API fields that sort_by accepts, and their columns. */
export const INVOICE_PAYMENT_SORT_FIELDS = {
  id: 'id',
  date: 'date',
  invoice_id: 'invoice_id',
  paid_total: 'paid_total',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /invoices/payments: `date_from`, `date_to` (inclusive), `invoice_id` (one or several). */
export function paymentListConditions(reader: QueryReader): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  const from = reader.date('date_from');
  if (from !== undefined) conditions.push(Prisma.sql`date >= ${toDateColumn(from)}::date`);
  const to = reader.date('date_to');
  if (to !== undefined) conditions.push(Prisma.sql`date <= ${toDateColumn(to)}::date`);
  const invoices = reader.idList('invoice_id');
  if (invoices) conditions.push(Prisma.sql`invoice_id = ANY(${invoices}::int[])`);
  return conditions;
}
