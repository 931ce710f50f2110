/** The two standard charts of accounts of DATEV a German tax advisor uses. */
export type ChartOfAccounts = 'skr03' | 'skr04';

/** How a booking line is taxed: decides the revenue/expense account and the BU key. */
export type BookingTaxCase =
  | 'standard' // domestic, the full rate (19 %)
  | 'reduced' // domestic, the reduced rate (7 %)
  | 'tax_free' // 0 %, domestic exempt or third-country export
  | 'intra_eu' // intra-community supply / acquisition (0 %, customer/supplier VAT ID)
  | 'reverse_charge'; // § 13b: the recipient owes the tax

/** Every tax case, in a stable order. */
export const BOOKING_TAX_CASES: readonly BookingTaxCase[] = Object.freeze([
  'standard',
  'reduced',
  'tax_free',
  'intra_eu',
  'reverse_charge',
]);

/** The tax cases in which the recipient of a purchase computes the tax itself (acquisition). */
export type SelfAssessedTaxCase = 'intra_eu' | 'reverse_charge';

/** The ledger accounts of an account's bookkeeping (defaults per chart, overridable). */
export interface BookkeepingAccounts {
  chart: ChartOfAccounts;
  /** Revenue account per tax case (SKR03 8400 / 8300 / 8120 / 8125 / 8337). */
  revenue: Record<BookingTaxCase, number>;
  /**
   * Expense account per tax case (SKR03 3400 / 3300 / 3200 / 3425 / 3123; SKR04 5400 / 5300 /
   * 5200 / 5425 / 5923). The intra-EU and § 13b accounts are the automatic ones of the full rate.
   */
  expense: Record<BookingTaxCase, number>;
  /**
   * Expense accounts of an intra-EU acquisition or a § 13b purchase at the reduced rate: the
   * automatic accounts are per rate (SKR03 3420 / 3113, SKR04 5420 / 5913).
   */
  expenseReducedRate: Record<SelfAssessedTaxCase, number>;
  /** Account of reminder fees: damages, not a taxable supply (SKR03 2700, SKR04 4830). */
  reminderFees: number;
}

const DEFAULTS: Readonly<Record<ChartOfAccounts, BookkeepingAccounts>> = {
  skr03: {
    chart: 'skr03',
    revenue: {
      standard: 8400,
      reduced: 8300,
      tax_free: 8120,
      intra_eu: 8125,
      reverse_charge: 8337,
    },
    expense: {
      standard: 3400,
      reduced: 3300,
      tax_free: 3200,
      intra_eu: 3425,
      reverse_charge: 3123,
    },
    expenseReducedRate: { intra_eu: 3420, reverse_charge: 3113 },
    reminderFees: 2700,
  },
  skr04: {
    chart: 'skr04',
    revenue: {
      standard: 4400,
      reduced: 4300,
      tax_free: 4120,
      intra_eu: 4125,
      reverse_charge: 4337,
    },
    expense: {
      standard: 5400,
      reduced: 5300,
      tax_free: 5200,
      intra_eu: 5425,
      reverse_charge: 5923,
    },
    expenseReducedRate: { intra_eu: 5420, reverse_charge: 5913 },
    reminderFees: 4830,
  },
};

/** The default accounts of a chart (a fresh copy the caller may change). */
export function defaultBookkeepingAccounts(chart: ChartOfAccounts): BookkeepingAccounts {
  const defaults = DEFAULTS[chart];
  return {
    chart,
    revenue: { ...defaults.revenue },
    expense: { ...defaults.expense },
    expenseReducedRate: { ...defaults.expenseReducedRate },
    reminderFees: defaults.reminderFees,
  };
}
