import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import type {
  BudgetPlannedPurchase,
  BudgetPurchase,
  PlannedPurchaseFrequency,
} from '@faktura/domain';
import {
  AccountDbService,
  AccountScopedRepository,
  readRows,
  type AccountTx,
} from '../../platform/database';

/** What the figures of budgets in one year are computed from. */
export interface BudgetFigureSources {
  targets: Map<number, string>;
  purchases: BudgetPurchase[];
  plannedPurchases: BudgetPlannedPurchase[];
}

type PurchaseSource = Omit<BudgetPurchase, 'items'> & {
  items: { categoryId: number | null; netTotal: string }[];
};

type PlannedSource = Omit<BudgetPlannedPurchase, 'frequency'> & { frequency: string };

/**
 * Loads what the budget figures are computed from; the rules (what counts, how much is still
 * planned) are the domain's purchaseBudgetFigures. Amounts travel as text, so they stay exact.
 */
@Injectable()
export class BudgetFiguresRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /** The account's default currency (the figures') and its time zone (which year is current). */
  async account(accountId: number, tx?: AccountTx) {
    return this.client(accountId, tx).account.findFirstOrThrow({
      select: { defaultCurrency: true, timeZone: true },
    });
  }

  /** The targets, purchases and planned purchases of `year` that can count for the budgets. */
  async sources(
    accountId: number,
    year: number,
    budgets: { id: number; categoryIds: readonly number[] }[],
    tx?: AccountTx,
  ): Promise<BudgetFigureSources> {
    const ids = budgets.map((budget) => budget.id);
    const categories = [...new Set(budgets.flatMap((budget) => budget.categoryIds))];
    const source = this.records(tx);
    // One after another: the queries of a transaction share its connection anyway.
    const targets = await readRows<{ id: number; amount: string }>(
      source,
      Prisma.sql`SELECT purchase_budget_id AS id, amount::text AS amount
        FROM purchase_budget_targets
        WHERE account_id = ${accountId} AND year = ${year}
          AND purchase_budget_id = ANY(${ids}::int[])`,
    );
    const purchases = await readRows<PurchaseSource>(
      source,
      this.purchasesSql(accountId, year, ids, categories),
    );
    const planned = await readRows<PlannedSource>(
      source,
      Prisma.sql`SELECT id, purchase_budget_id AS "budgetId", currency,
          net_total::text AS "netTotal", to_char(date, 'YYYY-MM-DD') AS date,
          to_char(finish_date, 'YYYY-MM-DD') AS "finishDate", frequency::text AS frequency
        FROM planned_purchases
        WHERE account_id = ${accountId} AND purchase_budget_id = ANY(${ids}::int[])
        ORDER BY id`,
    );
    return {
      targets: new Map(targets.map((target) => [target.id, target.amount])),
      purchases,
      plannedPurchases: planned.map((plan) => ({
        ...plan,
        frequency: plan.frequency as PlannedPurchaseFrequency,
      })),
    };
  }

  /**
   * The year's purchases spent from one of the budgets (their own or their planned purchase's)
   * or with items in one of their categories, each with those items.
   */
  private purchasesSql(accountId: number, year: number, ids: number[], categories: number[]) {
    const from = `${year}-01-01`;
    const to = `${year}-12-31`;
    return Prisma.sql`SELECT p.id, to_char(p.date, 'YYYY-MM-DD') AS date, p.currency,
        p.net_total::text AS "netTotal", p.purchase_budget_id AS "budgetId",
        p.planned_purchase_id AS "plannedPurchaseId", pp.purchase_budget_id AS "plannedBudgetId",
        (SELECT coalesce(json_agg(json_build_object(
            'categoryId', i.category_id, 'netTotal', i.net_total::text) ORDER BY i.sort_order), '[]'::json)
          FROM purchase_items i
          WHERE i.account_id = p.account_id AND i.purchase_id = p.id
            AND i.category_id = ANY(${categories}::int[])) AS items
      FROM purchases p
      LEFT JOIN planned_purchases pp
        ON pp.account_id = p.account_id AND pp.id = p.planned_purchase_id
      WHERE p.account_id = ${accountId}
        AND p.date BETWEEN ${from}::date AND ${to}::date
        AND (p.purchase_budget_id = ANY(${ids}::int[])
          OR pp.purchase_budget_id = ANY(${ids}::int[])
          OR EXISTS (SELECT 1 FROM purchase_items c
            WHERE c.account_id = p.account_id AND c.purchase_id = p.id
              AND c.category_id = ANY(${categories}::int[])))
      ORDER BY p.id`;
  }
}
