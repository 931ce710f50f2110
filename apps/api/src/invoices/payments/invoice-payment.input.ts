import { roundMoney } from '@faktura/domain';
import type { InvoicePayment } from '@faktura/db';
import { toDateColumn } from '../../common/input/api-date.validator';
import type { InvoiceRow } from '../invoices.repository';
import type { UpdateInvoicePaymentDto } from './dto/update-invoice-payment.dto';
import type { PaymentData } from './invoice-payments.repository';

/** Field name to messages, collected over a whole request (or a whole bulk batch). */
export type FieldErrors = Record<string, string[]>;

/**
 * The columns of a new payment (`current` null) or a changed one, checked against the invoice
 * it will belong to (`invoice`: undefined when that invoice does not exist). A payment is always
 * in its invoice's currency and its amount is rounded to that currency's minor unit, so the paid
 * sum compares exactly with the gross total. Problems go into `errors`, named with `prefix`
 * (`[2].` for bulk entries); the result is null when there was one.
 */
export function paymentData(
  input: UpdateInvoicePaymentDto,
  invoice: InvoiceRow | undefined,
  current: InvoicePayment | null,
  errors: FieldErrors,
  prefix = '',
): PaymentData | null {
  const fail = (field: string, message: string) => {
    (errors[`${prefix}${field}`] ??= []).push(message);
    return null;
  };
  if (!invoice) return fail('invoice_id', 'does not exist');
  const { currency } = invoice;
  if (input.currency != null && input.currency !== currency)
    return fail('currency', 'must be the currency of the invoice');
  // Moving a payment to an invoice in another currency would silently reinterpret its amount.
  if (input.currency == null && current && current.currency !== currency)
    return fail('invoice_id', 'is in another currency than the payment; send currency to confirm');
  // The DTO requires date and amount on create; on update the stored ones stay.
  const date = input.date != null ? toDateColumn(input.date) : current?.date;
  if (!date) return fail('date', 'is required');
  const amount = input.paid_total ?? current?.paidTotal.toString();
  if (amount === undefined) return fail('paid_total', 'is required');
  const paidTotal = roundMoney(amount, currency);
  if (paidTotal.isZero()) return fail('paid_total', 'must not be zero in the invoice currency');
  return {
    invoiceId: invoice.id,
    date,
    paidTotal: paidTotal.toString(),
    currency,
    description:
      input.description !== undefined ? input.description : (current?.description ?? null),
  };
}
