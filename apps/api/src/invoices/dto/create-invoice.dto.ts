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
import { InvoicePositionDto } from './invoice-position.dto';

const MAX_ID = 2_147_483_647;
const PERCENT = { allowNaN: false, allowInfinity: false } as const;

/** The body of POST /invoices. */
export class CreateInvoiceDto {
  @ApiProperty({ example: 12, description: 'The company billed' })
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  customer_id!: number;

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

  @ApiPropertyOptional({ format: 'date', description: 'Omit both dates for no service period' })
  @IsOptional()
  @IsApiDate()
  service_period_from?: string | null;

  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @IsApiDate()
  service_period_to?: string | null;

  @ApiProperty({ example: 'Consulting November' })
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

  @ApiProperty({ example: 'CHF', description: 'One of the account currencies' })
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be three upper-case letters (ISO 4217)' })
  currency!: string;

  @ApiProperty({ type: [InvoicePositionDto] })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => InvoicePositionDto)
  items!: InvoicePositionDto[];

  @ApiPropertyOptional({
    enum: ['created', 'draft'],
    default: 'created',
    description: 'Any other value is treated as created, as the reference service does',
  })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  status?: string | null;

  @ApiPropertyOptional({ enum: ['invoice', 'project', 'customer'], default: 'invoice' })
  @PresentIfSent()
  @IsIn(['invoice', 'project', 'customer'])
  change_address?: 'invoice' | 'project' | 'customer';

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Rich text; variables' })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  salutation?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Rich text; variables' })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  footer?: string | null;

  @ApiPropertyOptional({ example: 5, description: 'Percent' })
  @PresentIfSent()
  @IsNumber(PERCENT)
  @Min(0)
  @Max(100)
  discount?: number;

  @ApiPropertyOptional({ example: 2, description: 'Percent' })
  @PresentIfSent()
  @IsNumber(PERCENT)
  @Min(0)
  @Max(100)
  cash_discount?: number;

  @ApiPropertyOptional({ example: 10 })
  @PresentIfSent()
  @IsInt()
  @Min(0)
  @Max(3650)
  cash_discount_days?: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A project of the customer' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  project_id?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Extension: the offer this invoice bills (moves it to billed)',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  offer_id?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A user of the account' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  internal_contact_id?: number | null;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @PresentIfSent()
  @IsObject()
  custom_properties?: Record<string, unknown>;

  @ApiPropertyOptional({ type: [String], example: ['consulting'] })
  @PresentIfSent()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  tags?: string[];

  @ApiPropertyOptional({ description: 'Default: the account layout setting' })
  @PresentIfSent()
  @IsBoolean()
  print_detail_columns?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Letter paper of the PDF; default (null): the account default',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  letter_paper_id?: number | null;

  @ApiPropertyOptional({ description: 'Print the PDF without letter paper; default false' })
  @PresentIfSent()
  @IsBoolean()
  without_letter_paper?: boolean;
}
