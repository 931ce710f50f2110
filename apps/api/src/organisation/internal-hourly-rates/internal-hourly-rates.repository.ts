import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  AccountScopedRepository,
  type AccountTx,
  readRows,
} from '../../platform/database';

/** A user with the rates of the years asked for, as the one statement returns them. */
export interface UserRatesRow {
  id: number;
  firstname: string;
  lastname: string;
  /** Years ascending; rates as numeric text. */
  rates: { year: number; rate: string }[];
  currency: string;
}

/** Internal hourly rates of one account's users. */
@Injectable()
export class InternalHourlyRatesRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /**
   * The account's users (active ones unless `archived`, of `unitId` when given) with their
   * rates in `years`.
   */
  usersWithRates(
    accountId: number,
    years: number[],
    archived: boolean,
    unitId: number | null,
  ): Promise<UserRatesRow[]> {
    return readRows<UserRatesRow & Record<string, unknown>>(
      this.records(),
      Prisma.sql`SELECT u.id, u.firstname, u.lastname,
  (SELECT a.default_currency FROM accounts a WHERE a.id = ${accountId}) AS currency,
  COALESCE((SELECT json_agg(json_build_object('year', r.year, 'rate', r.rate::text) ORDER BY r.year)
    FROM internal_hourly_rates r
    WHERE r.account_id = ${accountId} AND r.user_id = u.id AND r.year = ANY(${years}::int[])), '[]'::json) AS rates
FROM users u
WHERE u.account_id = ${accountId} AND (u.active OR ${archived})
  AND (${unitId}::int IS NULL OR u.unit_id = ${unitId}::int)
ORDER BY u.lastname, u.firstname, u.id`,
    );
  }

  /** Which of `ids` are users of the account. */
  async existingUsers(accountId: number, ids: number[], tx: AccountTx): Promise<Set<number>> {
    const users = await this.client(accountId, tx).user.findMany({
      where: { id: { in: ids } },
      select: { id: true },
    });
    return new Set(users.map((user) => user.id));
  }

  /** Sets each user's rate of `year` (inserted or replaced) in one statement. */
  async upsert(
    accountId: number,
    year: number,
    rates: { userId: number; rate: string }[],
    tx: AccountTx,
  ): Promise<void> {
    if (rates.length === 0) return;
    const userIds = rates.map((entry) => entry.userId);
    const values = rates.map((entry) => entry.rate);
    await tx.$executeRaw`INSERT INTO internal_hourly_rates (account_id, user_id, year, rate, updated_at)
SELECT ${accountId}, entry.user_id, ${year}, entry.rate, now()
FROM unnest(${userIds}::int[], ${values}::numeric[]) AS entry(user_id, rate)
ON CONFLICT (account_id, user_id, year) DO UPDATE SET rate = EXCLUDED.rate, updated_at = now()`;
  }
}
