import { CASHFLOW_REPORT_KINDS, FINANCE_REPORT_KINDS, type ReportKind } from '@faktura/domain';
import type { CashflowReportQuery, FinanceReportQuery } from './dto/report.query';
import type { ReportPageQuery } from './finance-report.statement';

/** The page a report's query asks for: its kinds (none given: all of the report's), once each. */
function pageQuery(
  query: FinanceReportQuery | CashflowReportQuery,
  kinds: readonly ReportKind[],
  companyId?: number,
): ReportPageQuery {
  return {
    kinds: [...new Set(kinds)],
    from: query.from,
    to: query.to,
    term: query.term,
    companyId,
    page: query.page,
    perPage: query.per_page,
  };
}

/** What GET /report/finance reads. */
export function financePageQuery(query: FinanceReportQuery): ReportPageQuery {
  return pageQuery(query, query.kinds ?? FINANCE_REPORT_KINDS, query.company_id);
}

/** What GET /report/cashflow reads. */
export function cashflowPageQuery(query: CashflowReportQuery): ReportPageQuery {
  return pageQuery(query, query.kinds ?? CASHFLOW_REPORT_KINDS);
}
