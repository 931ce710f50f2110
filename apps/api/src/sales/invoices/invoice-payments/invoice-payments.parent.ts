import type { Prisma } from '@faktura/db';
import { toPaymentResponse } from '../invoice-response.mapper';
import type { CreateInvoicePaymentDto } from './dto/create-invoice-payment.dto';
import type { InvoicePaymentRecordResponse } from './dto/invoice-payment-record.response';
import { paymentListConditions } from './invoice-payment-list.filters';
import { ListInvoicePaymentsQuery } from './dto/list-invoice-payments.query';
import { accountTable, type TableTypesOf } from '../../../platform/database';
import { type PaymentParent, paymentEvents } from '../../../shared/payments';

/** The invoice a payment record names. */
const WITH_INVOICE = {
  invoice: { select: { id: true, identifier: true, title: true } },
} as const satisfies Prisma.InvoicePaymentInclude;

/** An invoice payment with the invoice it belongs to. */
export type InvoicePaymentRow = Prisma.InvoicePaymentGetPayload<{ include: typeof WITH_INVOICE }>;

const INVOICE_PAYMENT_ROWS = accountTable((db) => db.invoicePayment, WITH_INVOICE);

/** The payment table's types: its row is InvoicePaymentRow. */
export type InvoicePaymentTable = TableTypesOf<typeof INVOICE_PAYMENT_ROWS>;

/**
 * `/invoices/payments`: payments of invoices, whose status follows the paid sum
 * (InvoicePaymentSettlement). A payment may move to an invoice in another currency when the
 * request confirms it by sending `currency`.
 */
export const INVOICE_PAYMENTS: PaymentParent<
  InvoicePaymentTable,
  CreateInvoicePaymentDto,
  InvoicePaymentRecordResponse,
  ListInvoicePaymentsQuery
> = {
  table: 'invoice_payments',
  rows: INVOICE_PAYMENT_ROWS,
  events: paymentEvents('invoice'),
  noun: 'invoice',
  parentField: 'invoice_id',
  amountField: 'paid_total',
  otherCurrency: {
    message: 'is in another currency than the payment; send currency to confirm',
    confirmedByCurrency: true,
  },
  listQuery: ListInvoicePaymentsQuery,
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
  data: ({ parentId, amount, ...same }) =>
    ({
      ...same,
      invoiceId: parentId,
      paidTotal: amount,
    }) as Prisma.InvoicePaymentUncheckedCreateInput,
  toResponse: (row, accountCurrency) => ({
    ...toPaymentResponse(row, accountCurrency),
    invoice: row.invoice,
  }),
};
