import { compactBankCode, toDecimal } from '@faktura/domain';
import { toEpcText } from './epc-text';
import { readIso20022Root, xmlAgentBic, xmlChild, xmlList, xmlText } from './sepa-xml-reader';
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

function readParty(party: unknown, account: unknown, agent: unknown): CreditTransferParty {
  return {
    name: xmlText(party, 'Nm'),
    iban: xmlText(account, 'Id', 'IBAN'),
    bic: xmlAgentBic(agent),
  };
}

function readLine(line: unknown): CreditTransferLine {
  return {
    endToEndId: xmlText(line, 'PmtId', 'EndToEndId'),
    amount: xmlText(line, 'Amt', 'InstdAmt'),
    currency: xmlText(line, 'Amt', 'InstdAmt', '@_Ccy'),
    creditor: readParty(
      xmlChild(line, 'Cdtr'),
      xmlChild(line, 'CdtrAcct'),
      xmlChild(line, 'CdtrAgt'),
    ),
    remittance: xmlText(line, 'RmtInf', 'Ustrd'),
  };
}

/**
 * Reads a pain.001 file (.03 or .09) back into its content. Refuses a DTD (no entity ever
 * expands) and anything that is not a credit transfer initiation.
 */
export function readCreditTransferXml(xml: string): CreditTransferContent {
  const root = readIso20022Root(xml, 'CstmrCdtTrfInitn', ['PmtInf', 'CdtTrfTxInf']);
  const header = xmlChild(root, 'GrpHdr');
  return {
    messageId: xmlText(header, 'MsgId'),
    createdAt: xmlText(header, 'CreDtTm'),
    declared: { count: xmlText(header, 'NbOfTxs'), controlSum: xmlText(header, 'CtrlSum') },
    initiatingPartyName: xmlText(header, 'InitgPty', 'Nm'),
    batches: xmlList(root, 'PmtInf').map((batch) => ({
      id: xmlText(batch, 'PmtInfId'),
      declared: { count: xmlText(batch, 'NbOfTxs'), controlSum: xmlText(batch, 'CtrlSum') },
      executionDate: xmlText(batch, 'ReqdExctnDt', 'Dt') ?? xmlText(batch, 'ReqdExctnDt'),
      serviceLevel: xmlText(batch, 'PmtTpInf', 'SvcLvl', 'Cd'),
      chargeBearer: xmlText(batch, 'ChrgBr'),
      debtor: readParty(
        xmlChild(batch, 'Dbtr'),
        xmlChild(batch, 'DbtrAcct'),
        xmlChild(batch, 'DbtrAgt'),
      ),
      lines: xmlList(batch, 'CdtTrfTxInf').map(readLine),
    })),
  };
}
