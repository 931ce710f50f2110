import type {
  BankStatement,
  BankStatementFile,
  StatementBalance,
  StatementEntry,
  StatementFormat,
} from '../bank-statement.types';
import { calendarDate, currencyCode, missingField, signedAmount } from '../statement-values';
import { children, find, textAt, type XmlDocument, type XmlElement } from '../xml-document.parser';
import { readCamtEntry } from './camt-entry.mapper';
import { camtAmount, camtDirection } from './camt-transaction.mapper';

// camt.053 reports statements, camt.054 notifications; below that the two share their shape.
const MESSAGE_ROOTS = [
  { message: 'BkToCstmrStmt', statement: 'Stmt' },
  { message: 'BkToCstmrDbtCdtNtfctn', statement: 'Ntfctn' },
] as const;

const OPENING_BALANCES = ['OPBD', 'PRCD'];
const CLOSING_BALANCE = 'CLBD';

/** The statements of a camt.053 or camt.054 document (its Ntry elements parsed on request). */
export function readCamtDocument(parsed: XmlDocument, format: StatementFormat): BankStatementFile {
  const document = parsed.root;
  const root = MESSAGE_ROOTS.find(({ message }) => find(document, message) !== null);
  if (root === undefined) throw missingField('Document/BkToCstmrStmt');
  const message = find(document, root.message);
  const messageId = textAt(message, 'GrpHdr', 'MsgId');
  if (messageId === null) throw missingField(`${root.message}/GrpHdr/MsgId`);
  const statements = children(message, root.statement).map((statement, index) =>
    readStatement(statement, `${root.statement}[${index + 1}]`, parsed),
  );
  if (statements.length === 0) throw missingField(`${root.message}/${root.statement}`);
  return { format, messageId, statements };
}

function readStatement(statement: XmlElement, path: string, parsed: XmlDocument): BankStatement {
  const account = find(statement, 'Acct');
  const iban = textAt(account, 'Id', 'IBAN');
  const identifier = iban ?? textAt(account, 'Id', 'Othr', 'Id');
  if (identifier === null) throw missingField(`${path}/Acct/Id/IBAN`);
  const currency = textAt(account, 'Ccy');
  const balances = children(statement, 'Bal').map((balance, index) => ({
    code: textAt(balance, 'Tp', 'CdOrPrtry', 'Cd'),
    balance: readBalance(balance, `${path}/Bal[${index + 1}]`),
  }));
  const fromTo = find(statement, 'FrToDt');
  const entries: StatementEntry[] = [];
  let position = 0;
  for (const run of children(statement, 'Ntry')) {
    for (const entry of parsed.expand(run)) {
      const read = readCamtEntry(entry, `${path}/Ntry[${++position}]`, iban);
      if (read !== null) entries.push(read);
    }
  }
  return {
    statementId: textAt(statement, 'Id'),
    sequenceNumber: textAt(statement, 'ElctrncSeqNb'),
    account: {
      iban,
      identifier,
      currency: currency === null ? null : currencyCode(currency, `${path}/Acct/Ccy`),
    },
    createdAt: textAt(statement, 'CreDtTm'),
    fromDate: optionalDate(textAt(fromTo, 'FrDtTm'), `${path}/FrToDt/FrDtTm`),
    toDate: optionalDate(textAt(fromTo, 'ToDtTm'), `${path}/FrToDt/ToDtTm`),
    openingBalance:
      balances.find(({ code }) => code !== null && OPENING_BALANCES.includes(code))?.balance ??
      null,
    closingBalance: balances.find(({ code }) => code === CLOSING_BALANCE)?.balance ?? null,
    entries,
  };
}

function readBalance(balance: XmlElement, path: string): StatementBalance {
  const { amount, currency } = camtAmount(find(balance, 'Amt'), `${path}/Amt`);
  return {
    amount: signedAmount(amount, camtDirection(balance, path)),
    currency,
    date: calendarDate(textAt(balance, 'Dt', 'Dt') ?? textAt(balance, 'Dt', 'DtTm'), `${path}/Dt`),
  };
}

function optionalDate(written: string | null, path: string): string | null {
  return written === null ? null : calendarDate(written, path);
}
