import {
  CASHFLOW_REPORT_KINDS,
  type CashflowReportKind,
  FINANCE_REPORT_KINDS,
  type FinanceReportKind,
} from '@faktura/domain';
import { QueryArrayOf, QueryDate, QueryInteger, QueryText } from '../../../platform/lists';

const DEFAULT_PER_PAGE = 100;
const MAX_PER_PAGE = 1000;

const kindsDoc = (kinds: readonly string[]) => ({
  description:
    `Any of ${kinds.join(', ')}: repeated (\`kinds[]=${kinds[0]}&kinds[]=${kinds[1]}\`) or ` +
    'comma-separated; default every kind',
});

/** Paging, range and search of both reports. */
class ReportQuery {
  @QueryInteger({ minimum: 1, default: 1 }, { min: 1, fallback: 1 })
  page: number = 1;

  @QueryInteger(
    { minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE },
    { min: 1, max: MAX_PER_PAGE, fallback: DEFAULT_PER_PAGE },
  )
  per_page: number = DEFAULT_PER_PAGE;

  @QueryDate({ description: 'Rows dated on or after it (YYYY-MM-DD)' })
  from?: string;

  @QueryDate({ description: 'Rows dated on or before it (YYYY-MM-DD)' })
  to?: string;

  @QueryText({ description: "The description or the company's name contains it" })
  term?: string;
}

/** GET /report/finance. */
export class FinanceReportQuery extends ReportQuery {
  @QueryInteger({ description: "The company's rows only" }, { min: 1 })
  company_id?: number;

  @QueryArrayOf(FINANCE_REPORT_KINDS, kindsDoc(FINANCE_REPORT_KINDS))
  kinds?: FinanceReportKind[];
}

/** GET /report/cashflow. */
export class CashflowReportQuery extends ReportQuery {
  @QueryArrayOf(CASHFLOW_REPORT_KINDS, kindsDoc(CASHFLOW_REPORT_KINDS))
  kinds?: CashflowReportKind[];
}
