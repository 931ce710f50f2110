import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { CompanyType } from '@faktura/db';
import {
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsISO31661Alpha2,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { Transform } from 'class-transformer';
import { BlankToNull, PresentIfSent } from '../../common/input/input-transforms';
import { CompanyBillingDto } from './company-billing.dto';

const TAGS: ApiPropertyOptions = { type: [String], example: ['key-account'] };

/** The reference's CompanyUpsertRequest plus Faktura's default recipients. */
export class CreateCompanyDto extends CompanyBillingDto {
  @ApiProperty({ enum: CompanyType })
  @IsIn(Object.values(CompanyType))
  type!: CompanyType;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Customer number' })
  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  identifier?: string | null;

  @ApiProperty({ example: 'Beispiel AG' }) @IsString() @IsNotEmpty() @MaxLength(255) name!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://example.com' })
  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  website?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'info@example.com' })
  @BlankToNull()
  @IsOptional()
  @IsEmail()
  @MaxLength(255)
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  fax?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Multi-line postal address' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  address?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'ISO 3166-1 alpha-2, stored in upper case',
    example: 'CH',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() || null : value,
  )
  @IsOptional()
  @IsISO31661Alpha2()
  country_code?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'CHE-123.456.789 MWST' })
  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(50)
  vat_identifier?: string | null;

  @ApiPropertyOptional({ default: false })
  @PresentIfSent()
  @IsBoolean()
  alternative_correspondence_language?: boolean;

  @ApiPropertyOptional({
    deprecated: true,
    description: 'Alias of alternative_correspondence_language',
  })
  @PresentIfSent()
  @IsBoolean()
  english_correspondence_language?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Responsible user: an active user of the account',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  user_id?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  info?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "Printed in the footer of the company's documents",
  })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  footer?: string | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Custom field name to value; null removes a value',
  })
  @PresentIfSent()
  @IsObject()
  custom_properties?: Record<string, unknown>;

  @ApiPropertyOptional(TAGS)
  @PresentIfSent()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  tags?: string[];

  @ApiPropertyOptional({ ...TAGS, deprecated: true, description: 'Alias of tags' })
  @PresentIfSent()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  labels?: string[];
}
