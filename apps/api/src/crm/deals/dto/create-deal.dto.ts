import { DealStatus } from '@faktura/db';
import {
  CUSTOM_PROPERTIES_DESCRIPTION,
  CustomPropertiesField,
  TagsField,
  AmountField,
  ApiDateField,
  CurrencyField,
  EnumField,
  IdField,
  TextField,
  LONG_TEXT,
} from '../../../platform/input';
/** The body of POST /deals (the reference's names; `customer_id` is an alias of company_id). */
export class CreateDealDto {
  @TextField({ maxLength: 255, example: 'Relaunch 2027' }) name!: string;

  @CurrencyField({ example: 'CHF', description: "One of the account's currencies" })
  currency!: string;

  @EnumField(Object.values(DealStatus), { optional: true, default: DealStatus.pending })
  status?: DealStatus;

  @AmountField({
    nullable: true,
    example: 25000,
    description: 'Expected value; rounded to the currency',
  })
  money?: number | null;

  @IdField({
    optional: true,
    example: 3,
    description:
      "The pipeline stage, a deal category of the account; on create the account's first " +
      'category (lowest ID) when not sent',
  })
  deal_category_id?: number;

  @IdField({ nullable: true, example: 12, description: 'A company' })
  company_id?: number | null;

  @IdField({ nullable: true, deprecated: true, description: 'Alias of company_id' })
  customer_id?: number | null;

  @IdField({
    nullable: true,
    example: 31,
    description: 'The contact person (answered as `person`)',
  })
  person_id?: number | null;

  @IdField({
    nullable: true,
    example: 7,
    description: "Responsible user; on create the API key's user when not sent",
  })
  user_id?: number | null;

  @ApiDateField({ nullable: true }) reminder_date?: string | null;
  @ApiDateField({ nullable: true }) closed_on?: string | null;
  @TextField({ maxLength: LONG_TEXT, nullable: true }) info?: string | null;
  @ApiDateField({ nullable: true }) service_period_from?: string | null;

  @ApiDateField({ nullable: true, description: 'Not before service_period_from' })
  service_period_to?: string | null;

  @CustomPropertiesField({ optional: true, description: CUSTOM_PROPERTIES_DESCRIPTION })
  custom_properties?: Record<string, unknown>;

  @TagsField({ optional: true, example: ['inbound'] }) tags?: string[];
}
