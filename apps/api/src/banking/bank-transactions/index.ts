// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { BankTransactionsModule } from './bank-transactions.module';
export { BankMatchApplier } from './bank-match.applier';
export type { NewTransaction, OutcomeCounts } from './bank-match.applier';
export { BankMatchContextRepository } from './bank-match-context.repository';
export { BankTransactionsRepository } from './bank-transactions.repository';
export type { BankTransactionColumns } from './bank-transactions.repository';
