import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { OFFER_SUBTOTAL_TYPES, POSITION_TYPES } from '@faktura/domain';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

const NUMBER = { allowNaN: false, allowInfinity: false } as const;
/** Quantities are numeric(19,6): 13 integer digits; prices numeric(19,4) stay below 1e15. */
const MAX_QUANTITY = 1e12;
const MAX_PRICE = 1e14;

/** One position of an offer as a client sends it. */
export class OfferPositionDto {
  @ApiProperty({ enum: POSITION_TYPES, example: 'item' })
  @IsIn(POSITION_TYPES as string[])
  type!: (typeof POSITION_TYPES)[number];

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Workshop' })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  title?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Rich text (safe HTML subset)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  description?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 2 })
  @IsOptional()
  @IsNumber(NUMBER)
  @Min(-MAX_QUANTITY)
  @Max(MAX_QUANTITY)
  quantity?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'days' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  unit?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 1200 })
  @IsOptional()
  @IsNumber(NUMBER)
  @Min(-MAX_PRICE)
  @Max(MAX_PRICE)
  unit_price?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 800 })
  @IsOptional()
  @IsNumber(NUMBER)
  @Min(-MAX_PRICE)
  @Max(MAX_PRICE)
  unit_cost?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Used only for lump sums (no quantity or unit_price); computed otherwise',
  })
  @IsOptional()
  @IsNumber(NUMBER)
  @Min(-MAX_PRICE)
  @Max(MAX_PRICE)
  net_total?: number | null;

  @ApiPropertyOptional({ default: false, description: 'Not included in the total' })
  @IsOptional()
  @IsBoolean()
  optional?: boolean;

  @ApiPropertyOptional({ default: false, description: 'true sets service_type expense' })
  @IsOptional()
  @IsBoolean()
  additional?: boolean;

  @ApiPropertyOptional({ enum: ['service', 'expense'], default: 'service' })
  @IsOptional()
  @IsIn(['service', 'expense'])
  service_type?: 'service' | 'expense';

  @ApiPropertyOptional({ enum: OFFER_SUBTOTAL_TYPES, nullable: true })
  @IsOptional()
  @IsIn(OFFER_SUBTOTAL_TYPES as string[])
  subtotal_type?: (typeof OFFER_SUBTOTAL_TYPES)[number] | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A revenue category' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  revenue_category_id?: number | null;
}
