import { Prisma } from '@faktura/db';
import { containsPattern } from '../../platform/input';
import type { ListPurchasesQuery } from './dto/list-purchases.query';

/**
 * Purchases that are partially paid, the domain's `isPurchasePartiallyPaid` in SQL: the payments' sum,
 * signed like the gross total, lies strictly between zero and its magnitude. Without payments
 * the sum is NULL and the HAVING fails.
 */
const PARTIALLY_PAID = Prisma.sql`EXISTS (SELECT 1 FROM purchase_payments p
  WHERE p.purchase_id = purchases.id
  HAVING sign(purchases.gross_total) * SUM(p.total) > 0
    AND sign(purchases.gross_total) * SUM(p.total) < abs(purchases.gross_total))`;

/**
 * GET /purchases: `category_id` (an item in one of the categories), `term` (title, receipt
 * identifier or an item title contains it, case-insensitive), `company_id` (0: no supplier),
 * `status`, `not_booked`, `tags` (all of them), `date` (range), `unpaid` (no payment),
 * `partially_paid` (true: partially paid; false: not), `payment_method`, `user_id` (one or
 * several), `receipt_identifier` and `identifier` (exact).
 */
export function purchaseListConditions(query: ListPurchasesQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.date?.from) conditions.push(Prisma.sql`date >= ${query.date.from}::date`);
  if (query.date?.to) conditions.push(Prisma.sql`date <= ${query.date.to}::date`);
  if (query.category_id?.length)
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM purchase_items i
      WHERE i.purchase_id = purchases.id AND i.category_id = ANY(${query.category_id}::int[]))`);
  if (query.term !== undefined) {
    const pattern = containsPattern(query.term);
    conditions.push(Prisma.sql`(title ILIKE ${pattern} OR receipt_identifier ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM purchase_items i
        WHERE i.purchase_id = purchases.id AND i.title ILIKE ${pattern}))`);
  }
  const companies = query.company_id;
  if (companies?.length) {
    const ids = companies.filter((id) => id !== 0);
    const none = ids.length < companies.length ? Prisma.sql`company_id IS NULL` : Prisma.sql`false`;
    conditions.push(Prisma.sql`(${none} OR company_id = ANY(${ids}::int[]))`);
  }
  if (query.status) conditions.push(Prisma.sql`status::text = ANY(${query.status}::text[])`);
  if (query.payment_method)
    conditions.push(Prisma.sql`payment_method::text = ANY(${query.payment_method}::text[])`);
  if (query.not_booked === true) conditions.push(Prisma.sql`NOT booked`);
  if (query.unpaid === true)
    conditions.push(Prisma.sql`NOT EXISTS (SELECT 1 FROM purchase_payments p
      WHERE p.purchase_id = purchases.id)`);
  if (query.partially_paid !== undefined)
    conditions.push(query.partially_paid ? PARTIALLY_PAID : Prisma.sql`NOT ${PARTIALLY_PAID}`);
  if (query.user_id?.length) conditions.push(Prisma.sql`user_id = ANY(${query.user_id}::int[])`);
  if (query.tags?.length) conditions.push(Prisma.sql`tags @> ${query.tags}::text[]`);
  if (query.receipt_identifier !== undefined)
    conditions.push(Prisma.sql`receipt_identifier = ${query.receipt_identifier}`);
  if (query.identifier !== undefined) conditions.push(Prisma.sql`identifier = ${query.identifier}`);
  return conditions;
}
