import { toApiNumber } from '@faktura/domain';
import { apiDate, apiTimestamp } from '../../../platform/serialization';
import type { PurchasePaymentResponse } from './dto/purchase-payment.response';
import type { PurchasePaymentRow } from './purchase-payment.row';

/**
 * A payment as /purchases/payments answers it: docs/reference/conventions.md's purchase payment record plus
 * the reference's `purchase` and `remittance_export_id` (always null: Faktura makes no
 * remittance exports, so every payment was recorded by hand). The amount is rounded to its
 * currency.
 */
export function toPurchasePaymentResponse(payment: PurchasePaymentRow): PurchasePaymentResponse {
  const { purchase } = payment;
  return {
    id: payment.id,
    date: apiDate(payment.date),
    purchase: { id: purchase.id, identifier: purchase.identifier, title: purchase.title },
    total: toApiNumber(payment.total.toString(), payment.currency),
    currency: payment.currency,
    description: payment.description,
    remittance_export_id: null,
    created_at: apiTimestamp(payment.createdAt),
    updated_at: apiTimestamp(payment.updatedAt),
  };
}
