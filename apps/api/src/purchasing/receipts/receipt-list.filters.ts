import { Prisma } from '@faktura/db';
import type { ListReceiptsQuery } from './dto/list-receipts.query';

/** A purchase item refers to the receipt: it is in a refund request (no longer pending). */
const SUBMITTED = Prisma.sql`EXISTS (SELECT 1 FROM purchase_items pi
  WHERE pi.receipt_id = receipts.id AND pi.account_id = receipts.account_id)`;

/**
 * The refund request the receipt shows: that of the purchase of the first purchase item (by id)
 * referring to it, as the record query reads it.
 */
const REFUND_REQUEST_ID = Prisma.sql`(SELECT rr.id FROM purchase_items pi
  JOIN purchase_refund_requests rr ON rr.purchase_id = pi.purchase_id
  WHERE pi.receipt_id = receipts.id AND pi.account_id = receipts.account_id
  ORDER BY pi.id LIMIT 1)`;

/**
 * GET /receipts: `user_id`, `project_id` (one or several), `from`/`to` (the date, inclusive),
 * `purchase_category_id` (an item in one of them), `submitted` (true: a purchase item refers to
 * it; false: pending) and `refund_request_id` (the refund request it shows).
 */
export function receiptListConditions(query: Partial<ListReceiptsQuery>): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.user_id?.length) conditions.push(Prisma.sql`user_id = ANY(${query.user_id}::int[])`);
  if (query.project_id?.length)
    conditions.push(Prisma.sql`project_id = ANY(${query.project_id}::int[])`);
  if (query.from) conditions.push(Prisma.sql`date >= ${query.from}::date`);
  if (query.to) conditions.push(Prisma.sql`date <= ${query.to}::date`);
  if (query.purchase_category_id?.length)
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM receipt_items ri
      WHERE ri.receipt_id = receipts.id AND ri.account_id = receipts.account_id
        AND ri.purchase_category_id = ANY(${query.purchase_category_id}::int[]))`);
  if (query.submitted !== undefined)
    conditions.push(query.submitted ? SUBMITTED : Prisma.sql`NOT ${SUBMITTED}`);
  if (query.refund_request_id?.length)
    conditions.push(Prisma.sql`${REFUND_REQUEST_ID} = ANY(${query.refund_request_id}::int[])`);
  return conditions;
}
