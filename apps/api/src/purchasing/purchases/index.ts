// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { PurchaseApprovalsModule } from './purchase-approvals/purchase-approvals.module';
export { PurchaseAssignmentsModule } from './purchase-assignments/purchase-assignments.module';
export { PurchasePaymentsModule } from './purchase-payments/purchase-payments.module';
export { PurchasesModule } from './purchases.module';
export { ImportPurchaseUseCase } from './einvoice-import/import-purchase.use-case';
export { PurchasePaymentsService } from './purchase-payments/purchase-payments.service';
