import { PartialType } from '@nestjs/swagger';
import { CreateInvoicePaymentDto } from './create-invoice-payment.dto';

/**
 * The body of PUT /invoices/payments/{id}: every field optional, only the ones sent change.
 * Another `invoice_id` moves the payment to that invoice.
 */
export class UpdateInvoicePaymentDto extends PartialType(CreateInvoicePaymentDto, {
  skipNullProperties: false,
}) {}
