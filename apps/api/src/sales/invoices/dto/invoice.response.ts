import { ApiProperty } from '@nestjs/swagger';
import { INVOICE_STATUSES } from '@faktura/domain';
import { DocumentVatResponse } from '../../../shared/document-vat';
import { EmailDeliveryResponse } from '../../../shared/emails';
import { OfferRevenueCategoryReference, OfferUserReference } from '../../offers';
import { Property } from '../../../platform/openapi';

/** A position of an invoice. */
export class InvoicePositionResponse {
  @ApiProperty({ example: 31 }) id!: number;
  @ApiProperty({ example: 'item' }) type!: string;
  @Property.Nullable(String, { enum: ['part_total', 'sub_total'] }) subtotal_type!: string | null;
  @Property.Nullable(String) title!: string | null;
  @Property.Nullable(String, { description: 'Rich text' }) description!: string | null;
  @Property.Nullable(Number) quantity!: number | null;
  @Property.Nullable(String) unit!: string | null;
  @Property.Nullable(Number) unit_price!: number | null;
  @ApiProperty({ example: 1200 }) net_total!: number;
  @ApiProperty({ description: 'true marks an expense position' }) additional!: boolean;
  @ApiProperty({ type: [Number] }) activity_ids!: number[];
  @ApiProperty({ type: [Number] }) expense_ids!: number[];
  @ApiProperty({ type: [Number], description: 'Faktura: the payment schedules it bills' })
  payment_schedule_ids!: number[];
  @ApiProperty() optional!: boolean;
  @ApiProperty({ enum: ['service', 'expense'] }) service_type!: string;
  @Property.Nullable(OfferRevenueCategoryReference)
  revenue_category!: OfferRevenueCategoryReference | null;
}

/** A payment as embedded in the invoice and listed under /invoices/payments. */
export class InvoicePaymentResponse {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 17 }) invoice_id!: number;
  @Property.IsoDate() date!: string;
  @ApiProperty({ example: 500 }) paid_total!: number;
  @Property.Nullable(Number, {
    example: 500,
    description:
      'In the account currency: equal to paid_total when the invoice is in it, else null',
  })
  paid_total_in_account_currency!: number | null;
  @ApiProperty({ example: 'CHF' }) currency!: string;
  @Property.Nullable(String) description!: string | null;
  @Property.IsoDate() created_on!: string;
  @Property.IsoDate() updated_on!: string;
  @Property.Timestamp({ example: null }) created_at!: string;
  @Property.Timestamp({ example: null }) updated_at!: string;
}

/** A payment reminder as embedded in the invoice and listed under /invoice_reminders. */
export class InvoiceReminderResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 17 }) invoice_id!: number;
  @Property.Nullable(String) title!: string | null;
  @Property.IsoDate() date!: string;
  @Property.IsoDate() due_date!: string;
  @ApiProperty({ example: 20 }) fee!: number;
  @Property.Nullable(String, { description: 'Rich text' }) text!: string | null;
  @Property.IsoDate() created_on!: string;
  @Property.IsoDate() updated_on!: string;
  @Property.Timestamp({ example: null }) created_at!: string;
  @Property.Timestamp({ example: null }) updated_at!: string;
}

/** The debt collection procedure an invoice was handed over to. */
export class DebtCollectionResponse {
  @ApiProperty({ example: 2 }) id!: number;
  @Property.Nullable(OfferUserReference) user!: OfferUserReference | null;
  @Property.Nullable(String) note!: string | null;
  @Property.Timestamp({ example: null }) created_at!: string;
  @Property.Timestamp({ example: null }) updated_at!: string;
}

