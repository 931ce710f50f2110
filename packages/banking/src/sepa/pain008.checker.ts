import { isValidCreditorIdentifier } from '@faktura/domain';
import {
  directDebitContent,
  isStructuredCreditorReference,
  readDirectDebitXml,
} from './pain008.content';
import type { DirectDebitContent, SepaDirectDebitInput } from './pain008.types';
import type { SepaCheckOptions } from './pain001.checker';
import { SepaRuleCollector } from './sepa-rules';
import type { SepaRuleViolation } from './sepa-rules';
import { SEPA_REMITTANCE_LENGTH } from './sepa-xml';

const SCHEMES = ['CORE', 'B2B'];
const SEQUENCE_TYPES = ['FRST', 'RCUR', 'FNAL', 'OOFF'];

/** The EPC rules over a direct debit's content (see {@link checkSepaDirectDebit}). */
export function checkDirectDebitContent(
  content: DirectDebitContent,
  options: SepaCheckOptions = {},
): SepaRuleViolation[] {
  const rules = new SepaRuleCollector();
  const today = options.today ?? (content.createdAt ?? '').slice(0, 10);
  rules.message(content, 'DrctDbtTxInf');
  content.batches.forEach((batch, index) => {
    const path = `PmtInf[${index}]`;
    if (!SCHEMES.includes(batch.scheme ?? ''))
      rules.add('structure', `${path}.PmtTpInf.LclInstrm`, 'must be CORE or B2B');
    if (!SEQUENCE_TYPES.includes(batch.sequenceType ?? ''))
      rules.add('structure', `${path}.PmtTpInf.SeqTp`, 'must be FRST, RCUR, FNAL or OOFF');
    rules.date(`${path}.ReqdColltnDt`, batch.collectionDate, today);
    rules.party(`${path}.Cdtr`, batch.creditor);
    if (!batch.creditorId || !isValidCreditorIdentifier(batch.creditorId))
      rules.add('identifier', `${path}.CdtrSchmeId`, 'is not a valid SEPA creditor identifier');
    batch.lines.forEach((line, lineIndex) => {
      const linePath = `${path}.DrctDbtTxInf[${lineIndex}]`;
      rules.identifier(`${linePath}.PmtId.EndToEndId`, line.endToEndId);
      rules.amount(`${linePath}.InstdAmt`, line.amount, line.currency);
      rules.identifier(`${linePath}.DrctDbtTx.MndtRltdInf.MndtId`, line.mandateId);
      if (!line.signedOn || (batch.collectionDate !== null && line.signedOn > batch.collectionDate))
        rules.add(
          'structure',
          `${linePath}.DrctDbtTx.MndtRltdInf.DtOfSgntr`,
          'must precede the collection',
        );
      rules.party(`${linePath}.Dbtr`, line.debtor);
      if (line.structured !== null && !isStructuredCreditorReference(line.structured))
        rules.add('identifier', `${linePath}.RmtInf.Strd`, 'is not an ISO 11649 reference');
      if (line.unstructured !== null)
        rules.text(`${linePath}.RmtInf.Ustrd`, line.unstructured, SEPA_REMITTANCE_LENGTH);
    });
  });
  return rules.violations;
}

/**
 * The EPC rules a pain.008 file (its XML, or the input it would be written from) breaks beyond
 * its schema: those of pain.001 (character set, lengths, identifiers, control sums, amounts in
 * EUR, IBAN, BIC, no date in the past) plus CORE/B2B, a sequence type, a valid creditor
 * identifier, mandate id and signature date before the collection, a valid RF reference when
 * structured. An empty list means the file holds them all.
 */
export function checkSepaDirectDebit(
  source: string | SepaDirectDebitInput,
  options: SepaCheckOptions = {},
): SepaRuleViolation[] {
  const content =
    typeof source === 'string' ? readDirectDebitXml(source) : directDebitContent(source);
  return checkDirectDebitContent(content, options);
}
