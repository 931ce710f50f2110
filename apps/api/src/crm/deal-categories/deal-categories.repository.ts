import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  RecordQuery,
  type AccountTx,
  type TableTypesOf,
} from '../../platform/database';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../platform/repositories';
import { ListQueryService } from '../../platform/lists';
import type { ListDealCategoriesQuery } from './dto/list-deal-categories.query';

const DEAL_CATEGORIES = accountTable((db) => db.dealCategory, undefined);

/** Deal categories: plain rows, nothing embedded. */
export const DEAL_CATEGORY_RECORDS = new RecordQuery<Prisma.DealCategoryGetPayload<object>>(
  'deal_categories',
  {},
);

/** GET /deal_categories has only the shared filters. */
const DEAL_CATEGORY_LISTING = recordListing<
  ListDealCategoriesQuery,
  Prisma.DealCategoryGetPayload<object>
>({ table: 'deal_categories', records: DEAL_CATEGORY_RECORDS });

/** The deal categories (pipeline stages) of one account. */
@Injectable()
export class DealCategoriesRepository extends ListedTableRepository<
  TableTypesOf<typeof DEAL_CATEGORIES>,
  ListingTypesOf<typeof DEAL_CATEGORY_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, DEAL_CATEGORIES, lists, DEAL_CATEGORY_LISTING);
  }

  /**
   * Locks every category of the account until `tx` ends: the last-category check and the
   * in-use check of a delete must not race another delete or a deal insert's default.
   */
  async lockAll(accountId: number, tx: AccountTx): Promise<void> {
    await tx.$queryRaw`SELECT id FROM deal_categories WHERE account_id = ${accountId} FOR UPDATE`;
  }

  count(accountId: number, tx: AccountTx): Promise<number> {
    return this.client(accountId, tx).dealCategory.count();
  }

  /** Whether another category of the account has this name. */
  async nameTaken(accountId: number, name: string, exceptId: number | null, tx: AccountTx) {
    const where = exceptId === null ? { name } : { name, id: { not: exceptId } };
    return (await this.client(accountId, tx).dealCategory.count({ where })) > 0;
  }

  countDeals(accountId: number, id: number, tx: AccountTx): Promise<number> {
    return this.client(accountId, tx).deal.count({ where: { dealCategoryId: id } });
  }

  delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }
}
