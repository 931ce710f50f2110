import type {
  Counterparty,
  EntryDirection,
  StatementEntry,
  StatementTransaction,
} from '../bank-statement.types';
import { currencyCode, decimalAmount, malformedValue, missingField } from '../statement-values';
import { attributeAt, children, find, textAt, type XmlElement } from '../xml-document.parser';

type EntryFacts = Pick<StatementEntry, 'amount' | 'currency' | 'direction' | 'entryReference'>;

/** What a transaction inherits from its entry when it does not say it itself. */
export interface TransactionContext extends EntryFacts {
  /** The entry holds only this transaction, so the entry's amount is the transaction's. */
  single: boolean;
  accountIban: string | null;
}

const NOT_PROVIDED = 'NOTPROVIDED';

/** The amount and currency of an `Amt Ccy="..."` element at `path`. */
export function camtAmount(
  amount: XmlElement | null,
  path: string,
): { amount: string; currency: string } {
  const written = textAt(amount);
  if (written === null) throw missingField(path);
  const currency = currencyCode(attributeAt(amount, 'Ccy'), `${path}/@Ccy`);
  return { amount: decimalAmount(written, currency, path), currency };
}

/** CRDT or DBIT of the element's CdtDbtInd as a direction. */
export function camtDirection(element: XmlElement, path: string): EntryDirection {
  const indicator = textAt(element, 'CdtDbtInd');
  if (indicator === 'CRDT') return 'credit';
  if (indicator === 'DBIT') return 'debit';
  if (indicator === null) throw missingField(`${path}/CdtDbtInd`);
  throw malformedValue(`${path}/CdtDbtInd`, 'CRDT or DBIT');
}

/** One TxDtls as a transaction. */
export function readCamtTransaction(
  details: XmlElement,
  path: string,
  context: TransactionContext,
): StatementTransaction {
  const amountElement = find(details, 'Amt') ?? find(details, 'AmtDtls', 'TxAmt', 'Amt');
  if (amountElement === null && !context.single) throw missingField(`${path}/Amt`);
  const { amount, currency } =
    amountElement === null ? context : camtAmount(amountElement, `${path}/Amt`);
  const direction =
    textAt(details, 'CdtDbtInd') === null ? context.direction : camtDirection(details, path);
  const returnReason = textAt(details, 'RtrInf', 'Rsn', 'Cd');
  const endToEndId = textAt(details, 'Refs', 'EndToEndId');
  return {
    amount,
    currency,
    direction,
    endToEndId: endToEndId === NOT_PROVIDED ? null : endToEndId,
    mandateId: textAt(details, 'Refs', 'MndtId'),
    bankReference: textAt(details, 'Refs', 'AcctSvcrRef'),
    counterparty: counterparty(details, direction, returnReason !== null, context.accountIban),
    structuredReference: creditorReference(find(details, 'RmtInf')),
    remittanceText: unstructuredText(find(details, 'RmtInf')),
    returnReason,
  };
}

/** The one transaction of an entry the bank reported without details. */
export function transactionFromEntry(
  entry: EntryFacts,
  additionalInfo: string | null,
): StatementTransaction {
  return {
    amount: entry.amount,
    currency: entry.currency,
    direction: entry.direction,
    endToEndId: null,
    mandateId: null,
    bankReference: entry.entryReference,
    counterparty: { name: null, iban: null, bic: null },
    structuredReference: null,
    remittanceText: additionalInfo,
    returnReason: null,
  };
}

/**
 * The other side: the debtor of a credit, the creditor of a debit. A return keeps the parties
 * of the payment it returns (a returned direct debit still names the customer as debtor), so
 * there the roles swap; a side whose account is this account's own is never the other side.
 */
function counterparty(
  details: XmlElement,
  direction: EntryDirection,
  isReturn: boolean,
  accountIban: string | null,
): Counterparty {
  const debtor = party(details, 'Dbtr', 'DbtrAcct', 'DbtrAgt');
  const creditor = party(details, 'Cdtr', 'CdtrAcct', 'CdtrAgt');
  const [other, own] =
    (direction === 'credit') !== isReturn ? [debtor, creditor] : [creditor, debtor];
  const ownAccount = accountIban !== null && other.iban === accountIban;
  return ownAccount && (own.iban !== null || own.name !== null) ? own : other;
}

function party(details: XmlElement, role: string, account: string, agent: string): Counterparty {
  const parties = find(details, 'RltdPties');
  const institution = find(details, 'RltdAgts', agent, 'FinInstnId');
  const iban = textAt(parties, account, 'Id', 'IBAN');
  return {
    // v02/v04: Dbtr/Nm; v08: Dbtr/Pty/Nm.
    name: textAt(parties, role, 'Nm') ?? textAt(parties, role, 'Pty', 'Nm'),
    iban: iban === null ? null : iban.replace(/\s+/g, '').toUpperCase(),
    bic: textAt(institution, 'BICFI') ?? textAt(institution, 'BIC'),
  };
}

function creditorReference(remittance: XmlElement | null): string | null {
  for (const structured of children(remittance, 'Strd')) {
    const reference = textAt(structured, 'CdtrRefInf', 'Ref');
    if (reference !== null) return reference;
  }
  return null;
}

// Ustrd lines, then the additional text of structured remittance (where a Swiss QR-bill's
// message travels beside its reference).
function unstructuredText(remittance: XmlElement | null): string | null {
  const lines = [
    ...children(remittance, 'Ustrd'),
    ...children(remittance, 'Strd').flatMap((structured) => children(structured, 'AddtlRmtInf')),
  ].flatMap((line) => textAt(line) ?? []);
  return lines.length === 0 ? null : lines.join(' ');
}
