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
import { readIso20022Root, xmlAgentBic, xmlChild, xmlList, xmlText } from './sepa-xml-reader';
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

function readParty(party: unknown, account: unknown, agent: unknown) {
  return {
    name: xmlText(party, 'Nm'),
    iban: xmlText(account, 'Id', 'IBAN'),
    bic: xmlAgentBic(agent),
  };
}

function readLine(line: unknown): DirectDebitLine {
  return {
    endToEndId: xmlText(line, 'PmtId', 'EndToEndId'),
    amount: xmlText(line, 'InstdAmt'),
    currency: xmlText(line, 'InstdAmt', '@_Ccy'),
    mandateId: xmlText(line, 'DrctDbtTx', 'MndtRltdInf', 'MndtId'),
    signedOn: xmlText(line, 'DrctDbtTx', 'MndtRltdInf', 'DtOfSgntr'),
    debtor: readParty(
      xmlChild(line, 'Dbtr'),
      xmlChild(line, 'DbtrAcct'),
      xmlChild(line, 'DbtrAgt'),
    ),
    unstructured: xmlText(line, 'RmtInf', 'Ustrd'),
    structured: xmlText(line, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref'),
  };
}

/** Reads a pain.008 file (.02 or .08) back into its content; a DTD is refused. */
export function readDirectDebitXml(xml: string): DirectDebitContent {
  const root = readIso20022Root(xml, 'CstmrDrctDbtInitn', ['PmtInf', 'DrctDbtTxInf']);
  const header = xmlChild(root, 'GrpHdr');
  return {
    messageId: xmlText(header, 'MsgId'),
    createdAt: xmlText(header, 'CreDtTm'),
    declared: { count: xmlText(header, 'NbOfTxs'), controlSum: xmlText(header, 'CtrlSum') },
    initiatingPartyName: xmlText(header, 'InitgPty', 'Nm'),
    batches: xmlList(root, 'PmtInf').map((batch) => ({
      id: xmlText(batch, 'PmtInfId'),
      declared: { count: xmlText(batch, 'NbOfTxs'), controlSum: xmlText(batch, 'CtrlSum') },
      collectionDate: xmlText(batch, 'ReqdColltnDt'),
      serviceLevel: xmlText(batch, 'PmtTpInf', 'SvcLvl', 'Cd'),
      scheme: xmlText(batch, 'PmtTpInf', 'LclInstrm', 'Cd'),
      sequenceType: xmlText(batch, 'PmtTpInf', 'SeqTp'),
      chargeBearer: xmlText(batch, 'ChrgBr'),
      creditor: readParty(
        xmlChild(batch, 'Cdtr'),
        xmlChild(batch, 'CdtrAcct'),
        xmlChild(batch, 'CdtrAgt'),
      ),
      creditorId: xmlText(batch, 'CdtrSchmeId', 'Id', 'PrvtId', 'Othr', 'Id'),
      lines: xmlList(batch, 'DrctDbtTxInf').map(readLine),
    })),
  };
}
