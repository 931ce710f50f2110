import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsArray,
  IsBoolean,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { BlankToNull, PresentIfSent } from '../../common/input/input-transforms';

export class CreateContactDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Anna' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  firstname?: string | null;

  @ApiProperty({ example: 'Muster' }) @IsString() @IsNotEmpty() @MaxLength(255) lastname!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Dear Ms Muster' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  salutation?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'CFO' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  job_position?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'anna@example.com' })
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

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'A company of the account; null detaches the contact',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  company_id?: number | null;

  @ApiPropertyOptional({ default: false })
  @PresentIfSent()
  @IsBoolean()
  default_offer_recipient?: boolean;

  @ApiPropertyOptional({ default: false })
  @PresentIfSent()
  @IsBoolean()
  default_invoice_recipient?: boolean;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Custom field name to value; null removes a value',
  })
  @PresentIfSent()
  @IsObject()
  custom_properties?: Record<string, unknown>;

  @ApiPropertyOptional({ type: [String], example: ['newsletter'] })
  @PresentIfSent()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  tags?: string[];
}
