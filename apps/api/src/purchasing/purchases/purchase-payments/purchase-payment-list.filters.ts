import { Prisma } from '@faktura/db';
import { paymentDateConditions } from '../../../shared/payments';
import type { ListPurchasePaymentsQuery } from './dto/list-purchase-payments.query';

/** GET /purchases/payments: `date_from`, `date_to` (inclusive), `purchase_id` (one or several). */
export function purchasePaymentListConditions(query: ListPurchasePaymentsQuery): Prisma.Sql[] {
  const conditions = paymentDateConditions(query);
  if (query.purchase_id) {
    conditions.push(Prisma.sql`purchase_id = ANY(${query.purchase_id}::int[])`);
  }
  return conditions;
}
