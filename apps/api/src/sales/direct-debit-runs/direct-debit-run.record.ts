import { sumDecimals, toApiNumber, toDecimal } from '@faktura/domain';
import { apiTimestamp } from '../../platform/serialization';
import type { DirectDebitResponse, DirectDebitRunResponse } from './dto/direct-debit-run.response';
import type { DirectDebitRow, DirectDebitRunRow } from './direct-debit-runs.repository';

/** Where a run's file is downloaded. */
export const directDebitRunFilePath = (id: number) =>
  `/api/v1/invoices/direct_debit_runs/${id}.xml`;

function toDirectDebitResponse(debit: DirectDebitRow): DirectDebitResponse {
  return {
    id: debit.id,
    invoice_id: debit.invoice_id,
    mandate_id: debit.mandate_id,
    end_to_end_id: debit.end_to_end_id,
    amount: toApiNumber(debit.amount, debit.currency),
    currency: debit.currency,
    sequence_type: debit.sequence_type,
    collection_date: debit.collection_date,
    status: debit.status,
    return_reason: debit.return_reason,
    created_at: apiTimestamp(new Date(debit.created_at)),
  };
}

/** A run with its collections, as GET /invoices/direct_debit_runs/{id} answers it. */
export function toDirectDebitRunResponse(row: DirectDebitRunRow): DirectDebitRunResponse {
  const debits = row.direct_debits.map(toDirectDebitResponse);
  return {
    id: row.id,
    message_id: row.message_id,
    format: row.format,
    direct_debit_count: debits.length,
    total: toApiNumber(
      sumDecimals(row.direct_debits.map((debit) => toDecimal(debit.amount))),
      'EUR',
    ),
    currency: 'EUR',
    file_url: directDebitRunFilePath(row.id),
    direct_debits: debits,
    created_at: apiTimestamp(row.created_at),
  };
}
