import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import { readListParams } from '../common/lists/list-params';
import { Page } from '../common/lists/page';
import { QueryReader } from '../common/lists/query-reader';
import type { CreateRevenueCategoryDto } from './dto/create-revenue-category.dto';
import type { RevenueCategoryResponse } from './dto/revenue-category.response';
import type { UpdateRevenueCategoryDto } from './dto/update-revenue-category.dto';
import { RevenueCategoriesRepository } from './revenue-categories.repository';
import { toRevenueCategoryResponse } from './revenue-category.mapper';

/** API fields that sort_by accepts, and their columns. */
export const REVENUE_CATEGORY_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  revenue_account: 'revenue_account',
  cost_category: 'cost_category',
  active: 'active',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

const IN_USE = 'Revenue category is used by positions, tasks or expenses; deactivate it instead';

/** Revenue categories: the ledger accounts positions, tasks and expenses are booked to. */
@Injectable()
export class RevenueCategoriesService {
  constructor(private readonly categories: RevenueCategoriesRepository) {}

  async list(
    account: AccountContext,
    query: Record<string, unknown>,
  ): Promise<Page<RevenueCategoryResponse>> {
    const reader = new QueryReader(query);
    const params = readListParams(reader, REVENUE_CATEGORY_SORT_FIELDS);
    const { rows, total } = await this.categories.list(account.accountId, params, reader);
    return new Page(rows.map(toRevenueCategoryResponse), total, params.page, params.perPage);
  }

  async get(account: AccountContext, id: number): Promise<RevenueCategoryResponse> {
    const category = await this.categories.find(account.accountId, id);
    if (!category) throw DomainError.notFound();
    return toRevenueCategoryResponse(category);
  }

  async create(
    account: AccountContext,
    input: CreateRevenueCategoryDto,
  ): Promise<RevenueCategoryResponse> {
    const category = await this.categories.create(account.accountId, {
      name: input.name,
      revenueAccount: input.revenue_account,
      costCategory: input.cost_category ?? null,
      assignmentKind: input.assignment_kind,
      active: input.active ?? true,
    });
    return toRevenueCategoryResponse(category);
  }

  async update(
    account: AccountContext,
    id: number,
    input: UpdateRevenueCategoryDto,
  ): Promise<RevenueCategoryResponse> {
    const category = await this.categories.transaction(account.accountId, async (tx) => {
      if (!(await this.categories.find(account.accountId, id, tx))) throw DomainError.notFound();
      return this.categories.update(
        account.accountId,
        id,
        {
          name: input.name,
          revenueAccount: input.revenue_account,
          costCategory: input.cost_category,
          assignmentKind: input.assignment_kind,
          active: input.active,
        },
        tx,
      );
    });
    return toRevenueCategoryResponse(category);
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
