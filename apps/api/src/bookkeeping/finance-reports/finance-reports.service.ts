import { Injectable } from '@nestjs/common';
import {
  CASHFLOW_REPORT_KINDS,
  DomainError,
  FINANCE_REPORT_KINDS,
  type ReportKind,
} from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { Page } from '../../platform/lists';
import type { CashflowReportQuery, FinanceReportQuery } from './dto/report.query';
import type {
  CashflowReportRowResponse,
  FinanceReportRowResponse,
} from './dto/report-row.response';
import { toCashflowRow, toFinanceRow } from './finance-report.mapper';
import type { ReportSourceRow } from './finance-report.statement';
import { FinanceReportsRepository } from './finance-reports.repository';

/** The finance report (revenue and costs) and the cash-flow report (payments in and out). */
@Injectable()
export class FinanceReportsService {
  constructor(private readonly reports: FinanceReportsRepository) {}

  finance(
    account: AccountContext,
    query: FinanceReportQuery,
  ): Promise<Page<FinanceReportRowResponse>> {
    return this.page(
      account,
      query,
      query.kinds ?? FINANCE_REPORT_KINDS,
      query.company_id,
      toFinanceRow,
    );
  }

  cashflow(
    account: AccountContext,
    query: CashflowReportQuery,
  ): Promise<Page<CashflowReportRowResponse>> {
    return this.page(
      account,
      query,
      query.kinds ?? CASHFLOW_REPORT_KINDS,
      undefined,
      toCashflowRow,
    );
  }

  private async page<T>(
    account: AccountContext,
    query: FinanceReportQuery | CashflowReportQuery,
    kinds: readonly ReportKind[],
    companyId: number | undefined,
    convert: (row: ReportSourceRow, currency: string) => T,
  ): Promise<Page<T>> {
    if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
      throw DomainError.validation({ to: ['must not be before from'] });
    }
    const found = await this.reports.page(account.accountId, {
      kinds: [...new Set(kinds)],
      from: query.from,
      to: query.to,
      term: query.term,
      companyId,
      page: query.page,
      perPage: query.per_page,
    });
    const items = found.rows.map((row) => convert(row, found.currency));
    return new Page(items, found.total, query.page, query.per_page);
  }
}
