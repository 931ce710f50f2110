// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { toDocumentVat } from './document-vat.mapper';
export { DocumentVatResponse } from './document-vat.response';
export { toPurchaseVatCodeReference, toSalesVatCodeReference } from './vat-code-reference.mapper';
export { PurchaseVatCodeReference, SalesVatCodeReference } from './vat-code-reference.response';
export { purchaseVatCodeOf, salesVatCodeOf } from './vat-code.embed';
