// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { DunningModule } from './dunning.module';
export { INVOICE_DUNNING, toInvoiceDunningFields } from './invoice-dunning.embed';
