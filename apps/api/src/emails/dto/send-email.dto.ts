import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsEmailList } from '../../common/input/input-transforms';

const RECIPIENTS = {
  type: String,
  nullable: true,
  description: 'Addresses separated by `;`',
  example: 'anna@example.com;ben@example.com',
} as const;

/** The body of every send_email: texts may use the document's variables, e.g. `{identifier}`. */
export class SendEmailDto {
  @ApiProperty({ example: 'Offer {identifier}' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(998)
  subject!: string;

  @ApiProperty({ example: 'Dear {salutation}\n\nPlease find our offer attached.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100_000)
  text!: string;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(10_000)
  emails_to?: string | null;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(10_000)
  emails_cc?: string | null;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(10_000)
  emails_bcc?: string | null;
}
