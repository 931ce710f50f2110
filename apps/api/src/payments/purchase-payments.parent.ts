import type { Prisma } from '@faktura/db';
import type { CreatePurchasePaymentDto } from '../purchase-payments/dto/create-purchase-payment.dto';
import type { PurchasePaymentResponse } from '../purchase-payments/dto/purchase-payment.response';
import {
  PURCHASE_PAYMENT_SORT_FIELDS,
  purchasePaymentListConditions,
} from '../purchase-payments/purchase-payment-list.filters';
import type { PaymentColumns, PaymentParent } from './payment.parent';
import { toPurchasePaymentResponse } from './purchase-payment-response.mapper';

/** The purchase a payment answer names. */
const WITH_PURCHASE = {
  purchase: { select: { id: true, identifier: true, title: true } },
} as const satisfies Prisma.PurchasePaymentInclude;

/** A purchase payment with the purchase it belongs to. */
export type PurchasePaymentRow = Prisma.PurchasePaymentGetPayload<{
  include: typeof WITH_PURCHASE;
}>;

/**
 * `/purchases/payments`: payments of purchases. A payment never changes currency, so it moves
 * only between purchases of the same currency.
 */
export const PURCHASE_PAYMENTS: PaymentParent<
  PurchasePaymentRow,
  CreatePurchasePaymentDto,
  PurchasePaymentResponse
> = {
  table: 'purchase_payments',
  noun: 'purchase',
  parentField: 'purchase_id',
  amountField: 'total',
  otherCurrency: { message: 'must be in the currency of the payment', confirmedByCurrency: false },
  sortFields: PURCHASE_PAYMENT_SORT_FIELDS,
  filters: purchasePaymentListConditions,
  input: (dto) => ({
    parentId: dto.purchase_id,
    date: dto.date,
    amount: dto.total,
    currency: dto.currency,
    description: dto.description,
  }),
  columns: ({ purchaseId, total, date, currency, description }) => ({
    parentId: purchaseId,
    amount: total.toString(),
    date,
    currency,
    description,
  }),
  find: (db, id) => db.purchasePayment.findFirst({ where: { id }, include: WITH_PURCHASE }),
  findMany: (db, ids) =>
    db.purchasePayment.findMany({ where: { id: { in: ids } }, include: WITH_PURCHASE }),
  create: (db, columns) =>
    db.purchasePayment.create({ data: purchasePaymentData(columns), select: { id: true } }),
  update: (db, id, columns) =>
    db.purchasePayment.update({
      where: { id },
      data: { ...purchasePaymentData(columns), updatedAt: new Date() },
    }),
  delete: (db, id) => db.purchasePayment.delete({ where: { id } }),
  toResponse: (row) => toPurchasePaymentResponse(row),
};

/** The table's columns; the account-bound client adds account_id. */
function purchasePaymentData({ parentId, amount, ...same }: PaymentColumns) {
  return {
    ...same,
    purchaseId: parentId,
    total: amount,
  } as Prisma.PurchasePaymentUncheckedCreateInput;
}
