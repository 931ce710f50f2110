import type { StatementEntry } from '../bank-statement.types';
import { calendarDate, missingField } from '../statement-values';
import { children, find, textAt, type XmlElement } from '../xml-document.parser';
import {
  camtAmount,
  camtDirection,
  readCamtTransaction,
  transactionFromEntry,
} from './camt-transaction.mapper';

const BOOKED = 'BOOK';

/**
 * One Ntry as a statement entry, or null when the bank has not booked it yet (pending and
 * informational entries are reported again once booked).
 */
export function readCamtEntry(
  entry: XmlElement,
  path: string,
  accountIban: string | null,
): StatementEntry | null {
  // v02 and v04 write <Sts>BOOK</Sts>, v08 <Sts><Cd>BOOK</Cd></Sts>.
  const status = textAt(entry, 'Sts', 'Cd') ?? textAt(entry, 'Sts');
  if (status === null) throw missingField(`${path}/Sts`);
  if (status !== BOOKED) return null;
  const { amount, currency } = camtAmount(find(entry, 'Amt'), `${path}/Amt`);
  const direction = camtDirection(entry, path);
  const valueDate = dateOf(find(entry, 'ValDt'));
  const bookingDate = dateOf(find(entry, 'BookgDt')) ?? valueDate;
  const read = {
    // The servicer's reference identifies the booking for good. NtryRef is not used: many banks
    // number the entries of each statement 1, 2, 3..., so it would repeat from day to day.
    entryReference: textAt(entry, 'AcctSvcrRef'),
    bookingDate: calendarDate(bookingDate, `${path}/BookgDt`),
    valueDate: valueDate === null ? null : calendarDate(valueDate, `${path}/ValDt`),
    amount,
    currency,
    direction,
    reversal: textAt(entry, 'RvslInd') === 'true' || textAt(entry, 'RvslInd') === '1',
    bankTransactionCode: transactionCode(find(entry, 'BkTxCd')),
  };
  const details = children(entry, 'NtryDtls').flatMap((batch) => children(batch, 'TxDtls'));
  const transactions = details.map((transaction, index) =>
    readCamtTransaction(transaction, `${path}/NtryDtls/TxDtls[${index + 1}]`, {
      ...read,
      single: details.length === 1,
      accountIban,
    }),
  );
  if (transactions.length === 0) {
    transactions.push(transactionFromEntry(read, textAt(entry, 'AddtlNtryInf')));
  }
  return { ...read, transactions };
}

function dateOf(element: XmlElement | null): string | null {
  return textAt(element, 'Dt') ?? textAt(element, 'DtTm');
}

/** "PMNT-RCDT-ESCT" from the ISO domain, family and sub-family, else the proprietary code. */
function transactionCode(code: XmlElement | null): string | null {
  const domain = textAt(code, 'Domn', 'Cd');
  const family = textAt(code, 'Domn', 'Fmly', 'Cd');
  const subFamily = textAt(code, 'Domn', 'Fmly', 'SubFmlyCd');
  if (domain !== null && family !== null && subFamily !== null) {
    return `${domain}-${family}-${subFamily}`;
  }
  return textAt(code, 'Prtry', 'Cd');
}
