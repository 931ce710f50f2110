import { Injectable } from '@nestjs/common';
import type { PlannedPurchase } from '@faktura/db';
import {
  DomainError,
  FieldErrorCollector,
  normalizePlannedPurchaseSeries,
  type PlannedPurchaseFrequency,
  type PlannedPurchaseSeries,
  roundMoney,
} from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import { Clock } from '../../../platform/clock';
import { CustomPropertiesService } from '../../../platform/custom-properties';
import type { AccountTx } from '../../../platform/database';
import { found } from '../../../platform/errors';
import { toDateColumn } from '../../../platform/input';
import { Page } from '../../../platform/lists';
import { apiDate } from '../../../platform/serialization';
import type { CreatePlannedPurchaseDto } from './dto/create-planned-purchase.dto';
import type { ListPlannedPurchasesQuery } from './dto/list-planned-purchases.query';
import type { PlannedPurchaseResponse } from './dto/planned-purchase.response';
import type { UpdatePlannedPurchaseDto } from './dto/update-planned-purchase.dto';
import { toPlannedPurchaseResponse } from './planned-purchase.mapper';
import { PlannedPurchasesRepository } from './planned-purchases.repository';

const MISSING = 'does not exist';

/** Purchases planned once or on every date of a series (/planned_purchases). */
@Injectable()
export class PlannedPurchasesService {
  constructor(
    private readonly plans: PlannedPurchasesRepository,
    private readonly customProperties: CustomPropertiesService,
    private readonly clock: Clock,
  ) {}

  async list(
    account: AccountContext,
    query: ListPlannedPurchasesQuery,
  ): Promise<Page<PlannedPurchaseResponse>> {
    const now = this.clock.now();
    const rows = await this.plans.list(account.accountId, query);
    return Page.of(rows, (row) => toPlannedPurchaseResponse(row, now), query);
  }

  async get(account: AccountContext, id: number, tx?: AccountTx): Promise<PlannedPurchaseResponse> {
    const row = found(await this.plans.find(account.accountId, id, tx));
    return toPlannedPurchaseResponse(row, this.clock.now());
  }

  create(
    account: AccountContext,
    input: CreatePlannedPurchaseDto,
  ): Promise<PlannedPurchaseResponse> {
    const { accountId } = account;
    return this.plans.transaction(accountId, async (tx) => {
      const series = await this.resolve(accountId, input, tx, {
        date: input.date,
        finishDate: input.finish_date ?? null,
        frequency: input.frequency ?? 'once',
      });
      const properties = await this.customProperties.column(
        accountId,
        'PlannedPurchase',
        input.custom_properties ?? undefined,
      );
      const created = await this.plans.create(
        accountId,
        {
          ...seriesColumns(series),
          title: input.title,
          info: input.info ?? null,
          netTotal: roundMoney(input.net_total, input.currency).toString(),
          currency: input.currency,
          companyId: input.company_id ?? null,
          purchaseBudgetId: input.purchase_budget_id ?? null,
          userId: input.user_id,
          customProperties: properties,
          createOnRecur: input.create_on_recur ?? false,
        },
        tx,
      );
      return this.get(account, created.id, tx);
    });
  }

  update(
    account: AccountContext,
    id: number,
    input: UpdatePlannedPurchaseDto,
  ): Promise<PlannedPurchaseResponse> {
    const { accountId } = account;
    return this.plans.transaction(accountId, async (tx) => {
      const current = found(await this.plans.lock(accountId, id, tx));
      const series = await this.resolve(accountId, input, tx, {
        date: input.date ?? apiDate(current.date),
        finishDate:
          input.finish_date === undefined ? apiDate(current.finishDate) : input.finish_date,
        frequency: input.frequency ?? (current.frequency as PlannedPurchaseFrequency),
      });
      const currency = input.currency ?? current.currency;
      const properties = await this.customProperties.column(
        accountId,
        'PlannedPurchase',
        input.custom_properties ?? undefined,
        current,
      );
      await this.plans.update(
        accountId,
        id,
        {
          ...seriesColumns(series),
          title: input.title,
          info: input.info,
          netTotal: roundMoney(input.net_total ?? current.netTotal.toString(), currency).toString(),
          currency,
          companyId: input.company_id,
          purchaseBudgetId: input.purchase_budget_id,
          userId: input.user_id,
          customProperties: properties,
          createOnRecur: input.create_on_recur,
        },
        tx,
      );
      return this.get(account, id, tx);
    });
  }

  /** Deletes it and answers it as it was; refused while purchases fulfil it (the reference). */
  delete(account: AccountContext, id: number): Promise<PlannedPurchaseResponse> {
    const { accountId } = account;
    return this.plans.transaction(accountId, async (tx) => {
      found(await this.plans.lock(accountId, id, tx));
      if ((await this.plans.countPurchases(accountId, id, tx)) > 0)
        throw DomainError.rule(
          'Planned purchase cannot be deleted while purchases are assigned to it',
        );
      const before = await this.get(account, id, tx);
      await this.plans.delete(accountId, id, tx);
      return before;
    });
  }

  /**
   * The series as the domain normalizes it; one 422 names every problem: a reference that is
   * not the account's, a currency it lacks, a finish date before the start.
   */
  private async resolve(
    accountId: number,
    input: UpdatePlannedPurchaseDto,
    tx: AccountTx,
    series: PlannedPurchaseSeries,
  ): Promise<PlannedPurchaseSeries> {
    const ids = {
      companyId: input.company_id,
      budgetId: input.purchase_budget_id,
      userId: input.user_id,
    };
    const found = await this.plans.references(accountId, ids, tx);
    const errors = new FieldErrorCollector();
    if (input.currency !== undefined && !found.account.currencies.includes(input.currency))
      errors.add('currency', 'is not a currency of the account');
    if (!found.company) errors.add('company_id', MISSING);
    if (!found.budget) errors.add('purchase_budget_id', MISSING);
    if (!found.user) errors.add('user_id', MISSING);
    const normalized = errors.capture(() => normalizePlannedPurchaseSeries(series), series);
    errors.throwIfAny();
    return normalized;
  }
}

/** The columns of a series as normalized by the domain. */
function seriesColumns(series: PlannedPurchaseSeries) {
  return {
    date: toDateColumn(series.date),
    finishDate: series.finishDate === null ? null : toDateColumn(series.finishDate),
    frequency: series.frequency,
  } satisfies Partial<PlannedPurchase>;
}
