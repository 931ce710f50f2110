import { ApiPropertyOptional } from '@nestjs/swagger';
import { InvoiceFormat, PaymentMeans } from '@faktura/db';
import {
  IsBIC,
  IsIBAN,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { CompactUpperCase, PresentIfSent } from '../../common/input/input-transforms';
import { CompanyRecipientsDto } from './company-recipients.dto';

const MAX_INT = 2_147_483_647;
const ID = { type: Number, nullable: true, minimum: 1 };

/** How the company is invoiced and paid: currency, VAT defaults, terms, bank, accounting. */
export abstract class CompanyBillingDto extends CompanyRecipientsDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "One of the account's currencies; default (and null) the account's default",
    example: 'CHF',
  })
  @IsOptional()
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be three upper-case letters (ISO 4217)' })
  currency?: string | null;

  @ApiPropertyOptional({ ...ID, description: 'A sales VAT code of the account (`customer_vat`)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  customer_vat_code_id?: number | null;

  @ApiPropertyOptional({
    ...ID,
    description: 'A purchase VAT code of the account (`supplier_vat`)',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  supplier_vat_code_id?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    deprecated: true,
    description: 'Sets customer_vat to the active sales VAT code of kind tax with this rate',
    example: 19,
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100)
  customer_tax?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    deprecated: true,
    description: 'Sets supplier_vat to the active purchase VAT code of kind tax with this rate',
    example: 19,
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100)
  supplier_tax?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 30 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(3650)
  default_invoice_due_days?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    deprecated: true,
    description: 'Alias of default_invoice_due_days',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(3650)
  invoice_due_days?: number | null;

  @ApiPropertyOptional({ enum: InvoiceFormat, default: InvoiceFormat.regular_pdf })
  @PresentIfSent()
  @IsIn(Object.values(InvoiceFormat))
  invoice_format?: InvoiceFormat;

  @ApiPropertyOptional({ enum: PaymentMeans, nullable: true })
  @IsOptional()
  @IsIn(Object.values(PaymentMeans))
  default_payment_means?: PaymentMeans | null;

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
  bank_bic?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Beispiel AG' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  bank_owner?: string | null;

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

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  billing_notes?: string | null;
}
