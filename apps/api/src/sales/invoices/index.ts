// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { InvoicePaymentsModule } from './invoice-payments/invoice-payments.module';
export { InvoiceRemindersModule } from './invoice-reminders/invoice-reminders.module';
export { InvoiceReversalsModule } from './invoice-reversals/invoice-reversals.module';
export { InvoicesModule } from './invoices.module';
export { InvoicePaymentsService } from './invoice-payments/invoice-payments.service';
