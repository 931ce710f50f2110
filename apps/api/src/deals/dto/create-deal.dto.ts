import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DealStatus } from '@faktura/db';
import {
  IsArray,
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
  ValidateIf,
} from 'class-validator';
import { IsApiDate } from '../../common/input/api-date.validator';

const MAX_ID = 2_147_483_647;

/** Optional but not nullable: the column always holds a value, so `null` is a 422. */
const PresentIfSent = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/** The body of POST /deals (the reference's names; `customer_id` is an alias of company_id). */
export class CreateDealDto {
  @ApiProperty({ example: 'Relaunch 2027' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  name!: string;

  @ApiProperty({ example: 'CHF', description: "One of the account's currencies" })
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be three upper-case letters (ISO 4217)' })
  currency!: string;

  @ApiPropertyOptional({ enum: DealStatus, default: DealStatus.pending })
  @PresentIfSent()
  @IsIn(Object.values(DealStatus))
  status?: DealStatus;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 25000,
    description: 'Expected value; rounded to the currency',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1e14)
  money?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 12, description: 'A company' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  company_id?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    deprecated: true,
    description: 'Alias of company_id',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  customer_id?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 31,
    description: 'The contact person (answered as `person`)',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  person_id?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 7,
    description: "Responsible user; on create the API key's user when not sent",
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  user_id?: number | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  @IsOptional()
  @IsApiDate()
  reminder_date?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  @IsOptional()
  @IsApiDate()
  closed_on?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  info?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  @IsOptional()
  @IsApiDate()
  service_period_from?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: 'Not before service_period_from',
  })
  @IsOptional()
  @IsApiDate()
  service_period_to?: string | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Custom field name to value; null removes a value',
  })
  @PresentIfSent()
  @IsObject()
  custom_properties?: Record<string, unknown>;

  @ApiPropertyOptional({ type: [String], example: ['inbound'] })
  @PresentIfSent()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  tags?: string[];
}
