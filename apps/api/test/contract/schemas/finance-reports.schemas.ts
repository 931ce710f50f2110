// The reference's finance and cash-flow reports: one row per document, payment or fixed cost
// month, with the company and the user as small embedded records.
import type { ContractGroup } from '../contract-checker';
import { date, int, listOf, nullable, num, record, str } from '../schema-builders';

const company = nullable(record({ id: int, name: str }));
const user = nullable(record({ id: int, firstname: str, lastname: str }));

/** A row of GET /report/finance; Faktura adds nothing. */
export const financeReportRow = record({
  record_id: int,
  company_id: nullable(int),
  description: str,
  user_id: nullable(int),
  net_amount_in_account_currency: num,
  kind: str,
  date,
  company,
  user,
});

/** A row of GET /report/cashflow; Faktura adds nothing. */
export const cashflowReportRow = record({
  record_id: int,
  company_id: nullable(int),
  description: str,
  user_id: nullable(int),
  amount_in_account_currency: num,
  kind: str,
  date,
  company,
  user,
});

export const FINANCE_REPORTS_CONTRACT: ContractGroup = {
  'GET /report/finance': { status: 200, body: listOf(financeReportRow), paged: true },
  'GET /report/cashflow': { status: 200, body: listOf(cashflowReportRow), paged: true },
};
