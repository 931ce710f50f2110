import { DomainError } from '@faktura/domain';
import { checkDirectDebitContent } from './pain008.checker';
import { directDebitContent } from './pain008.content';
import type {
  DirectDebitBatch,
  DirectDebitLine,
  Pain008Version,
  SepaDirectDebitInput,
} from './pain008.types';
import {
  sepaAccount,
  sepaAgent,
  sepaGroupHeader,
  sepaInstructedAmount,
  sepaParty,
  writeIso20022Document,
} from './sepa-xml';
import type { SepaBicElement, XmlElement } from './sepa-xml';

const BIC_ELEMENT: Readonly<Record<Pain008Version, SepaBicElement>> = {
  'pain.008.001.08': 'BICFI',
  'pain.008.001.02': 'BIC',
};

function remittance(line: DirectDebitLine): XmlElement {
  if (line.structured !== null) {
    const type = { CdOrPrtry: { Cd: 'SCOR' }, Issr: 'ISO' };
    return { RmtInf: { Strd: { CdtrRefInf: { Tp: type, Ref: line.structured } } } };
  }
  return line.unstructured ? { RmtInf: { Ustrd: line.unstructured } } : {};
}

function transaction(line: DirectDebitLine, bicElement: SepaBicElement): XmlElement {
  return {
    PmtId: { EndToEndId: line.endToEndId ?? '' },
    InstdAmt: sepaInstructedAmount(line.amount ?? '0'),
    DrctDbtTx: { MndtRltdInf: { MndtId: line.mandateId ?? '', DtOfSgntr: line.signedOn ?? '' } },
    DbtrAgt: sepaAgent(line.debtor.bic, bicElement),
    Dbtr: sepaParty(line.debtor.name ?? ''),
    DbtrAcct: sepaAccount(line.debtor.iban ?? ''),
    ...remittance(line),
  };
}

function paymentInformation(batch: DirectDebitBatch, bicElement: SepaBicElement): XmlElement {
  return {
    PmtInfId: batch.id ?? '',
    PmtMtd: 'DD',
    BtchBookg: 'true',
    NbOfTxs: batch.declared.count ?? '0',
    CtrlSum: batch.declared.controlSum ?? '0.00',
    PmtTpInf: {
      SvcLvl: { Cd: 'SEPA' },
      LclInstrm: { Cd: batch.scheme ?? '' },
      SeqTp: batch.sequenceType ?? '',
    },
    ReqdColltnDt: batch.collectionDate ?? '',
    Cdtr: sepaParty(batch.creditor.name ?? ''),
    CdtrAcct: sepaAccount(batch.creditor.iban ?? ''),
    CdtrAgt: sepaAgent(batch.creditor.bic, bicElement),
    ChrgBr: 'SLEV',
    CdtrSchmeId: {
      Id: { PrvtId: { Othr: { Id: batch.creditorId ?? '', SchmeNm: { Prtry: 'SEPA' } } } },
    },
    DrctDbtTxInf: batch.lines.map((line) => transaction(line, bicElement)),
  };
}

/**
 * A SEPA direct debit initiation (pain.008.001.08 unless `input.version` asks for .02): one
 * batch per scheme, sequence type and collection date, one transaction per collection. Throws
 * a `rule_violation` naming the broken EPC rules instead of writing a file a bank would refuse.
 */
export function writePain008(input: SepaDirectDebitInput): string {
  const version = input.version ?? 'pain.008.001.08';
  const content = directDebitContent(input);
  const violations = checkDirectDebitContent(content, {
    today: input.createdAt.toISOString().slice(0, 10),
  });
  if (violations.length > 0) {
    const broken = violations.map((violation) => `${violation.path} ${violation.message}`);
    throw DomainError.rule(`The SEPA direct debit file breaks the EPC rules: ${broken.join('; ')}`);
  }
  const bicElement = BIC_ELEMENT[version];
  return writeIso20022Document(version, 'CstmrDrctDbtInitn', {
    GrpHdr: sepaGroupHeader({
      messageId: input.messageId,
      createdAt: input.createdAt,
      amounts: content.batches.flatMap((batch) => batch.lines.map((line) => line.amount ?? '0')),
      initiatingPartyName: input.creditor.name,
    }),
    PmtInf: content.batches.map((batch) => paymentInformation(batch, bicElement)),
  });
}
