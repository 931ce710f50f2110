import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { DomainEvents, RecordReaders, RecordedResourceService } from '../../platform/events';
import { toDealCategoryResponse } from './deal-category-response.mapper';
import { DealCategoriesRepository } from './deal-categories.repository';
import type { CreateDealCategoryDto } from './dto/create-deal-category.dto';
import type { DealCategoryResponse } from './dto/deal-category.response';
import type { ListDealCategoriesQuery } from './dto/list-deal-categories.query';
import type { UpdateDealCategoryDto } from './dto/update-deal-category.dto';

type DealCategoryRow = Awaited<ReturnType<DealCategoriesRepository['create']>>;

/** The stages of the deal pipeline, each with its win probability. */
@Injectable()
export class DealCategoriesService extends RecordedResourceService<
  DealCategoryRow,
  DealCategoryResponse,
  ListDealCategoriesQuery,
  UpdateDealCategoryDto
> {
  constructor(
    private readonly categories: DealCategoriesRepository,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    super('deal_category', categories, toDealCategoryResponse, events, readers);
  }

  create(account: AccountContext, input: CreateDealCategoryDto): Promise<DealCategoryResponse> {
    const { accountId } = account;
    return this.createRecord(account, async (tx) => {
      await this.checkName(accountId, input.name, null, tx);
      return this.categories.create(
        accountId,
        { name: input.name, probability: input.probability },
        tx,
      );
    });
  }

  protected async change(current: DealCategoryRow, input: UpdateDealCategoryDto, tx: AccountTx) {
    const { accountId, id } = current;
    if (input.name !== undefined) await this.checkName(accountId, input.name, id, tx);
    return this.categories.update(
      accountId,
      id,
      { name: input.name, probability: input.probability },
      tx,
    );
  }

  /**
   * Refuses while deals are in the category, and for the account's last one: a deal created
   * without a category goes into the first, so an account always keeps one.
   */
  protected async deletion(account: AccountContext, id: number, tx: AccountTx) {
    const { accountId } = account;
    await this.categories.lockAll(accountId, tx);
    await this.lockedRecord(await this.categories.exists(accountId, id, tx), accountId, id, tx);
    if ((await this.categories.countDeals(accountId, id, tx)) > 0)
      throw DomainError.rule('Deal category cannot be deleted while deals are in it');
    if ((await this.categories.count(accountId, tx)) <= 1)
      throw DomainError.rule('The last deal category cannot be deleted');
    return { remove: () => this.categories.delete(accountId, id, tx) };
  }

  private async checkName(accountId: number, name: string, id: number | null, tx: AccountTx) {
    const errors = new FieldErrorCollector();
    if (await this.categories.nameTaken(accountId, name, id, tx))
      errors.add('name', 'has already been taken');
    errors.throwIfAny();
  }
}
