import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsApiDate } from '../../common/input/api-date.validator';
import { BlankToNull } from '../../common/input/input-transforms';

const TEXT = { type: String, nullable: true } as const;
const DATE = { ...TEXT, format: 'date', example: '1984-02-29' } as const;

/** How to reach a contact person, at work and at home. */
export abstract class ContactDetailsDto {
  @ApiPropertyOptional({ ...TEXT, example: 'anna@example.com' })
  @BlankToNull()
  @IsOptional()
  @IsEmail()
  @MaxLength(255)
  work_email?: string | null;

  @ApiPropertyOptional({ ...TEXT, deprecated: true, description: 'Alias of work_email' })
  @BlankToNull()
  @IsOptional()
  @IsEmail()
  @MaxLength(255)
  email?: string | null;

  @ApiPropertyOptional(TEXT) @IsOptional() @IsString() @MaxLength(100) work_phone?: string | null;
  @ApiPropertyOptional(TEXT) @IsOptional() @IsString() @MaxLength(100) work_fax?: string | null;
  @ApiPropertyOptional(TEXT) @IsOptional() @IsString() @MaxLength(100) mobile_phone?: string | null;

  @ApiPropertyOptional({ ...TEXT, description: 'Multi-line postal address' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  work_address?: string | null;

  @ApiPropertyOptional(TEXT)
  @BlankToNull()
  @IsOptional()
  @IsEmail()
  @MaxLength(255)
  home_email?: string | null;

  @ApiPropertyOptional({ ...TEXT, description: 'Multi-line postal address' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  home_address?: string | null;

  @ApiPropertyOptional(DATE) @IsOptional() @IsApiDate() birthday?: string | null;

  @ApiPropertyOptional({ ...DATE, description: 'Alias of birthday' })
  @IsOptional()
  @IsApiDate()
  bday?: string | null;
}
