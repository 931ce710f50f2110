import { Injectable } from '@nestjs/common';
import { Prisma, type PurchaseCategory } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import { AccountScopedRepository } from '../database/account-scoped.repository';
import type { AccountTx } from '../database/account-scope.extension';
import { inIdOrder, ListQueryService, type ListSource } from '../common/lists/list-query.service';
import type { ListParams } from '../common/lists/list-params';
import type { QueryReader } from '../common/lists/query-reader';

const SOURCE: ListSource = { table: 'purchase_categories' };

/** Purchase categories of one account. */
@Injectable()
export class PurchaseCategoriesRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  async list(
    accountId: number,
    params: ListParams,
    reader: QueryReader,
  ): Promise<{ rows: PurchaseCategory[]; total: number }> {
    const conditions: Prisma.Sql[] = [];
    const active = reader.boolean('active');
    if (active !== undefined) conditions.push(Prisma.sql`active = ${active}`);
    const { ids, total } = await this.lists.findIds(accountId, SOURCE, params, conditions, reader);
    const rows = await this.db
      .forAccount(accountId)
      .purchaseCategory.findMany({ where: { id: { in: ids } } });
    return { rows: inIdOrder(rows, ids), total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<PurchaseCategory | null> {
    return this.client(accountId, tx).purchaseCategory.findFirst({ where: { id } });
  }

  /** How many purchase items refer to the category. */
  usageCount(accountId: number, id: number, tx?: AccountTx): Promise<number> {
    return this.client(accountId, tx).purchaseItem.count({ where: { categoryId: id } });
  }

  create(
    accountId: number,
    data: Omit<Prisma.PurchaseCategoryUncheckedCreateInput, 'accountId'>,
    tx?: AccountTx,
  ): Promise<PurchaseCategory> {
    return this.client(accountId, tx).purchaseCategory.create({
      data: data as Prisma.PurchaseCategoryUncheckedCreateInput,
    });
  }

  update(
    accountId: number,
    id: number,
    data: Prisma.PurchaseCategoryUncheckedUpdateInput,
    tx?: AccountTx,
  ): Promise<PurchaseCategory> {
    return this.client(accountId, tx).purchaseCategory.update({ where: { id }, data });
  }

  /**
   * Deletes the category; false when a purchase item still refers to it. The foreign key
   * decides, so an item added concurrently after the usage check cannot end up dangling.
   */
  async delete(accountId: number, id: number, tx?: AccountTx): Promise<boolean> {
    try {
      await this.client(accountId, tx).purchaseCategory.delete({ where: { id } });
      return true;
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003')
        return false;
      throw error;
    }
  }
}
