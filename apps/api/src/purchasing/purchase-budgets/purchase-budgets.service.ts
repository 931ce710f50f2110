import { Injectable } from '@nestjs/common';
import {
  DomainError,
  FieldErrorCollector,
  purchaseBudgetFigures,
  roundMoney,
} from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { Clock } from '../../platform/clock';
import type { AccountTx } from '../../platform/database';
import { found } from '../../platform/errors';
import { accountToday } from '../../projects-and-time/projects';
import { BudgetFiguresRepository } from './budget-figures.repository';
import type { CreatePurchaseBudgetDto } from './dto/create-purchase-budget.dto';
import type { ListPurchaseBudgetsQuery } from './dto/list-purchase-budgets.query';
import type { PurchaseBudgetResponse } from './dto/purchase-budget.response';
import type { SetPurchaseBudgetTargetDto } from './dto/set-purchase-budget-target.dto';
import type { UpdatePurchaseBudgetDto } from './dto/update-purchase-budget.dto';
import { categoryIdsOf, toPurchaseBudgetResponse } from './purchase-budget.mapper';
import { type PurchaseBudgetRow, PurchaseBudgetsRepository } from './purchase-budgets.repository';

/**
 * Purchase budgets (/purchases/budgets): a target per year and what is spent and still planned
 * in it, computed by the domain from the purchases and planned purchases loaded here.
 */
@Injectable()
export class PurchaseBudgetsService {
  constructor(
    private readonly budgets: PurchaseBudgetsRepository,
    private readonly figures: BudgetFiguresRepository,
    private readonly clock: Clock,
  ) {}

  /** Every budget of the account with its figures for `year` (default: the current one). */
  async list(
    account: AccountContext,
    query: ListPurchaseBudgetsQuery,
  ): Promise<PurchaseBudgetResponse[]> {
    const { rows } = await this.budgets.list(account.accountId, query);
    return this.answer(account.accountId, rows, query.year);
  }

  create(account: AccountContext, input: CreatePurchaseBudgetDto): Promise<PurchaseBudgetResponse> {
    const { accountId } = account;
    return this.budgets.transaction(accountId, async (tx) => {
      const ids = await this.checkCategories(accountId, input.purchase_category_ids, tx);
      const { id } = await this.budgets.create(
        accountId,
        {
          title: input.title,
          costCategory: input.cost_category ?? null,
          active: input.active ?? true,
        },
        tx,
      );
      if (ids) await this.budgets.setCategories(accountId, id, ids, tx);
      return this.one(accountId, id, undefined, tx);
    });
  }

  update(
    account: AccountContext,
    id: number,
    input: UpdatePurchaseBudgetDto,
  ): Promise<PurchaseBudgetResponse> {
    const { accountId } = account;
    return this.budgets.transaction(accountId, async (tx) => {
      if (!(await this.budgets.lock(accountId, id, tx))) throw DomainError.notFound();
      const ids = await this.checkCategories(accountId, input.purchase_category_ids, tx);
      await this.budgets.update(
        accountId,
        id,
        { title: input.title, costCategory: input.cost_category, active: input.active },
        tx,
      );
      if (ids) await this.budgets.setCategories(accountId, id, ids, tx);
      return this.one(accountId, id, undefined, tx);
    });
  }

  /** Sets the target of `year` (default: the current one) and answers the budget for that year. */
  setTarget(
    account: AccountContext,
    id: number,
    input: SetPurchaseBudgetTargetDto,
  ): Promise<PurchaseBudgetResponse> {
    const { accountId } = account;
    return this.budgets.transaction(accountId, async (tx) => {
      if (!(await this.budgets.lock(accountId, id, tx))) throw DomainError.notFound();
      const settings = await this.figures.account(accountId, tx);
      const year = input.year ?? this.currentYear(settings.timeZone);
      const amount = roundMoney(input.target_amount, settings.defaultCurrency).toString();
      await this.budgets.setTarget(accountId, id, year, amount, tx);
      return this.one(accountId, id, year, tx);
    });
  }

  /**
   * Deletes it with its targets and answers it as it was; refused while purchases or planned
   * purchases name it (the reference's 422), so no spending loses its budget unnoticed.
   */
  delete(account: AccountContext, id: number): Promise<PurchaseBudgetResponse> {
    const { accountId } = account;
    return this.budgets.transaction(accountId, async (tx) => {
      if (!(await this.budgets.lock(accountId, id, tx))) throw DomainError.notFound();
      const usage = await this.budgets.usage(accountId, id, tx);
      if (usage.purchases > 0 || usage.plannedPurchases > 0)
        throw DomainError.rule(
          'Purchase budget cannot be deleted while purchases or planned purchases are assigned to it',
        );
      const before = await this.one(accountId, id, undefined, tx);
      await this.budgets.delete(accountId, id, tx);
      return before;
    });
  }

  private async one(
    accountId: number,
    id: number,
    year: number | undefined,
    tx: AccountTx,
  ): Promise<PurchaseBudgetResponse> {
    const row = found(await this.budgets.find(accountId, id, tx));
    const [answer] = await this.answer(accountId, [row], year, tx);
    return answer;
  }

  /** The budgets with their figures for `year` (default: the current one). */
  private async answer(
    accountId: number,
    rows: PurchaseBudgetRow[],
    requestedYear: number | undefined,
    tx?: AccountTx,
  ): Promise<PurchaseBudgetResponse[]> {
    const settings = await this.figures.account(accountId, tx);
    const year = requestedYear ?? this.currentYear(settings.timeZone);
    const budgets = rows.map((row) => ({ id: row.id, categoryIds: categoryIdsOf(row) }));
    if (budgets.length === 0) return [];
    const sources = await this.figures.sources(accountId, year, budgets, tx);
    const figures = purchaseBudgetFigures({
      year,
      accountCurrency: settings.defaultCurrency,
      budgets: budgets.map((budget) => ({
        ...budget,
        target: sources.targets.get(budget.id) ?? '0',
      })),
      purchases: sources.purchases,
      plannedPurchases: sources.plannedPurchases,
    });
    return rows.map((row) =>
      toPurchaseBudgetResponse(row, year, figures.get(row.id)!, settings.defaultCurrency),
    );
  }

  /** The year of today in the account's time zone. */
  private currentYear(timeZone: string): number {
    return accountToday(timeZone, this.clock.now()).getUTCFullYear();
  }

  /** The sent category IDs when every one is a purchase category of the account; else a 422. */
  private async checkCategories(
    accountId: number,
    ids: number[] | undefined,
    tx: AccountTx,
  ): Promise<number[] | undefined> {
    if (ids === undefined) return undefined;
    const existing = await this.budgets.existingCategories(accountId, ids, tx);
    const errors = new FieldErrorCollector();
    ids.forEach((id, index) => {
      if (!existing.has(id)) errors.add(`purchase_category_ids[${index}]`, 'does not exist');
    });
    errors.throwIfAny();
    return ids;
  }
}
