import { Prisma } from '@faktura/db';
import { isIsoDate } from '../common/input/iso-date';
import type { QueryReader } from '../common/lists/query-reader';
import { containsPattern } from '../common/input/input-transforms';
import { PAYMENT_METHODS } from './dto/create-purchase.dto';

const STATUSES = ['pending', 'archived'];

/** Several values of a parameter, each one of `allowed`. */
function oneOrMore(reader: QueryReader, name: string, allowed: readonly string[]) {
  const values = reader.stringList(name);
  if (!values?.length) return undefined;
  if (values.some((value) => !allowed.includes(value)))
    return reader.fail(name, `must be one or more of ${allowed.join(', ')}`);
  return values;
}

/** `date=YYYY-MM-DD:YYYY-MM-DD`; either side may be empty for an open range. */
function dateRange(reader: QueryReader): Prisma.Sql[] {
  const value = reader.string('date');
  if (value === undefined) return [];
  const parts = value.split(':').map((part) => part.trim());
  const [from, to] = parts;
  const valid =
    parts.length === 2 &&
    (from === '' || isIsoDate(from)) &&
    (to === '' || isIsoDate(to)) &&
    (from === '' || to === '' || from <= to);
  if (!valid) {
    reader.fail('date', 'must be a range YYYY-MM-DD:YYYY-MM-DD (either side may be empty)');
    return [];
  }
  const conditions: Prisma.Sql[] = [];
  if (from) conditions.push(Prisma.sql`date >= ${from}::date`);
  if (to) conditions.push(Prisma.sql`date <= ${to}::date`);
  return conditions;
}

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
export function purchaseListConditions(reader: QueryReader): Prisma.Sql[] {
  const conditions = dateRange(reader);
  const categories = reader.idList('category_id');
  if (categories?.length)
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM purchase_items i
      WHERE i.purchase_id = purchases.id AND i.category_id = ANY(${categories}::int[]))`);
  const term = reader.string('term');
  if (term !== undefined) {
    const pattern = containsPattern(term);
    conditions.push(Prisma.sql`(title ILIKE ${pattern} OR receipt_identifier ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM purchase_items i
        WHERE i.purchase_id = purchases.id AND i.title ILIKE ${pattern}))`);
  }
  const companies = reader.idList('company_id');
  if (companies?.length) {
    const ids = companies.filter((id) => id !== 0);
    const none = ids.length < companies.length ? Prisma.sql`company_id IS NULL` : Prisma.sql`false`;
    conditions.push(Prisma.sql`(${none} OR company_id = ANY(${ids}::int[]))`);
  }
  const statuses = oneOrMore(reader, 'status', STATUSES);
  if (statuses) conditions.push(Prisma.sql`status::text = ANY(${statuses}::text[])`);
  const methods = oneOrMore(reader, 'payment_method', PAYMENT_METHODS);
  if (methods) conditions.push(Prisma.sql`payment_method::text = ANY(${methods}::text[])`);
  if (reader.boolean('not_booked') === true) conditions.push(Prisma.sql`NOT booked`);
  if (reader.boolean('unpaid') === true)
    conditions.push(Prisma.sql`NOT EXISTS (SELECT 1 FROM purchase_payments p
      WHERE p.purchase_id = purchases.id)`);
  const partiallyPaid = reader.boolean('partially_paid');
  if (partiallyPaid !== undefined)
    conditions.push(partiallyPaid ? PARTIALLY_PAID : Prisma.sql`NOT ${PARTIALLY_PAID}`);
  const users = reader.idList('user_id');
  if (users?.length) conditions.push(Prisma.sql`user_id = ANY(${users}::int[])`);
  const tags = reader.stringList('tags');
  if (tags?.length) conditions.push(Prisma.sql`tags @> ${tags}::text[]`);
  for (const [parameter, column] of [
    ['receipt_identifier', 'receipt_identifier'],
    ['identifier', 'identifier'],
  ] as const) {
    const value = reader.string(parameter);
    if (value !== undefined) conditions.push(Prisma.sql`${Prisma.raw(column)} = ${value}`);
  }
  return conditions;
}
