import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { CustomPropertiesService } from '../../platform/custom-properties';
import type { AccountTx } from '../../platform/database';
import { normalizeTags } from '../../platform/input';
import { apiDate } from '../../platform/serialization';
import { companyInput, dealColumns, money } from './deal-columns';
import { toDealResponse } from './deal-response.mapper';
import { type DealRow, DealsRepository } from './deals.repository';
import type { CreateDealDto } from './dto/create-deal.dto';
import type { DealResponse } from './dto/deal.response';
import type { UpdateDealDto } from './dto/update-deal.dto';
import type { ListDealsQuery } from './dto/list-deals.query';
import { DomainEvents, RecordReaders, RecordedResourceService } from '../../platform/events';
/** Sales opportunities: the pipeline offers can be assigned to. */
@Injectable()
export class DealsService extends RecordedResourceService<
  DealRow,
  DealResponse,
  ListDealsQuery,
  UpdateDealDto
> {
  constructor(
    private readonly deals: DealsRepository,
    private readonly customProperties: CustomPropertiesService,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    super('deal', deals, toDealResponse, events, readers);
  }

  async create(account: AccountContext, input: CreateDealDto): Promise<DealResponse> {
    const { accountId } = account;
    const customProperties = await this.customProperties.column(
      accountId,
      'Deal',
      input.custom_properties,
    );
    return this.createRecord(account, async (tx) => {
      await this.check(accountId, input, null, tx);
      return this.deals.create(
        accountId,
        {
          ...dealColumns(input),
          name: input.name,
          status: input.status ?? 'pending',
          currency: input.currency,
          money: money(input.money, input.currency) ?? null,
          // The key's user is the natural owner of a deal it records.
          userId: input.user_id === undefined ? account.userId : input.user_id,
          tags: normalizeTags(input.tags ?? []),
          customProperties,
        },
        tx,
      );
    });
  }

  protected async change(current: DealRow, input: UpdateDealDto, tx: AccountTx) {
    const { accountId, id } = current;
    await this.check(accountId, input, current, tx);
    const customProperties = await this.customProperties.column(
      accountId,
      'Deal',
      input.custom_properties,
      current,
    );
    const currency = input.currency ?? current.currency;
    // A new currency re-rounds the stored value, so it never has more digits than it allows.
    const value =
      input.money !== undefined || currency === current.currency
        ? money(input.money, currency)
        : money(current.money?.toString() ?? null, currency);
    return this.deals.update(
      accountId,
      id,
      {
        ...dealColumns(input),
        name: input.name,
        status: input.status,
        currency: input.currency,
        money: value,
        userId: input.user_id,
        tags: input.tags === undefined ? undefined : normalizeTags(input.tags),
        customProperties,
      },
      tx,
    );
  }

  /** Refuses while offers refer to the deal. */
  protected async deletion(account: AccountContext, id: number, tx: AccountTx) {
    const { accountId } = account;
    const locked = await this.deals.lock(accountId, id, tx);
    const deal = await this.lockedRecord(locked, accountId, id, tx);
    if ((await this.deals.countOffers(accountId, id, tx)) > 0)
      throw DomainError.rule('Deal cannot be deleted while it has offers');
    const remove = () => this.deals.delete(accountId, deal, account.userId, tx);
    return { customProperties: deal.customProperties, remove };
  }

  /**
   * Checks the sent currency, category, company, user, contact person and service period in one go, so a
   * 422 names every bad field. Offers must match their deal's currency, so it is fixed once
   * they exist.
   */
  private async check(
    accountId: number,
    input: UpdateDealDto,
    current: DealRow | null,
    tx: AccountTx,
  ): Promise<void> {
    const errors = new FieldErrorCollector();
    if (input.currency !== undefined) {
      const currencies = await this.deals.currencies(accountId, tx);
      if (!currencies.includes(input.currency)) {
        errors.add('currency', 'is not a currency of the account');
      } else if (
        current &&
        input.currency !== current.currency &&
        (await this.deals.countOffers(accountId, current.id, tx)) > 0
      ) {
        errors.add('currency', 'cannot change while the deal has offers');
      }
    }
    if (
      input.deal_category_id !== undefined &&
      !(await this.deals.refersTo(accountId, 'dealCategory', input.deal_category_id, tx))
    )
      errors.add('deal_category_id', 'does not exist');
    const companyId = companyInput(input);
    if (companyId != null && !(await this.deals.refersTo(accountId, 'company', companyId, tx)))
      errors.add(input.company_id !== undefined ? 'company_id' : 'customer_id', 'does not exist');
    if (input.user_id != null && !(await this.deals.refersTo(accountId, 'user', input.user_id, tx)))
      errors.add('user_id', 'does not exist');
    if (
      input.person_id != null &&
      !(await this.deals.refersTo(accountId, 'contact', input.person_id, tx))
    )
      errors.add('person_id', 'does not exist');
    const from =
      input.service_period_from !== undefined
        ? input.service_period_from
        : apiDate(current?.servicePeriodFrom ?? null);
    const to =
      input.service_period_to !== undefined
        ? input.service_period_to
        : apiDate(current?.servicePeriodTo ?? null);
    if (from && to && to < from)
      errors.add('service_period_to', 'must not be before service_period_from');
    errors.throwIfAny();
  }
}
