import { Injectable } from '@nestjs/common';
import { Prisma, type RevenueCategory } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import { AccountScopedRepository } from '../database/account-scoped.repository';
import type { AccountTx } from '../database/account-scope.extension';
import { inIdOrder, ListQueryService, type ListSource } from '../common/lists/list-query.service';
import type { ListParams } from '../common/lists/list-params';
import type { QueryReader } from '../common/lists/query-reader';
import { containsPattern } from '../common/input/input-transforms';

const SOURCE: ListSource = { table: 'revenue_categories' };

/** Revenue categories of one account. */
@Injectable()
export class RevenueCategoriesRepository extends AccountScopedRepository {
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
  ): Promise<{ rows: RevenueCategory[]; total: number }> {
    const conditions = categoryFilters(reader);
    const { ids, total } = await this.lists.findIds(accountId, SOURCE, params, conditions, reader);
    const rows = await this.db
      .forAccount(accountId)
      .revenueCategory.findMany({ where: { id: { in: ids } } });
    return { rows: inIdOrder(rows, ids), total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<RevenueCategory | null> {
    return this.client(accountId, tx).revenueCategory.findFirst({ where: { id } });
  }

  /** How many offer and invoice positions, project tasks and expenses refer to the category. */
  async usageCount(accountId: number, id: number, tx?: AccountTx): Promise<number> {
    const db = tx ?? this.db.forAccount(accountId);
    const where = { revenueCategoryId: id };
    const counts = await Promise.all([
      db.offerPosition.count({ where }),
      db.invoicePosition.count({ where }),
      db.projectTask.count({ where }),
      db.expense.count({ where }),
    ]);
    return counts.reduce((sum, count) => sum + count, 0);
  }

  create(
    accountId: number,
    data: Omit<Prisma.RevenueCategoryUncheckedCreateInput, 'accountId'>,
    tx?: AccountTx,
  ): Promise<RevenueCategory> {
    return this.client(accountId, tx).revenueCategory.create({
      data: data as Prisma.RevenueCategoryUncheckedCreateInput,
    });
  }

  update(
    accountId: number,
    id: number,
    data: Prisma.RevenueCategoryUncheckedUpdateInput,
    tx?: AccountTx,
  ): Promise<RevenueCategory> {
    return this.client(accountId, tx).revenueCategory.update({ where: { id }, data });
  }

  /**
   * Deletes the category; false when a position still refers to it. The foreign key decides,
   * so a position added concurrently after the usage check cannot end up dangling.
   */
  async delete(accountId: number, id: number, tx?: AccountTx): Promise<boolean> {
    try {
      await this.client(accountId, tx).revenueCategory.delete({ where: { id } });
      return true;
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003')
        return false;
      throw error;
    }
  }
}

/**
 * The resource filters: `active`, `revenue_account` and `cost_category` (exact) and `term`, which
 * the reference matches against the name or the revenue account number.
 */
function categoryFilters(reader: QueryReader): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  const active = reader.boolean('active');
  if (active !== undefined) conditions.push(Prisma.sql`active = ${active}`);
  const account = reader.integer('revenue_account');
  if (account !== undefined) conditions.push(Prisma.sql`revenue_account = ${account}`);
  const costCategory = reader.string('cost_category');
  if (costCategory !== undefined) conditions.push(Prisma.sql`cost_category = ${costCategory}`);
  const term = reader.string('term');
  if (term !== undefined)
    conditions.push(
      Prisma.sql`(name ILIKE ${containsPattern(term)} OR revenue_account::text = ${term})`,
    );
  return conditions;
}
