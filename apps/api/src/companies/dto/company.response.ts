import { ApiProperty } from '@nestjs/swagger';
import { CompanyType, InvoiceFormat, PaymentMeans } from '@faktura/db';
import {
  PurchaseVatCodeReference,
  SalesVatCodeReference,
} from '../../common/vat/vat-code-reference.response';
import { CompanyProjectReference, CompanyUserReference } from './company-references.response';
import {
  CustomPropertiesProperty,
  NullableProperty,
  TagsProperty,
  TimestampProperty,
} from '../../common/openapi/response-properties';

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
  @NullableProperty(String, { example: 'K-1001', description: 'Customer number' })
  identifier!: string | null;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
  @NullableProperty(String) website!: string | null;
  @NullableProperty(String) email!: string | null;
  @ApiProperty({ ...RECIPIENTS, description: 'Cc of invoice e-mails, separated by `;`' })
  billing_email_cc!: string | null;
  @NullableProperty(String) phone!: string | null;
  @NullableProperty(String) fax!: string | null;
  @NullableProperty(String, { description: 'Multi-line postal address' })
  address!: string | null;
  @NullableProperty(String, { example: 'CH' }) country_code!: string | null;
  @NullableProperty(String) vat_identifier!: string | null;
  @ApiProperty() alternative_correspondence_language!: boolean;
  @ApiProperty({ deprecated: true, description: 'Same as alternative_correspondence_language' })
  english_correspondence_language!: boolean;
  @TagsProperty() tags!: string[];
  @ApiProperty({ type: [String], deprecated: true, description: 'Same as tags' }) labels!: string[];
  @NullableProperty(CompanyUserReference, { description: 'Responsible user' })
  user!: CompanyUserReference | null;
  @NullableProperty(String) info!: string | null;
  @NullableProperty(String) footer!: string | null;
  @CustomPropertiesProperty({ example: { Branch: 'Retail' } })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({ description: 'False while archived' }) active!: boolean;
  @NullableProperty(String, { example: '2026-11-22T09:15:04Z' })
  archived_on!: string | null;
  @NullableProperty(String, { example: 'CHF' }) currency!: string | null;
  @NullableProperty(SalesVatCodeReference)
  customer_vat!: SalesVatCodeReference | null;
  @NullableProperty(PurchaseVatCodeReference)
  supplier_vat!: PurchaseVatCodeReference | null;
  @NullableProperty(Number, { example: 30 })
  default_invoice_due_days!: number | null;
  @ApiProperty({ enum: InvoiceFormat }) invoice_format!: InvoiceFormat;
  @ApiProperty({ enum: PaymentMeans, nullable: true }) default_payment_means!: PaymentMeans | null;
  @ApiProperty({ type: [CompanyProjectReference] }) projects!: CompanyProjectReference[];
  @NullableProperty(String, { example: 'CH9300762011623852957' })
  iban!: string | null;
  @NullableProperty(String, { example: 'UBSWCHZH80A' }) bank_bic!: string | null;
  @NullableProperty(String) bank_owner!: string | null;
  @NullableProperty(Number) debit_number!: number | null;
  @NullableProperty(Number) credit_number!: number | null;
  @TimestampProperty() created_at!: string;
  @TimestampProperty() updated_at!: string;
  @NullableProperty(String, { description: 'Faktura extension: billing notes' })
  billing_notes!: string | null;
  @ApiProperty(RECIPIENTS) invoice_emails_to!: string | null;
  @ApiProperty(RECIPIENTS) invoice_emails_bcc!: string | null;
  @ApiProperty(RECIPIENTS) offer_emails_to!: string | null;
  @ApiProperty(RECIPIENTS) offer_emails_cc!: string | null;
  @ApiProperty(RECIPIENTS) offer_emails_bcc!: string | null;
}
