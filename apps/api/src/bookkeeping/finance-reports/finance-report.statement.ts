import { Prisma } from '@faktura/db';
import { REPORTED_INVOICE_STATUSES, type ReportKind } from '@faktura/domain';
import { containsPattern } from '../../platform/input';

/** What one page of a report is asked for; the kinds are those of one report, none: all. */
export interface ReportPageQuery {
  kinds: readonly ReportKind[];
  from?: string;
  to?: string;
  term?: string;
  companyId?: number;
  page: number;
  perPage: number;
}

/** One row as the statement gives it: the source's own amount, unsigned, as exact text. */
export interface ReportSourceRow {
  kind: ReportKind;
  record_id: number;
  company_id: number | null;
  user_id: number | null;
  description: string;
  amount: string;
  date: string;
  company: { id: number; name: string } | null;
  user: { id: number; firstname: string; lastname: string } | null;
}

/** The statement's one row: the account's currency, the total of every matching row and the page's rows. */
export interface ReportPageRow extends Record<string, unknown> {
  /** The account's currency: the report's amounts are in it. */
  currency: string;
  total: number;
  rows: ReportSourceRow[];
}

/**
 * Each kind's source rows with the same columns: kind, record, company, user, date,
 * description, the amount as stored and its currency. Drafts never count
 * (REPORTED_INVOICE_STATUSES); a project expense with a purchase is counted by the purchase.
 */
function source(kind: ReportKind, accountId: number): Prisma.Sql {
  const statuses = Prisma.sql`${[...REPORTED_INVOICE_STATUSES]}::text[]`;
  switch (kind) {
    case 'invoice':
      return Prisma.sql`SELECT 'invoice' AS kind, i.id AS record_id, i.customer_id AS company_id,
        i.user_id, i.date, concat_ws(' ', i.identifier, i.title) AS description,
        i.net_total AS amount, i.currency
      FROM invoices i
      WHERE i.account_id = ${accountId} AND i.status::text = ANY(${statuses})`;
    case 'reminder':
      return Prisma.sql`SELECT 'reminder' AS kind, r.id AS record_id, i.customer_id AS company_id,
        i.user_id, r.date, concat_ws(' ', coalesce(r.title, 'Reminder'), i.identifier) AS description,
        r.fee AS amount, i.currency
      FROM invoice_reminders r
      JOIN invoices i ON i.account_id = r.account_id AND i.id = r.invoice_id
      WHERE r.account_id = ${accountId} AND r.fee <> 0 AND i.status::text = ANY(${statuses})`;
    case 'purchase':
      return Prisma.sql`SELECT 'purchase' AS kind, p.id AS record_id, p.company_id, p.user_id,
        p.date, concat_ws(' ', p.identifier, p.title) AS description, p.net_total AS amount,
        p.currency
      FROM purchases p
      WHERE p.account_id = ${accountId}`;
    case 'expense':
      return Prisma.sql`SELECT 'expense' AS kind, e.id AS record_id, pr.company_id, e.user_id,
        e.date, e.title AS description, e.cost AS amount, e.currency
      FROM expenses e
      JOIN projects pr ON pr.account_id = e.account_id AND pr.id = e.project_id
      WHERE e.account_id = ${accountId} AND e.purchase_id IS NULL`;
    case 'fixed_cost':
      // Fixed costs are kept in the account's currency, one amount per month, dated the 1st.
      return Prisma.sql`SELECT 'fixed_cost' AS kind, f.id AS record_id, NULL::int AS company_id,
        NULL::int AS user_id, make_date(m.year, m.month, 1) AS date, f.title AS description,
        m.amount, a.default_currency AS currency
      FROM fixed_cost_amounts m
      JOIN fixed_costs f ON f.account_id = m.account_id AND f.id = m.fixed_cost_id
      JOIN accounts a ON a.id = m.account_id
      WHERE m.account_id = ${accountId}`;
    case 'invoice_payment':
      return Prisma.sql`SELECT 'invoice_payment' AS kind, x.id AS record_id,
        i.customer_id AS company_id, i.user_id, x.date,
        concat_ws(' ', i.identifier, i.title) AS description, x.paid_total AS amount, x.currency
      FROM invoice_payments x
      JOIN invoices i ON i.account_id = x.account_id AND i.id = x.invoice_id
      WHERE x.account_id = ${accountId} AND i.status::text = ANY(${statuses})`;
    case 'purchase_payment':
      return Prisma.sql`SELECT 'purchase_payment' AS kind, x.id AS record_id, p.company_id,
        p.user_id, x.date, concat_ws(' ', p.identifier, p.title) AS description,
        x.total AS amount, x.currency
      FROM purchase_payments x
      JOIN purchases p ON p.account_id = x.account_id AND p.id = x.purchase_id
      WHERE x.account_id = ${accountId}`;
  }
}

/**
 * The ONE statement of a report page: the sources of the asked kinds as one UNION ALL, only
 * rows in the account's currency (no exchange rates), the filters, then the total and the
 * page (ordered by date, kind and record, so pages never overlap) as one row. Company and user
 * come as JSON; amounts travel as text, so they stay exact.
 */
export function reportPageStatement(accountId: number, query: ReportPageQuery): Prisma.Sql {
  const union = Prisma.join(
    query.kinds.map((kind) => source(kind, accountId)),
    ' UNION ALL ',
  );
  const where: Prisma.Sql[] = [
    Prisma.sql`s.currency = (SELECT default_currency FROM accounts WHERE id = ${accountId})`,
  ];
  if (query.from !== undefined) where.push(Prisma.sql`s.date >= ${query.from}::date`);
  if (query.to !== undefined) where.push(Prisma.sql`s.date <= ${query.to}::date`);
  if (query.companyId !== undefined) where.push(Prisma.sql`s.company_id = ${query.companyId}`);
  if (query.term !== undefined) {
    const pattern = containsPattern(query.term);
    where.push(Prisma.sql`(s.description ILIKE ${pattern} OR c.name ILIKE ${pattern})`);
  }
  const offset = (query.page - 1) * query.perPage;
  return Prisma.sql`WITH matching AS (
      SELECT s.kind, s.record_id, s.company_id, s.user_id, s.date, s.description, s.amount,
        c.name AS company_name
      FROM (${union}) s
      LEFT JOIN companies c ON c.account_id = ${accountId} AND c.id = s.company_id
      WHERE ${Prisma.join(where, ' AND ')}
    )
    SELECT (SELECT default_currency FROM accounts WHERE id = ${accountId}) AS currency,
      (SELECT count(*)::int FROM matching) AS total,
      coalesce((SELECT json_agg(json_build_object('kind', p.kind, 'record_id', p.record_id,
          'company_id', p.company_id, 'user_id', p.user_id, 'description', p.description,
          'amount', p.amount::text, 'date', p.date,
          'company', CASE WHEN p.company_id IS NULL THEN NULL
            ELSE json_build_object('id', p.company_id, 'name', p.company_name) END,
          'user', (SELECT json_build_object('id', u.id, 'firstname', u.firstname,
              'lastname', u.lastname)
            FROM users u WHERE u.account_id = ${accountId} AND u.id = p.user_id))
        ORDER BY p.date, p.kind, p.record_id)
      FROM (SELECT * FROM matching ORDER BY date, kind, record_id
        LIMIT ${query.perPage} OFFSET ${offset}) p), '[]'::json) AS rows`;
}
