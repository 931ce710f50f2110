import type { Type } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import {
  CashflowReportQuery,
  FinanceReportQuery,
} from '../../src/bookkeeping/finance-reports/dto/report.query';
import { reportPageStatement } from '../../src/bookkeeping/finance-reports/finance-report.statement';
import {
  cashflowPageQuery,
  financePageQuery,
} from '../../src/bookkeeping/finance-reports/report-page.query';
import { queryParametersOf } from '../../src/platform/lists/query-fields';
import { createValidationPipe } from '../../src/platform/request-validation/validation.pipe';
import { EXAMPLE_ACCOUNT, queryNotes, type SqlEntry } from './sql-snapshot.render';

/** A report route built by its own statement (a UNION of sources, not ListQueryService). */
interface ReportExample<Q> {
  route: string;
  query: Type<Q>;
  /** Every parameter of the query class as a client sends it (the test checks none is left out). */
  every: Record<string, string>;
  statement(accountId: number, query: Q): Prisma.Sql;
}

/** A snapshot file (relative to apps/api/src) of report routes. */
export interface ReportFile {
  file: string;
  examples: ReportExample<never>[];
}

const example = <Q>(report: ReportExample<Q>) => report as unknown as ReportExample<never>;

export const REPORT_FILES: ReportFile[] = [
  {
    file: 'bookkeeping/finance-reports/finance-reports.list.sql',
    examples: [
      example({
        route: 'GET /report/finance',
        query: FinanceReportQuery,
        every: {
          page: '2',
          per_page: '25',
          from: '2026-01-01',
          to: '2026-03-31',
          term: 'Kunde',
          company_id: '3001',
          kinds: 'invoice,purchase',
        },
        statement: (accountId, query: FinanceReportQuery) =>
          reportPageStatement(accountId, financePageQuery(query)),
      }),
      example({
        route: 'GET /report/cashflow',
        query: CashflowReportQuery,
        every: {
          page: '2',
          per_page: '25',
          from: '2026-01-01',
          to: '2026-03-31',
          term: 'Kunde',
          kinds: 'purchase_payment',
        },
        statement: (accountId, query: CashflowReportQuery) =>
          reportPageStatement(accountId, cashflowPageQuery(query)),
      }),
    ],
  },
];

/** The parameters of a report's query class that its `every` example leaves out. */
export function reportParametersLeftOut(file: ReportFile): string[] {
  return file.examples.flatMap((report) =>
    queryParametersOf(report.query)
      .map((parameter) => parameter.name)
      .filter((name) => !(name in report.every))
      .map((name) => `${report.route}: ${name}`),
  );
}

async function typed<Q>(type: Type<Q>, texts: Record<string, string>): Promise<Q> {
  return (await createValidationPipe().transform(
    { ...texts },
    { type: 'query', metatype: type },
  )) as Q;
}

/** Each report's default page (no parameter) and its page with every parameter. */
export async function reportEntries(file: ReportFile): Promise<SqlEntry[]> {
  const entries: SqlEntry[] = [];
  for (const report of file.examples as ReportExample<unknown>[]) {
    const [method, path] = report.route.split(' ');
    entries.push({
      name: `${report.route}, default`,
      sql: report.statement(EXAMPLE_ACCOUNT, await typed(report.query, {})),
    });
    entries.push({
      name: `${report.route}, every filter`,
      notes: queryNotes(`${method} ${path}`, report.every),
      sql: report.statement(EXAMPLE_ACCOUNT, await typed(report.query, report.every)),
    });
  }
  return entries;
}
