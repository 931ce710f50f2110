import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

const NUMBER = { allowNaN: false, allowInfinity: false } as const;
const PERCENT = { ...NUMBER, maxDecimalPlaces: 4 } as const;
const MAX_TOTAL = 1e14;
const MAX_ID = 2_147_483_647;

/** One item of a new purchase; its amounts are computed by the server from `total`. */
export class PurchaseItemDto {
  @ApiProperty({ example: 'Office chairs' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  title!: string;

  @ApiProperty({ example: 1190, description: 'Net, or gross when tax_included is true' })
  @IsNumber(NUMBER)
  @Min(-MAX_TOTAL)
  @Max(MAX_TOTAL)
  total!: number;

  @ApiPropertyOptional({ default: false, description: 'Whether total includes the tax' })
  @IsOptional()
  @IsBoolean()
  tax_included?: boolean | null;

  @ApiPropertyOptional({
    type: Number,
    example: 3,
    description: 'An active purchase VAT code; wins over tax. Required unless tax is sent',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  vat_code_id?: number | null;

  @ApiPropertyOptional({
    type: Number,
    deprecated: true,
    example: 19,
    description:
      "Percent (0 to 100, up to 4 decimals); deprecated, use vat_code_id. Takes the account's oldest active purchase VAT code of kind tax with this rate, or else stays an inline rate without a code",
  })
  @IsOptional()
  @IsNumber(PERCENT)
  @Min(0)
  @Max(100)
  tax?: number | null;

  @ApiPropertyOptional({
    default: false,
    description: "Subject to the artists' social insurance levy (Künstlersozialkasse)",
  })
  @IsOptional()
  @IsBoolean()
  ksk_relevant?: boolean | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'An active purchase category' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  category_id?: number | null;
}
