import { Prisma } from '@faktura/db';
import { toDateColumn } from '../common/input/api-date.validator';
import type { QueryReader } from '../common/lists/query-reader';

/** API fields that sort_by accepts, and their columns. */
export const PURCHASE_PAYMENT_SORT_FIELDS = {
  id: 'id',
  date: 'date',
  purchase_id: 'purchase_id',
  total: 'total',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /purchases/payments: `date_from`, `date_to` (inclusive), `purchase_id` (one or several). */
export function purchasePaymentListConditions(reader: QueryReader): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  const from = reader.date('date_from');
  if (from !== undefined) conditions.push(Prisma.sql`date >= ${toDateColumn(from)}::date`);
  const to = reader.date('date_to');
  if (to !== undefined) conditions.push(Prisma.sql`date <= ${toDateColumn(to)}::date`);
  const purchases = reader.idList('purchase_id');
  if (purchases) conditions.push(Prisma.sql`purchase_id = ANY(${purchases}::int[])`);
  return conditions;
}
