import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  type TableTypesOf,
  one,
  referredBy,
  userOf,
  VALUE,
  RecordQuery,
} from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../platform/repositories';
import { contactListConditions } from './contact-list.filters';
import { ListQueryService } from '../../platform/lists';
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

/** How contacts are listed: the records, the list's filters (contact-list.filters.ts). */
const CONTACT_LISTING = recordListing({
  table: 'contacts',
  records: CONTACT_RECORDS,
  filters: contactListConditions,
});

/** Contact people of one account. */
@Injectable()
export class ContactsRepository extends ListedTableRepository<
  TableTypesOf<typeof CONTACTS>,
  ListingTypesOf<typeof CONTACT_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, CONTACTS, lists, CONTACT_LISTING);
  }

  /** False when the contact does not exist in the account. */
  delete(accountId: number, id: number, tx?: AccountTx): Promise<boolean> {
    return this.deleteIfExists(accountId, id, tx);
  }
}
