import { INVOICE_STATUSES } from '@faktura/domain';
import { Prisma } from '@faktura/db';
import { toDateColumn } from '../common/input/api-date.validator';
import { containsPattern } from '../common/input/input-transforms';
import type { QueryReader } from '../common/lists/query-reader';

const date = (reader: QueryReader, name: string) => {
  const value = reader.date(name);
  return value === undefined ? undefined : toDateColumn(value);
};

function statuses(reader: QueryReader, several: boolean): string[] | undefined {
  const one = reader.string('status');
  const values = several ? reader.stringList('status') : one === undefined ? undefined : [one];
  if (!values?.length) return undefined;
  if (values.some((value) => !(INVOICE_STATUSES as readonly string[]).includes(value))) {
    reader.fail(
      'status',
      `must be ${several ? 'one or more' : 'one'} of ${INVOICE_STATUSES.join(', ')}`,
    );
    return undefined;
  }
  return values;
}

/** The conditions every invoice list shares: status, dates and identifier. */
function common(reader: QueryReader, several: boolean): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  const wanted = statuses(reader, several);
  if (wanted) conditions.push(Prisma.sql`status::text = ANY(${wanted}::text[])`);
  const from = date(reader, 'date_from');
  if (from) conditions.push(Prisma.sql`date >= ${from}::date`);
  const to = date(reader, 'date_to');
  if (to) conditions.push(Prisma.sql`date <= ${to}::date`);
  const identifier = reader.string('identifier');
  if (identifier !== undefined) conditions.push(Prisma.sql`identifier = ${identifier}`);
  return conditions;
}

/**
 * GET /invoices: `status` (several), `include_disregarded` (default false), `not_booked`,
 * `date_from/to`, `service_period_from/to` (periods overlapping the range), `tags`,
 * `identifier`, `term` (title or identifier contains it, case-insensitive; `*` is a wildcard),
 * `company_id`, `project_id` (one or several IDs).
 */
export function invoiceListConditions(reader: QueryReader): Prisma.Sql[] {
  const conditions = common(reader, true);
  if (reader.boolean('include_disregarded') !== true) conditions.push(Prisma.sql`NOT disregarded`);
  if (reader.boolean('not_booked') === true) conditions.push(Prisma.sql`NOT booked`);
  const periodFrom = date(reader, 'service_period_from');
  if (periodFrom) conditions.push(Prisma.sql`service_period_to >= ${periodFrom}::date`);
  const periodTo = date(reader, 'service_period_to');
  if (periodTo) conditions.push(Prisma.sql`service_period_from <= ${periodTo}::date`);
  const tags = reader.stringList('tags');
  if (tags?.length) conditions.push(Prisma.sql`tags @> ${tags}::text[]`);
  const term = reader.string('term');
  if (term !== undefined) {
    const pattern = containsPattern(term).replace(/\*/g, '%');
    conditions.push(Prisma.sql`(title ILIKE ${pattern} OR identifier ILIKE ${pattern})`);
  }
  for (const [parameter, column] of [
    ['company_id', 'customer_id'],
    ['project_id', 'project_id'],
  ] as const) {
    const ids = reader.idList(parameter);
    if (ids) conditions.push(Prisma.sql`${Prisma.raw(column)} = ANY(${ids}::int[])`);
  }
  return conditions;
}

/** GET /invoices/locked: locked (or paid) invoices; `status` (one), dates, identifier. */
export function lockedInvoiceConditions(reader: QueryReader): Prisma.Sql[] {
  return [
    Prisma.sql`(locked OR status IN ('paid', 'partially_paid'))`,
    Prisma.sql`NOT disregarded`,
    ...common(reader, false),
  ];
}
