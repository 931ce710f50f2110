import { Injectable } from '@nestjs/common';
import { FieldErrorCollector, toApiNumber } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { DomainEvents } from '../../platform/events';
import type { InternalHourlyRatesQuery } from './dto/internal-hourly-rates.query';
import type {
  InternalHourlyRatesWritten,
  UserInternalHourlyRates,
} from './dto/internal-hourly-rates.response';
import type { SetInternalHourlyRatesDto } from './dto/set-internal-hourly-rates.dto';
import { InternalHourlyRatesRepository } from './internal-hourly-rates.repository';

/** The users' internal (cost) hourly rates per year. */
@Injectable()
export class InternalHourlyRatesService {
  constructor(
    private readonly rates: InternalHourlyRatesRepository,
    private readonly events: DomainEvents,
  ) {}

  async list(
    account: AccountContext,
    query: InternalHourlyRatesQuery,
  ): Promise<UserInternalHourlyRates[]> {
    const years = query.years?.length ? query.years : [new Date().getUTCFullYear()];
    const rows = await this.rates.usersWithRates(
      account.accountId,
      years,
      query.include_archived === true,
      query.unit_id ?? null,
    );
    return rows.map((row) => ({
      id: row.id,
      full_name: `${row.firstname} ${row.lastname}`,
      rates: row.rates.map(({ year, rate }) => ({ year, rate: toApiNumber(rate, row.currency) })),
    }));
  }

  /**
   * Upserts the rates of one year in one transaction: every user must be the account's and
   * named once, else a 422 naming the entries and nothing is written.
   */
  async set(
    account: AccountContext,
    input: SetInternalHourlyRatesDto,
  ): Promise<InternalHourlyRatesWritten> {
    const { accountId } = account;
    await this.rates.transaction(accountId, async (tx) => {
      const ids = input.rates.map((entry) => entry.user_id);
      const existing = await this.rates.existingUsers(accountId, ids, tx);
      const errors = new FieldErrorCollector();
      input.rates.forEach((entry, index) => {
        const field = `rates[${index}].user_id`;
        if (!existing.has(entry.user_id)) errors.add(field, 'does not exist');
        else if (ids.indexOf(entry.user_id) !== index) errors.add(field, 'is given twice');
      });
      errors.throwIfAny();
      const rates = input.rates.map((entry) => ({
        userId: entry.user_id,
        rate: String(entry.rate),
      }));
      await this.rates.upsert(accountId, input.year, rates, tx);
      await this.events.record(tx, account, {
        type: 'internal_hourly_rates.changed',
        ids,
        year: input.year,
      });
    });
    return { status: 'ok' };
  }
}
