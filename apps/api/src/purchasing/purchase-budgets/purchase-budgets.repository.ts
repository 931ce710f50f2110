import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  existingIdsLookup,
  lockRow,
  many,
  RecordQuery,
  referringBy,
  runLookups,
  VALUE,
  type AccountTx,
  type TableTypesOf,
} from '../../platform/database';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../platform/repositories';
import { ListQueryService } from '../../platform/lists';
import type { ListPurchaseBudgetsQuery } from './dto/list-purchase-budgets.query';

/** A purchase budget with the purchase categories it names. */
export type PurchaseBudgetRow = Prisma.PurchaseBudgetGetPayload<object> & {
  categories: { purchaseCategoryId: number }[];
};

const PURCHASE_BUDGETS = accountTable((db) => db.purchaseBudget, undefined);

/** Purchase budgets with their categories, in one statement. */
export const PURCHASE_BUDGET_RECORDS = new RecordQuery<PurchaseBudgetRow>('purchase_budgets', {
  categories: many(
    'purchase_budget_categories',
    { purchaseCategoryId: VALUE },
    referringBy('purchase_budget_id'),
    { orderBy: 'purchase_category_id' },
  ),
});

/** GET /purchases/budgets has only the shared filters (its `year` picks the figures). */
const PURCHASE_BUDGET_LISTING = recordListing<ListPurchaseBudgetsQuery, PurchaseBudgetRow>({
  table: 'purchase_budgets',
  records: PURCHASE_BUDGET_RECORDS,
});

/** The purchase budgets of one account, their categories and yearly targets. */
@Injectable()
export class PurchaseBudgetsRepository extends ListedTableRepository<
  TableTypesOf<typeof PURCHASE_BUDGETS>,
  ListingTypesOf<typeof PURCHASE_BUDGET_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, PURCHASE_BUDGETS, lists, PURCHASE_BUDGET_LISTING);
  }

  /**
   * Locks the budget until `tx` ends; false when the account has none. Purchases and planned
   * purchases naming it take a share lock, so none starts to while a delete checks.
   */
  lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    return lockRow(tx, 'purchase_budgets', accountId, id);
  }

  /** Which of `ids` are purchase categories of the account. */
  async existingCategories(accountId: number, ids: number[], tx: AccountTx): Promise<Set<number>> {
    const found = await runLookups(tx, {
      categories: existingIdsLookup('purchase_categories', accountId, ids),
    });
    return found.categories;
  }

  /** Replaces the budget's purchase categories. */
  async setCategories(accountId: number, id: number, ids: number[], tx: AccountTx): Promise<void> {
    const db = this.client(accountId, tx);
    await db.purchaseBudgetCategory.deleteMany({ where: { purchaseBudgetId: id } });
    await db.purchaseBudgetCategory.createMany({
      data: [...new Set(ids)].map((purchaseCategoryId) => ({
        accountId,
        purchaseBudgetId: id,
        purchaseCategoryId,
      })),
    });
  }

  /** Sets the budget's target for `year` (in the account currency); its updated_at moves. */
  async setTarget(
    accountId: number,
    id: number,
    year: number,
    amount: string,
    tx: AccountTx,
  ): Promise<void> {
    const db = this.client(accountId, tx);
    await db.purchaseBudgetTarget.upsert({
      where: { purchaseBudgetId_year: { purchaseBudgetId: id, year } },
      create: { accountId, purchaseBudgetId: id, year, amount },
      update: { amount },
    });
    await db.purchaseBudget.update({ where: { id }, data: { updatedAt: new Date() } });
  }

  /** How many purchases and planned purchases name the budget. */
  async usage(accountId: number, id: number, tx: AccountTx) {
    const db = this.client(accountId, tx);
    return {
      purchases: await db.purchase.count({ where: { purchaseBudgetId: id } }),
      plannedPurchases: await db.plannedPurchase.count({ where: { purchaseBudgetId: id } }),
    };
  }

  delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }
}
