import { Prisma, type RevenueCategory } from '@faktura/db';
import { tableWrites } from '../../../platform/database';
import type { CategoryKind } from '../category.kind';
import { containsPattern } from '../../../platform/input';
import type { CreateRevenueCategoryDto } from './dto/create-revenue-category.dto';
import type { ListRevenueCategoriesQuery } from './dto/list-revenue-categories.query';
import type { RevenueCategoryResponse } from './dto/revenue-category.response';
import { toRevenueCategoryResponse } from './revenue-category.mapper';

/** `/revenue_categories`: the ledger accounts positions, tasks and expenses are booked to. */
export const REVENUE_CATEGORIES: CategoryKind<
  RevenueCategory,
  CreateRevenueCategoryDto,
  RevenueCategoryResponse,
  ListRevenueCategoriesQuery
> = {
  table: 'revenue_categories',
  inUseMessage: 'Revenue category is used by positions, tasks or expenses; deactivate it instead',
  filters: revenueCategoryFilters,
  columns: (input, creating) =>
    creating
      ? {
          name: input.name,
          revenueAccount: input.revenue_account,
          costCategory: input.cost_category ?? null,
          assignmentKind: input.assignment_kind,
          active: input.active ?? true,
        }
      : {
          name: input.name,
          revenueAccount: input.revenue_account,
          costCategory: input.cost_category,
          assignmentKind: input.assignment_kind,
          active: input.active,
        },
  toResponse: toRevenueCategoryResponse,
  findMany: (db, ids) => db.revenueCategory.findMany({ where: { id: { in: ids } } }),
  find: (db, id) => db.revenueCategory.findFirst({ where: { id } }),
  usageCount: async (db, id) => {
    const where = { revenueCategoryId: id };
    const counts = await Promise.all([
      db.offerPosition.count({ where }),
      db.invoicePosition.count({ where }),
      db.projectTask.count({ where }),
      db.expense.count({ where }),
    ]);
    return counts.reduce((sum, count) => sum + count, 0);
  },
  ...tableWrites((db) => db.revenueCategory),
  delete: (db, id) => db.revenueCategory.delete({ where: { id } }),
};

/**
 * `active`, `revenue_account` and `cost_category` (exact) and `term`, which the reference
 * matches against the name or the revenue account number.
 */
function revenueCategoryFilters(query: ListRevenueCategoriesQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.active !== undefined) conditions.push(Prisma.sql`active = ${query.active}`);
  if (query.revenue_account !== undefined)
    conditions.push(Prisma.sql`revenue_account = ${query.revenue_account}`);
  if (query.cost_category !== undefined)
    conditions.push(Prisma.sql`cost_category = ${query.cost_category}`);
  const term = query.term;
  if (term !== undefined)
    conditions.push(
      Prisma.sql`(name ILIKE ${containsPattern(term)} OR revenue_account::text = ${term})`,
    );
  return conditions;
}
