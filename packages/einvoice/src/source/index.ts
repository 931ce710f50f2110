export { loadEInvoiceSource } from './einvoice-source.loader';
export { invoiceToEInvoiceSource } from './invoice-source.mapper';
export type { InvoiceForEInvoice, SellerAccount } from './invoice-source.mapper';
export { isLeitwegId } from './leitweg-id.check';
