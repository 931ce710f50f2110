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
import { IsApiDate } from '../../common/input/api-date.validator';
import { BlankToNull } from '../../common/input/input-transforms';

const MAX_ID = 2_147_483_647;
const MAX_AMOUNT = 1e14;

/** The body of POST /purchases/payments, and one entry of POST /purchases/payments/bulk. */
export class CreatePurchasePaymentDto {
  @ApiProperty({ example: 31, description: 'The purchase paid; any status' })
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  purchase_id!: number;

  @ApiProperty({ format: 'date', example: '2026-11-30' })
  @IsApiDate()
  date!: string;

  @ApiProperty({
    example: 1190,
    description:
      'In the purchase currency, rounded to its minor unit; not zero. Negative for refunds ' +
      'from the supplier',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @NotEquals(0, { message: 'total must not be zero' })
  @Min(-MAX_AMOUNT)
  @Max(MAX_AMOUNT)
  total!: number;

  @ApiPropertyOptional({
    example: 'EUR',
    description: "Defaults to the purchase's currency; any other currency is refused",
  })
  @IsOptional()
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be three upper-case letters (ISO 4217)' })
  currency?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Paid by bank transfer' })
  @IsOptional()
  @BlankToNull()
  @IsString()
  @MaxLength(65_535)
  description?: string | null;
}
