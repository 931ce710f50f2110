import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CompanyType } from '@faktura/db';
import {
  IsArray,
  IsBIC,
  IsEmail,
  IsIBAN,
  IsIn,
  IsInt,
  IsISO31661Alpha2,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { Transform } from 'class-transformer';
import {
  BlankToNull,
  CompactUpperCase,
  IsEmailList,
  PresentIfSent,
} from '../../common/input/input-transforms';

const MAX_INT = 2_147_483_647;
const RECIPIENTS = {
  type: String,
  nullable: true,
  description: 'E-mail addresses separated by `;`',
  example: 'billing@example.com;cfo@example.com',
};

export class CreateCompanyDto {
  @ApiProperty({ enum: CompanyType })
  @IsIn(Object.values(CompanyType))
  type!: CompanyType;

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

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Checksum-validated; stored without spaces, in upper case',
    example: 'CH9300762011623852957',
  })
  @CompactUpperCase()
  @IsOptional()
  @IsIBAN()
  iban?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'UBSWCHZH80A' })
  @CompactUpperCase()
  @IsOptional()
  @IsBIC()
  bic?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "One of the account's currencies; default the account's default currency",
    example: 'CHF',
  })
  @IsOptional()
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be three upper-case letters (ISO 4217)' })
  currency?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 30 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(3650)
  invoice_due_days?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 10001 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_INT)
  debit_number?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 70001 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_INT)
  credit_number?: number | null;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  invoice_emails_to?: string | null;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  invoice_emails_cc?: string | null;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  invoice_emails_bcc?: string | null;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  offer_emails_to?: string | null;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  offer_emails_cc?: string | null;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  offer_emails_bcc?: string | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Custom field name to value; null removes a value',
  })
  @PresentIfSent()
  @IsObject()
  custom_properties?: Record<string, unknown>;

  @ApiPropertyOptional({ type: [String], example: ['key-account'] })
  @PresentIfSent()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  tags?: string[];
}
