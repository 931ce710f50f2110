import { Prisma } from '@faktura/db';
import { containsPattern } from '../../platform/input';
import type { ListCompaniesQuery } from './dto/list-companies.query';

/**
 * GET /companies: archived companies left out unless `include_archived` (as the reference
 * lists them), `type`, `tags` (all of them), `term` (the name contains it), and the exact
 * `identifier`, `debit_number`, `credit_number` and `vat_identifier` (any case).
 */
export function companyListConditions(query: ListCompaniesQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.include_archived !== true) conditions.push(Prisma.sql`active`);
  if (query.type !== undefined) conditions.push(Prisma.sql`type = ${query.type}::company_type`);
  if (query.tags?.length) conditions.push(Prisma.sql`tags @> ${query.tags}::text[]`);
  if (query.term !== undefined)
    conditions.push(Prisma.sql`name ILIKE ${containsPattern(query.term)}`);
  if (query.identifier !== undefined) conditions.push(Prisma.sql`identifier = ${query.identifier}`);
  if (query.debit_number !== undefined)
    conditions.push(Prisma.sql`debit_number = ${query.debit_number}`);
  if (query.credit_number !== undefined)
    conditions.push(Prisma.sql`credit_number = ${query.credit_number}`);
  if (query.vat_identifier !== undefined)
    conditions.push(Prisma.sql`lower(vat_identifier) = lower(${query.vat_identifier})`);
  return conditions;
}
