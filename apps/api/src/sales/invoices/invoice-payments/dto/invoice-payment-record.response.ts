import { ApiProperty } from '@nestjs/swagger';
import { InvoicePaymentResponse } from '../../dto/invoice.response';
import { Property } from '../../../../platform/openapi';

/** The invoice a payment belongs to, as the reference names it. */
export class PaymentInvoiceReference {
  @ApiProperty({ example: 17 }) id!: number;
  @Property.Nullable(String, { example: 'R260001' }) identifier!: string | null;
  @ApiProperty({ example: 'Consulting November' }) title!: string;
}

/** A payment as /invoices/payments answers it: the embedded form plus its invoice. */
export class InvoicePaymentRecordResponse extends InvoicePaymentResponse {
  @ApiProperty({ type: PaymentInvoiceReference }) invoice!: PaymentInvoiceReference;
}
