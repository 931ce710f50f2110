import { AmountField, IdField, IntField, NestedListField } from '../../../platform/input';
import { RATE_YEARS } from './internal-hourly-rates.query';

/** One user's internal rate. */
export class InternalHourlyRateEntryDto {
  @IdField({ example: 7, description: 'A user of the account' }) user_id!: number;

  @AmountField({
    maxDecimalPlaces: 2,
    example: 95,
    description: "Internal cost per hour, in the account's default currency",
  })
  rate!: number;
}

/** The body of PUT and PATCH /account/internal_hourly_rates: rates of one year, upserted. */
export class SetInternalHourlyRatesDto {
  @IntField({ ...RATE_YEARS, example: 2026 }) year!: number;

  @NestedListField(InternalHourlyRateEntryDto, {
    maxSize: 1000,
    description: 'Each user at most once; users left out keep their rate',
  })
  rates!: InternalHourlyRateEntryDto[];
}
