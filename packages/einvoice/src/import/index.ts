export { DEFAULT_EINVOICE_MAX_BYTES, parseEInvoice } from './einvoice.parser';
export type { ParseEInvoiceOptions } from './einvoice.parser';
export { checkEInvoiceTotals } from './einvoice-totals.checks';
export { INVOICE_ATTACHMENT_NAMES } from './pdf-attachment.extractor';
export { inspectPdf } from './pdf-inspection';
export type { PdfKind } from './pdf-inspection';
export type {
  ParsedEInvoice,
  ParsedEInvoiceAddress,
  ParsedEInvoiceAllowanceCharge,
  ParsedEInvoiceBuyer,
  ParsedEInvoiceLine,
  ParsedEInvoiceSeller,
  ParsedEInvoiceTotals,
  ParsedEInvoiceVatBreakdown,
  ParsedPeppolId,
} from './parsed-einvoice.types';
