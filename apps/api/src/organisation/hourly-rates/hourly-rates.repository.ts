import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  AccountScopedRepository,
  type AccountTx,
  readRows,
} from '../../platform/database';

/** Rates as the statement returns them: numeric text per currency. */
export type RateRow = { currency: string; hourly_rate: string };

/** The one statement's answer: whether the company is the account's, and the three sections. */
export interface HourlyRatesRow {
  company_found: boolean;
  defaults: RateRow[];
  tasks: { id: number; name: string; rates: RateRow[] }[];
  users: { id: number; firstname: string; lastname: string; rates: RateRow[] }[];
}

/** A rate row to write, as the columns keep it. */
export interface HourlyRateColumns {
  currency: string;
  hourlyRate: string;
  taskTemplateId: number | null;
  userId: number | null;
  companyId: number | null;
}

const rates = (where: Prisma.Sql) =>
  Prisma.sql`COALESCE((SELECT json_agg(json_build_object('currency', r.currency, 'hourly_rate', r.hourly_rate) ORDER BY r.currency)
    FROM rates r WHERE ${where}), '[]'::json)`;

/** The hourly rates of one account. */
@Injectable()
export class HourlyRatesRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /**
   * Everything GET answers, in one statement: per scope and currency the company's rate when
   * `companyId` has one, else the account's.
   */
  async rates(
    accountId: number,
    companyId: number | null,
    archived: boolean,
  ): Promise<HourlyRatesRow> {
    const [row] = await readRows<HourlyRatesRow & Record<string, unknown>>(
      this.records(),
      Prisma.sql`WITH rates AS (
  SELECT DISTINCT ON (task_template_id, user_id, currency) task_template_id, user_id, currency, hourly_rate::text AS hourly_rate
  FROM account_hourly_rates
  WHERE account_id = ${accountId} AND (company_id IS NULL OR company_id = ${companyId}::int)
  ORDER BY task_template_id, user_id, currency, company_id NULLS LAST
)
SELECT
  (${companyId}::int IS NULL OR EXISTS (SELECT 1 FROM companies c WHERE c.account_id = ${accountId} AND c.id = ${companyId}::int)) AS company_found,
  ${rates(Prisma.sql`r.task_template_id IS NULL AND r.user_id IS NULL`)} AS defaults,
  COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'rates', ${rates(Prisma.sql`r.task_template_id = t.id`)}) ORDER BY t.index, t.id)
    FROM task_templates t WHERE t.account_id = ${accountId}), '[]'::json) AS tasks,
  COALESCE((SELECT json_agg(json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname, 'rates', ${rates(Prisma.sql`r.user_id = u.id`)}) ORDER BY u.lastname, u.firstname, u.id)
    FROM users u WHERE u.account_id = ${accountId} AND (u.active OR ${archived})), '[]'::json) AS users`,
    );
    return row!;
  }

  /** The account's currencies and which of the given IDs are its rows, in `tx`. */
  async references(
    accountId: number,
    ids: { taskTemplates: number[]; users: number[]; companies: number[] },
    tx: AccountTx,
  ) {
    const db = this.client(accountId, tx);
    const select = { id: true } as const;
    const [account, taskTemplates, users, companies] = [
      await db.account.findFirstOrThrow({ select: { currencies: true } }),
      await db.taskTemplate.findMany({ where: { id: { in: ids.taskTemplates } }, select }),
      await db.user.findMany({ where: { id: { in: ids.users } }, select }),
      await db.company.findMany({ where: { id: { in: ids.companies } }, select }),
    ];
    const idSet = (rows: { id: number }[]) => new Set(rows.map((row) => row.id));
    return {
      currencies: new Set(account.currencies),
      taskTemplates: idSet(taskTemplates),
      users: idSet(users),
      companies: idSet(companies),
    };
  }

  /** Replaces the account's whole set of rates. */
  async replaceAll(accountId: number, rows: HourlyRateColumns[], tx: AccountTx): Promise<void> {
    const db = this.client(accountId, tx);
    await db.accountHourlyRate.deleteMany({});
    // The account-bound client adds account_id to every created row.
    await db.accountHourlyRate.createMany({
      data: rows as Prisma.AccountHourlyRateCreateManyInput[],
    });
  }
}