/** An invoice in lists: every field except salutation, footer, items, payments, reminders. */
export class InvoiceSummaryResponse {
  @ApiProperty({ example: 17 }) id!: number;
  @ApiProperty({ example: 12 }) customer_id!: number;
  @Property.Nullable(Number) project_id!: number | null;
  @Property.Nullable(Number) offer_id!: number | null;
  @Property.Nullable(String, { example: 'R260001', description: 'null for drafts' })
  identifier!: string | null;
  @Property.IsoDate() date!: string;
  @Property.IsoDate() due_date!: string;
  @Property.Nullable(String, { example: '11/2026' }) service_period!: string | null;
  @Property.IsoDate({ nullable: true }) service_period_from!: string | null;
  @Property.IsoDate({ nullable: true }) service_period_to!: string | null;
  @ApiProperty({ enum: INVOICE_STATUSES }) status!: string;
  @ApiProperty() reversed!: boolean;
  @Property.Nullable(Number) reversal_invoice_id!: number | null;
  @ApiProperty() reversal!: boolean;
  @Property.Nullable(Number) reversed_invoice_id!: number | null;
  @ApiProperty() title!: string;
  @ApiProperty() recipient_address!: string;
  @ApiProperty({ example: 'CHF' }) currency!: string;
  @ApiProperty({ example: 1000 }) net_total!: number;
  @ApiProperty({ example: 1081 }) gross_total!: number;
  @ApiProperty({ example: 8.1, description: 'Percent' }) tax!: number;
  @ApiProperty({ type: DocumentVatResponse }) vat!: DocumentVatResponse;
  @ApiProperty({ description: 'Percent' }) discount!: number;
  @Property.Nullable(String) creditor_reference!: string | null;
  @Property.Nullable(String, {
    example: '04011000-12345-67',
    description: "Extension: BT-10 of the e-invoice (Leitweg-ID); default the customer's",
  })
  buyer_reference!: string | null;
  @ApiProperty({ description: 'Percent' }) cash_discount!: number;
  @ApiProperty() cash_discount_days!: number;
  @Property.Nullable(Number) debit_number!: number | null;
  @Property.Nullable(Number) credit_number!: number | null;
  @ApiProperty() locked!: boolean;
  @ApiProperty() activity_hours_modified!: boolean;
  @Property.CustomProperties() custom_properties!: Record<string, unknown>;
  @Property.Tags() tags!: string[];
  @Property.Nullable(Number, { description: 'Letter paper of the PDF; null: the account default' })
  letter_paper_id!: number | null;
  @ApiProperty({ description: 'The PDF prints without letter paper' })
  without_letter_paper!: boolean;
  @Property.Nullable(String, {
    description: 'Signed link to the last rendered PDF; expires (FAKTURA_FILE_URL_TTL_SECONDS)',
  })
  file_url!: string | null;
  @Property.Nullable(DebtCollectionResponse)
  debt_collection_procedure!: DebtCollectionResponse | null;
  @ApiProperty({
    example: 0,
    description: 'Extension: the highest dunning level reached (1-based); 0: none',
  })
  dunning_level!: number;
  @Property.IsoDate({
    nullable: true,
    example: null,
    description: 'Extension: when the next dunning level is due; null when none will come',
  })
  next_dunning_date!: string | null;
  @Property.Nullable(OfferUserReference) user!: OfferUserReference | null;
  @Property.Timestamp({ example: null }) created_at!: string;
  @Property.Timestamp({ example: null }) updated_at!: string;
  @Property.IsoDate({ example: '2026-11-22' }) created_on!: string;
  @Property.IsoDate({ example: '2026-11-22' }) updated_on!: string;
  @ApiProperty({
    type: [EmailDeliveryResponse],
    description:
      'The e-mails sent (or being sent) about this invoice and its timesheet, oldest first (extension; also GET /email_deliveries)',
  })
  email_deliveries!: EmailDeliveryResponse[];
}

/** One invoice with texts, internal contact, positions, payments and reminders. */
export class InvoiceResponse extends InvoiceSummaryResponse {
  @Property.Nullable(String) salutation!: string | null;
  @Property.Nullable(String) footer!: string | null;
  @Property.Nullable(OfferUserReference) internal_contact!: OfferUserReference | null;
  @ApiProperty({ type: [InvoicePositionResponse] }) items!: InvoicePositionResponse[];
  @ApiProperty({ type: [InvoicePaymentResponse] }) payments!: InvoicePaymentResponse[];
  @ApiProperty({ type: [InvoiceReminderResponse] }) reminders!: InvoiceReminderResponse[];
}
