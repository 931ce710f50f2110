import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Gender } from '@faktura/db';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PresentIfSent } from '../../common/input/input-transforms';
import { ContactDetailsDto } from './contact-details.dto';

const TEXT = { type: String, nullable: true } as const;
const COMPANY: ApiPropertyOptions = {
  type: Number,
  nullable: true,
  description: 'A company of the account; null detaches the contact',
};

/** The reference's ContactPersonUpsertRequest plus Faktura's default-recipient flags. */
export class CreateContactDto extends ContactDetailsDto {
  @ApiPropertyOptional({ enum: Gender, default: Gender.U })
  @PresentIfSent()
  @IsIn(Object.values(Gender))
  gender?: Gender;

  @ApiPropertyOptional({ ...TEXT, example: 'Anna' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  firstname?: string | null;

  @ApiProperty({ example: 'Muster', description: 'Required unless `name` is sent' })
  @ValidateIf((input: CreateContactDto) => input.lastname !== undefined || input.name === undefined)
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  lastname!: string;

  @ApiPropertyOptional({ deprecated: true, description: 'Alias of lastname' })
  @PresentIfSent()
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  name?: string;

  @ApiPropertyOptional({ ...TEXT, example: 'Dr.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  title?: string | null;

  @ApiPropertyOptional({ ...TEXT, example: 'Dear Ms Muster' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  salutation?: string | null;

  @ApiPropertyOptional({ ...TEXT, example: 'CFO' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  job_position?: string | null;

  @ApiPropertyOptional(TEXT) @IsOptional() @IsString() @MaxLength(10_000) info?: string | null;

  @ApiPropertyOptional(COMPANY)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  company_id?: number | null;

  @ApiPropertyOptional({ ...COMPANY, deprecated: true, description: 'Alias of company_id' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  customer_id?: number | null;

  @ApiPropertyOptional({ ...COMPANY, deprecated: true, description: 'Alias of company_id' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  organization_id?: number | null;

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

  @ApiPropertyOptional({ default: false, description: 'Faktura extension' })
  @PresentIfSent()
  @IsBoolean()
  default_offer_recipient?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Faktura extension' })
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
