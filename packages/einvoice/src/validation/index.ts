export { EInvoiceValidator } from './einvoice.validator';
export { checkHybridPdf } from './hybrid-pdf.check';
export { infoXmpMismatches, type InfoXmpMismatch } from './pdf-info-xmp.check';
export { readPdfMetadata, type PdfMetadata } from './pdf-metadata.reader';
export { mergeReports } from './validation.report';
export { validatorSettingsFromEnv } from './validation.settings';
export type { EInvoiceValidatorSettings } from './validation.settings';
export type {
  EInvoiceSyntax,
  FindingFlag,
  FindingSource,
  ValidateOptions,
  ValidationFinding,
  ValidationReport,
  ValidationStatus,
} from './validation.types';
