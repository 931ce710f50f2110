import { compactBankCode, toDecimal } from '@faktura/domain';
import { toEpcText } from './epc-text';
import {
  attributeAt,
  children,
  find,
  textAt,
  type XmlElement,
} from '../statements/xml-document.parser';
import { readIso20022Root, xmlAgentBic } from './sepa-xml-reader';
import { SEPA_NAME_LENGTH, SEPA_REMITTANCE_LENGTH, sepaAmount, sepaControlSum } from './sepa-xml';
import type {
  CreditTransferContent,
  CreditTransferLine,
  CreditTransferParty,
  SepaAccountHolder,
  SepaCreditTransferInput,
} from './pain001.types';

function partyOf(holder: SepaAccountHolder): CreditTransferParty {
  return {
    name: toEpcText(holder.name, SEPA_NAME_LENGTH),
    iban: compactBankCode(holder.iban),
    bic: holder.bic ? compactBankCode(holder.bic) : null,
  };
}

/** Two decimals when the amount has no more; else as given, so the checker names it. */
function amountText(amount: SepaCreditTransferInput['transfers'][number]['amount']): string {
  const value = toDecimal(amount, 'amount');
  return value.decimalPlaces() <= 2 ? sepaAmount(value) : value.toFixed();
}

/** What the writer puts into the file for `input`: texts made EPC-safe, totals computed. */
export function creditTransferContent(input: SepaCreditTransferInput): CreditTransferContent {
  const lines: CreditTransferLine[] = input.transfers.map((transfer) => ({
    endToEndId: transfer.endToEndId,
    amount: amountText(transfer.amount),
    currency: transfer.currency,
    creditor: partyOf(transfer.creditor),
    remittance: toEpcText(transfer.remittance, SEPA_REMITTANCE_LENGTH),
  }));
  const amounts = input.transfers.map((transfer) => transfer.amount);
  const declared = { count: String(lines.length), controlSum: sepaControlSum(amounts) };
  const debtor = partyOf(input.debtor);
  return {
    messageId: input.messageId,
    createdAt: input.createdAt.toISOString(),
    declared,
    initiatingPartyName: debtor.name,
    batches: [
      {
        id: input.messageId,
        declared,
        executionDate: input.executionDate,
        serviceLevel: 'SEPA',
        chargeBearer: 'SLEV',
        debtor,
        lines,
      },
    ],
  };
}

function readParty(
  party: XmlElement | null,
  account: XmlElement | null,
  agent: XmlElement | null,
): CreditTransferParty {
  return {
    name: textAt(party, 'Nm'),
    iban: textAt(account, 'Id', 'IBAN'),
    bic: xmlAgentBic(agent),
  };
}

function readLine(line: XmlElement): CreditTransferLine {
  return {
    endToEndId: textAt(line, 'PmtId', 'EndToEndId'),
    amount: textAt(line, 'Amt', 'InstdAmt'),
    currency: attributeAt(line, 'Ccy', 'Amt', 'InstdAmt'),
    creditor: readParty(find(line, 'Cdtr'), find(line, 'CdtrAcct'), find(line, 'CdtrAgt')),
    remittance: textAt(line, 'RmtInf', 'Ustrd'),
  };
}

/**
 * Reads a pain.001 file (.03 or .09) back into its content. Refuses a DTD (no entity ever
 * expands) and anything that is not a credit transfer initiation.
 */
export function readCreditTransferXml(xml: string): CreditTransferContent {
  const root = readIso20022Root(xml, 'CstmrCdtTrfInitn');
  const header = find(root, 'GrpHdr');
  return {
    messageId: textAt(header, 'MsgId'),
    createdAt: textAt(header, 'CreDtTm'),
    declared: { count: textAt(header, 'NbOfTxs'), controlSum: textAt(header, 'CtrlSum') },
    initiatingPartyName: textAt(header, 'InitgPty', 'Nm'),
    batches: children(root, 'PmtInf').map((batch) => ({
      id: textAt(batch, 'PmtInfId'),
      declared: { count: textAt(batch, 'NbOfTxs'), controlSum: textAt(batch, 'CtrlSum') },
      executionDate: textAt(batch, 'ReqdExctnDt', 'Dt') ?? textAt(batch, 'ReqdExctnDt'),
      serviceLevel: textAt(batch, 'PmtTpInf', 'SvcLvl', 'Cd'),
      chargeBearer: textAt(batch, 'ChrgBr'),
      debtor: readParty(find(batch, 'Dbtr'), find(batch, 'DbtrAcct'), find(batch, 'DbtrAgt')),
      lines: children(batch, 'CdtTrfTxInf').map(readLine),
    })),
  };
}
