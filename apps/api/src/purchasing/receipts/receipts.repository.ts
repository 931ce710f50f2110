import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountLookup,
  accountTable,
  constantLookup,
  type Lookup,
  lockRow,
  rowsLookup,
  runLookups,
  type AccountTx,
  type TableTypesOf,
} from '../../platform/database';
import { releaseStoredFile } from '../../platform/files';
import { ListQueryService } from '../../platform/lists';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../platform/repositories';
import { type DocumentFile, storedDocumentRow } from '../../shared/attachments';
import type { ListReceiptsQuery } from './dto/list-receipts.query';
import { receiptListConditions } from './receipt-list.filters';
import { RECEIPT_RECORDS } from './receipt-records.query';

const RECEIPTS = accountTable((db) => db.receipt, undefined);

const RECEIPT_LISTING = recordListing({
  table: 'receipts',
  records: RECEIPT_RECORDS,
  filters: (query: ListReceiptsQuery) => receiptListConditions(query),
});

/** The columns of a receipt a write sets (undefined: left as they are). */
export type ReceiptColumns = Omit<Prisma.ReceiptUncheckedUpdateInput, 'id' | 'accountId'>;

/** One item row of a receipt, in its order. */
export interface ReceiptItemColumns {
  grossTotal: string;
  vatCodeId: number;
  purchaseCategoryId: number | null;
}

/** A purchase VAT code or purchase category as a receipt's checks read it. */
export interface ReceiptReference {
  id: number;
  active: boolean;
}

const ID_AND_ACTIVE = { id: 'id', active: 'active' } as const;

/** Receipts of one account, their items and their attachments. */
@Injectable()
export class ReceiptsRepository extends ListedTableRepository<
  TableTypesOf<typeof RECEIPTS>,
  ListingTypesOf<typeof RECEIPT_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, RECEIPTS, lists, RECEIPT_LISTING);
  }

  /**
   * What a receipt's body refers to, in one statement: the account's currencies, the project
   * (locked FOR KEY SHARE, so it stays until the receipt is stored), VAT codes and categories.
   */
  lookUp(
    accountId: number,
    refs: { projectId: number | null | undefined; vatCodeIds: number[]; categoryIds: number[] },
    tx: AccountTx,
  ) {
    return runLookups(tx, {
      account: accountLookup<{ currencies: string[]; defaultCurrency: string }>(accountId, {
        currencies: 'currencies',
        defaultCurrency: 'default_currency',
      }),
      project: this.sharedProject(accountId, refs.projectId),
      vatCodes: rowsLookup<ReceiptReference>(
        'vat_codes_purchases',
        accountId,
        refs.vatCodeIds,
        ID_AND_ACTIVE,
      ),
      categories: rowsLookup<ReceiptReference>(
        'purchase_categories',
        accountId,
        refs.categoryIds,
        ID_AND_ACTIVE,
      ),
    });
  }

  private sharedProject(
    accountId: number,
    id: number | null | undefined,
  ): Lookup<{ id: number; billable: boolean } | null> {
    if (id == null) return constantLookup(null);
    const sql = Prisma.sql`(SELECT json_build_object('id', id, 'billable', billable)
      FROM projects WHERE account_id = ${accountId} AND id = ${id} FOR KEY SHARE)`;
    return { sql, read: (value) => (value ?? null) as { id: number; billable: boolean } | null };
  }

  /** Inserts the receipt and its items; returns its id. */
  async insert(
    accountId: number,
    columns: ReceiptColumns & Pick<Prisma.ReceiptUncheckedCreateInput, 'title' | 'date'>,
    items: readonly ReceiptItemColumns[],
    tx: AccountTx,
  ): Promise<number> {
    const { id } = await this.create(
      accountId,
      columns as Prisma.ReceiptUncheckedCreateWithoutAccountInput,
      tx,
    );
    await this.insertItems(accountId, id, items, tx);
    return id;
  }

  /** Changes the receipt's columns; `items`, when given, replace all its items. */
  async change(
    accountId: number,
    id: number,
    columns: ReceiptColumns,
    items: readonly ReceiptItemColumns[] | undefined,
    tx: AccountTx,
  ): Promise<void> {
    // Written even when only items change, so that updated_at moves with them.
    await this.client(accountId, tx).receipt.update({
      where: { id },
      data: { ...columns, updatedAt: new Date() },
    });
    if (items === undefined) return;
    await this.client(accountId, tx).receiptItem.deleteMany({ where: { receiptId: id } });
    await this.insertItems(accountId, id, items, tx);
  }

  private async insertItems(
    accountId: number,
    receiptId: number,
    items: readonly ReceiptItemColumns[],
    tx: AccountTx,
  ): Promise<void> {
    await this.client(accountId, tx).receiptItem.createMany({
      data: items.map((item, index) => ({
        ...item,
        receiptId,
        sortOrder: index + 1,
      })) as Prisma.ReceiptItemCreateManyInput[],
    });
  }

  /** Locks the receipt until `tx` ends; false when the account has none with this id. */
  lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    return lockRow(tx, 'receipts', accountId, id);
  }

  /** Deletes the receipt with its items. */
  async delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    await this.deleteRow(accountId, id, tx);
  }

  /** Stores an attachment's bytes; returns the stored file's id. */
  async storeFile(accountId: number, file: DocumentFile, tx: AccountTx): Promise<number> {
    const stored = await this.client(accountId, tx).storedFile.create({
      data: storedDocumentRow(file),
      select: { id: true },
    });
    return stored.id;
  }

  /** Deletes an attachment no receipt shows any more, unless another record still shows it. */
  async releaseFile(accountId: number, fileId: number | null, tx: AccountTx): Promise<void> {
    await releaseStoredFile(this.client(accountId, tx), fileId);
  }
}
