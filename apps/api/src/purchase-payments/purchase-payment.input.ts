import { roundMoney } from '@faktura/domain';
import type { PurchasePayment } from '@faktura/db';
import { toDateColumn } from '../common/input/api-date.validator';
import type { UpdatePurchasePaymentDto } from './dto/update-purchase-payment.dto';
import type { LockedPurchase, PurchasePaymentData } from './purchase-payments.repository';

/** Field name to messages, collected over a whole request (or a whole bulk batch). */
export type FieldErrors = Record<string, string[]>;

/**
 * The columns of a new payment (`current` null) or a changed one, checked against the purchase
 * it will belong to (`purchase`: undefined when that purchase does not exist or is another
 * account's). A payment is always in its purchase's currency, rounded to that currency's minor
 * unit; it never changes currency, so it moves only between purchases of the same currency.
 * Problems go into `errors`, named with `prefix` (`[2].` for bulk entries); the result is null
 * when there was one.
 */
export function purchasePaymentData(
  input: UpdatePurchasePaymentDto,
  purchase: LockedPurchase | undefined,
  current: PurchasePayment | null,
  errors: FieldErrors,
  prefix = '',
): PurchasePaymentData | null {
  const fail = (field: string, message: string) => {
    (errors[`${prefix}${field}`] ??= []).push(message);
    return null;
  };
  if (!purchase) return fail('purchase_id', 'does not exist');
  const { currency } = purchase;
  if (input.currency != null && input.currency !== currency)
    return fail('currency', 'must be the currency of the purchase');
  // Moving into another currency would silently reinterpret the amount.
  if (current && current.currency !== currency)
    return fail('purchase_id', 'must be in the currency of the payment');
  // The DTO requires date and total on create; on update the stored ones stay.
  const date = input.date != null ? toDateColumn(input.date) : current?.date;
  if (!date) return fail('date', 'is required');
  const amount = input.total ?? current?.total.toString();
  if (amount === undefined) return fail('total', 'is required');
  const total = roundMoney(amount, currency);
  if (total.isZero()) return fail('total', 'must not be zero in the purchase currency');
  return {
    purchaseId: purchase.id,
    date,
    total: total.toString(),
    currency,
    description:
      input.description !== undefined ? input.description : (current?.description ?? null),
  };
}
