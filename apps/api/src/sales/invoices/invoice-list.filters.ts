import { Prisma } from '@faktura/db';
import { toDateColumn, containsPattern } from '../../platform/input';
import type { InvoiceListQuery, ListInvoicesQuery } from './dto/list-invoices.query';
import type { ListLockedInvoicesQuery } from './dto/list-locked-invoices.query';

const date = (value: string | undefined) => (value === undefined ? undefined : toDateColumn(value));

/** The conditions every invoice list shares: status, dates and identifier. */
function common(query: InvoiceListQuery, statuses: readonly string[] | undefined): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (statuses) conditions.push(Prisma.sql`status::text = ANY(${statuses}::text[])`);
  const from = date(query.date_from);
  if (from) conditions.push(Prisma.sql`date >= ${from}::date`);
  const to = date(query.date_to);
  if (to) conditions.push(Prisma.sql`date <= ${to}::date`);
  if (query.identifier !== undefined) conditions.push(Prisma.sql`identifier = ${query.identifier}`);
  return conditions;
}

/**
 * GET /invoices: `status` (several), `include_disregarded` (default false), `not_booked`,
 * `date_from/to`, `service_period_from/to` (periods overlapping the range), `tags`,
 * `identifier`, `term` (title or identifier contains it, case-insensitive; `*` is a wildcard),
 * `company_id`, `project_id` (one or several IDs).
 */
export function invoiceListConditions(query: ListInvoicesQuery): Prisma.Sql[] {
  const conditions = common(query, query.status);
  if (query.include_disregarded !== true) conditions.push(Prisma.sql`NOT disregarded`);
  if (query.not_booked === true) conditions.push(Prisma.sql`NOT booked`);
  const periodFrom = date(query.service_period_from);
  if (periodFrom) conditions.push(Prisma.sql`service_period_to >= ${periodFrom}::date`);
  const periodTo = date(query.service_period_to);
  if (periodTo) conditions.push(Prisma.sql`service_period_from <= ${periodTo}::date`);
  if (query.tags?.length) conditions.push(Prisma.sql`tags @> ${query.tags}::text[]`);
  if (query.term !== undefined) {
    const pattern = containsPattern(query.term).replace(/\*/g, '%');
    conditions.push(Prisma.sql`(title ILIKE ${pattern} OR identifier ILIKE ${pattern})`);
  }
  for (const [ids, column] of [
    [query.company_id, 'customer_id'],
    [query.project_id, 'project_id'],
  ] as const) {
    if (ids) conditions.push(Prisma.sql`${Prisma.raw(column)} = ANY(${ids}::int[])`);
  }
  return conditions;
}

/** GET /invoices/locked: locked (or paid) invoices; `status` (one), dates, identifier. */
export function lockedInvoiceConditions(query: ListLockedInvoicesQuery): Prisma.Sql[] {
  return [
    Prisma.sql`(locked OR status IN ('paid', 'partially_paid'))`,
    Prisma.sql`NOT disregarded`,
    ...common(query, query.status === undefined ? undefined : [query.status]),
  ];
}
