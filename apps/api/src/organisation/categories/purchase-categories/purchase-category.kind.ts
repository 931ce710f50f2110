import { Prisma, type PurchaseCategory } from '@faktura/db';
import { tableWrites } from '../../../platform/database';
import type { CategoryKind } from '../category.kind';
import { apiTimestamp } from '../../../platform/serialization';
import type { CreatePurchaseCategoryDto } from './dto/create-purchase-category.dto';
import type { ListPurchaseCategoriesQuery } from './dto/list-purchase-categories.query';
import type { PurchaseCategoryResponse } from './dto/purchase-category.response';

/** `/purchases/categories`: how purchase items are grouped and booked. */
export const PURCHASE_CATEGORIES: CategoryKind<
  PurchaseCategory,
  CreatePurchaseCategoryDto,
  PurchaseCategoryResponse,
  ListPurchaseCategoriesQuery
> = {
  table: 'purchase_categories',
  inUseMessage: 'Purchase category is used by purchase items; deactivate it instead',
  filters: (query) => (query.active === undefined ? [] : [Prisma.sql`active = ${query.active}`]),
  columns: (input, creating) =>
    creating
      ? {
          name: input.name,
          creditAccount: input.credit_account ?? null,
          active: input.active ?? true,
        }
      : { name: input.name, creditAccount: input.credit_account, active: input.active },
  toResponse: toPurchaseCategoryResponse,
  findMany: (db, ids) => db.purchaseCategory.findMany({ where: { id: { in: ids } } }),
  find: (db, id) => db.purchaseCategory.findFirst({ where: { id } }),
  usageCount: (db, id) => db.purchaseItem.count({ where: { categoryId: id } }),
  ...tableWrites((db) => db.purchaseCategory),
  delete: (db, id) => db.purchaseCategory.delete({ where: { id } }),
};

/** The API shape of a purchase category. */
export function toPurchaseCategoryResponse(category: PurchaseCategory): PurchaseCategoryResponse {
  return {
    id: category.id,
    name: category.name,
    credit_account: category.creditAccount,
    active: category.active,
    created_at: apiTimestamp(category.createdAt),
    updated_at: apiTimestamp(category.updatedAt),
  };
}
