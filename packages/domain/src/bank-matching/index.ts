export {
  BANK_TRANSACTION_STATUSES,
  bankTransactionTransition,
  initialBankTransactionState,
  isBankTransactionStatus,
} from './bank-transaction-status.machine.js';
export type {
  BankTransactionEvent,
  BankTransactionState,
  BankTransactionStatus,
} from './bank-transaction-status.machine.js';
export type {
  Allocation,
  IssuedPayment,
  MatchContext,
  MatchOutcome,
  MatchRule,
  MatchableTransaction,
  OpenInvoice,
  OpenPurchase,
} from './bank-matching.types.js';
export { matchBankTransactions } from './bank-transaction.matcher.js';
export { planManualMatch } from './manual-match.plan.js';
export type { ManualAllocationInput, ManualMatchParents } from './manual-match.plan.js';
export { compactKey, documentNumberKey, remittanceKeys } from './remittance-keys.js';
export { describeReturn, returnReasonText } from './return-reasons.table.js';
export { isStatementOfAccount } from './statement-account.rules.js';
export { returnAllocations } from './return-allocations.js';
