import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  insertChildRowsSql,
  type UnnestColumn,
  updateColumns,
  leaveTombstone,
} from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import { POSITION_COLUMNS } from '../../shared/sales-documents';
import { ListQueryService } from '../../platform/lists';
import {
  DocumentRepository,
  documentTable,
  type DocumentTypesOf,
} from '../../shared/document-resources';
import { offerListConditions, offerListPaging } from './offer-list.filters';
import {
  OFFER_DETAILS,
  OFFER_SUMMARIES,
  type OfferRow,
  type OfferSummaryRow,
} from './offer-records.query';

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

/** The offers table: an offer's record, a list page's summaries, the filters, the positions. */
const OFFERS = documentTable({
  table: 'offers',
  model: (db) => db.offer,
  records: OFFER_DETAILS,
  summaries: OFFER_SUMMARIES,
  filters: offerListConditions,
  paging: offerListPaging,
  children: { table: 'offer_positions', parentColumn: 'offer_id', spec: OFFER_POSITION_COLUMNS },
});

/** Offers of one account with their positions. */
@Injectable()
export class OffersRepository extends DocumentRepository<DocumentTypesOf<typeof OFFERS>> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, lists, OFFERS);
  }

  /** Bumps updated_at: a child of the offer (approval, e-mail) changed. */
  touch(accountId: number, id: number, tx: AccountTx): Promise<void> {
    return this.updateRow(accountId, id, {}, tx);
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
    return (await this.insertDocument(accountId, data, positions, number, tx)).id;
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
    if (!positions) return this.updateRow(accountId, id, data, tx);
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
    await leaveTombstone(db, 'Offer', offer, { userId });
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
