import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';

/** An account per tax case. */
export class TaxCaseAccounts {
  @ApiProperty({ example: 8400 }) standard!: number;
  @ApiProperty({ example: 8300 }) reduced!: number;
  @ApiProperty({ example: 8120 }) tax_free!: number;
  @ApiProperty({ example: 8125 }) intra_eu!: number;
  @ApiProperty({ example: 8337 }) reverse_charge!: number;
}

/** The accounts an export books to: the chart's defaults with the account's overrides. */
export class EffectiveBookkeepingAccounts {
  @ApiProperty({ type: TaxCaseAccounts }) revenue!: TaxCaseAccounts;
  @ApiProperty({ type: TaxCaseAccounts }) expense!: TaxCaseAccounts;
  @ApiProperty({ example: 8520 }) reminder_fees!: number;
}

/** GET /account/bookkeeping (Faktura only). */
export class BookkeepingSettingsResponse {
  @ApiProperty({ enum: ['skr03', 'skr04'], example: 'skr03' }) chart!: 'skr03' | 'skr04';
  @Property.Nullable(Number, { example: 1234567, description: 'DATEV Beraternummer' })
  consultant_number!: number | null;
  @Property.Nullable(Number, { example: 10001, description: 'DATEV Mandantennummer' })
  client_number!: number | null;
  @ApiProperty({ example: 1, description: 'Month the fiscal year starts in' })
  fiscal_year_start!: number;
  @ApiProperty({ example: 4 }) account_length!: number;
  @ApiProperty({ example: 10000 }) next_debit_number!: number;
  @ApiProperty({ example: 70000 }) next_credit_number!: number;
  @ApiProperty({ type: EffectiveBookkeepingAccounts, description: 'Effective accounts' })
  accounts!: EffectiveBookkeepingAccounts;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The overrides as set (revenue, expense, reminder_fees)',
  })
  account_overrides!: object;
  @Property.Nullable(String, { format: 'date-time', description: 'null until first set' })
  updated_at!: string | null;
}
