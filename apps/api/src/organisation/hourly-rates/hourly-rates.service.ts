import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector, toApiNumber } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountDbService } from '../../platform/database';
import type { HourlyRatesQuery } from './dto/hourly-rates.query';
import type { HourlyRatesResponse } from './dto/hourly-rates.response';
import type { SetHourlyRatesDto } from './dto/set-hourly-rates.dto';
import { HourlyRatesRepository, type RateRow } from './hourly-rates.repository';

const inCurrency = (rates: RateRow[]) =>
  rates.map(({ currency, hourly_rate }) => ({
    currency,
    hourly_rate: toApiNumber(hourly_rate, currency),
  }));

/** The account's billing rates: defaults, per task template and per user, per currency. */
@Injectable()
export class HourlyRatesService {
  constructor(private readonly rates: HourlyRatesRepository) {}

  async get(account: AccountContext, query: HourlyRatesQuery): Promise<HourlyRatesResponse> {
    const row = await this.rates.rates(
      account.accountId,
      query.company_id ?? null,
      query.include_archived_users === true,
    );
    if (!row.company_found) throw DomainError.notFound();
    return {
      defaults_rates: inCurrency(row.defaults),
      tasks: row.tasks.map((task) => ({
        id: task.id,
        name: task.name,
        rates: inCurrency(task.rates),
      })),
      users: row.users.map((user) => ({
        id: user.id,
        full_name: `${user.firstname} ${user.lastname}`,
        rates: inCurrency(user.rates),
      })),
    };
  }

  /**
   * Replaces the account's rates with `input` (the admin CLI's file) in one transaction. Every
   * reference must be the account's, the currency one of its currencies, and each scope and
   * currency given once; otherwise the entries are named and nothing is written.
   */
  async replaceAll(accountId: number, input: SetHourlyRatesDto): Promise<number> {
    return this.rates.transaction(accountId, async (tx) => {
      const ids = (
        pick: (entry: SetHourlyRatesDto['rates'][number]) => number | null | undefined,
      ) => input.rates.map(pick).filter((id): id is number => id != null);
      const known = await this.rates.references(
        accountId,
        {
          taskTemplates: ids((entry) => entry.task_template_id),
          users: ids((entry) => entry.user_id),
          companies: ids((entry) => entry.company_id),
        },
        tx,
      );
      const errors = new FieldErrorCollector();
      const scopes = new Set<string>();
      input.rates.forEach((entry, index) => {
        const at = (field: string) => `rates[${index}].${field}`;
        if (!known.currencies.has(entry.currency))
          errors.add(at('currency'), 'is not a currency of the account');
        if (entry.task_template_id != null && entry.user_id != null)
          errors.add(at('user_id'), 'cannot be given with task_template_id');
        if (entry.task_template_id != null && !known.taskTemplates.has(entry.task_template_id))
          errors.add(at('task_template_id'), 'does not exist');
        if (entry.user_id != null && !known.users.has(entry.user_id))
          errors.add(at('user_id'), 'does not exist');
        if (entry.company_id != null && !known.companies.has(entry.company_id))
          errors.add(at('company_id'), 'does not exist');
        const scope = [entry.company_id, entry.task_template_id, entry.user_id, entry.currency];
        const key = scope.map((part) => part ?? '').join(':');
        if (scopes.has(key)) errors.add(at('currency'), 'is given twice for the same rate');
        scopes.add(key);
      });
      errors.throwIfAny();
      await this.rates.replaceAll(
        accountId,
        input.rates.map((entry) => ({
          currency: entry.currency,
          hourlyRate: String(entry.hourly_rate),
          taskTemplateId: entry.task_template_id ?? null,
          userId: entry.user_id ?? null,
          companyId: entry.company_id ?? null,
        })),
        tx,
      );
      return input.rates.length;
    });
  }
}

/** The service outside Nest (the admin CLI's `set-hourly-rates`). */
export function createHourlyRatesService(db: AccountDbService): HourlyRatesService {
  return new HourlyRatesService(new HourlyRatesRepository(db));
}
