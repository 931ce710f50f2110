import { toApiNumber } from '@faktura/domain';
import { apiDate, apiTimestamp } from '../../platform/serialization';
import type { PaymentRunResponse, SepaTransferResponse } from './dto/payment-run.response';
import type { PaymentRunRow, SepaTransferRow } from './payment-runs.repository';

/** Where a run's file is downloaded. */
export const paymentRunFilePath = (id: number) => `/api/v1/purchases/payment_runs/${id}.xml`;

function toTransferResponse(transfer: SepaTransferRow): SepaTransferResponse {
  return {
    id: transfer.id,
    purchase_id: transfer.purchase_id,
    end_to_end_id: transfer.end_to_end_id,
    amount: toApiNumber(transfer.amount, transfer.currency),
    currency: transfer.currency,
    creditor_iban: transfer.creditor_iban,
    status: transfer.status,
    booked_at: transfer.booked_at,
    created_at: apiTimestamp(new Date(transfer.created_at)),
  };
}

/** A run with its transfers, as GET /purchases/payment_runs/{id} answers it. */
export function toPaymentRunResponse(row: PaymentRunRow): PaymentRunResponse {
  return {
    id: row.id,
    message_id: row.message_id,
    format: row.format,
    execution_date: apiDate(row.execution_date) as string,
    transfer_count: row.transfer_count,
    total: toApiNumber(row.total, row.currency),
    currency: row.currency,
    file_url: paymentRunFilePath(row.id),
    user: row.user,
    transfers: row.transfers.map(toTransferResponse),
    created_at: apiTimestamp(row.created_at),
    updated_at: apiTimestamp(row.updated_at),
  };
}
