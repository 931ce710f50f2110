import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { ListQueryService, type ListSource } from '../common/lists/list-query.service';
import { AccountDbService } from '../database/account-db.service';
import { AccountScopedRepository } from '../database/account-scoped.repository';
import type { AccountTx } from '../database/account-scope.extension';
import type { ListQuery } from '../common/lists/list-query.dto';
import { PURCHASE_RECORDS, type PurchaseRow } from './purchase-records.query';

const SOURCE: ListSource = { table: 'purchases' };

export type { PurchaseRow };

/** The stored columns of a new item. */
export type PurchaseItemData = Omit<
  Prisma.PurchaseItemUncheckedCreateInput,
  'accountId' | 'purchaseId' | 'sortOrder'
>;

/** Purchases of one account with their items; the rows every purchase response needs. */
@Injectable()
export class PurchasesRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  async list(
    accountId: number,
    query: ListQuery,
    conditions: Prisma.Sql[],
  ): Promise<{ rows: PurchaseRow[]; total: number }> {
    const { ids, total } = await this.lists.find(accountId, SOURCE, query, conditions);
    const rows = await PURCHASE_RECORDS.load(this.db.forAccount(accountId), accountId, ids);
    return { rows, total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<PurchaseRow | null> {
    return PURCHASE_RECORDS.loadOne(this.client(accountId, tx), accountId, id);
  }

  /** Locks the purchase row until `tx` ends, then loads it; null when it does not exist. */
  async findForUpdate(accountId: number, id: number, tx: AccountTx): Promise<PurchaseRow | null> {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM purchases WHERE id = ${id} AND account_id = ${accountId} FOR UPDATE`;
    return rows.length > 0 ? this.find(accountId, id, tx) : null;
  }

  /** Inserts the purchase and its items in their order; returns the new id. */
  async create(
    accountId: number,
    data: Omit<Prisma.PurchaseUncheckedCreateInput, 'accountId'>,
    items: PurchaseItemData[],
    tx: AccountTx,
  ): Promise<number> {
    const db = this.client(accountId, tx);
    const purchase = await db.purchase.create({
      data: data as Prisma.PurchaseUncheckedCreateInput,
      select: { id: true },
    });
    await db.purchaseItem.createMany({
      data: items.map(
        (item, sortOrder) =>
          ({ ...item, purchaseId: purchase.id, sortOrder }) as Prisma.PurchaseItemCreateManyInput,
      ),
    });
    return purchase.id;
  }

  /** Changes the purchase; updated_at is bumped whatever changed. */
  async update(
    accountId: number,
    id: number,
    data: Prisma.PurchaseUncheckedUpdateInput,
    tx: AccountTx,
  ): Promise<void> {
    await this.client(accountId, tx).purchase.update({
      where: { id },
      data: { ...data, updatedAt: new Date() },
    });
  }

  /** Writes a planned change: the purchase's columns, then each changed item. */
  async change(
    accountId: number,
    id: number,
    plan: {
      purchase: Prisma.PurchaseUncheckedUpdateInput;
      items: { id: number; data: Prisma.PurchaseItemUncheckedUpdateInput }[];
    },
    tx: AccountTx,
  ): Promise<void> {
    await this.update(accountId, id, plan.purchase, tx);
    for (const item of plan.items) await this.updateItem(accountId, item.id, item.data, tx);
  }

  /** Recomputed amounts or a new supplier number of one item (its inputs never change). */
  async updateItem(
    accountId: number,
    itemId: number,
    data: Prisma.PurchaseItemUncheckedUpdateInput,
    tx: AccountTx,
  ): Promise<void> {
    await this.client(accountId, tx).purchaseItem.update({ where: { id: itemId }, data });
  }

  /** Whether another purchase of the supplier already carries this receipt identifier. */
  async receiptTaken(
    accountId: number,
    companyId: number,
    receiptIdentifier: string,
    exceptId: number | null,
    tx: AccountTx,
  ): Promise<boolean> {
    const found = await this.client(accountId, tx).purchase.findFirst({
      where: {
        companyId,
        receiptIdentifier,
        ...(exceptId === null ? {} : { NOT: { id: exceptId } }),
      },
      select: { id: true },
    });
    return found !== null;
  }

  /**
   * Deletes the purchase with its items and leaves a tombstone with a snapshot. The document's
   * stored file goes too, unless a project expense still shows it as its receipt.
   */
  async delete(
    accountId: number,
    purchase: PurchaseRow,
    deletion: { userId: number; snapshot: Prisma.InputJsonObject },
    tx: AccountTx,
  ): Promise<void> {
    const db = this.client(accountId, tx);
    await db.deletionTombstone.create({
      data: {
        entityType: 'Purchase',
        entityId: purchase.id,
        snapshot: deletion.snapshot,
        customProperties: purchase.customProperties as Prisma.InputJsonObject,
        deletedById: deletion.userId,
      } as Prisma.DeletionTombstoneUncheckedCreateInput,
    });
    await db.purchaseItem.deleteMany({ where: { purchaseId: purchase.id } });
    await db.purchase.delete({ where: { id: purchase.id } });
    const fileId = purchase.documentFileId;
    if (fileId !== null && (await db.expense.count({ where: { fileId } })) === 0)
      await db.storedFile.deleteMany({ where: { id: fileId } });
  }
}
