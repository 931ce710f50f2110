import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { AccountDbService } from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import { ListQueryService } from '../../platform/lists';
import {
  DocumentRepository,
  documentTable,
  type DocumentTypesOf,
} from '../../shared/document-resources';
import { POSITION_COLUMNS, type PositionRow } from '../../shared/sales-documents';
import {
  OFFER_CONFIRMATION_RECORDS,
  type OfferConfirmationRow,
} from './offer-confirmation-records.query';
import { offerConfirmationListConditions } from './offer-confirmation-list.filters';

export type { OfferConfirmationRow };

/** A new confirmation's columns (without account and number, which the insert adds). */
export type OfferConfirmationData = Omit<
  Prisma.OfferConfirmationUncheckedCreateInput,
  'accountId' | 'identifier' | 'positions'
>;

/** The confirmations table: its record (lists show the same), filters and copied positions. */
const OFFER_CONFIRMATIONS = documentTable({
  table: 'offer_confirmations',
  model: (db) => db.offerConfirmation,
  records: OFFER_CONFIRMATION_RECORDS,
  filters: offerConfirmationListConditions,
  children: {
    table: 'offer_confirmation_positions',
    parentColumn: 'offer_confirmation_id',
    spec: POSITION_COLUMNS,
  },
});

/** Order confirmations of one account with their copied positions. */
@Injectable()
export class OfferConfirmationsRepository extends DocumentRepository<
  DocumentTypesOf<typeof OFFER_CONFIRMATIONS>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, lists, OFFER_CONFIRMATIONS);
  }

  /**
   * Inserts the confirmation with its number (`number`: NumberingService.nextSql) and its
   * positions, in one statement.
   */
  async create(
    accountId: number,
    data: OfferConfirmationData,
    positions: readonly PositionRow[],
    number: Prisma.Sql,
    tx: AccountTx,
  ): Promise<number> {
    return (await this.insertDocument(accountId, data, positions, number, tx)).id;
  }

  /** Writes the changed texts and date; updated_at is bumped. */
  update(
    accountId: number,
    id: number,
    data: Prisma.OfferConfirmationUncheckedUpdateInput,
    tx: AccountTx,
  ): Promise<void> {
    return this.updateRow(accountId, id, data, tx);
  }

  /** Deletes the confirmation; its positions go with it (cascade). */
  async delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).offerConfirmation.delete({ where: { id } });
  }

  /**
   * What the customer's document language depends on: the account's locale and whether the
   * company asks for the alternative language (one statement, both scoped by the account).
   */
  async languageSettings(
    accountId: number,
    companyId: number | null,
    tx: AccountTx,
  ): Promise<{ locale: string; alternativeLanguage: boolean }> {
    const rows = await tx.$queryRaw<{ locale: string; alternative_language: boolean | null }[]>`
      SELECT a.locale, co.alternative_correspondence_language AS alternative_language
        FROM accounts a
        LEFT JOIN companies co ON co.id = ${companyId}::int AND co.account_id = a.id
       WHERE a.id = ${accountId}`;
    const row = rows[0];
    return { locale: row.locale, alternativeLanguage: row.alternative_language ?? false };
  }
}
