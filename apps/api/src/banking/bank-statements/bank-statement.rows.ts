import { createHash } from 'node:crypto';
import {
  BankFileError,
  type BankStatement,
  type BankStatementFile,
  entryFingerprints,
  readBankStatementFile,
} from '@faktura/banking';
import { DomainError, type MatchableTransaction } from '@faktura/domain';
import { toDateColumn } from '../../platform/input';
import type { DocumentFile } from '../../shared/attachments';
import type { BankTransactionColumns } from '../bank-transactions';
import type { BankStatementColumns } from './bank-statements.repository';

/** The file's statements, or a 422 on `file` with the reader's message. */
export function readStatementUpload(data: Buffer): BankStatementFile {
  try {
    return readBankStatementFile(data);
  } catch (error) {
    if (error instanceof BankFileError) throw DomainError.validation({ file: [error.message] });
    throw error;
  }
}

/** The uploaded file as it is stored (once, for all its statements). */
export function statementDocument(
  data: Buffer,
  filename: string,
  file: BankStatementFile,
): DocumentFile {
  return {
    filename: filename.split(/[\\/]/).pop()?.trim() || 'statement',
    contentType: file.format === 'mt940' ? 'text/plain' : 'application/xml',
    data,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}

const date = (value: string | null) => (value === null ? null : toDateColumn(value));

/** The row of one statement of the file. */
export function statementColumns(
  file: BankStatementFile,
  statement: BankStatement,
  meta: { filename: string; fileId: number },
): BankStatementColumns {
  return {
    fileId: meta.fileId,
    filename: meta.filename,
    format: file.format,
    messageId: file.messageId,
    statementId: statement.statementId,
    sequenceNumber: statement.sequenceNumber,
    iban: statement.account.iban,
    accountIdentifier: statement.account.identifier,
    currency: statement.account.currency,
    fromDate: date(statement.fromDate),
    toDate: date(statement.toDate),
    openingBalance: statement.openingBalance?.amount ?? null,
    closingBalance: statement.closingBalance?.amount ?? null,
    transactionCount: statement.entries.reduce((n, entry) => n + entry.transactions.length, 0),
  };
}

/**
 * One row per transaction of the statement's entries. The fingerprint is the entry's (the
 * bank's reference, else a hash), with `/n` for the n-th transaction of a batch entry.
 */
export function transactionColumns(
  statement: BankStatement,
  statementId: number,
): BankTransactionColumns[] {
  const fingerprints = entryFingerprints(statement.account.identifier, statement.entries);
  return statement.entries.flatMap((entry, e) =>
    entry.transactions.map((t, n) => ({
      statementId,
      fingerprint: entry.transactions.length > 1 ? `${fingerprints[e]}/${n + 1}` : fingerprints[e],
      entryReference: entry.entryReference,
      bankReference: t.bankReference,
      bookingDate: toDateColumn(entry.bookingDate),
      valueDate: date(entry.valueDate),
      amount: t.amount,
      currency: t.currency,
      direction: t.direction,
      reversal: entry.reversal,
      bankTransactionCode: entry.bankTransactionCode,
      endToEndId: t.endToEndId,
      mandateId: t.mandateId,
      counterpartyName: t.counterparty.name,
      counterpartyIban: t.counterparty.iban,
      counterpartyBic: t.counterparty.bic,
      structuredReference: t.structuredReference,
      remittanceText: t.remittanceText,
      returnReason: t.returnReason,
    })),
  );
}

/** What matching reads of a stored transaction row. */
export function matchable(id: number, row: BankTransactionColumns): MatchableTransaction {
  return {
    key: id,
    amount: String(row.amount),
    currency: row.currency,
    direction: row.direction as 'credit' | 'debit',
    endToEndId: row.endToEndId ?? null,
    structuredReference: row.structuredReference ?? null,
    remittanceText: row.remittanceText ?? null,
    counterpartyIban: row.counterpartyIban ?? null,
    returnReason: row.returnReason ?? null,
    reversal: row.reversal ?? false,
  };
}
