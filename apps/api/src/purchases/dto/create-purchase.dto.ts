import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PaymentMethod, PurchaseStatus } from '@faktura/db';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIBAN,
  IsIn,
  IsInt,
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
import { BlankToNull, CompactUpperCase, PresentIfSent } from '../../common/input/input-transforms';
import {
  PurchaseCreditCardTransactionDto,
  PurchaseFileDto,
  PurchaseRefundRequestDto,
} from './purchase-parts.dto';
import { PurchaseItemDto } from './purchase-item.dto';

const MAX_ID = 2_147_483_647;

/** Every payment method of the interface. */
export const PAYMENT_METHODS = Object.values(PaymentMethod);

/** The fields POST and PUT share; PUT takes each of them optionally. */
export class PurchaseFieldsDto {
  @ApiProperty({ format: 'date', example: '2026-11-22' })
  @IsApiDate()
  date!: string;

  @ApiProperty({ example: 'EUR', description: 'One of the account currencies' })
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be three upper-case letters (ISO 4217)' })
  currency!: string;

  @ApiProperty({ enum: PAYMENT_METHODS, example: 'bank_transfer' })
  @IsIn(PAYMENT_METHODS)
  payment_method!: PaymentMethod;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "Left out: the first item's title, plus ` etc.` when there are more",
  })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  title?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' })
  @IsOptional()
  @IsApiDate()
  due_date?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' })
  @IsOptional()
  @IsApiDate()
  service_period_from?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' })
  @IsOptional()
  @IsApiDate()
  service_period_to?: string | null;

  @ApiPropertyOptional({ enum: Object.values(PurchaseStatus), default: 'pending' })
  @PresentIfSent()
  @IsString()
  @MaxLength(50)
  status?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The supplier' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  company_id?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: "Responsible user; on create the API key's user when not sent",
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  user_id?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "The supplier's invoice number; unique per supplier",
  })
  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  receipt_identifier?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  info?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Checksum-validated; stored without spaces, in upper case',
  })
  @CompactUpperCase()
  @IsOptional()
  @IsIBAN()
  iban?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Payment reference' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  reference?: string | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Custom field name to value; wins over custom_properties',
  })
  @PresentIfSent()
  @IsObject()
  custom_property_values?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'The same as custom_property_values (the sample request uses this name)',
  })
  @PresentIfSent()
  @IsObject()
  custom_properties?: Record<string, unknown>;

  @ApiPropertyOptional({ type: PurchaseFileDto, description: 'The document; replaces the old one' })
  @PresentIfSent()
  @ValidateNested()
  @Type(() => PurchaseFileDto)
  file?: PurchaseFileDto;

  @ApiPropertyOptional({ type: [String], example: ['office'] })
  @PresentIfSent()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  tags?: string[];

  @ApiPropertyOptional({
    type: PurchaseRefundRequestDto,
    nullable: true,
    description: 'null removes it',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => PurchaseRefundRequestDto)
  refund_request?: PurchaseRefundRequestDto | null;

  @ApiPropertyOptional({
    type: PurchaseCreditCardTransactionDto,
    nullable: true,
    description: 'null unlinks it',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => PurchaseCreditCardTransactionDto)
  credit_card_transaction?: PurchaseCreditCardTransactionDto | null;
}

/** The body of POST /purchases. */
export class CreatePurchaseDto extends PurchaseFieldsDto {
  @ApiProperty({ type: [PurchaseItemDto], description: 'At least one' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => PurchaseItemDto)
  items!: PurchaseItemDto[];
}
