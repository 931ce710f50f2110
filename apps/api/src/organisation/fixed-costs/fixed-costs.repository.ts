import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  AccountScopedRepository,
  type AccountTx,
  readRows,
} from '../../platform/database';
import { ListQueryService } from '../../platform/lists';
import type { ListFixedCostsQuery } from './dto/list-fixed-costs.query';

/** A fixed cost as the page's statement returns it: months as JSON, amounts as text. */
export interface FixedCostRow {
  id: number;
  title: string;
  description: string | null;
  payment_day: number | null;
  created_at: Date;
  updated_at: Date;
  currency: string;
  costs: { year: number; month: number; amount: string }[];
}

/** What the admin CLI writes: the costs and their months, as the columns keep them. */
export interface FixedCostColumns {
  title: string;
  description: string | null;
  paymentDay: number | null;
  costs: { year: number; month: number; amount: string }[];
}

/** The fixed costs of one account. */
@Injectable()
export class FixedCostsRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  /** One page: the IDs (ListQueryService), then their costs with the months in one statement. */
  async list(
    accountId: number,
    query: ListFixedCostsQuery,
  ): Promise<{ rows: FixedCostRow[]; total: number }> {
    const { ids, total } = await this.lists.find(accountId, { table: 'fixed_costs' }, query, []);
    const year = query.year ?? null;
    const rows = await readRows<FixedCostRow & Record<string, unknown>>(
      this.records(),
      Prisma.sql`SELECT f.id, f.title, f.description, f.payment_day, f.created_at, f.updated_at,
  (SELECT a.default_currency FROM accounts a WHERE a.id = ${accountId}) AS currency,
  COALESCE((SELECT json_agg(json_build_object('year', m.year, 'month', m.month, 'amount', m.amount::text) ORDER BY m.year, m.month)
    FROM fixed_cost_amounts m
    WHERE m.account_id = ${accountId} AND m.fixed_cost_id = f.id AND (${year}::int IS NULL OR m.year = ${year}::int)), '[]'::json) AS costs
FROM unnest(${ids}::int[]) WITH ORDINALITY AS page(id, position)
JOIN fixed_costs f ON f.id = page.id AND f.account_id = ${accountId}
ORDER BY page.position`,
    );
    return { rows, total };
  }

  /** Replaces the account's fixed costs (and so their months) with `costs`. */
  async replaceAll(accountId: number, costs: FixedCostColumns[], tx: AccountTx): Promise<void> {
    const db = this.client(accountId, tx);
    await db.fixedCost.deleteMany({});
    for (const cost of costs) {
      const { id } = await db.fixedCost.create({
        data: {
          title: cost.title,
          description: cost.description,
          paymentDay: cost.paymentDay,
        } as Prisma.FixedCostCreateInput,
      });
      await db.fixedCostAmount.createMany({
        data: cost.costs.map((month) => ({
          ...month,
          fixedCostId: id,
        })) as Prisma.FixedCostAmountCreateManyInput[],
      });
    }
  }
}
