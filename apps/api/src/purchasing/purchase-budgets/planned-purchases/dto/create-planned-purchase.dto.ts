import { PLANNED_PURCHASE_FREQUENCIES, type PlannedPurchaseFrequency } from '@faktura/domain';
import {
  AmountField,
  ApiDateField,
  BooleanField,
  CurrencyField,
  CustomPropertiesField,
  EnumField,
  IdField,
  LONG_TEXT,
  TextField,
} from '../../../../platform/input';

/** The body of POST /planned_purchases. */
export class CreatePlannedPurchaseDto {
  @ApiDateField({ example: '2026-01-15', description: 'The first (or only) date' })
  date!: string;

  @ApiDateField({
    nullable: true,
    example: '2026-12-31',
    description: 'The last date of a recurring series; cleared for `once`',
  })
  finish_date?: string | null;

  @EnumField(PLANNED_PURCHASE_FREQUENCIES, { optional: true, default: 'once', example: 'monthly' })
  frequency?: PlannedPurchaseFrequency;

  @TextField({ maxLength: 255, example: 'Office supplies' }) title!: string;

  @TextField({ maxLength: LONG_TEXT, nullable: true }) info?: string | null;

  @AmountField({ example: 500, description: 'Net amount of each date, in `currency`' })
  net_total!: number;

  @CurrencyField({ example: 'EUR', description: 'One of the account currencies' })
  currency!: string;

  @IdField({ nullable: true, description: 'The supplier' }) company_id?: number | null;

  @IdField({ nullable: true, description: 'The purchase budget it is planned in' })
  purchase_budget_id?: number | null;

  @IdField({ description: 'The responsible user' }) user_id!: number;

  @CustomPropertiesField({ nullable: true }) custom_properties?: Record<string, unknown> | null;

  @BooleanField({
    optional: true,
    default: false,
    description: 'Extension: stored and answered; Faktura creates no purchases by itself',
  })
  create_on_recur?: boolean;
}
