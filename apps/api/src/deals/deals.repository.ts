import { Injectable } from '@nestjs/common';
import { DealStatus, Prisma } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import type { AccountTx } from '../database/account-scope.extension';
import { accountTable, lockRow, type TableTypesOf } from '../database/account-table';
import { AccountTableRepository } from '../database/account-table.repository';
import { inIdOrder, ListQueryService, type ListSource } from '../common/lists/list-query.service';
import type { ListParams } from '../common/lists/list-params';
import type { QueryReader } from '../common/lists/query-reader';

const SOURCE: ListSource = { table: 'deals', entity: 'Deal' };

/** The references a deal response shows, loaded with every deal. */
const WITH_REFERENCES = {
  company: { select: { id: true, type: true, name: true } },
  user: { select: { id: true, firstname: true, lastname: true } },
  contact: { select: { id: true, firstname: true, lastname: true } },
} as const satisfies Prisma.DealInclude;

/** A deal with its company, user and contact person. */
export type DealRow = Prisma.DealGetPayload<{ include: typeof WITH_REFERENCES }>;

const DEALS = accountTable((db) => db.deal, WITH_REFERENCES);

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
    params: ListParams,
    reader: QueryReader,
  ): Promise<{ rows: DealRow[]; total: number }> {
    const conditions: Prisma.Sql[] = [];
    const status = reader.oneOf('status', Object.values(DealStatus));
    if (status !== undefined) conditions.push(Prisma.sql`status = ${status}::deal_status`);
    const companyIds = reader.idList('company_id');
    if (companyIds) conditions.push(Prisma.sql`company_id = ANY(${companyIds}::int[])`);
    const userIds = reader.idList('user_id');
    if (userIds) conditions.push(Prisma.sql`user_id = ANY(${userIds}::int[])`);
    const closedFrom = reader.date('closed_from');
    if (closedFrom !== undefined) conditions.push(Prisma.sql`closed_on >= ${closedFrom}::date`);
    const closedTo = reader.date('closed_to');
    if (closedTo !== undefined) conditions.push(Prisma.sql`closed_on <= ${closedTo}::date`);
    const tags = reader.stringList('tags');
    if (tags?.length) conditions.push(Prisma.sql`tags @> ${tags}::text[]`);
    const { ids, total } = await this.lists.findIds(accountId, SOURCE, params, conditions, reader);
    const rows = await this.db
      .forAccount(accountId)
      .deal.findMany({ where: { id: { in: ids } }, include: WITH_REFERENCES });
    return { rows: inIdOrder(rows, ids), total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<DealRow | null> {
    return this.client(accountId, tx).deal.findFirst({ where: { id }, include: WITH_REFERENCES });
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
