import { DomainError } from '@faktura/domain';
import { checkCreditTransferContent } from './pain001.checker';
import { creditTransferContent } from './pain001.content';
import type {
  CreditTransferContent,
  CreditTransferLine,
  CreditTransferParty,
  Pain001Version,
  SepaCreditTransferInput,
} from './pain001.types';
import {
  sepaAccount,
  sepaAgent,
  sepaGroupHeader,
  sepaInstructedAmount,
  sepaParty,
  writeIso20022Document,
} from './sepa-xml';
import type { SepaBicElement, XmlElement } from './sepa-xml';

const BIC_ELEMENT: Readonly<Record<Pain001Version, SepaBicElement>> = {
  'pain.001.001.09': 'BICFI',
  'pain.001.001.03': 'BIC',
};

function transaction(line: CreditTransferLine, bicElement: SepaBicElement): XmlElement {
  const creditor = line.creditor;
  return {
    PmtId: { EndToEndId: line.endToEndId ?? '' },
    Amt: { InstdAmt: sepaInstructedAmount(line.amount ?? '0') },
    // IBAN-only transfers leave the creditor's agent out (EPC since 2016).
    ...(creditor.bic ? { CdtrAgt: sepaAgent(creditor.bic, bicElement) } : {}),
    Cdtr: sepaParty(creditor.name ?? ''),
    CdtrAcct: sepaAccount(creditor.iban ?? ''),
    ...(line.remittance ? { RmtInf: { Ustrd: line.remittance } } : {}),
  };
}

function debtorElements(debtor: CreditTransferParty, bicElement: SepaBicElement): XmlElement {
  return {
    Dbtr: sepaParty(debtor.name ?? ''),
    DbtrAcct: sepaAccount(debtor.iban ?? ''),
    DbtrAgt: sepaAgent(debtor.bic, bicElement),
  };
}

function body(
  content: CreditTransferContent,
  input: SepaCreditTransferInput,
  version: Pain001Version,
): XmlElement {
  const bicElement = BIC_ELEMENT[version];
  const batch = content.batches[0];
  const amounts = batch.lines.map((line) => line.amount ?? '0');
  return {
    GrpHdr: sepaGroupHeader({
      messageId: input.messageId,
      createdAt: input.createdAt,
      amounts,
      initiatingPartyName: input.debtor.name,
    }),
    PmtInf: {
      PmtInfId: batch.id ?? input.messageId,
      PmtMtd: 'TRF',
      BtchBookg: 'true',
      NbOfTxs: batch.declared.count ?? '0',
      CtrlSum: batch.declared.controlSum ?? '0.00',
      PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
      ReqdExctnDt:
        version === 'pain.001.001.09' ? { Dt: input.executionDate } : input.executionDate,
      ...debtorElements(batch.debtor, bicElement),
      ChrgBr: 'SLEV',
      CdtTrfTxInf: batch.lines.map((line) => transaction(line, bicElement)),
    },
  };
}

/**
 * A SEPA credit transfer initiation (pain.001.001.09 unless `input.version` asks for .03): one
 * batch-booked payment from the debtor's account, one transaction per transfer. Throws a
 * `rule_violation` naming the broken EPC rules instead of writing a file a bank would refuse.
 */
export function writePain001(input: SepaCreditTransferInput): string {
  const version = input.version ?? 'pain.001.001.09';
  const content = creditTransferContent(input);
  const violations = checkCreditTransferContent(content, {
    today: input.createdAt.toISOString().slice(0, 10),
  });
  if (violations.length > 0) {
    const broken = violations.map((violation) => `${violation.path} ${violation.message}`);
    throw DomainError.rule(`The SEPA transfer file breaks the EPC rules: ${broken.join('; ')}`);
  }
  return writeIso20022Document(version, 'CstmrCdtTrfInitn', body(content, input, version));
}
