import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { inIdOrder, ListQueryService } from '../../platform/lists';
import type { ListQuery } from '../../platform/lists';
import { AccountDbService, AccountScopedRepository } from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import type { CategoryData, CategoryInput, CategoryKind, CategoryRow } from './category.kind';

type AnyKind<Row extends CategoryRow> = CategoryKind<Row, CategoryInput, unknown>;

/** The categories of one account, of either kind. */
@Injectable()
export class CategoriesRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  async list<Row extends CategoryRow, Query>(
    kind: CategoryKind<Row, CategoryInput, unknown, Query>,
    accountId: number,
    query: Query & ListQuery,
  ): Promise<{ rows: Row[]; total: number }> {
    const conditions = kind.filters(query);
    const source = { table: kind.table };
    const { ids, total } = await this.lists.find(accountId, source, query, conditions);
    const rows = await kind.findMany(this.db.forAccount(accountId), ids);
    return { rows: inIdOrder(rows, ids), total };
  }

  find<Row extends CategoryRow>(
    kind: AnyKind<Row>,
    accountId: number,
    id: number,
    tx?: AccountTx,
  ): PromiseLike<Row | null> {
    return kind.find(this.client(accountId, tx), id);
  }

  usageCount<Row extends CategoryRow>(
    kind: AnyKind<Row>,
    accountId: number,
    id: number,
    tx: AccountTx,
  ): Promise<number> {
    return kind.usageCount(this.client(accountId, tx), id);
  }

  create<Row extends CategoryRow>(
    kind: AnyKind<Row>,
    accountId: number,
    data: CategoryData,
  ): PromiseLike<Row> {
    // The account-bound client adds account_id to every created row.
    return kind.create(this.db.forAccount(accountId), data);
  }

  update<Row extends CategoryRow>(
    kind: AnyKind<Row>,
    accountId: number,
    id: number,
    data: CategoryData,
    tx: AccountTx,
  ): PromiseLike<Row> {
    return kind.update(this.client(accountId, tx), id, data);
  }

  /**
   * Deletes the category; false when a record still refers to it. The foreign key decides, so
   * a record added concurrently after the usage check cannot end up dangling.
   */
  async delete<Row extends CategoryRow>(
    kind: AnyKind<Row>,
    accountId: number,
    id: number,
    tx?: AccountTx,
  ): Promise<boolean> {
    try {
      await kind.delete(this.client(accountId, tx), id);
      return true;
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003')
        return false;
      throw error;
    }
  }
}
