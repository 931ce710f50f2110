import { ApiProperty } from '@nestjs/swagger';
import { CompanyType, InvoiceFormat, PaymentMeans } from '@faktura/db';
import {
  PurchaseVatCodeReference,
  SalesVatCodeReference,
} from '../../common/vat/vat-code-reference.response';
import { CompanyProjectReference, CompanyUserReference } from './company-references.response';

const RECIPIENTS = {
  type: String,
  nullable: true,
  description: 'Faktura extension: e-mail addresses separated by `;`; null when none',
  example: 'billing@example.com;cfo@example.com',
};

/** A company (customer, supplier or organization) as the API returns it. */
export class CompanyResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ enum: CompanyType }) type!: CompanyType;
  @ApiProperty({ type: String, nullable: true, example: 'K-1001', description: 'Customer number' })
  identifier!: string | null;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ ...RECIPIENTS, description: 'Cc of invoice e-mails, separated by `;`' })
  billing_email_cc!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) fax!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Multi-line postal address' })
  address!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'CH' }) country_code!: string | null;
  @ApiProperty({ type: String, nullable: true }) vat_identifier!: string | null;
  @ApiProperty() alternative_correspondence_language!: boolean;
  @ApiProperty({ deprecated: true, description: 'Same as alternative_correspondence_language' })
  english_correspondence_language!: boolean;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: [String], deprecated: true, description: 'Same as tags' }) labels!: string[];
  @ApiProperty({ type: CompanyUserReference, nullable: true, description: 'Responsible user' })
  user!: CompanyUserReference | null;
  @ApiProperty({ type: String, nullable: true }) info!: string | null;
  @ApiProperty({ type: String, nullable: true }) footer!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { Branch: 'Retail' } })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({ description: 'False while archived' }) active!: boolean;
  @ApiProperty({ type: String, nullable: true, example: '2026-11-22T09:15:04Z' })
  archived_on!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'CHF' }) currency!: string | null;
  @ApiProperty({ type: SalesVatCodeReference, nullable: true })
  customer_vat!: SalesVatCodeReference | null;
  @ApiProperty({ type: PurchaseVatCodeReference, nullable: true })
  supplier_vat!: PurchaseVatCodeReference | null;
  @ApiProperty({ type: Number, nullable: true, example: 30 })
  default_invoice_due_days!: number | null;
  @ApiProperty({ enum: InvoiceFormat }) invoice_format!: InvoiceFormat;
  @ApiProperty({ enum: PaymentMeans, nullable: true }) default_payment_means!: PaymentMeans | null;
  @ApiProperty({ type: [CompanyProjectReference] }) projects!: CompanyProjectReference[];
  @ApiProperty({ type: String, nullable: true, example: 'CH9300762011623852957' })
  iban!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'UBSWCHZH80A' }) bank_bic!: string | null;
  @ApiProperty({ type: String, nullable: true }) bank_owner!: string | null;
  @ApiProperty({ type: Number, nullable: true }) debit_number!: number | null;
  @ApiProperty({ type: Number, nullable: true }) credit_number!: number | null;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Faktura extension: billing notes' })
  billing_notes!: string | null;
  @ApiProperty(RECIPIENTS) invoice_emails_to!: string | null;
  @ApiProperty(RECIPIENTS) invoice_emails_bcc!: string | null;
  @ApiProperty(RECIPIENTS) offer_emails_to!: string | null;
  @ApiProperty(RECIPIENTS) offer_emails_cc!: string | null;
  @ApiProperty(RECIPIENTS) offer_emails_bcc!: string | null;
}
