export { loadEInvoiceSource } from './einvoice-source.loader';
export { billedPositionIndexes, invoiceToEInvoiceSource } from './invoice-source.mapper';
export { checkEInvoiceData, eInvoiceDataErrors } from './einvoice-data.checks';
export { E_INVOICE_FIELD, apiFieldOfSourceField, toApiFieldErrors } from './source-field.names';
export type { InvoiceForEInvoice, SellerAccount } from './invoice-source.mapper';
export { isLeitwegId } from './leitweg-id.check';
