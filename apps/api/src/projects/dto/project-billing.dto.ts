import { ApiPropertyOptional } from '@nestjs/swagger';
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
import { IsApiDate } from '../../common/input/api-date.validator';
import { IsEmailList, PresentIfSent } from '../../common/input/input-transforms';

/** The reference's billing variants, and the long spellings it accepts for them. */
export const BILLING_VARIANTS = ['project', 'task', 'user'] as const;
export const BILLING_VARIANT_INPUTS = [
  ...BILLING_VARIANTS,
  ...BILLING_VARIANTS.map((variant) => `billing_variant_rate_per_${variant}`),
];

const NUMBER = { allowNaN: false, allowInfinity: false } as const;
const MAX_MONEY = 1e14;
const RECIPIENTS = {
  type: String,
  nullable: true,
  description:
    'E-mail addresses separated by `;`; they take precedence over those of the customer when ' +
    'invoices are sent',
  example: 'billing@example.com;cfo@example.com',
};
const DEPRECATED_RECIPIENTS = { ...RECIPIENTS, deprecated: true };

/**
 * The billing and planning fields of a project body (part of POST and PUT /projects). Money is
 * rounded to the project's currency.
 */
export class ProjectBillingDto {
  @ApiPropertyOptional({ default: false }) @PresentIfSent() @IsBoolean() fixed_price?: boolean;

  @ApiPropertyOptional({
    default: false,
    description:
      'A retainer needs start_date (first of a month), finish_date (last of a month) and budget_monthly',
  })
  @PresentIfSent()
  @IsBoolean()
  retainer?: boolean;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  @IsOptional()
  @IsApiDate()
  start_date?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: 'Not before start_date',
  })
  @IsOptional()
  @IsApiDate()
  finish_date?: string | null;

  @ApiPropertyOptional({
    enum: BILLING_VARIANT_INPUTS,
    default: 'project',
    description: 'Stored as project, task or user',
  })
  @PresentIfSent()
  @IsIn(BILLING_VARIANT_INPUTS)
  billing_variant?: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 150,
    description: "Default hourly rate of the project's activities; null (answered as 0): none",
  })
  @IsOptional()
  @IsNumber(NUMBER)
  @Min(0)
  @Max(1e12)
  hourly_rate?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 18200 })
  @IsOptional()
  @IsNumber(NUMBER)
  @Min(0)
  @Max(MAX_MONEY)
  budget?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 2000 })
  @IsOptional()
  @IsNumber(NUMBER)
  @Min(0)
  @Max(MAX_MONEY)
  budget_monthly?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 8200 })
  @IsOptional()
  @IsNumber(NUMBER)
  @Min(0)
  @Max(MAX_MONEY)
  budget_expenses?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Multi-line address' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  billing_address?: string | null;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  billing_email_to?: string | null;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  billing_email_cc?: string | null;

  @ApiPropertyOptional({ ...DEPRECATED_RECIPIENTS, description: 'Alias of billing_email_to' })
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  invoice_emails_to?: string | null;

  @ApiPropertyOptional({ ...DEPRECATED_RECIPIENTS, description: 'Alias of billing_email_cc' })
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  invoice_emails_cc?: string | null;

  @ApiPropertyOptional({ ...RECIPIENTS, description: 'Blind copies of invoice e-mails (Faktura)' })
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  invoice_emails_bcc?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  billing_notes?: string | null;

  @ApiPropertyOptional({ default: false })
  @PresentIfSent()
  @IsBoolean()
  setting_include_time_report?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 25,
    description: 'Day of the month a retainer is billed (1-31)',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(31)
  retainer_billing_date?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  retainer_billing_title?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  retainer_billing_description?: string | null;
}
