import { ApiProperty } from '@nestjs/swagger';
import { CompanyType, InvoiceFormat, PaymentMeans } from '@faktura/db';
import { PurchaseVatCodeReference, SalesVatCodeReference } from '../../../shared/document-vat';
import { CompanyProjectReference, CompanyUserReference } from './company-references.response';
import { Property } from '../../../platform/openapi';

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
  @Property.Nullable(String, { example: 'K-1001', description: 'Customer number' })
  identifier!: string | null;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
  @Property.Nullable(String) website!: string | null;
  @Property.Nullable(String) email!: string | null;
  @ApiProperty({ ...RECIPIENTS, description: 'Cc of invoice e-mails, separated by `;`' })
  billing_email_cc!: string | null;
  @Property.Nullable(String) phone!: string | null;
  @Property.Nullable(String) fax!: string | null;
  @Property.Nullable(String, { description: 'Multi-line postal address' }) address!: string | null;
  @Property.Nullable(String, { example: 'CH' }) country_code!: string | null;
  @Property.Nullable(String) vat_identifier!: string | null;
  @ApiProperty() alternative_correspondence_language!: boolean;
  @ApiProperty({ deprecated: true, description: 'Same as alternative_correspondence_language' })
  english_correspondence_language!: boolean;
  @Property.Tags() tags!: string[];
  @ApiProperty({ type: [String], deprecated: true, description: 'Same as tags' }) labels!: string[];
  @Property.Nullable(CompanyUserReference, { description: 'Responsible user' })
  user!: CompanyUserReference | null;
  @Property.Nullable(String) info!: string | null;
  @Property.Nullable(String) footer!: string | null;
  @Property.CustomProperties({ example: { Branch: 'Retail' } })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({ description: 'False while archived' }) active!: boolean;
  @Property.Nullable(String, { example: '2026-11-22T09:15:04Z' }) archived_on!: string | null;
  @Property.Nullable(String, { example: 'CHF' }) currency!: string | null;
  @Property.Nullable(SalesVatCodeReference) customer_vat!: SalesVatCodeReference | null;
  @Property.Nullable(PurchaseVatCodeReference) supplier_vat!: PurchaseVatCodeReference | null;
  @Property.Nullable(Number, { example: 30 }) default_invoice_due_days!: number | null;
  @ApiProperty({
    enum: InvoiceFormat,
    description: 'peppol: the customer receives Peppol BIS Billing 3.0',
  })
  invoice_format!: InvoiceFormat;
  @ApiProperty({ enum: PaymentMeans, nullable: true }) default_payment_means!: PaymentMeans | null;
  @ApiProperty({ type: [CompanyProjectReference] }) projects!: CompanyProjectReference[];
  @Property.Nullable(String, { example: 'CH9300762011623852957' }) iban!: string | null;
  @Property.Nullable(String, { example: 'UBSWCHZH80A' }) bank_bic!: string | null;
  @Property.Nullable(String) bank_owner!: string | null;
  @Property.Nullable(Number) debit_number!: number | null;
  @Property.Nullable(Number) credit_number!: number | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
  @Property.Nullable(String, {
    example: '04011000-12345-67',
    description: 'Faktura extension: BT-10 of e-invoices (Leitweg-ID); new invoices take it',
  })
  buyer_reference!: string | null;
  @Property.Nullable(String, {
    example: '0208:0123456749',
    description: 'Faktura extension: Peppol participant identifier <scheme>:<value>, as stored',
  })
  peppol_id!: string | null;
  @Property.Nullable(String, { description: 'Faktura extension: billing notes' })
  billing_notes!: string | null;
  @ApiProperty(RECIPIENTS) invoice_emails_to!: string | null;
  @ApiProperty(RECIPIENTS) invoice_emails_bcc!: string | null;
  @ApiProperty(RECIPIENTS) offer_emails_to!: string | null;
  @ApiProperty(RECIPIENTS) offer_emails_cc!: string | null;
  @ApiProperty(RECIPIENTS) offer_emails_bcc!: string | null;
}
