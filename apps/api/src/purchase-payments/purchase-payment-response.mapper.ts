import type { PurchasePayment } from '@faktura/db';
import { toApiNumber } from '@faktura/domain';
import { apiDate, apiTimestamp } from '../common/serialization/api-format';

/** A purchase payment as conventions.md shapes it (embedded in purchases and listed alone). */
export interface PurchasePaymentRecord {
  id: number;
  date: string;
  total: number;
  currency: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

/** The conventions.md record of a purchase payment; amounts rounded to its currency. */
export function toPurchasePaymentRecord(payment: PurchasePayment): PurchasePaymentRecord {
  return {
    id: payment.id,
    date: apiDate(payment.date),
    total: toApiNumber(payment.total.toString(), payment.currency),
    currency: payment.currency,
    description: payment.description,
    created_at: apiTimestamp(payment.createdAt),
    updated_at: apiTimestamp(payment.updatedAt),
  };
}

/** The record of /purchases/payments: the embedded record plus the purchase it belongs to. */
export function toPurchasePaymentResponse(
  payment: PurchasePayment,
): PurchasePaymentRecord & { purchase_id: number } {
  const { id, ...rest } = toPurchasePaymentRecord(payment);
  return { id, purchase_id: payment.purchaseId, ...rest };
}
