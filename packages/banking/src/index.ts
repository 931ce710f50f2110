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
