import { Prisma } from '@faktura/db';
import { toDateColumn } from '../../../platform/input';
import type { ListInvoiceRemindersQuery } from './dto/list-invoice-reminders.query';

/** GET /invoice_reminders: `invoice_id` (one or several), `date_from`, `date_to`. */
export function reminderListConditions(query: ListInvoiceRemindersQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.invoice_id) conditions.push(Prisma.sql`invoice_id = ANY(${query.invoice_id}::int[])`);
  if (query.date_from !== undefined)
    conditions.push(Prisma.sql`date >= ${toDateColumn(query.date_from)}::date`);
  if (query.date_to !== undefined)
    conditions.push(Prisma.sql`date <= ${toDateColumn(query.date_to)}::date`);
  return conditions;
}
