import {
  type BookingTaxCase,
  type BookkeepingAccounts,
  type ChartOfAccounts,
  defaultBookkeepingAccounts,
  FieldErrorCollector,
} from '@faktura/domain';

/** The tax cases in the order the settings name them. */
export const TAX_CASES: readonly BookingTaxCase[] = [
  'standard',
  'reduced',
  'tax_free',
  'intra_eu',
  'reverse_charge',
];

/** The overrides as the jsonb column keeps them (API names). */
export interface AccountOverrides {
  revenue?: Partial<Record<BookingTaxCase, number>>;
  expense?: Partial<Record<BookingTaxCase, number>>;
  reminder_fees?: number;
}

/** What a PUT sends: a number sets an override, null drops it, a missing key keeps it. */
export interface AccountOverridesInput {
  revenue?: Partial<Record<BookingTaxCase, number | null>>;
  expense?: Partial<Record<BookingTaxCase, number | null>>;
  reminder_fees?: number | null;
}

function mergeCases(
  current: Partial<Record<BookingTaxCase, number>> | undefined,
  input: Partial<Record<BookingTaxCase, number | null>> | undefined,
): Partial<Record<BookingTaxCase, number>> | undefined {
  const merged: Partial<Record<BookingTaxCase, number>> = { ...current };
  for (const taxCase of TAX_CASES) {
    const value = input?.[taxCase];
    if (value === null) delete merged[taxCase];
    else if (value !== undefined) merged[taxCase] = value;
  }
  return Object.keys(merged).length > 0 ? merged : undefined;
}

/** The stored overrides after a PUT's changes. */
export function mergeOverrides(
  current: AccountOverrides,
  input: AccountOverridesInput | undefined,
): AccountOverrides {
  if (!input) return current;
  const revenue = mergeCases(current.revenue, input.revenue);
  const expense = mergeCases(current.expense, input.expense);
  const fees = input.reminder_fees === undefined ? current.reminder_fees : input.reminder_fees;
  return {
    ...(revenue && { revenue }),
    ...(expense && { expense }),
    ...(fees !== null && fees !== undefined && { reminder_fees: fees }),
  };
}

/**
 * Names every override that does not fit the account length: a ledger account (Sachkonto) has
 * at most that many digits in DATEV, and debitor/creditor numbers exactly one more.
 */
export function checkOverrides(
  overrides: AccountOverrides,
  accountLength: number,
  errors: FieldErrorCollector,
): void {
  const max = 10 ** accountLength - 1;
  const message = `must have at most ${accountLength} digits (account_length)`;
  for (const side of ['revenue', 'expense'] as const) {
    for (const [taxCase, value] of Object.entries(overrides[side] ?? {})) {
      if (value > max) errors.add(`accounts.${side}.${taxCase}`, message);
    }
  }
  if ((overrides.reminder_fees ?? 0) > max) errors.add('accounts.reminder_fees', message);
}

/** The range of debitor numbers (below it: ledger accounts, above: creditors) for a length. */
export function partyNumberRanges(accountLength: number) {
  const base = 10 ** accountLength;
  return {
    debit: { min: base, max: 7 * base - 1 },
    credit: { min: 7 * base, max: 10 * base - 1 },
  };
}

/** The chart's default accounts with the account's overrides. */
export function effectiveAccounts(
  chart: ChartOfAccounts,
  overrides: AccountOverrides,
): BookkeepingAccounts {
  const defaults = defaultBookkeepingAccounts(chart);
  return {
    ...defaults,
    revenue: { ...defaults.revenue, ...overrides.revenue },
    expense: { ...defaults.expense, ...overrides.expense },
    reminderFees: overrides.reminder_fees ?? defaults.reminderFees,
  };
}
