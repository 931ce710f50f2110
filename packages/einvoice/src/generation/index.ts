export type {
  DecimalString,
  EInvoiceAddress,
  EInvoiceBuyer,
  EInvoiceCashDiscount,
  EInvoiceContact,
  EInvoiceElectronicAddress,
  EInvoiceLine,
  EInvoiceLineVat,
  EInvoiceDirectDebit,
  EInvoicePayment,
  EInvoiceSeller,
  EInvoiceSource,
  IsoDate,
  VatCategory,
} from './einvoice-source.types';
export {
  BILLING_PROFILE_ID,
  EN16931_CUSTOMIZATION_ID,
  E_INVOICE_FORMATS,
  PEPPOL_CUSTOMIZATION_ID,
  XRECHNUNG_CUSTOMIZATION_ID,
  eInvoiceFormatInfo,
  isEInvoiceFormat,
} from './einvoice-formats';
export type { EInvoiceFormat, EInvoiceFormatInfo } from './einvoice-formats';
export { calculateEInvoiceAmounts } from './einvoice-amounts.calculator';
export type {
  EInvoiceAmounts,
  EInvoiceLineAmounts,
  EInvoiceVatGroup,
} from './einvoice-amounts.calculator';
export { toEInvoiceInput } from './einvoice-input.mapper';
export { eInvoiceFilename, eInvoiceXml, generateEInvoice } from './einvoice.generator';
export type { GeneratedEInvoice } from './einvoice.generator';
export {
  E_INVOICE_CORE_VERSION,
  E_INVOICE_MAPPER_VERSION,
  eInvoiceContentHash,
} from './einvoice-content.hash';
export { skontoLine } from './payment-terms.text';
export { DEFAULT_UNIT_CODE, unitCodeFor } from './unit-code.mapper';
export { VAT_CATEGORIES, isVatCategory, vatCategoryFor } from './vat-category.rules';
