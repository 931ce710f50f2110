import type { BankStatement } from '@faktura/db';
import { toApiNumber } from '@faktura/domain';
import { apiDate, apiTimestamp } from '../../platform/serialization';
import type { BankStatementResponse } from './dto/bank-statement.response';

/** A bank statement as `/bank_statements` answers it. */
export function toBankStatementResponse(row: BankStatement): BankStatementResponse {
  const money = (value: BankStatement['openingBalance']) =>
    value === null ? null : toApiNumber(value.toString(), row.currency ?? undefined);
  return {
    id: row.id,
    filename: row.filename,
    format: row.format,
    message_id: row.messageId,
    statement_id: row.statementId,
    sequence_number: row.sequenceNumber,
    iban: row.iban,
    account_identifier: row.accountIdentifier,
    currency: row.currency,
    from_date: apiDate(row.fromDate),
    to_date: apiDate(row.toDate),
    opening_balance: money(row.openingBalance),
    closing_balance: money(row.closingBalance),
    transaction_count: row.transactionCount,
    imported_count: row.importedCount,
    skipped_count: row.skippedCount,
    created_at: apiTimestamp(row.createdAt),
    updated_at: apiTimestamp(row.updatedAt),
  };
}
