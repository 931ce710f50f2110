export { contentHashOf } from './content-hash';
export {
  buildDocument,
  loadDocumentEmailValues,
  type BuiltDocument,
  type DescribedDocument,
  type DocumentEmailValues,
  type DocumentRequest,
} from './document.builder';
export {
  directDebitText,
  invoiceDirectDebit,
  type DirectDebitInvoice,
} from './invoice-direct-debit.builder';
export { customerWithMandates } from './invoice-document.loader';
export {
  formatAmount,
  formatAmountNumber,
  formatDate,
  formatFixed,
  formatPercent,
  formatQuantity,
  formatTotal,
} from './document-format';
export { DOCUMENT_LABELS, fillLabel, type DocumentLabels } from './document-labels';
export { DocumentNotFoundError } from './document-not-found.error';
export type { DocumentRow, DocumentTotalsView } from './document-rows.view';
export { epcQrPayload, type EpcTransfer } from './epc-qr.payload';
export { letterLayoutFor, type LetterLayout } from './letter-geometry';
export {
  INVOICE_TEMPLATE_VERSION,
  buildInvoiceDocumentView,
  type BuiltInvoiceDocument,
  type InvoiceDocumentRequest,
} from './invoice-document.builder';
export {
  INVOICE_DOCUMENT_STYLE,
  invoiceDocumentBodyHtml,
  invoiceDocumentHtml,
} from './invoice-document.template';
export type { InvoiceDocumentView } from './invoice-document.view';
export {
  buildOfferConfirmationDocumentView,
  defaultOfferConfirmationTitle,
  loadOfferConfirmationEmailValues,
  type BuiltOfferConfirmationDocument,
  type OfferConfirmationDocumentRequest,
} from './offer-confirmation-document.builder';
export type { OfferConfirmationForDocument } from './offer-confirmation-document.loader';
export {
  OFFER_CONFIRMATION_TEMPLATE_VERSION,
  offerConfirmationDocumentHtml,
} from './offer-confirmation-document.template';
export type { OfferConfirmationDocumentView } from './offer-confirmation-document.view';
export {
  buildOfferDocumentView,
  loadOfferEmailValues,
  offerContentHash,
  type BuiltOfferDocument,
  type OfferDocumentRequest,
} from './offer-document.builder';
export type { OfferForDocument } from './offer-document.loader';
export {
  customerApprovalUrl,
  type OfferPlaceholderContext,
  type Person,
} from './offer-document.placeholders';
export {
  OFFER_DOCUMENT_STYLE,
  TEMPLATE_VERSION,
  offerDocumentBodyHtml,
  offerDocumentHtml,
} from './offer-document.template';
export type {
  OfferDocumentRow,
  OfferDocumentTotals,
  OfferDocumentView,
} from './offer-document.view';
export {
  paymentCodeFor,
  type PaymentCodeInput,
  type PaymentCodeView,
  type SwissQrBillLanguage,
} from './payment-code.selector';
export {
  creditorReferenceFor,
  isQrIban,
  isSwissIban,
  isValidCreditorReference,
  isValidIban,
  isValidQrReference,
  mod10RecursiveCheckDigit,
  qrReferenceFor,
} from '@faktura/domain';
export { printKeyQuery } from './print-key.query';
export {
  findPrintedDocument,
  type PrintedDocument,
  type PrintedPdf,
} from './printed-document.lookup';
export { resolvePublicUrl } from './public-url';
export {
  REMINDER_TEMPLATE_VERSION,
  buildReminderDocumentView,
  type BuiltReminderDocument,
} from './reminder-document.builder';
export { reminderDocumentHtml } from './reminder-document.template';
export type { ReminderDocumentView } from './reminder-document.view';
export {
  swissQrBillData,
  type SwissQrBill,
  type SwissQrBillData,
  type SwissReference,
} from './swiss-qr-bill.data';
export {
  EmptyTimesheetError,
  TIMESHEET_TEMPLATE_VERSION,
  buildTimesheetDocumentView,
  type BuiltTimesheetDocument,
} from './timesheet-document.builder';
export { timesheetDocumentHtml } from './timesheet-document.template';
export type { TimesheetDocumentView } from './timesheet-document.view';
export { parseRecipientAddress, type StructuredAddress } from './postal-address.parser';
