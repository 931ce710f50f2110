import type { Prisma } from '@faktura/db';
import type { CreatePurchasePaymentDto } from './dto/create-purchase-payment.dto';
import type { PurchasePaymentResponse } from './dto/purchase-payment.response';
import { purchasePaymentListConditions } from './purchase-payment-list.filters';
import { ListPurchasePaymentsQuery } from './dto/list-purchase-payments.query';
import { accountTable, type TableTypesOf } from '../../../platform/database';
import { type PaymentParent, paymentEvents } from '../../../shared/payments';
import { toPurchasePaymentResponse } from './purchase-payment-response.mapper';
import { WITH_PURCHASE } from './purchase-payment.row';

const PURCHASE_PAYMENT_ROWS = accountTable((db) => db.purchasePayment, WITH_PURCHASE);

/** The payment table's types: its row is PurchasePaymentRow. */
export type PurchasePaymentTable = TableTypesOf<typeof PURCHASE_PAYMENT_ROWS>;

/**
 * `/purchases/payments`: payments of purchases. A payment never changes currency, so it moves
 * only between purchases of the same currency.
 */
export const PURCHASE_PAYMENTS: PaymentParent<
  PurchasePaymentTable,
  CreatePurchasePaymentDto,
  PurchasePaymentResponse,
  ListPurchasePaymentsQuery
> = {
  table: 'purchase_payments',
  rows: PURCHASE_PAYMENT_ROWS,
  events: paymentEvents('purchase'),
  noun: 'purchase',
  parentField: 'purchase_id',
  amountField: 'total',
  otherCurrency: { message: 'must be in the currency of the payment', confirmedByCurrency: false },
  listQuery: ListPurchasePaymentsQuery,
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
  data: ({ parentId, amount, ...same }) =>
    ({
      ...same,
      purchaseId: parentId,
      total: amount,
    }) as Prisma.PurchasePaymentUncheckedCreateInput,
  toResponse: (row) => toPurchasePaymentResponse(row),
};
