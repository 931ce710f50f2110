import { IdField } from '../../../../platform/input';
import { PaymentAmountField, PaymentBodyDto } from '../../../../shared/payments';

/** The body of POST /purchases/payments, and one entry of POST /purchases/payments/bulk. */
export class CreatePurchasePaymentDto extends PaymentBodyDto({
  document: 'purchase',
  examples: { currency: 'EUR', description: 'Paid by bank transfer' },
}) {
  @IdField({ example: 31, description: 'The purchase paid; any status' })
  purchase_id!: number;

  @PaymentAmountField({
    example: 1190,
    description:
      'In the purchase currency, rounded to its minor unit; not zero. Negative for refunds ' +
      'from the supplier',
  })
  total!: number;
}
