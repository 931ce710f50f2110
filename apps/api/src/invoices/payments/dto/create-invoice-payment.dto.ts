import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  NotEquals,
} from 'class-validator';
import { IsApiDate } from '../../../common/input/api-date.validator';
import { BlankToNull } from '../../../common/input/input-transforms';

const MAX_ID = 2_147_483_647;
const MAX_AMOUNT = 1e14;

/** The body of POST /invoices/payments, and one entry of POST /invoices/payments/bulk. */
export class CreateInvoicePaymentDto {
  @ApiProperty({ example: 17, description: 'The invoice paid; not a draft' })
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  invoice_id!: number;

  @ApiProperty({ format: 'date', example: '2026-11-30' })
  @IsApiDate()
  date!: string;

  @ApiProperty({
    example: 500,
    description:
      'In the invoice currency, rounded to its minor unit; not zero. Negative for refunds and ' +
      'for payments of reversal invoices',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @NotEquals(0, { message: 'paid_total must not be zero' })
  @Min(-MAX_AMOUNT)
  @Max(MAX_AMOUNT)
  paid_total!: number;

  @ApiPropertyOptional({
    example: 'CHF',
    description: "Defaults to the invoice's currency; any other currency is refused",
  })
  @IsOptional()
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be three upper-case letters (ISO 4217)' })
  currency?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Bank transfer' })
  @IsOptional()
  @BlankToNull()
  @IsString()
  @MaxLength(65_535)
  description?: string | null;
}
