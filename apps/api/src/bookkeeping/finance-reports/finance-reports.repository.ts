import { Injectable } from '@nestjs/common';
import { AccountDbService, AccountScopedRepository, readRows } from '../../platform/database';
import {
  type ReportPageQuery,
  type ReportPageRow,
  reportPageStatement,
} from './finance-report.statement';

/** Reads a page of the finance or cash-flow report: one statement per page. */
@Injectable()
export class FinanceReportsRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /** The page's rows (source amounts, unsigned) and the total of every matching row. */
  async page(accountId: number, query: ReportPageQuery): Promise<ReportPageRow> {
    const [row] = await readRows<ReportPageRow>(
      this.records(),
      reportPageStatement(accountId, query),
    );
    return row;
  }
}
