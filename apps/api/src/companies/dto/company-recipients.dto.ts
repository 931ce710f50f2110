import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, MaxLength } from 'class-validator';
import { IsEmailList } from '../../common/input/input-transforms';

const RECIPIENTS = {
  type: String,
  nullable: true,
  description: 'Faktura extension: e-mail addresses separated by `;` (send_email defaults)',
  example: 'billing@example.com;cfo@example.com',
};

/** Default recipients of the company's invoice and offer e-mails. */
export abstract class CompanyRecipientsDto {
  @ApiPropertyOptional({
    ...RECIPIENTS,
    description: 'Cc of invoice e-mails: addresses separated by `;`',
  })
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  billing_email_cc?: string | null;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  invoice_emails_to?: string | null;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  invoice_emails_bcc?: string | null;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  offer_emails_to?: string | null;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  offer_emails_cc?: string | null;

  @ApiPropertyOptional(RECIPIENTS)
  @IsOptional()
  @IsEmailList()
  @MaxLength(2000)
  offer_emails_bcc?: string | null;
}
