import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { INVOICE_SUBTOTAL_TYPES, POSITION_TYPES } from '@faktura/domain';
import {
  ArrayMaxSize,
  IsArray,
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
const MAX_QUANTITY = 1e12;
const MAX_PRICE = 1e14;
const MAX_ID = 2_147_483_647;

/** One position of an invoice as a client sends it. */
export class InvoicePositionDto {
  @ApiProperty({ enum: POSITION_TYPES, example: 'item' })
  @IsIn(POSITION_TYPES as string[])
  type!: (typeof POSITION_TYPES)[number];

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Consulting' })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  title?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Rich text' })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  description?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 8 })
  @IsOptional()
  @IsNumber(NUMBER)
  @Min(-MAX_QUANTITY)
  @Max(MAX_QUANTITY)
  quantity?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'hours' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  unit?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 150 })
  @IsOptional()
  @IsNumber(NUMBER)
  @Min(-MAX_PRICE)
  @Max(MAX_PRICE)
  unit_price?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'A lump sum: only for positions without quantity, unit and unit_price',
  })
  @IsOptional()
  @IsNumber(NUMBER)
  @Min(-MAX_PRICE)
  @Max(MAX_PRICE)
  net_total?: number | null;

  @ApiPropertyOptional({ default: false, description: 'Not billed and not in the total' })
  @IsOptional()
  @IsBoolean()
  optional?: boolean;

  @ApiPropertyOptional({ default: false, description: 'true marks an expense position' })
  @IsOptional()
  @IsBoolean()
  additional?: boolean;

  @ApiPropertyOptional({ enum: ['service', 'expense'], default: 'service' })
  @IsOptional()
  @IsIn(['service', 'expense'])
  service_type?: 'service' | 'expense';

  @ApiPropertyOptional({ enum: INVOICE_SUBTOTAL_TYPES, nullable: true })
  @IsOptional()
  @IsIn(INVOICE_SUBTOTAL_TYPES as string[])
  subtotal_type?: (typeof INVOICE_SUBTOTAL_TYPES)[number] | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  revenue_category_id?: number | null;

  @ApiPropertyOptional({
    type: [Number],
    description: 'Activities billed by this position (needs quantity, unit and unit_price)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10_000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_ID, { each: true })
  activity_ids?: number[];

  @ApiPropertyOptional({
    type: [Number],
    description: 'Project expenses billed by this position (needs quantity, unit and unit_price)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10_000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_ID, { each: true })
  expense_ids?: number[];
}
