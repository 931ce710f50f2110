import { Prisma } from '@faktura/db';
import { paymentDateConditions } from '../../../shared/payments';
import type { ListInvoicePaymentsQuery } from './dto/list-invoice-payments.query';

/** GET /invoices/payments: `date_from`, `date_to` (inclusive), `invoice_id` (one or several). */
export function paymentListConditions(query: ListInvoicePaymentsQuery): Prisma.Sql[] {
  const conditions = paymentDateConditions(query);
  if (query.invoice_id) {
    conditions.push(Prisma.sql`invoice_id = ANY(${query.invoice_id}::int[])`);
  }
  return conditions;
}
