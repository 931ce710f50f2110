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

const MAX_ID = 2_147_483_647;

/** Optional but not nullable: the column always holds a value, so `null` is a 422. */
const PresentIfSent = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/** The body of POST /deals. */
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
    example: 7,
    description: "Responsible user; on create the API key's user when not sent",
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  user_id?: number | null;

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
