// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { DirectDebitRunsModule } from './direct-debit-runs.module';
// The bank statement matcher confirms and returns collections through it.
export { DirectDebitRunsService, type SettledDirectDebit } from './direct-debit-runs.service';
