import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsArray,
  IsBoolean,
  IsEmail,
  IsIBAN,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { IsApiDate } from '../../common/input/api-date.validator';
import { CompactUpperCase, PresentIfSent } from '../../common/input/input-transforms';

const TEXT = { type: String, nullable: true } as const;
const DATE = { ...TEXT, format: 'date', example: '1984-02-29' } as const;

/** The stored fields of the reference's UserUpsertRequest (roles, units, passwords: none). */
export class CreateUserDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(255) firstname!: string;

  @ApiProperty({ description: 'Required unless `name` is sent' })
  @ValidateIf((input: CreateUserDto) => input.lastname !== undefined || input.name === undefined)
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  lastname!: string;

  @ApiPropertyOptional({ description: 'Alias of lastname' })
  @PresentIfSent()
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  name?: string;

  @ApiProperty() @IsEmail() @MaxLength(255) email!: string;
  @ApiPropertyOptional({ default: true }) @PresentIfSent() @IsBoolean() active?: boolean;

  @ApiPropertyOptional({ default: false, description: 'External staff, e.g. freelancers' })
  @PresentIfSent()
  @IsBoolean()
  extern?: boolean;

  @ApiPropertyOptional({ description: 'Alias of extern' })
  @PresentIfSent()
  @IsBoolean()
  external?: boolean;

  @ApiPropertyOptional(TEXT) @IsOptional() @IsString() @MaxLength(100) work_phone?: string | null;
  @ApiPropertyOptional(TEXT) @IsOptional() @IsString() @MaxLength(100) mobile_phone?: string | null;

  @ApiPropertyOptional({ ...TEXT, description: 'Multi-line postal address' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  home_address?: string | null;

  @ApiPropertyOptional(TEXT) @IsOptional() @IsString() @MaxLength(10_000) info?: string | null;
  @ApiPropertyOptional(DATE) @IsOptional() @IsApiDate() birthday?: string | null;

  @ApiPropertyOptional({ ...DATE, description: 'Alias of birthday' })
  @IsOptional()
  @IsApiDate()
  bday?: string | null;

  @ApiPropertyOptional({
    ...TEXT,
    description: 'Checksum-validated; stored without spaces, in upper case',
  })
  @CompactUpperCase()
  @IsOptional()
  @IsIBAN()
  iban?: string | null;

  @ApiPropertyOptional({ ...TEXT, description: 'Accounting number for refunds' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  credit_number?: string | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Custom field name to value; null removes a value',
  })
  @PresentIfSent()
  @IsObject()
  custom_properties?: Record<string, unknown>;

  @ApiPropertyOptional({ type: [String], example: ['design'] })
  @PresentIfSent()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  tags?: string[];
}
