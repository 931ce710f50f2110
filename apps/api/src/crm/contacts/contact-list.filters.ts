import { Prisma } from '@faktura/db';
import { containsPattern } from '../../platform/input';
import { type ListContactsQuery, MIN_PHONE_DIGITS } from './dto/list-contacts.query';

/**
 * GET /contacts: `company_id` (one or several), `tags` (all of them), `term` (a name, the
 * e-mail or the company's name contains it) and `phone` (a caller's number, see phoneMatch).
 */
export function contactListConditions(query: ListContactsQuery, accountId: number): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.company_id) conditions.push(Prisma.sql`company_id = ANY(${query.company_id}::int[])`);
  if (query.tags?.length) conditions.push(Prisma.sql`tags @> ${query.tags}::text[]`);
  if (query.term !== undefined) {
    const pattern = containsPattern(query.term);
    // The full name too, so "Anna Muster" finds Anna Muster; and the company's name.
    conditions.push(Prisma.sql`(firstname ILIKE ${pattern} OR lastname ILIKE ${pattern}
        OR email ILIKE ${pattern} OR concat_ws(' ', firstname, lastname) ILIKE ${pattern}
        OR company_id IN (SELECT id FROM companies
          WHERE account_id = ${accountId} AND name ILIKE ${pattern}))`);
  }
  if (query.phone !== undefined) {
    const digits = query.phone;
    conditions.push(
      Prisma.sql`(${phoneMatch('phone', digits)} OR ${phoneMatch('mobile_phone', digits)})`,
    );
  }
  return conditions;
}

/**
 * A reverse lookup of a caller's number: digits only, leading zeros dropped, and one number
 * ending in the other, so "+41 44 123 45 67" finds "044 123 45 67" and the other way round.
 */
function phoneMatch(column: 'phone' | 'mobile_phone', digits: string): Prisma.Sql {
  const stored = Prisma.sql`ltrim(regexp_replace(${Prisma.raw(column)}, '\\D', '', 'g'), '0')`;
  return Prisma.sql`(length(${stored}) >= ${MIN_PHONE_DIGITS}
    AND (${stored} LIKE '%' || ${digits} OR ${digits} LIKE '%' || ${stored}))`;
}
