import {
  AmountField,
  IntField,
  LONG_TEXT,
  NestedListField,
  TextField,
} from '../../../platform/input';

/** One month's amount. */
export class FixedCostMonthDto {
  @IntField({ min: 1900, max: 9999, example: 2026 }) year!: number;
  @IntField({ min: 1, max: 12, example: 1 }) month!: number;
  @AmountField({ maxDecimalPlaces: 2, example: 3500 }) amount!: number;
}

/** One fixed cost with its months. */
export class FixedCostDto {
  @TextField({ maxLength: 255, example: 'Office rent' }) title!: string;
  @TextField({ maxLength: LONG_TEXT, nullable: true }) description?: string | null;
  @IntField({ min: 1, max: 31, nullable: true, example: 1 }) payment_day?: number | null;
  @NestedListField(FixedCostMonthDto, { maxSize: 1200 }) costs!: FixedCostMonthDto[];
}

/** The account's whole set of fixed costs (the admin CLI's `set-fixed-costs --file`). */
export class SetFixedCostsDto {
  @NestedListField(FixedCostDto, { maxSize: 1000 }) fixed_costs!: FixedCostDto[];
}
