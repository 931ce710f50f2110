import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { AccountDbService } from '../../platform/database/account-db.service';
import { accountTable, type TableTypesOf } from '../../platform/database/account-table';
import { AccountTableRepository } from '../../platform/database/account-table.repository';
import type { AccountTx } from '../../platform/database/account-scope.extension';
import { ListQueryService, type ListSource } from '../../platform/lists/list-query.service';
import { containsPattern } from '../../platform/input/input-transforms';
import { type ListContactsQuery, MIN_PHONE_DIGITS } from './dto/list-contacts.query';
import { one, referredBy, userOf, VALUE } from '../../platform/database/record-json';
import { RecordQuery } from '../../platform/database/record-query';

const SOURCE: ListSource = { table: 'contacts' };
const CONTACT_INCLUDE = {
  company: { select: { id: true, type: true, name: true } },
  user: { select: { id: true, firstname: true, lastname: true } },
} as const satisfies Prisma.ContactInclude;

/** A contact with the `{id, type, name}` of its company and the `{id, firstname, lastname}` of its user. */
export type ContactRow = Prisma.ContactGetPayload<{ include: typeof CONTACT_INCLUDE }>;

const CONTACTS = accountTable((db) => db.contact, CONTACT_INCLUDE);

/** Contacts with their company and user (CONTACT_INCLUDE), in one statement. */
export const CONTACT_RECORDS = new RecordQuery<ContactRow>('contacts', {
  company: one('companies', { id: VALUE, type: VALUE, name: VALUE }, referredBy('company_id')),
  user: userOf('user_id'),
});

/** Contact people of one account. */
@Injectable()
export class ContactsRepository extends AccountTableRepository<TableTypesOf<typeof CONTACTS>> {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db, CONTACTS);
  }

  async list(
    accountId: number,
    query: ListContactsQuery,
  ): Promise<{ rows: ContactRow[]; total: number }> {
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
    const { ids, total } = await this.lists.find(accountId, SOURCE, query, conditions);
    const rows = await CONTACT_RECORDS.load(this.db.reader, accountId, ids);
    return { rows, total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<ContactRow | null> {
    return CONTACT_RECORDS.loadOne(this.records(tx), accountId, id);
  }

  /** False when the contact does not exist in the account. */
  delete(accountId: number, id: number, tx?: AccountTx): Promise<boolean> {
    return this.deleteIfExists(accountId, id, tx);
  }
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
