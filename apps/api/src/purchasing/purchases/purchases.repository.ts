import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { ListQueryService } from '../../platform/lists';
import {
  type Deletion,
  leaveTombstone,
  AccountDbService,
  columnOf,
  type UnnestColumn,
  unnestRows,
  updateColumns,
} from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import { releaseStoredFile } from '../../platform/files';
import {
  DocumentRepository,
  documentTable,
  type DocumentTypesOf,
} from '../../shared/document-resources';
import { PURCHASE_RECORDS, type PurchaseRow } from './purchase-records.query';

export type { PurchaseRow };

/** The stored columns of a new item. */
export type PurchaseItemData = Omit<
  Prisma.PurchaseItemUncheckedCreateInput,
  'accountId' | 'purchaseId' | 'sortOrder'
>;

/** The columns of a purchase's items, as one INSERT of all items writes them. */
const ITEM_COLUMNS: UnnestColumn<keyof PurchaseItemData>[] = [
  { field: 'title', type: 'text' },
  { field: 'netTotal', type: 'numeric' },
  { field: 'taxTotal', type: 'numeric' },
  { field: 'grossTotal', type: 'numeric' },
  { field: 'tax', type: 'numeric' },
  { field: 'taxIncluded', type: 'boolean' },
  { field: 'kskRelevant', type: 'boolean' },
  { field: 'vatCodeId', type: 'int' },
  { field: 'categoryId', type: 'int' },
  { field: 'supplierCreditNumber', type: 'int' },
];

/** The purchases table: a purchase's record (in lists too) and its items; filters: the service's. */
const PURCHASES = documentTable({
  table: 'purchases',
  model: (db) => db.purchase,
  records: PURCHASE_RECORDS,
  children: { table: 'purchase_items', parentColumn: 'purchase_id', spec: ITEM_COLUMNS },
});

/** Purchases of one account with their items; the rows every purchase response needs. */
@Injectable()
export class PurchasesRepository extends DocumentRepository<DocumentTypesOf<typeof PURCHASES>> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, lists, PURCHASES);
  }

  /**
   * Inserts the purchase with its number (`number`: NumberingService.nextSql) and its items in
   * their order, in one statement; returns the new id.
   */
  async create(
    accountId: number,
    data: Omit<Prisma.PurchaseUncheckedCreateInput, 'accountId' | 'identifier'>,
    items: PurchaseItemData[],
    number: Prisma.Sql,
    tx: AccountTx,
  ): Promise<number> {
    return (await this.insertDocument(accountId, data, items, number, tx)).id;
  }

  /** Changes the purchase; updated_at is bumped whatever changed. */
  update(
    accountId: number,
    id: number,
    data: Prisma.PurchaseUncheckedUpdateInput,
    tx: AccountTx,
  ): Promise<void> {
    return this.updateRow(accountId, id, data, tx);
  }

  /** Writes a planned change: the purchase's columns and the changed items, in one statement. */
  async change(
    accountId: number,
    id: number,
    plan: {
      purchase: Prisma.PurchaseUncheckedUpdateInput;
      items: { id: number; data: Prisma.PurchaseItemUncheckedUpdateInput }[];
    },
    tx: AccountTx,
  ): Promise<void> {
    const now = new Date();
    const changes = updateColumns({ ...plan.purchase, updatedAt: now });
    const items =
      plan.items.length === 0
        ? Prisma.empty
        : Prisma.sql`WITH items AS (${this.changeItems(accountId, id, plan.items, now)})`;
    await tx.$executeRaw`${items}
      UPDATE purchases SET ${changes} WHERE account_id = ${accountId} AND id = ${id}`;
  }

  /** One UPDATE of the items: every item changes the same columns (amounts, supplier number). */
  private changeItems(
    accountId: number,
    purchaseId: number,
    items: { id: number; data: Prisma.PurchaseItemUncheckedUpdateInput }[],
    now: Date,
  ): Prisma.Sql {
    const fields = Object.keys(items[0].data);
    const spec = ITEM_COLUMNS.filter((column) => fields.includes(column.field));
    const rows = unnestRows(
      items.map((item) => ({ id: item.id, ...item.data })),
      [{ field: 'id', type: 'int' }, ...spec],
    );
    const set = spec.map((column) => `${columnOf(column.field)} = rows.${columnOf(column.field)}`);
    return Prisma.sql`UPDATE purchase_items AS item
      SET ${Prisma.raw(set.join(', '))}, updated_at = ${now}::timestamptz
      FROM ${rows.source}
      WHERE item.account_id = ${accountId} AND item.purchase_id = ${purchaseId}
        AND item.id = rows.id`;
  }

  /**
   * Deletes the purchase with its items and leaves a tombstone with a snapshot. The document's
   * stored file goes too, unless another record still shows it (releaseStoredFile).
   */
  async delete(
    accountId: number,
    purchase: PurchaseRow,
    deletion: Required<Pick<Deletion, 'userId' | 'snapshot'>>,
    tx: AccountTx,
  ): Promise<void> {
    const db = this.client(accountId, tx);
    await leaveTombstone(db, 'Purchase', purchase, deletion);
    await db.purchaseItem.deleteMany({ where: { purchaseId: purchase.id } });
    await db.purchase.delete({ where: { id: purchase.id } });
    await releaseStoredFile(db, purchase.documentFileId);
  }
}
