import { compactBankCode, iso7064Mod97, toDecimal } from '@faktura/domain';
import { toEpcText } from './epc-text';
import type { SepaAccountHolder } from './pain001.types';
import type {
  DirectDebitBatch,
  DirectDebitContent,
  DirectDebitLine,
  SepaDirectDebit,
  SepaDirectDebitInput,
} from './pain008.types';
import {
  attributeAt,
  children,
  find,
  textAt,
  type XmlElement,
} from '../statements/xml-document.parser';
import { readIso20022Root, xmlAgentBic } from './sepa-xml-reader';
import { SEPA_NAME_LENGTH, SEPA_REMITTANCE_LENGTH, sepaAmount, sepaControlSum } from './sepa-xml';

/** True for an ISO 11649 creditor reference (RF, check digits, 1-21 letters or digits). */
export function isStructuredCreditorReference(value: string): boolean {
  return (
    /^RF[0-9]{2}[A-Z0-9]{1,21}$/.test(value) &&
    iso7064Mod97(value.slice(4) + value.slice(0, 4)) === 1
  );
}

function partyOf(holder: SepaAccountHolder) {
  return {
    name: toEpcText(holder.name, SEPA_NAME_LENGTH),
    iban: compactBankCode(holder.iban),
    bic: holder.bic ? compactBankCode(holder.bic) : null,
  };
}

function lineOf(debit: SepaDirectDebit): DirectDebitLine {
  const amount = toDecimal(debit.amount, 'amount');
  const reference = compactBankCode(debit.remittance);
  const structured = isStructuredCreditorReference(reference);
  return {
    endToEndId: debit.endToEndId,
    amount: amount.decimalPlaces() <= 2 ? sepaAmount(amount) : amount.toFixed(),
    currency: debit.currency,
    mandateId: debit.mandate.reference,
    signedOn: debit.mandate.signedOn,
    debtor: partyOf(debit.debtor),
    unstructured: structured ? null : toEpcText(debit.remittance, SEPA_REMITTANCE_LENGTH),
    structured: structured ? reference : null,
  };
}

/**
 * What the writer puts into the file for `input`: one batch per scheme, sequence type and
 * collection date (in the order they first occur), texts made EPC-safe, totals computed.
 */
export function directDebitContent(input: SepaDirectDebitInput): DirectDebitContent {
  const creditor = partyOf(input.creditor);
  const groups = new Map<string, SepaDirectDebit[]>();
  for (const debit of input.debits) {
    const key = `${debit.scheme}|${debit.sequenceType}|${debit.collectionDate}`;
    groups.set(key, [...(groups.get(key) ?? []), debit]);
  }
  const batches: DirectDebitBatch[] = [...groups.values()].map((debits, index) => ({
    id: `${input.messageId.slice(0, 31)}-${index + 1}`,
    declared: {
      count: String(debits.length),
      controlSum: sepaControlSum(debits.map((debit) => debit.amount)),
    },
    collectionDate: debits[0].collectionDate,
    serviceLevel: 'SEPA',
    scheme: debits[0].scheme,
    sequenceType: debits[0].sequenceType,
    chargeBearer: 'SLEV',
    creditor,
    creditorId: compactBankCode(input.creditorId),
    lines: debits.map(lineOf),
  }));
  return {
    messageId: input.messageId,
    createdAt: input.createdAt.toISOString(),
    declared: {
      count: String(input.debits.length),
      controlSum: sepaControlSum(input.debits.map((debit) => debit.amount)),
    },
    initiatingPartyName: creditor.name,
    batches,
  };
}

function readParty(party: XmlElement | null, account: XmlElement | null, agent: XmlElement | null) {
  return {
    name: textAt(party, 'Nm'),
    iban: textAt(account, 'Id', 'IBAN'),
    bic: xmlAgentBic(agent),
  };
}

function readLine(line: XmlElement): DirectDebitLine {
  return {
    endToEndId: textAt(line, 'PmtId', 'EndToEndId'),
    amount: textAt(line, 'InstdAmt'),
    currency: attributeAt(line, 'Ccy', 'InstdAmt'),
    mandateId: textAt(line, 'DrctDbtTx', 'MndtRltdInf', 'MndtId'),
    signedOn: textAt(line, 'DrctDbtTx', 'MndtRltdInf', 'DtOfSgntr'),
    debtor: readParty(find(line, 'Dbtr'), find(line, 'DbtrAcct'), find(line, 'DbtrAgt')),
    unstructured: textAt(line, 'RmtInf', 'Ustrd'),
    structured: textAt(line, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref'),
  };
}

/** Reads a pain.008 file (.02 or .08) back into its content; a DTD is refused. */
export function readDirectDebitXml(xml: string): DirectDebitContent {
  const root = readIso20022Root(xml, 'CstmrDrctDbtInitn');
  const header = find(root, 'GrpHdr');
  return {
    messageId: textAt(header, 'MsgId'),
    createdAt: textAt(header, 'CreDtTm'),
    declared: { count: textAt(header, 'NbOfTxs'), controlSum: textAt(header, 'CtrlSum') },
    initiatingPartyName: textAt(header, 'InitgPty', 'Nm'),
    batches: children(root, 'PmtInf').map((batch) => ({
      id: textAt(batch, 'PmtInfId'),
      declared: { count: textAt(batch, 'NbOfTxs'), controlSum: textAt(batch, 'CtrlSum') },
      collectionDate: textAt(batch, 'ReqdColltnDt'),
      serviceLevel: textAt(batch, 'PmtTpInf', 'SvcLvl', 'Cd'),
      scheme: textAt(batch, 'PmtTpInf', 'LclInstrm', 'Cd'),
      sequenceType: textAt(batch, 'PmtTpInf', 'SeqTp'),
      chargeBearer: textAt(batch, 'ChrgBr'),
      creditor: readParty(find(batch, 'Cdtr'), find(batch, 'CdtrAcct'), find(batch, 'CdtrAgt')),
      creditorId: textAt(batch, 'CdtrSchmeId', 'Id', 'PrvtId', 'Othr', 'Id'),
      lines: children(batch, 'DrctDbtTxInf').map(readLine),
    })),
  };
}
