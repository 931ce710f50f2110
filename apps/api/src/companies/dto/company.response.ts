import { ApiProperty } from '@nestjs/swagger';
import { CompanyType } from '@faktura/db';

const RECIPIENTS = {
  type: String,
  nullable: true,
  description: 'E-mail addresses separated by `;`; null when none',
  example: 'billing@example.com;cfo@example.com',
};

/** A company (customer, supplier or organization) as the API returns it. */
export class CompanyResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ enum: CompanyType }) type!: CompanyType;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Multi-line postal address' })
  address!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'CH' }) country_code!: string | null;
  @ApiProperty({ type: String, nullable: true }) vat_identifier!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'CH9300762011623852957' })
  iban!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'UBSWCHZH80A' }) bic!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'CHF' }) currency!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 30 }) invoice_due_days!: number | null;
  @ApiProperty({ type: Number, nullable: true }) debit_number!: number | null;
  @ApiProperty({ type: Number, nullable: true }) credit_number!: number | null;
  @ApiProperty(RECIPIENTS) invoice_emails_to!: string | null;
  @ApiProperty(RECIPIENTS) invoice_emails_cc!: string | null;
  @ApiProperty(RECIPIENTS) invoice_emails_bcc!: string | null;
  @ApiProperty(RECIPIENTS) offer_emails_to!: string | null;
  @ApiProperty(RECIPIENTS) offer_emails_cc!: string | null;
  @ApiProperty(RECIPIENTS) offer_emails_bcc!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { Branch: 'Retail' } })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
