import { IdField } from '../../../../platform/input';
import { PaymentAmountField, PaymentBodyDto } from '../../../../shared/payments';

/** The body of POST /invoices/payments, and one entry of POST /invoices/payments/bulk. */
export class CreateInvoicePaymentDto extends PaymentBodyDto({
  document: 'invoice',
  examples: { currency: 'CHF', description: 'Bank transfer' },
}) {
  @IdField({ example: 17, description: 'The invoice paid; not a draft' })
  invoice_id!: number;

  @PaymentAmountField({
    example: 500,
    description:
      'In the invoice currency, rounded to its minor unit; not zero. Negative for refunds and ' +
      'for payments of reversal invoices',
  })
  paid_total!: number;
}
