import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { inIdOrder, ListQueryService, type ListSource } from '../common/lists/list-query.service';
import type { ListParams } from '../common/lists/list-params';
import type { QueryReader } from '../common/lists/query-reader';
import { AccountDbService } from '../database/account-db.service';
import { AccountScopedRepository } from '../database/account-scoped.repository';
import type { AccountTx } from '../database/account-scope.extension';

const SOURCE: ListSource = { table: 'purchase_payments' };

/** The purchase a payment answer names. */
const WITH_PURCHASE = {
  include: { purchase: { select: { id: true, identifier: true, title: true } } },
} as const satisfies Prisma.PurchasePaymentDefaultArgs;

/** A payment with the purchase it belongs to. */
export type PurchasePaymentRow = Prisma.PurchasePaymentGetPayload<typeof WITH_PURCHASE>;

/** The columns a payment is written with; `total` as a decimal string. */
export interface PurchasePaymentData {
  purchaseId: number;
  date: Date;
  total: string;
  currency: string;
  description: string | null;
}

/** What a payment write needs of its purchase. */
export interface LockedPurchase {
  id: number;
  currency: string;
}

/** Payments of purchases, of one account. */
@Injectable()
export class PurchasePaymentsRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  async list(
    accountId: number,
    params: ListParams,
    conditions: Prisma.Sql[],
    reader: QueryReader,
  ): Promise<{ rows: PurchasePaymentRow[]; total: number }> {
    const { ids, total } = await this.lists.findIds(accountId, SOURCE, params, conditions, reader);
    return { rows: await this.findMany(accountId, ids), total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<PurchasePaymentRow | null> {
    return this.client(accountId, tx).purchasePayment.findFirst({
      where: { id },
      ...WITH_PURCHASE,
    });
  }

  /** Payments by ID, in the order of `ids`. */
  async findMany(accountId: number, ids: number[], tx?: AccountTx): Promise<PurchasePaymentRow[]> {
    const rows = await this.client(accountId, tx).purchasePayment.findMany({
      where: { id: { in: ids } },
      ...WITH_PURCHASE,
    });
    return inIdOrder(rows, ids);
  }

  /**
   * Locks the account's purchases among `ids` until `tx` ends, in ascending ID order so two
   * writes touching the same purchases cannot deadlock; IDs that do not exist are left out.
   */
  async lockPurchases(
    accountId: number,
    ids: Iterable<number>,
    tx: AccountTx,
  ): Promise<Map<number, LockedPurchase>> {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    const rows = await tx.$queryRaw<LockedPurchase[]>`
      SELECT id, currency FROM purchases
      WHERE id = ANY(${sorted}::int[]) AND account_id = ${accountId}
      ORDER BY id FOR UPDATE`;
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Bumps the purchases' updated_at: one of their payments changed. */
  async touchPurchases(accountId: number, ids: Iterable<number>, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).purchase.updateMany({
      where: { id: { in: [...ids] } },
      data: { updatedAt: new Date() },
    });
  }

  async create(accountId: number, data: PurchasePaymentData, tx: AccountTx): Promise<number> {
    const row = await this.client(accountId, tx).purchasePayment.create({
      data: data as Prisma.PurchasePaymentUncheckedCreateInput,
      select: { id: true },
    });
    return row.id;
  }

  /** Changes the payment; updated_at is bumped whatever changed. */
  async update(
    accountId: number,
    id: number,
    data: PurchasePaymentData,
    tx: AccountTx,
  ): Promise<void> {
    await this.client(accountId, tx).purchasePayment.update({
      where: { id },
      data: { ...data, updatedAt: new Date() },
    });
  }

  async delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).purchasePayment.delete({ where: { id } });
  }
}
