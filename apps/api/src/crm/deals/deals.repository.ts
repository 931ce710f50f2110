import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  lockRow,
  type TableTypesOf,
  one,
  referredBy,
  USER_REFERENCE,
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
import { dealListConditions } from './deal-list.filters';
import { ListQueryService } from '../../platform/lists';
/** The references a deal response shows, loaded with every deal. */
const WITH_REFERENCES = {
  company: { select: { id: true, type: true, name: true } },
  user: { select: { id: true, firstname: true, lastname: true } },
  contact: { select: { id: true, firstname: true, lastname: true } },
  category: { select: { id: true, name: true, probability: true } },
} as const satisfies Prisma.DealInclude;

/** A deal with its company, user, contact person and category. */
export type DealRow = Prisma.DealGetPayload<{ include: typeof WITH_REFERENCES }>;

const DEALS = accountTable((db) => db.deal, WITH_REFERENCES);

/** Deals with their company, user, contact person and category, in one statement. */
export const DEAL_RECORDS = new RecordQuery<DealRow>('deals', {
  company: one('companies', { id: VALUE, type: VALUE, name: VALUE }, referredBy('company_id')),
  user: userOf('user_id'),
  contact: one('contacts', USER_REFERENCE, referredBy('contact_id')),
  category: one(
    'deal_categories',
    { id: VALUE, name: VALUE, probability: VALUE },
    referredBy('deal_category_id'),
  ),
});

/** How deals are listed: the records, the list's filters (deal-list.filters.ts). */
const DEAL_LISTING = recordListing({
  table: 'deals',
  records: DEAL_RECORDS,
  filters: dealListConditions,
});

/** Deals of one account, and the account data their checks need. */
@Injectable()
export class DealsRepository extends ListedTableRepository<
  TableTypesOf<typeof DEALS>,
  ListingTypesOf<typeof DEAL_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, DEALS, lists, DEAL_LISTING);
  }

  /**
   * Locks the deal row until `tx` ends and says whether it exists: an offer that refers to the
   * deal needs a share lock on it, so none can appear between the check and the delete.
   */
  lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    return lockRow(tx, 'deals', accountId, id);
  }

  countOffers(accountId: number, id: number, tx?: AccountTx): Promise<number> {
    return this.client(accountId, tx).offer.count({ where: { dealId: id } });
  }

  /** Deletes the deal and leaves a tombstone for synchronisation. */
  delete(accountId: number, deal: DealRow, userId: number, tx?: AccountTx): Promise<void> {
    return this.deleteWithTombstone(accountId, 'Deal', deal, userId, tx);
  }

  /** The currencies of the account. */
  async currencies(accountId: number, tx?: AccountTx): Promise<string[]> {
    const account = await this.client(accountId, tx).account.findFirstOrThrow({
      select: { currencies: true },
    });
    return account.currencies;
  }
}
