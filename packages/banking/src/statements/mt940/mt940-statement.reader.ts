import { Decimal, isValidIban } from '@faktura/domain';
import {
  BankFileError,
  type BankStatement,
  type BankStatementFile,
  type StatementBalance,
  type StatementEntry,
} from '../bank-statement.types';
import {
  currencyCode,
  decimalAmount,
  malformedValue,
  missingField,
  signedAmount,
} from '../statement-values';
import { readDetails } from './mt940-details.parser';
import { mt940Messages, mt940Text, type Mt940Field } from './mt940-fields.parser';
import { readStatementLine, swiftDate } from './mt940-line.parser';

const BALANCE = /^([CD])(\d{6})([A-Z]{3})(\d*,\d*)$/;

/** True when the content carries the fields every MT940 statement has: :20:, :25: and :60F:. */
export function looksLikeMt940(content: Buffer): boolean {
  const text = content.toString('latin1');
  return [/^:20:/m, /^:25:/m, /^:60[FM]:/m].every((tag) => tag.test(text));
}

/**
 * The statements of an MT940 file (one per message, with or without SWIFT envelope), each
 * checked: opening balance plus credits minus debits must be the closing balance.
 */
export function readMt940File(content: Buffer): BankStatementFile {
  const messages = mt940Messages(mt940Text(content));
  if (messages.length === 0) throw missingField('MT940 :20: field');
  return {
    format: 'mt940',
    messageId: null,
    statements: messages.map((fields, index) => readMessage(fields, `MT940 message ${index + 1}`)),
  };
}

function readMessage(fields: Mt940Field[], path: string): BankStatement {
  const single = (tag: RegExp): string | null =>
    fields.find((field) => tag.test(field.tag))?.value ?? null;
  const statementId = single(/^20$/)?.trim() ?? null;
  const sequenceNumber = single(/^28C?$/)?.trim() ?? null;
  const where = `${path} (:20: ${statementId ?? '-'}, :28C: ${sequenceNumber ?? '-'})`;
  const opening = balance(single(/^60[FM]$/), `${where} :60F:`);
  const closing = balance(single(/^62[FM]$/), `${where} :62F:`);
  const account = accountOf(single(/^25$/), opening.currency, where);
  const entries = readEntries(fields, opening.currency, where);
  checkBalances(opening, closing, entries, where);
  return {
    statementId,
    sequenceNumber,
    account,
    createdAt: null,
    // MT940 names no period: it runs from the first booking (or the closing day) to closing.
    fromDate: entries[0]?.bookingDate ?? closing.date,
    toDate: closing.date,
    openingBalance: opening,
    closingBalance: closing,
    entries,
  };
}

function readEntries(fields: Mt940Field[], currency: string, where: string): StatementEntry[] {
  const entries: StatementEntry[] = [];
  fields.forEach((field, index) => {
    if (field.tag !== '61') return;
    const line = readStatementLine(
      field.value,
      currency,
      `${where} :61: line ${entries.length + 1}`,
    );
    const next = fields[index + 1];
    const details = readDetails(next?.tag === '86' ? next.value : '');
    entries.push({
      entryReference: line.bankReference,
      bookingDate: line.bookingDate,
      valueDate: line.valueDate,
      amount: line.amount,
      currency,
      direction: line.direction,
      reversal: line.reversal,
      bankTransactionCode:
        details.transactionCode === null
          ? line.transactionType
          : `${line.transactionType}+${details.transactionCode}`,
      transactions: [
        {
          amount: line.amount,
          currency,
          direction: line.direction,
          endToEndId: details.endToEndId,
          mandateId: details.mandateId,
          bankReference: line.bankReference,
          counterparty: details.counterparty,
          structuredReference: details.structuredReference,
          remittanceText: details.remittanceText ?? line.supplementary,
          returnReason: details.returnCode,
        },
      ],
    });
  });
  return entries;
}

function balance(value: string | null, path: string): StatementBalance {
  if (value === null) throw missingField(path);
  const match = BALANCE.exec(value.trim());
  if (match === null) throw malformedValue(path, 'an MT940 balance');
  const [, mark, date, currency] = match;
  const amount = decimalAmount(match[4], currencyCode(currency, path), path, 'swift');
  return {
    amount: signedAmount(amount, mark === 'C' ? 'credit' : 'debit'),
    currency,
    date: swiftDate(date, path),
  };
}

// :25: holds "BLZ/account", an IBAN, or either with the currency appended ("DE89...EUR").
function accountOf(
  value: string | null,
  currency: string,
  where: string,
): BankStatement['account'] {
  if (value === null) throw missingField(`${where} :25:`);
  const written = value.trim().replace(/\s+/g, '');
  const withoutCurrency = written.endsWith(currency) ? written.slice(0, -currency.length) : written;
  const iban =
    [written, withoutCurrency].map((text) => text.toUpperCase()).find(isValidIban) ?? null;
  return { iban, identifier: iban ?? withoutCurrency, currency };
}

function checkBalances(
  opening: StatementBalance,
  closing: StatementBalance,
  entries: StatementEntry[],
  where: string,
): void {
  const expected = entries.reduce(
    (sum, entry) =>
      entry.direction === 'credit' ? sum.plus(entry.amount) : sum.minus(entry.amount),
    new Decimal(opening.amount),
  );
  if (!expected.equals(closing.amount)) {
    throw new BankFileError(
      'balance_mismatch',
      `${where}: the opening balance ${opening.amount} plus the entries gives ${expected.toFixed(2)}, but the closing balance is ${closing.amount}.`,
    );
  }
}
