import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  lockRow,
  type AccountTx,
  type TableTypesOf,
} from '../../platform/database';
import { ListQueryService } from '../../platform/lists';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../platform/repositories';
import type { ListSepaMandatesQuery } from './dto/list-sepa-mandates.query';
import { SEPA_MANDATE_RECORDS } from './sepa-mandate-records.query';

const SEPA_MANDATES = accountTable((db) => db.sepaMandate, undefined);

const SEPA_MANDATE_LISTING = recordListing({
  table: 'sepa_mandates',
  records: SEPA_MANDATE_RECORDS,
  filters: (query: ListSepaMandatesQuery) =>
    query.company_id?.length ? [Prisma.sql`company_id = ANY(${query.company_id}::int[])`] : [],
});

/** The SEPA mandates of one account. */
@Injectable()
export class SepaMandatesRepository extends ListedTableRepository<
  TableTypesOf<typeof SEPA_MANDATES>,
  ListingTypesOf<typeof SEPA_MANDATE_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, SEPA_MANDATES, lists, SEPA_MANDATE_LISTING);
  }

  /** Locks the mandate until `tx` ends; false when the account has none with this id. */
  lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    return lockRow(tx, 'sepa_mandates', accountId, id);
  }

  /** Whether another mandate of the account has this reference. */
  async referenceTaken(
    accountId: number,
    reference: string,
    exceptId: number | null,
    tx: AccountTx,
  ) {
    const where = exceptId === null ? { reference } : { reference, id: { not: exceptId } };
    return (await this.client(accountId, tx).sepaMandate.count({ where })) > 0;
  }

  delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }
}
