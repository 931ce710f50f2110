import { ApiProperty } from '@nestjs/swagger';
import { INVOICE_STATUSES } from '@faktura/domain';
import { DocumentVatResponse } from '../../common/vat/document-vat.response';
import { EmailDeliveryResponse } from '../../emails/dto/email-delivery.response';
import {
  OfferRevenueCategoryReference,
  OfferUserReference,
} from '../../offers/dto/offer-references.response';
import {
  CustomPropertiesProperty,
  DateProperty,
  NullableProperty,
  TagsProperty,
  TimestampProperty,
} from '../../common/openapi/response-properties';

/** A position of an invoice. */
export class InvoicePositionResponse {
  @ApiProperty({ example: 31 }) id!: number;
  @ApiProperty({ example: 'item' }) type!: string;
  @NullableProperty(String, { enum: ['part_total', 'sub_total'] })
  subtotal_type!: string | null;
  @NullableProperty(String) title!: string | null;
  @NullableProperty(String, { description: 'Rich text' })
  description!: string | null;
  @NullableProperty(Number) quantity!: number | null;
  @NullableProperty(String) unit!: string | null;
  @NullableProperty(Number) unit_price!: number | null;
  @ApiProperty({ example: 1200 }) net_total!: number;
  @ApiProperty({ description: 'true marks an expense position' }) additional!: boolean;
  @ApiProperty({ type: [Number] }) activity_ids!: number[];
  @ApiProperty({ type: [Number] }) expense_ids!: number[];
  @ApiProperty() optional!: boolean;
  @ApiProperty({ enum: ['service', 'expense'] }) service_type!: string;
  @NullableProperty(OfferRevenueCategoryReference)
  revenue_category!: OfferRevenueCategoryReference | null;
}

/** A payment as embedded in the invoice and listed under /invoices/payments. */
export class InvoicePaymentResponse {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 17 }) invoice_id!: number;
  @DateProperty() date!: string;
  @ApiProperty({ example: 500 }) paid_total!: number;
  @NullableProperty(Number, {
    example: 500,
    description:
      'In the account currency: equal to paid_total when the invoice is in it, else null',
  })
  paid_total_in_account_currency!: number | null;
  @ApiProperty({ example: 'CHF' }) currency!: string;
  @NullableProperty(String) description!: string | null;
  @DateProperty() created_on!: string;
  @DateProperty() updated_on!: string;
  @TimestampProperty({ example: null }) created_at!: string;
  @TimestampProperty({ example: null }) updated_at!: string;
}

/** A payment reminder as embedded in the invoice and listed under /invoice_reminders. */
export class InvoiceReminderResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 17 }) invoice_id!: number;
  @NullableProperty(String) title!: string | null;
  @DateProperty() date!: string;
  @DateProperty() due_date!: string;
  @ApiProperty({ example: 20 }) fee!: number;
  @NullableProperty(String, { description: 'Rich text' }) text!: string | null;
  @DateProperty() created_on!: string;
  @DateProperty() updated_on!: string;
  @TimestampProperty({ example: null }) created_at!: string;
  @TimestampProperty({ example: null }) updated_at!: string;
}

/** The debt collection procedure an invoice was handed over to. */
export class DebtCollectionResponse {
  @ApiProperty({ example: 2 }) id!: number;
  @NullableProperty(OfferUserReference) user!: OfferUserReference | null;
  @NullableProperty(String) note!: string | null;
  @TimestampProperty({ example: null }) created_at!: string;
  @TimestampProperty({ example: null }) updated_at!: string;
}

/** An invoice in lists: every field except salutation, footer, items, payments, reminders. */
export class InvoiceSummaryResponse {
  @ApiProperty({ example: 17 }) id!: number;
  @ApiProperty({ example: 12 }) customer_id!: number;
  @NullableProperty(Number) project_id!: number | null;
  @NullableProperty(Number) offer_id!: number | null;
  @NullableProperty(String, { example: 'R260001', description: 'null for drafts' })
  identifier!: string | null;
  @DateProperty() date!: string;
  @DateProperty() due_date!: string;
  @NullableProperty(String, { example: '11/2026' }) service_period!: string | null;
  @DateProperty({ nullable: true })
  service_period_from!: string | null;
  @DateProperty({ nullable: true }) service_period_to!: string | null;
  @ApiProperty({ enum: INVOICE_STATUSES }) status!: string;
  @ApiProperty() reversed!: boolean;
  @NullableProperty(Number) reversal_invoice_id!: number | null;
  @ApiProperty() reversal!: boolean;
  @NullableProperty(Number) reversed_invoice_id!: number | null;
  @ApiProperty() title!: string;
  @ApiProperty() recipient_address!: string;
  @ApiProperty({ example: 'CHF' }) currency!: string;
  @ApiProperty({ example: 1000 }) net_total!: number;
  @ApiProperty({ example: 1081 }) gross_total!: number;
  @ApiProperty({ example: 8.1, description: 'Percent' }) tax!: number;
  @ApiProperty({ type: DocumentVatResponse }) vat!: DocumentVatResponse;
  @ApiProperty({ description: 'Percent' }) discount!: number;
  @NullableProperty(String) creditor_reference!: string | null;
  @ApiProperty({ description: 'Percent' }) cash_discount!: number;
  @ApiProperty() cash_discount_days!: number;
  @NullableProperty(Number) debit_number!: number | null;
  @NullableProperty(Number) credit_number!: number | null;
  @ApiProperty() locked!: boolean;
  @ApiProperty() activity_hours_modified!: boolean;
  @CustomPropertiesProperty()
  custom_properties!: Record<string, unknown>;
  @TagsProperty() tags!: string[];
  @NullableProperty(Number, { description: 'Letter paper of the PDF; null: the account default' })
  letter_paper_id!: number | null;
  @ApiProperty({ description: 'The PDF prints without letter paper' })
  without_letter_paper!: boolean;
  @NullableProperty(String, {
    description: 'Signed link to the last rendered PDF; expires (FAKTURA_FILE_URL_TTL_SECONDS)',
  })
  file_url!: string | null;
  @NullableProperty(DebtCollectionResponse)
  debt_collection_procedure!: DebtCollectionResponse | null;
  @NullableProperty(OfferUserReference) user!: OfferUserReference | null;
  @TimestampProperty({ example: null }) created_at!: string;
  @TimestampProperty({ example: null }) updated_at!: string;
  @DateProperty({ example: '2026-11-22' }) created_on!: string;
  @DateProperty({ example: '2026-11-22' }) updated_on!: string;
  @ApiProperty({
    type: [EmailDeliveryResponse],
    description:
      'The e-mails sent (or being sent) about this invoice and its timesheet, oldest first (extension; also GET /email_deliveries)',
  })
  email_deliveries!: EmailDeliveryResponse[];
}

/** One invoice with texts, internal contact, positions, payments and reminders. */
export class InvoiceResponse extends InvoiceSummaryResponse {
  @NullableProperty(String) salutation!: string | null;
  @NullableProperty(String) footer!: string | null;
  @NullableProperty(OfferUserReference)
  internal_contact!: OfferUserReference | null;
  @ApiProperty({ type: [InvoicePositionResponse] }) items!: InvoicePositionResponse[];
  @ApiProperty({ type: [InvoicePaymentResponse] }) payments!: InvoicePaymentResponse[];
  @ApiProperty({ type: [InvoiceReminderResponse] }) reminders!: InvoiceReminderResponse[];
}
