import { AmountField, CurrencyField, IdField, NestedListField } from '../../../platform/input';

/** One rate: the default (no task template, no user), a task template's or a user's. */
export class HourlyRateEntryDto {
  @CurrencyField({ example: 'EUR', description: 'One of the account currencies' })
  currency!: string;

  @AmountField({ maxDecimalPlaces: 2, example: 120 }) hourly_rate!: number;

  @IdField({ nullable: true, description: 'A task template of the account; not with user_id' })
  task_template_id?: number | null;

  @IdField({ nullable: true, description: 'A user of the account; not with task_template_id' })
  user_id?: number | null;

  @IdField({ nullable: true, description: 'A company of the account: the rate for it alone' })
  company_id?: number | null;
}

/** The account's whole set of hourly rates (the admin CLI's `set-hourly-rates --file`). */
export class SetHourlyRatesDto {
  @NestedListField(HourlyRateEntryDto, { maxSize: 10_000 }) rates!: HourlyRateEntryDto[];
}
