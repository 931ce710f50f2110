import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PresentIfSent } from '../../common/input/input-transforms';
import { ProjectBillingDto } from './project-billing.dto';

const MAX_ID = 2_147_483_647;

/** A reference to another record of the account: an ID, or null for none. */
function reference(description: string) {
  return ApiPropertyOptional({ type: Number, nullable: true, example: 7, description });
}

/**
 * The body of POST /projects; `identifier` is assigned by the server and never read. The
 * reference's names are accepted, with `customer_id` and `labels` as their deprecated aliases.
 */
export class CreateProjectDto extends ProjectBillingDto {
  @ApiProperty({ example: 'Website relaunch' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  name!: string;

  @ApiPropertyOptional({
    example: 12,
    description: 'The customer, a company of the account; required on create (or customer_id)',
  })
  // Checked when sent, and on a create without either name, so the 422 names the field.
  @ValidateIf(
    (body: CreateProjectDto, value: unknown) =>
      value !== undefined || body.customer_id === undefined,
  )
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  company_id?: number;

  @ApiPropertyOptional({ example: 12, deprecated: true, description: 'Alias of company_id' })
  @PresentIfSent()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  customer_id?: number;

  @ApiProperty({ example: 'CHF', description: "One of the account's currencies" })
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be three upper-case letters (ISO 4217)' })
  currency!: string;

  @ApiPropertyOptional({
    default: true,
    description: 'false archives the project (archived_on), true brings it back',
  })
  @PresentIfSent()
  @IsBoolean()
  active?: boolean;

  @ApiPropertyOptional({ default: true }) @PresentIfSent() @IsBoolean() billable?: boolean;

  @reference('A user of the account')
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  leader_id?: number | null;

  @reference('A user of the account')
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  co_leader_id?: number | null;

  @reference('A deal of the account')
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  deal_id?: number | null;

  @reference('A contact person of the account')
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  contact_id?: number | null;

  @reference('A contact person of the account')
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  secondary_contact_id?: number | null;

  @reference('A contact of the customer (or one without a company)')
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  billing_contact_id?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Internal notes' })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  info?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '#2ECC71' })
  @IsOptional()
  @Matches(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: 'color must be a hex colour' })
  color?: string | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Custom field name to value; null removes a value',
  })
  @PresentIfSent()
  @IsObject()
  custom_properties?: Record<string, unknown>;

  @ApiPropertyOptional({ type: [String], example: ['fixed-price'] })
  @PresentIfSent()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  tags?: string[];

  @ApiPropertyOptional({ type: [String], deprecated: true, description: 'Alias of tags' })
  @PresentIfSent()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  labels?: string[];
}
