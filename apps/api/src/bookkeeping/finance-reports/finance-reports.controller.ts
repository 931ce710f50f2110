import { DeclaredController } from '../../platform/http';
import { CashflowReportQuery, FinanceReportQuery } from './dto/report.query';
import { CashflowReportRowResponse, FinanceReportRowResponse } from './dto/report-row.response';
import { FinanceReportsService } from './finance-reports.service';

/** The reference's finance and cash-flow reports: rows in the account's currency, paged. */
export class FinanceReportsController extends DeclaredController({
  path: 'report',
  tag: 'Reports',
  inject: { reports: FinanceReportsService },
  routes: (route) => ({
    finance: route.list(
      {
        path: 'finance',
        query: FinanceReportQuery,
        response: FinanceReportRowResponse,
        operation: {
          summary: 'Get finance report',
          description:
            'Revenue (issued invoices, reminder fees) and costs (purchases, project expenses ' +
            'without a purchase, fixed costs) by date; drafts never count',
        },
      },
      'reports.finance',
    ),
    cashflow: route.list(
      {
        path: 'cashflow',
        query: CashflowReportQuery,
        response: CashflowReportRowResponse,
        operation: {
          summary: 'Get cashflow report',
          description: 'Invoice payments received and purchase payments made, by payment date',
        },
      },
      'reports.cashflow',
    ),
  }),
}) {}
