import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { AccountDbService } from '../../platform/database/account-db.service';
import type { AccountTx } from '../../platform/database/account-scope.extension';
import { accountTable, lockRow, type TableTypesOf } from '../../platform/database/account-table';
import { AccountTableRepository } from '../../platform/database/account-table.repository';
import { ListQueryService, type ListSource } from '../../platform/lists/list-query.service';
import type { ListDealsQuery } from './dto/list-deals.query';
import {
  one,
  referredBy,
  USER_REFERENCE,
  userOf,
  VALUE,
} from '../../platform/database/record-json';
import { RecordQuery } from '../../platform/database/record-query';

const SOURCE: ListSource = { table: 'deals' };

/** The references a deal response shows, loaded with every deal. */
const WITH_REFERENCES = {
  company: { select: { id: true, type: true, name: true } },
  user: { select: { id: true, firstname: true, lastname: true } },
  contact: { select: { id: true, firstname: true, lastname: true } },
} as const satisfies Prisma.DealInclude;

/** A deal with its company, user and contact person. */
export type DealRow = Prisma.DealGetPayload<{ include: typeof WITH_REFERENCES }>;

const DEALS = accountTable((db) => db.deal, WITH_REFERENCES);

/** Deals with their company, user and contact person (WITH_REFERENCES), in one statement. */
export const DEAL_RECORDS = new RecordQuery<DealRow>('deals', {
  company: one('companies', { id: VALUE, type: VALUE, name: VALUE }, referredBy('company_id')),
  user: userOf('user_id'),
  contact: one('contacts', USER_REFERENCE, referredBy('contact_id')),
});

/** Deals of one account, and the account data their checks need. */
@Injectable()
export class DealsRepository extends AccountTableRepository<TableTypesOf<typeof DEALS>> {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db, DEALS);
  }

  async list(
    accountId: number,
    query: ListDealsQuery,
  ): Promise<{ rows: DealRow[]; total: number }> {
    const conditions: Prisma.Sql[] = [];
    if (query.status !== undefined)
      conditions.push(Prisma.sql`status = ${query.status}::deal_status`);
    if (query.company_id) conditions.push(Prisma.sql`company_id = ANY(${query.company_id}::int[])`);
    if (query.user_id) conditions.push(Prisma.sql`user_id = ANY(${query.user_id}::int[])`);
    if (query.closed_from !== undefined)
      conditions.push(Prisma.sql`closed_on >= ${query.closed_from}::date`);
    if (query.closed_to !== undefined)
      conditions.push(Prisma.sql`closed_on <= ${query.closed_to}::date`);
    if (query.tags?.length) conditions.push(Prisma.sql`tags @> ${query.tags}::text[]`);
    const { ids, total } = await this.lists.find(accountId, SOURCE, query, conditions);
    const rows = await DEAL_RECORDS.load(this.db.reader, accountId, ids);
    return { rows, total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<DealRow | null> {
    return DEAL_RECORDS.loadOne(this.records(tx), accountId, id);
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
