import { readCreditTransferXml, creditTransferContent } from './pain001.content';
import type { CreditTransferContent, SepaCreditTransferInput } from './pain001.types';
import { SepaRuleCollector } from './sepa-rules';
import type { SepaRuleViolation } from './sepa-rules';
import { SEPA_REMITTANCE_LENGTH } from './sepa-xml';

/** Options of the checkers: the date execution dates may not precede (default: the file's). */
export interface SepaCheckOptions {
  today?: string;
}

/** The EPC rules over a credit transfer's content (see {@link checkSepaCreditTransfer}). */
export function checkCreditTransferContent(
  content: CreditTransferContent,
  options: SepaCheckOptions = {},
): SepaRuleViolation[] {
  const rules = new SepaRuleCollector();
  const today = options.today ?? (content.createdAt ?? '').slice(0, 10);
  rules.message(content, 'CdtTrfTxInf');
  content.batches.forEach((batch, index) => {
    const path = `PmtInf[${index}]`;
    rules.date(`${path}.ReqdExctnDt`, batch.executionDate, today);
    rules.party(`${path}.Dbtr`, batch.debtor);
    batch.lines.forEach((line, lineIndex) => {
      const linePath = `${path}.CdtTrfTxInf[${lineIndex}]`;
      rules.identifier(`${linePath}.PmtId.EndToEndId`, line.endToEndId);
      rules.amount(`${linePath}.Amt.InstdAmt`, line.amount, line.currency);
      rules.party(`${linePath}.Cdtr`, line.creditor);
      if (line.remittance !== null) {
        rules.text(`${linePath}.RmtInf.Ustrd`, line.remittance, SEPA_REMITTANCE_LENGTH);
      }
    });
  });
  return rules.violations;
}

/**
 * The EPC rules a pain.001 file (its XML, or the input it would be written from) breaks beyond
 * its schema: Latin character set, lengths (names 70, remittance 140), SEPA identifiers,
 * NbOfTxs and CtrlSum in group header and batch, amounts 0.01 to 999999999.99 with two
 * decimals in EUR, IBAN and BIC, SEPA service level, SLEV, an execution date not in the past.
 * An empty list means the file holds them all.
 */
export function checkSepaCreditTransfer(
  source: string | SepaCreditTransferInput,
  options: SepaCheckOptions = {},
): SepaRuleViolation[] {
  const content =
    typeof source === 'string' ? readCreditTransferXml(source) : creditTransferContent(source);
  return checkCreditTransferContent(content, options);
}
