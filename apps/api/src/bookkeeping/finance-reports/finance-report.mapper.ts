import { signedReportAmount, toApiNumber } from '@faktura/domain';
import type {
  CashflowReportRowResponse,
  FinanceReportRowResponse,
} from './dto/report-row.response';
import type { ReportSourceRow } from './finance-report.statement';

/** The row's amount with its kind's sign, in the account's currency, as a JSON number. */
function amountOf(row: ReportSourceRow, currency: string): number {
  return toApiNumber(signedReportAmount(row.kind, row.amount, currency), currency);
}

/** A finance report row in the reference's field order. */
export function toFinanceRow(row: ReportSourceRow, currency: string): FinanceReportRowResponse {
  return {
    record_id: row.record_id,
    company_id: row.company_id,
    description: row.description,
    user_id: row.user_id,
    net_amount_in_account_currency: amountOf(row, currency),
    kind: row.kind,
    date: row.date,
    company: row.company,
    user: row.user,
  };
}

/** A cash-flow report row in the reference's field order. */
export function toCashflowRow(row: ReportSourceRow, currency: string): CashflowReportRowResponse {
  return {
    record_id: row.record_id,
    company_id: row.company_id,
    description: row.description,
    user_id: row.user_id,
    amount_in_account_currency: amountOf(row, currency),
    kind: row.kind,
    date: row.date,
    company: row.company,
    user: row.user,
  };
}
