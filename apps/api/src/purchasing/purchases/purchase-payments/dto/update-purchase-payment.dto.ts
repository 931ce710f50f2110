import { PartialType } from '@nestjs/swagger';
import { CreatePurchasePaymentDto } from './create-purchase-payment.dto';

/**
 * The body of PUT /purchases/payments/{id}: every field optional, only the ones sent change.
 * Another `purchase_id` moves the payment to that purchase (same currency only).
 */
export class UpdatePurchasePaymentDto extends PartialType(CreatePurchasePaymentDto, {
  skipNullProperties: false,
}) {}
