// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { PaymentRunsModule } from './payment-runs.module';
// The bank statement matcher confirms and returns transfers through it.
export { PaymentRunsService, type SettledTransfer } from './payment-runs.service';
