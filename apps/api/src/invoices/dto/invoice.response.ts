import { ApiProperty } from '@nestjs/swagger';
import { INVOICE_STATUSES } from '@faktura/domain';
import { DocumentVatResponse } from '../../common/vat/document-vat.response';
import { EmailDeliveryResponse } from '../../emails/dto/email-delivery.response';
import {
  OfferRevenueCategoryReference,
  OfferUserReference,
} from '../../offers/dto/offer-references.response';

/** A position of an invoice. */
export class InvoicePositionResponse {
  @ApiProperty({ example: 31 }) id!: number;
  @ApiProperty({ example: 'item' }) type!: string;
  @ApiProperty({ type: String, nullable: true, enum: ['part_total', 'sub_total'] })
  subtotal_type!: string | null;
  @ApiProperty({ type: String, nullable: true }) title!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Rich text' })
  description!: string | null;
  @ApiProperty({ type: Number, nullable: true }) quantity!: number | null;
  @ApiProperty({ type: String, nullable: true }) unit!: string | null;
  @ApiProperty({ type: Number, nullable: true }) unit_price!: number | null;
  @ApiProperty({ example: 1200 }) net_total!: number;
  @ApiProperty({ description: 'true marks an expense position' }) additional!: boolean;
  @ApiProperty({ type: [Number] }) activity_ids!: number[];
  @ApiProperty({ type: [Number] }) expense_ids!: number[];
  @ApiProperty() optional!: boolean;
  @ApiProperty({ enum: ['service', 'expense'] }) service_type!: string;
  @ApiProperty({ type: OfferRevenueCategoryReference, nullable: true })
  revenue_category!: OfferRevenueCategoryReference | null;
}

/** A payment as embedded in the invoice and listed under /invoices/payments. */
export class InvoicePaymentResponse {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 17 }) invoice_id!: number;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ example: 500 }) paid_total!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 500,
    description:
      'In the account currency: equal to paid_total when the invoice is in it, else null',
  })
  paid_total_in_account_currency!: number | null;
  @ApiProperty({ example: 'CHF' }) currency!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ format: 'date' }) created_on!: string;
  @ApiProperty({ format: 'date' }) updated_on!: string;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
}

/** A payment reminder as embedded in the invoice and listed under /invoice_reminders. */
export class InvoiceReminderResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 17 }) invoice_id!: number;
  @ApiProperty({ type: String, nullable: true }) title!: string | null;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ format: 'date' }) due_date!: string;
  @ApiProperty({ example: 20 }) fee!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Rich text' }) text!: string | null;
  @ApiProperty({ format: 'date' }) created_on!: string;
  @ApiProperty({ format: 'date' }) updated_on!: string;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
}

/** The debt collection procedure an invoice was handed over to. */
export class DebtCollectionResponse {
  @ApiProperty({ example: 2 }) id!: number;
  @ApiProperty({ type: OfferUserReference, nullable: true }) user!: OfferUserReference | null;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
}

/** An invoice in lists: every field except salutation, footer, items, payments, reminders. */
export class InvoiceSummaryResponse {
  @ApiProperty({ example: 17 }) id!: number;
  @ApiProperty({ example: 12 }) customer_id!: number;
  @ApiProperty({ type: Number, nullable: true }) project_id!: number | null;
  @ApiProperty({ type: Number, nullable: true }) offer_id!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'R260001', description: 'null for drafts' })
  identifier!: string | null;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ format: 'date' }) due_date!: string;
  @ApiProperty({ type: String, nullable: true, example: '11/2026' }) service_period!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' })
  service_period_from!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) service_period_to!: string | null;
  @ApiProperty({ enum: INVOICE_STATUSES }) status!: string;
  @ApiProperty() reversed!: boolean;
  @ApiProperty({ type: Number, nullable: true }) reversal_invoice_id!: number | null;
  @ApiProperty() reversal!: boolean;
  @ApiProperty({ type: Number, nullable: true }) reversed_invoice_id!: number | null;
  @ApiProperty() title!: string;
  @ApiProperty() recipient_address!: string;
  @ApiProperty({ example: 'CHF' }) currency!: string;
  @ApiProperty({ example: 1000 }) net_total!: number;
  @ApiProperty({ example: 1081 }) gross_total!: number;
  @ApiProperty({ example: 8.1, description: 'Percent' }) tax!: number;
  @ApiProperty({ type: DocumentVatResponse }) vat!: DocumentVatResponse;
  @ApiProperty({ description: 'Percent' }) discount!: number;
  @ApiProperty({ type: String, nullable: true }) creditor_reference!: string | null;
  @ApiProperty({ description: 'Percent' }) cash_discount!: number;
  @ApiProperty() cash_discount_days!: number;
  @ApiProperty({ type: Number, nullable: true }) debit_number!: number | null;
  @ApiProperty({ type: Number, nullable: true }) credit_number!: number | null;
  @ApiProperty() locked!: boolean;
  @ApiProperty() activity_hours_modified!: boolean;
  @ApiProperty({ type: 'object', additionalProperties: true })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Letter paper of the PDF; null: the account default',
  })
  letter_paper_id!: number | null;
  @ApiProperty({ description: 'The PDF prints without letter paper' })
  without_letter_paper!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Signed link to the last rendered PDF; expires (FAKTURA_FILE_URL_TTL_SECONDS)',
  })
  file_url!: string | null;
  @ApiProperty({ type: DebtCollectionResponse, nullable: true })
  debt_collection_procedure!: DebtCollectionResponse | null;
  @ApiProperty({ type: OfferUserReference, nullable: true }) user!: OfferUserReference | null;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
  @ApiProperty({ format: 'date', example: '2026-11-22' }) created_on!: string;
  @ApiProperty({ format: 'date', example: '2026-11-22' }) updated_on!: string;
  @ApiProperty({
    type: [EmailDeliveryResponse],
    description:
      'The e-mails sent (or being sent) about this invoice and its timesheet, oldest first (extension; also GET /email_deliveries)',
  })
  email_deliveries!: EmailDeliveryResponse[];
}

/** One invoice with texts, internal contact, positions, payments and reminders. */
export class InvoiceResponse extends InvoiceSummaryResponse {
  @ApiProperty({ type: String, nullable: true }) salutation!: string | null;
  @ApiProperty({ type: String, nullable: true }) footer!: string | null;
  @ApiProperty({ type: OfferUserReference, nullable: true })
  internal_contact!: OfferUserReference | null;
  @ApiProperty({ type: [InvoicePositionResponse] }) items!: InvoicePositionResponse[];
  @ApiProperty({ type: [InvoicePaymentResponse] }) payments!: InvoicePaymentResponse[];
  @ApiProperty({ type: [InvoiceReminderResponse] }) reminders!: InvoiceReminderResponse[];
}
