export {
  BankFileError,
  type BankFileProblem,
  type BankStatement,
  type BankStatementFile,
  type Counterparty,
  type EntryDirection,
  type StatementBalance,
  type StatementEntry,
  type StatementFormat,
  type StatementTransaction,
} from './statements/bank-statement.types';
export { isEpcText, isSepaIdentifier, toEpcText } from './sepa/epc-text';
export { readBankStatementFile } from './statements/bank-statement.reader';
export { entryFingerprint, entryFingerprints } from './statements/entry-fingerprint';
export {
  SEPA_MAX_AMOUNT,
  SEPA_MIN_AMOUNT,
  SEPA_NAME_LENGTH,
  SEPA_REMITTANCE_LENGTH,
  iso20022Namespace,
  sepaAccount,
  sepaAgent,
  sepaAmount,
  sepaControlSum,
  sepaDateTime,
  sepaGroupHeader,
  sepaInstructedAmount,
  sepaMessageId,
  sepaParty,
  writeIso20022Document,
  type SepaBicElement,
  type XmlContent,
  type XmlElement,
} from './sepa/sepa-xml';
export { readIso20022Root, xmlAgentBic } from './sepa/sepa-xml-reader';
export { SepaRuleCollector, type SepaRule, type SepaRuleViolation } from './sepa/sepa-rules';
export {
  PAIN001_VERSIONS,
  type CreditTransferContent,
  type Pain001Version,
  type SepaAccountHolder,
  type SepaCreditTransferInput,
  type SepaTransfer,
} from './sepa/pain001.types';
export { writePain001 } from './sepa/pain001.writer';
export {
  checkCreditTransferContent,
  checkSepaCreditTransfer,
  type SepaCheckOptions,
} from './sepa/pain001.checker';
export { isTargetBusinessDay, nextTargetBusinessDay } from './sepa/target-calendar';
export {
  PAIN008_VERSIONS,
  type DirectDebitContent,
  type Pain008Version,
  type SepaDirectDebit,
  type SepaDirectDebitInput,
} from './sepa/pain008.types';
export { writePain008 } from './sepa/pain008.writer';
export { checkDirectDebitContent, checkSepaDirectDebit } from './sepa/pain008.checker';
export { isStructuredCreditorReference } from './sepa/pain008.content';
export { earliestCollectionDate, targetBusinessDayFrom } from './sepa/pain008.collection-date';
