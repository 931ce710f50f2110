import { EnumField, IntField, NestedField } from '../../../platform/input';

const ACCOUNT = { nullable: true, min: 1, max: 99_999_999 } as const;

/** Accounts per tax case; `null` drops an override (the chart's default applies again). */
export class TaxCaseAccountsDto {
  @IntField({ ...ACCOUNT, example: 8400, description: 'Domestic, full rate' })
  standard?: number | null;
  @IntField({ ...ACCOUNT, example: 8300, description: 'Domestic, reduced rate' })
  reduced?: number | null;
  @IntField({ ...ACCOUNT, example: 8120, description: 'Tax free (0 %, exempt or export)' })
  tax_free?: number | null;
  @IntField({ ...ACCOUNT, example: 8125, description: 'Intra-community supply / acquisition' })
  intra_eu?: number | null;
  @IntField({ ...ACCOUNT, example: 8337, description: 'Reverse charge (§ 13b UStG)' })
  reverse_charge?: number | null;
}

/** Overrides of the chart's default accounts; only the ones sent change. */
export class BookkeepingAccountsDto {
  @NestedField(TaxCaseAccountsDto, { optional: true, description: 'Revenue accounts' })
  revenue?: TaxCaseAccountsDto;
  @NestedField(TaxCaseAccountsDto, { optional: true, description: 'Expense accounts' })
  expense?: TaxCaseAccountsDto;
  @IntField({ ...ACCOUNT, example: 8520, description: 'Account of reminder fees' })
  reminder_fees?: number | null;
}

/**
 * PUT /account/bookkeeping (Faktura only): the fields sent change, the others stay. Numbers
 * of the DATEV header (Beraternummer 1001-9999999, Mandantennummer 1-99999) may be cleared
 * with `null`; an export then answers 422 naming them.
 */
export class UpdateBookkeepingSettingsDto {
  @EnumField(['skr03', 'skr04'], { optional: true, description: 'Chart of accounts' })
  chart?: 'skr03' | 'skr04';

  @IntField({ nullable: true, min: 1001, max: 9_999_999, description: 'DATEV Beraternummer' })
  consultant_number?: number | null;

  @IntField({ nullable: true, min: 1, max: 99_999, description: 'DATEV Mandantennummer' })
  client_number?: number | null;

  @IntField({ optional: true, min: 1, max: 12, description: 'Month the fiscal year starts in' })
  fiscal_year_start?: number;

  @IntField({ optional: true, min: 4, max: 8, description: 'Sachkontenlänge (digits)' })
  account_length?: number;

  @IntField({
    optional: true,
    min: 1,
    max: 999_999_999,
    description: 'Debitor number the next customer without one gets',
  })
  next_debit_number?: number;

  @IntField({
    optional: true,
    min: 1,
    max: 999_999_999,
    description: 'Creditor number the next supplier without one gets',
  })
  next_credit_number?: number;

  @NestedField(BookkeepingAccountsDto, { optional: true, description: 'Account overrides' })
  accounts?: BookkeepingAccountsDto;
}
