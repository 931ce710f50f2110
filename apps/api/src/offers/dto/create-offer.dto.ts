import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsApiDate } from '../../common/input/api-date.validator';
import { PresentIfSent, RequiredWithout } from '../../common/input/input-transforms';
import { OfferPositionDto } from './offer-position.dto';

const MAX_ID = 2_147_483_647;
const PERCENT = { allowNaN: false, allowInfinity: false } as const;

/** The body of POST /offers. */
export class CreateOfferDto {
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: "Replaced by the project's company when project_id is given",
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  company_id?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  deal_id?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  project_id?: number | null;

  @ApiPropertyOptional({
    example: 'CHF',
    description:
      'Required when none of company_id, deal_id, project_id is given; must match project and deal',
  })
  @IsOptional()
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be three upper-case letters (ISO 4217)' })
  currency?: string;

  @ApiProperty({ example: 'Kunde AG\nHauptstrasse 1\n8000 Zürich' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(65_535)
  recipient_address!: string;

  @ApiProperty({ format: 'date', example: '2026-11-22' })
  @IsApiDate()
  date!: string;

  @ApiProperty({ format: 'date', example: '2026-12-22' })
  @IsApiDate()
  due_date!: string;

  @ApiProperty({ example: 'Website relaunch' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  title!: string;

  @ApiPropertyOptional({
    example: 8.1,
    description:
      'Percent (up to 4 decimals); required without vat_code_id. Takes the active sales VAT code of kind tax with this rate, or stays an inline rate without a code',
  })
  @RequiredWithout('vat_code_id')
  @IsNumber({ ...PERCENT, maxDecimalPlaces: 4 })
  @Min(0)
  @Max(100)
  tax?: number;

  @ApiPropertyOptional({
    type: Number,
    example: 3,
    description: 'Sales VAT code (active); wins over tax and brings its rate',
  })
  @PresentIfSent()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  vat_code_id?: number;

  @ApiPropertyOptional({ example: 10, description: 'Percent' })
  @PresentIfSent()
  @IsNumber(PERCENT)
  @Min(0)
  @Max(100)
  discount?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Rich text; may use variables',
  })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  salutation?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Rich text; may use variables',
  })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  footer?: string | null;

  @ApiPropertyOptional({ enum: ['offer', 'customer'], default: 'offer' })
  @PresentIfSent()
  @IsIn(['offer', 'customer'])
  change_address?: 'offer' | 'customer';

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A contact of the account' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  contact_id?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A user of the account' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  internal_contact_id?: number | null;

  @ApiPropertyOptional({ type: [String], example: ['web'] })
  @PresentIfSent()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  tags?: string[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Custom field name to value; null removes a value',
  })
  @PresentIfSent()
  @IsObject()
  custom_properties?: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'Default: the account layout setting' })
  @PresentIfSent()
  @IsBoolean()
  print_detail_columns?: boolean;

  @ApiProperty({ type: [OfferPositionDto], description: 'On update: replaces every position' })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => OfferPositionDto)
  items!: OfferPositionDto[];
}
