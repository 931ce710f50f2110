// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { EInvoiceValidationResponse } from './dto/einvoice-validation.response';
export { EInvoiceValidationQuery, EInvoiceXmlQuery, InvoicePdfQuery } from './dto/einvoice.queries';
export { EInvoiceXmlEndpoint } from './einvoice.endpoints';
export { EInvoicesModule } from './einvoices.module';
export { EInvoicesService, type SendableEInvoice } from './einvoices.service';
