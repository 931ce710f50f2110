import type { BookkeepingSettings } from '@faktura/db';
import { apiTimestamp } from '../../platform/serialization';
import {
  type AccountOverrides,
  effectiveAccounts,
  TAX_CASES,
} from './bookkeeping-settings.accounts';
import type {
  BookkeepingSettingsResponse,
  TaxCaseAccounts,
} from './dto/bookkeeping-settings.response';

const byCase = (accounts: Record<string, number>) =>
  Object.fromEntries(
    TAX_CASES.map((taxCase) => [taxCase, accounts[taxCase]]),
  ) as unknown as TaxCaseAccounts;

/** The settings as GET answers them; an account that never set any gets the defaults. */
export function toBookkeepingSettingsResponse(
  row: BookkeepingSettings | null,
): BookkeepingSettingsResponse {
  const chart = row?.chart ?? 'skr03';
  const overrides = (row?.accountOverrides ?? {}) as AccountOverrides;
  const accounts = effectiveAccounts(chart, overrides);
  return {
    chart,
    consultant_number: row?.consultantNumber ?? null,
    client_number: row?.clientNumber ?? null,
    fiscal_year_start: row?.fiscalYearStart ?? 1,
    account_length: row?.accountLength ?? 4,
    next_debit_number: row?.nextDebitNumber ?? 10000,
    next_credit_number: row?.nextCreditNumber ?? 70000,
    accounts: {
      revenue: byCase(accounts.revenue),
      expense: byCase(accounts.expense),
      reminder_fees: accounts.reminderFees,
    },
    account_overrides: overrides,
    updated_at: row ? apiTimestamp(row.updatedAt) : null,
  };
}
