import type { Prisma } from '@faktura/db';
import { toPaymentResponse } from '../invoices/invoice-response.mapper';
import type { CreateInvoicePaymentDto } from '../invoices/payments/dto/create-invoice-payment.dto';
import type { InvoicePaymentRecordResponse } from '../invoices/payments/dto/invoice-payment-record.response';
import {
  INVOICE_PAYMENT_SORT_FIELDS,
  paymentListConditions,
} from '../invoices/payments/invoice-payment-list.filters';
import type { PaymentColumns, PaymentParent } from './payment.parent';

/** The invoice a payment record names. */
const WITH_INVOICE = {
  invoice: { select: { id: true, identifier: true, title: true } },
} as const satisfies Prisma.InvoicePaymentInclude;

/** An invoice payment with the invoice it belongs to. */
export type InvoicePaymentRow = Prisma.InvoicePaymentGetPayload<{ include: typeof WITH_INVOICE }>;

/**
 * `/invoices/payments`: payments of invoices, whose status follows the paid sum
 * (InvoicePaymentSettlement). A payment may move to an invoice in another currency when the
 * request confirms it by sending `currency`.
 */
export const INVOICE_PAYMENTS: PaymentParent<
  InvoicePaymentRow,
  CreateInvoicePaymentDto,
  InvoicePaymentRecordResponse
> = {
  table: 'invoice_payments',
  noun: 'invoice',
  parentField: 'invoice_id',
  amountField: 'paid_total',
  otherCurrency: {
    message: 'is in another currency than the payment; send currency to confirm',
    confirmedByCurrency: true,
  },
  sortFields: INVOICE_PAYMENT_SORT_FIELDS,
  filters: paymentListConditions,
  input: (dto) => ({
    parentId: dto.invoice_id,
    date: dto.date,
    amount: dto.paid_total,
    currency: dto.currency,
    description: dto.description,
  }),
  columns: ({ invoiceId, paidTotal, date, currency, description }) => ({
    parentId: invoiceId,
    amount: paidTotal.toString(),
    date,
    currency,
    description,
  }),
  find: (db, id) => db.invoicePayment.findFirst({ where: { id }, include: WITH_INVOICE }),
  findMany: (db, ids) =>
    db.invoicePayment.findMany({ where: { id: { in: ids } }, include: WITH_INVOICE }),
  create: (db, columns) =>
    db.invoicePayment.create({ data: invoicePaymentData(columns), select: { id: true } }),
  update: (db, id, columns) =>
    db.invoicePayment.update({
      where: { id },
      data: { ...invoicePaymentData(columns), updatedAt: new Date() },
    }),
  delete: (db, id) => db.invoicePayment.delete({ where: { id } }),
  toResponse: (row, accountCurrency) => ({
    ...toPaymentResponse(row, accountCurrency),
    invoice: row.invoice,
  }),
};

/** The table's columns; the account-bound client adds account_id. */
function invoicePaymentData({ parentId, amount, ...same }: PaymentColumns) {
  return {
    ...same,
    invoiceId: parentId,
    paidTotal: amount,
  } as Prisma.InvoicePaymentUncheckedCreateInput;
}
