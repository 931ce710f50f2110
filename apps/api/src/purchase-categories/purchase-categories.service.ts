import { Injectable } from '@nestjs/common';
import type { PurchaseCategory } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import { readUnpagedListParams } from '../common/lists/list-params';
import { QueryReader } from '../common/lists/query-reader';
import { apiTimestamp } from '../common/serialization/api-format';
import type { CreatePurchaseCategoryDto } from './dto/create-purchase-category.dto';
import type { PurchaseCategoryResponse } from './dto/purchase-category.response';
import type { UpdatePurchaseCategoryDto } from './dto/update-purchase-category.dto';
import { PurchaseCategoriesRepository } from './purchase-categories.repository';

/** API fields that sort_by accepts, and their columns. */
export const PURCHASE_CATEGORY_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  credit_account: 'credit_account',
  active: 'active',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

const IN_USE = 'Purchase category is used by purchase items; deactivate it instead';

/** Purchase categories: how purchase items are grouped and booked. */
@Injectable()
export class PurchaseCategoriesService {
  constructor(private readonly categories: PurchaseCategoriesRepository) {}

  /**
   * Every category that matches, as a plain array: the reference does not page this list.
   */
  async list(
    account: AccountContext,
    query: Record<string, unknown>,
  ): Promise<PurchaseCategoryResponse[]> {
    const reader = new QueryReader(query);
    const params = readUnpagedListParams(reader, PURCHASE_CATEGORY_SORT_FIELDS);
    const { rows } = await this.categories.list(account.accountId, params, reader);
    return rows.map(toPurchaseCategoryResponse);
  }

  async get(account: AccountContext, id: number): Promise<PurchaseCategoryResponse> {
    const category = await this.categories.find(account.accountId, id);
    if (!category) throw DomainError.notFound();
    return toPurchaseCategoryResponse(category);
  }

  async create(
    account: AccountContext,
    input: CreatePurchaseCategoryDto,
  ): Promise<PurchaseCategoryResponse> {
    const category = await this.categories.create(account.accountId, {
      name: input.name,
      creditAccount: input.credit_account ?? null,
      active: input.active ?? true,
    });
    return toPurchaseCategoryResponse(category);
  }

  async update(
    account: AccountContext,
    id: number,
    input: UpdatePurchaseCategoryDto,
  ): Promise<PurchaseCategoryResponse> {
    const category = await this.categories.transaction(account.accountId, async (tx) => {
      if (!(await this.categories.find(account.accountId, id, tx))) throw DomainError.notFound();
      return this.categories.update(
        account.accountId,
        id,
        { name: input.name, creditAccount: input.credit_account, active: input.active },
        tx,
      );
    });
    return toPurchaseCategoryResponse(category);
  }

  async remove(account: AccountContext, id: number): Promise<void> {
    await this.categories.transaction(account.accountId, async (tx) => {
      if (!(await this.categories.find(account.accountId, id, tx))) throw DomainError.notFound();
      if ((await this.categories.usageCount(account.accountId, id, tx)) > 0)
        throw DomainError.rule(IN_USE);
      if (!(await this.categories.delete(account.accountId, id, tx)))
        throw DomainError.rule(IN_USE);
    });
  }
}

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
