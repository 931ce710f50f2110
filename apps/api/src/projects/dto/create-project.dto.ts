import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsArray,
  IsBoolean,
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
} from 'class-validator';
import { IsEmailList, PresentIfSent } from '../../common/input/input-transforms';

const MAX_ID = 2_147_483_647;
const RECIPIENTS = {
  type: String,
  nullable: true,
  description: 'E-mail addresses separated by `;`; they take precedence over those of the customer',
  example: 'billing@example.com;cfo@example.com',
};

/** The body of POST /projects; `identifier` is assigned by the server and never read. */
export class CreateProjectDto {
  @ApiProperty({ example: 'Website relaunch' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  name!: string;

  @ApiProperty({ example: 12, description: 'A company of the account' })
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  customer_id!: number;

  @ApiProperty({ example: 'CHF', description: "One of the account's currencies" })
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be three upper-case letters (ISO 4217)' })
  currency!: string;

  @ApiPropertyOptional({ default: true }) @PresentIfSent() @IsBoolean() active?: boolean;
  @ApiPropertyOptional({ default: true }) @PresentIfSent() @IsBoolean() billable?: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 7, description: 'A user' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  leader_id?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 31,
    description: 'A contact of the customer (or one without a company)',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  billing_contact_id?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 150,
    description: "Default hourly rate of the project's activities; rounded to the currency",
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1e12)
  hourly_rate?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Multi-line address' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  billing_address?: string | null;

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
}
