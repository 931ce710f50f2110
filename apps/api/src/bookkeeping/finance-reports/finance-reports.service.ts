import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { Page } from '../../platform/lists';
import type { CashflowReportQuery, FinanceReportQuery } from './dto/report.query';
import type {
  CashflowReportRowResponse,
  FinanceReportRowResponse,
} from './dto/report-row.response';
import { toCashflowRow, toFinanceRow } from './finance-report.mapper';
import type { ReportPageQuery, ReportSourceRow } from './finance-report.statement';
import { FinanceReportsRepository } from './finance-reports.repository';
import { cashflowPageQuery, financePageQuery } from './report-page.query';

/** The finance report (revenue and costs) and the cash-flow report (payments in and out). */
@Injectable()
export class FinanceReportsService {
  constructor(private readonly reports: FinanceReportsRepository) {}

  finance(
    account: AccountContext,
    query: FinanceReportQuery,
  ): Promise<Page<FinanceReportRowResponse>> {
    return this.page(account, financePageQuery(query), toFinanceRow);
  }

  cashflow(
    account: AccountContext,
    query: CashflowReportQuery,
  ): Promise<Page<CashflowReportRowResponse>> {
    return this.page(account, cashflowPageQuery(query), toCashflowRow);
  }

  /** One page, each row converted with the account's currency; a range backwards is a 422. */
  private async page<T>(
    account: AccountContext,
    query: ReportPageQuery,
    convert: (row: ReportSourceRow, currency: string) => T,
  ): Promise<Page<T>> {
    if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
      throw DomainError.validation({ to: ['must not be before from'] });
    }
    const found = await this.reports.page(account.accountId, query);
    const items = found.rows.map((row) => convert(row, found.currency));
    return new Page(items, found.total, query.page, query.perPage);
  }
}
