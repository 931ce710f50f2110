import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { AccountDbService } from '../../platform/database/account-db.service';
import { AccountScopedRepository } from '../../platform/database/account-scoped.repository';
import type { AccountTx } from '../../platform/database/account-scope.extension';
import {
  insertChildRowsSql,
  insertNumberedDocument,
  type UnnestColumn,
  updateColumns,
} from '../../platform/database/row-insert.sql';
import { POSITION_COLUMNS } from '../sales-documents/sales-document-positions';
import { ListQueryService, type ListSource } from '../../platform/lists/list-query.service';
import { toDateColumn } from '../../platform/input/api-date.validator';
import type { ListOffersQuery } from './dto/list-offers.query';
import {
  OFFER_DETAILS,
  OFFER_SUMMARIES,
  type OfferRow,
  type OfferSummaryRow,
} from './offer-records.query';

const SOURCE: ListSource = { table: 'offers' };

export type { OfferRow, OfferSummaryRow };

export type OfferPositionData = Omit<
  Prisma.OfferPositionUncheckedCreateInput,
  'accountId' | 'offerId' | 'sortOrder'
>;

/** The columns of an offer's positions: the shared ones and the internal unit cost. */
const OFFER_POSITION_COLUMNS: UnnestColumn<keyof OfferPositionData>[] = [
  ...POSITION_COLUMNS,
  { field: 'unitCost', type: 'numeric' },
];

/** Offers of one account with their positions. */
@Injectable()
export class OffersRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  async list(
    accountId: number,
    query: ListOffersQuery,
  ): Promise<{ rows: OfferSummaryRow[]; total: number }> {
    const conditions: Prisma.Sql[] = [];
    if (query.status !== undefined)
      conditions.push(Prisma.sql`status = ${query.status}::offer_status`);
    if (query.from !== undefined)
      conditions.push(Prisma.sql`date >= ${toDateColumn(query.from)}::date`);
    if (query.to !== undefined)
      conditions.push(Prisma.sql`date <= ${toDateColumn(query.to)}::date`);
    if (query.identifier !== undefined)
      conditions.push(Prisma.sql`identifier = ${query.identifier}`);
    for (const column of ['deal_id', 'project_id', 'company_id'] as const) {
      const ids = query[column];
      if (ids) conditions.push(Prisma.sql`${Prisma.raw(column)} = ANY(${ids}::int[])`);
    }
    if (query.tags?.length) conditions.push(Prisma.sql`tags @> ${query.tags}::text[]`);
    const sorted = { ...query, sort_by: query.sort_by ?? query.sort };
    const { ids, total } = await this.lists.find(accountId, SOURCE, sorted, conditions);
    const rows = await OFFER_SUMMARIES.load(this.db.reader, accountId, ids);
    return { rows, total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<OfferRow | null> {
    return OFFER_DETAILS.loadOne(this.records(tx), accountId, id);
  }

  /** Locks the offer row until `tx` ends, then loads it; null when it does not exist. */
  async findForUpdate(accountId: number, id: number, tx: AccountTx): Promise<OfferRow | null> {
    return (await this.lock(accountId, id, tx)) ? this.find(accountId, id, tx) : null;
  }

  /** Locks the offer row until `tx` ends; false when it does not exist. */
  async lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM offers WHERE id = ${id} AND account_id = ${accountId} FOR UPDATE`;
    return rows.length > 0;
  }

  /** Bumps updated_at: a child of the offer (approval, e-mail) changed. */
  async touch(accountId: number, id: number, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).offer.update({
      where: { id },
      data: { updatedAt: new Date() },
    });
  }

  /**
   * Inserts the offer with its number (`number`: NumberingService.nextSql) and its positions, in
   * one statement.
   */
  async create(
    accountId: number,
    data: Omit<Prisma.OfferUncheckedCreateInput, 'accountId' | 'identifier'>,
    positions: OfferPositionData[],
    number: Prisma.Sql,
    tx: AccountTx,
  ): Promise<number> {
    const { id } = await insertNumberedDocument(tx, {
      table: 'offers',
      accountId,
      row: data,
      number,
      children: {
        table: 'offer_positions',
        parentColumn: 'offer_id',
        rows: positions,
        spec: OFFER_POSITION_COLUMNS,
      },
    });
    return id;
  }

  /**
   * Updates the offer (which bumps its updated_at) and, when given, replaces its positions: one
   * statement either way.
   */
  async update(
    accountId: number,
    id: number,
    data: Prisma.OfferUncheckedUpdateInput,
    positions: OfferPositionData[] | undefined,
    tx: AccountTx,
  ): Promise<void> {
    if (!positions) {
      await this.client(accountId, tx).offer.update({
        where: { id },
        data: { ...data, updatedAt: new Date() },
      });
      return;
    }
    const now = new Date();
    const changes = updateColumns({ ...data, updatedAt: now });
    await tx.$executeRaw`
      WITH removed AS (
        DELETE FROM offer_positions WHERE account_id = ${accountId} AND offer_id = ${id}),
      positions AS (${this.insertPositions(accountId, Prisma.sql`${id}::int`, positions, now)})
      UPDATE offers SET ${changes} WHERE account_id = ${accountId} AND id = ${id}`;
  }

  /** Deletes the offer with its attachments' files and leaves a tombstone for synchronisation. */
  async delete(accountId: number, offer: OfferRow, userId: number, tx: AccountTx): Promise<void> {
    const db = this.client(accountId, tx);
    const attachments = await db.offerAttachment.findMany({
      where: { offerId: offer.id },
      select: { fileId: true },
    });
    await db.deletionTombstone.create({
      data: {
        entityType: 'Offer',
        entityId: offer.id,
        customProperties: offer.customProperties as Prisma.InputJsonObject,
        deletedById: userId,
      } as Prisma.DeletionTombstoneUncheckedCreateInput,
    });
    await db.offer.delete({ where: { id: offer.id } });
    await db.storedFile.deleteMany({ where: { id: { in: attachments.map((a) => a.fileId) } } });
  }

  private insertPositions(
    accountId: number,
    offerId: Prisma.Sql,
    rows: OfferPositionData[],
    now: Date,
  ): Prisma.Sql {
    const parent = { column: 'offer_id', id: offerId };
    const spec = OFFER_POSITION_COLUMNS;
    return insertChildRowsSql({ table: 'offer_positions', accountId, parent, rows, spec, now });
  }
}
