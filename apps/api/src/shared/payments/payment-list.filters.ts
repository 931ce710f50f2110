import { Prisma } from '@faktura/db';
import { toDateColumn } from '../../platform/input';
import type { PaymentListQuery } from './dto/list-payments.query';

/**
 * The filters every payment list has, `date_from` and `date_to` (inclusive), as SQL; each
 * parent's `*-payment-list.filters.ts` adds the filter by its parent.
 */
export function paymentDateConditions(query: PaymentListQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.date_from !== undefined) {
    conditions.push(Prisma.sql`date >= ${toDateColumn(query.date_from)}::date`);
  }
  if (query.date_to !== undefined) {
    conditions.push(Prisma.sql`date <= ${toDateColumn(query.date_to)}::date`);
  }
  return conditions;
}
