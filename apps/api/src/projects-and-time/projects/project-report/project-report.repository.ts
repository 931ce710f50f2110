import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import type { ProjectReportInput } from '@faktura/domain';
import {
  AccountDbService,
  AccountScopedRepository,
  type AccountTx,
  readRows,
} from '../../../platform/database';

/** What the report of one project is computed from, with what its public page prints. */
export interface ProjectReportRow extends ProjectReportInput {
  id: number;
  accountId: number;
  name: string;
  identifier: string;
  customerName: string;
  /** The account's locale: the public page speaks its language. */
  locale: string;
}

/**
 * The project, its account's currency and locale, its tasks, its activities summed per task,
 * billing rate and the user's internal rate of the activity's year, its expenses summed by
 * budget relevance, and its invoices: ONE statement. Numbers travel as text (exact).
 */
const REPORT_SELECT = Prisma.sql`SELECT p.id, p.account_id AS "accountId", p.name, p.identifier,
  p.currency, a.default_currency AS "accountCurrency", a.locale, c.name AS "customerName",
  p.budget::text AS budget, p.hourly_rate::text AS "hourlyRate",
  COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name,
      'budget', t.budget::text) ORDER BY t.id)
    FROM project_tasks t
    WHERE t.account_id = p.account_id AND t.project_id = p.id), '[]'::json) AS tasks,
  COALESCE((SELECT json_agg(json_build_object('taskId', g.task_id, 'billable', g.billable,
      'hourlyRate', g.hourly_rate::text, 'internalRate', g.rate::text, 'hours', g.hours::text))
    FROM (SELECT ac.task_id, ac.billable, ac.hourly_rate, r.rate, SUM(ac.hours) AS hours
      FROM activities ac
      LEFT JOIN internal_hourly_rates r ON r.account_id = ac.account_id
        AND r.user_id = ac.user_id AND r.year = EXTRACT(YEAR FROM ac.date)::int
      WHERE ac.account_id = p.account_id AND ac.project_id = p.id
      GROUP BY ac.task_id, ac.billable, ac.hourly_rate, r.rate) g), '[]'::json) AS activities,
  COALESCE((SELECT json_agg(json_build_object('budgetRelevant', e.budget_relevant,
      'price', e.price::text, 'cost', e.cost::text))
    FROM (SELECT x.budget_relevant, SUM(x.price) AS price, SUM(x.cost) AS cost
      FROM expenses x WHERE x.account_id = p.account_id AND x.project_id = p.id
      GROUP BY x.budget_relevant) e), '[]'::json) AS expenses,
  COALESCE((SELECT json_agg(json_build_object('netTotal', i.net_total::text, 'status', i.status,
      'isReversal', i.reversed_invoice_id IS NOT NULL,
      'reversed', EXISTS (SELECT 1 FROM invoices ri
        WHERE ri.account_id = i.account_id AND ri.reversed_invoice_id = i.id)))
    FROM invoices i
    WHERE i.account_id = p.account_id AND i.project_id = p.id), '[]'::json) AS invoices
FROM projects p
JOIN accounts a ON a.id = p.account_id
JOIN companies c ON c.id = p.company_id AND c.account_id = p.account_id`;

/** The report's rows of projects and their customer report links. */
@Injectable()
export class ProjectReportRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /** The report rows of the account's project `id`; null when the account has no such project. */
  async report(accountId: number, id: number): Promise<ProjectReportRow | null> {
    const rows = await readRows<ProjectReportRow & Record<string, unknown>>(
      this.records(),
      Prisma.sql`${REPORT_SELECT} WHERE p.account_id = ${accountId} AND p.id = ${id}`,
    );
    return rows[0] ?? null;
  }

  /** The report rows of the project shared under `token`, of any account: the token is the secret. */
  async sharedReport(token: string): Promise<ProjectReportRow | null> {
    const rows = await readRows<ProjectReportRow & Record<string, unknown>>(
      this.records(),
      Prisma.sql`${REPORT_SELECT} WHERE p.customer_report_token = ${token}`,
    );
    return rows[0] ?? null;
  }

  /**
   * Locks the project until `tx` ends and gives its report token (null: not shared); null when
   * the account has no such project. Concurrent shares then take turns and agree on one link.
   */
  async lockedToken(
    accountId: number,
    id: number,
    tx: AccountTx,
  ): Promise<{ token: string | null } | null> {
    const rows = await tx.$queryRaw<{ token: string | null }[]>`
      SELECT customer_report_token AS token FROM projects
      WHERE account_id = ${accountId} AND id = ${id} FOR UPDATE`;
    return rows[0] ?? null;
  }

  /** Sets (or with null removes) the project's report token; the project counts as changed. */
  async setToken(accountId: number, id: number, token: string | null, tx: AccountTx) {
    await this.client(accountId, tx).project.updateMany({
      where: { id },
      data: { customerReportToken: token },
    });
  }
}
