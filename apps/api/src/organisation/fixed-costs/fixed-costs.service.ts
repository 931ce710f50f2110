import { Injectable } from '@nestjs/common';
import { FieldErrorCollector, toApiNumber } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { AccountDbService } from '../../platform/database';
import { ListQueryService, Page } from '../../platform/lists';
import { apiTimestamp } from '../../platform/serialization';
import type { FixedCostResponse } from './dto/fixed-cost.response';
import type { ListFixedCostsQuery } from './dto/list-fixed-costs.query';
import type { SetFixedCostsDto } from './dto/set-fixed-costs.dto';
import { type FixedCostRow, FixedCostsRepository } from './fixed-costs.repository';

/** The account's fixed costs: read by the API, written by the admin CLI. */
@Injectable()
export class FixedCostsService {
  constructor(private readonly costs: FixedCostsRepository) {}

  async list(
    account: AccountContext,
    query: ListFixedCostsQuery,
  ): Promise<Page<FixedCostResponse>> {
    return Page.of(await this.costs.list(account.accountId, query), toFixedCostResponse, query);
  }

  /**
   * Replaces the account's fixed costs with `input` in one transaction (the costs' IDs are new
   * ones). A month given twice for one cost is named, and nothing is written.
   */
  async replaceAll(accountId: number, input: SetFixedCostsDto): Promise<number> {
    const errors = new FieldErrorCollector();
    input.fixed_costs.forEach((cost, index) => {
      const months = new Set<string>();
      cost.costs.forEach((month, position) => {
        const key = `${month.year}-${month.month}`;
        if (months.has(key))
          errors.add(`fixed_costs[${index}].costs[${position}].month`, 'is given twice');
        months.add(key);
      });
    });
    errors.throwIfAny();
    await this.costs.transaction(accountId, (tx) =>
      this.costs.replaceAll(
        accountId,
        input.fixed_costs.map((cost) => ({
          title: cost.title,
          description: cost.description ?? null,
          paymentDay: cost.payment_day ?? null,
          costs: cost.costs.map(({ year, month, amount }) => ({
            year,
            month,
            amount: String(amount),
          })),
        })),
        tx,
      ),
    );
    return input.fixed_costs.length;
  }
}

/** The API shape of a fixed cost; amounts in the account's default currency. */
function toFixedCostResponse(row: FixedCostRow): FixedCostResponse {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    payment_day: row.payment_day,
    costs: row.costs.map(({ year, month, amount }) => ({
      year,
      month,
      amount: toApiNumber(amount, row.currency),
    })),
    created_at: apiTimestamp(row.created_at),
    updated_at: apiTimestamp(row.updated_at),
  };
}

/** The service outside Nest (the admin CLI's `set-fixed-costs`). */
export function createFixedCostsService(db: AccountDbService): FixedCostsService {
  return new FixedCostsService(new FixedCostsRepository(db, new ListQueryService(db)));
}
