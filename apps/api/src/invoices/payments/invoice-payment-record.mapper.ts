import { toPaymentResponse } from '../invoice-response.mapper';
import type { InvoicePaymentRecordResponse } from './dto/invoice-payment-record.response';
import type { InvoicePaymentRow } from './invoice-payments.repository';

/** A payment of /invoices/payments: the embedded form plus `invoice` {id, identifier, title}. */
export function toPaymentRecord(
  row: InvoicePaymentRow,
  accountCurrency: string,
): InvoicePaymentRecordResponse {
  return { ...toPaymentResponse(row, accountCurrency), invoice: row.invoice };
}
