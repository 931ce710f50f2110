export { DomainError } from './domain-error';
export type { DomainErrorCode, FieldErrors, RuleCheck } from './domain-error';
export { FieldErrorCollector } from './field-errors.collector';
export {
  Decimal,
  MAX_AMOUNT,
  assertWithinLimit,
  formatMoney,
  isCurrencyCode,
  minorUnits,
  roundMoney,
  sumDecimals,
  toApiNumber,
  toDecimal,
  toPercentage,
} from './money';
export type { Numeric } from './money';
export { DEFAULT_MINOR_UNITS, NON_DEFAULT_MINOR_UNITS } from './currency-minor-units.table';
export {
  VAT_KINDS,
  calculatePurchaseItem,
  calculatePurchaseTotals,
  effectiveTaxRate,
  isVatKind,
  taxAmount,
  vatKindFromFlags,
} from './vat.calculator';
export type { PurchaseItemInput, TaxedAmounts, VatKind } from './vat.calculator';
export {
  DEFAULT_SUBTOTAL_TYPE,
  INVOICE_SUBTOTAL_TYPES,
  OFFER_SUBTOTAL_TYPES,
  POSITION_TYPES,
  calculatePositions,
} from './position-totals.calculator';
export type {
  CalculatedPosition,
  DocumentKind,
  PositionInput,
  PositionType,
  SubtotalType,
} from './position-totals.calculator';
export { calculateDocumentTotals } from './document-totals.calculator';
export type { DocumentInput, DocumentTotals } from './document-totals.calculator';
export {
  OFFER_STATUSES,
  initialOfferState,
  isOfferStatus,
  offerTransition,
} from './offer-status.machine';
export type { OfferEvent, OfferState, OfferStatus } from './offer-status.machine';
export {
  EMAIL_DELIVERY_STATUSES,
  emailDeliveryStatusesBefore,
  emailDeliveryTransition,
  initialEmailDeliveryState,
  isEmailDeliveryStatus,
} from './email-delivery-status.machine';
export type {
  EmailDeliveryEvent,
  EmailDeliveryState,
  EmailDeliveryStatus,
} from './email-delivery-status.machine';
export {
  WEBHOOK_DELIVERY_STATUSES,
  webhookDeliveryTransition,
} from './webhook-delivery-status.machine';
export type {
  WebhookDeliveryEvent,
  WebhookDeliveryState,
  WebhookDeliveryStatus,
} from './webhook-delivery-status.machine';
export {
  INVOICE_MANUAL_STATUSES,
  INVOICE_STATUSES,
  invoiceTransition,
  isInvoiceStatus,
} from './invoice-status.machine';
export type { InvoiceEvent, InvoiceState, InvoiceStatus } from './invoice-status.machine';
export {
  assertRule,
  canDeleteInvoice,
  canEditInvoicePositions,
  initialInvoiceState,
  isLocked,
} from './invoice.rules';
export type { NewInvoiceOptions } from './invoice.rules';
export { formatServicePeriod } from './service-period.format';
export { withSurcharge } from './expense-surcharge';
export {
  PURCHASE_STATUSES,
  approvalStatus,
  approvalRequestTransition,
  canDeletePurchase,
  initialPurchaseState,
  isPurchasePartiallyPaid,
  isPurchaseStatus,
  purchaseTransition,
} from './purchase-status.machine';
export type {
  ApprovalRequestState,
  ApprovalStatus,
  PurchaseEvent,
  PurchaseState,
  PurchaseStatus,
} from './purchase-status.machine';
export {
  INVOICE_PLACEHOLDERS,
  OFFER_PLACEHOLDERS,
  escapeHtmlText,
  moneyPlaceholderValues,
  substitutePlaceholders,
  substitutePlainPlaceholders,
} from './placeholder.substitution';
export type {
  InvoicePlaceholder,
  MoneyPlaceholder,
  OfferPlaceholder,
  PlaceholderValue,
} from './placeholder.substitution';
export { IDENTIFIER_PREFIXES, formatIdentifier, parseIdentifier } from './identifier.format';
export type { IdentifierKind, ParsedIdentifier } from './identifier.format';
export {
  IBAN_LENGTHS,
  compactBankCode,
  isQrIban,
  isSwissIban,
  isValidBic,
  isValidIban,
  iso7064Mod97,
} from './bank-account.checks';
export { compactVatIdentifier, isValidVatIdentifier } from './vat-identifier.format';
export { SUPPORTED_LOCALES, canonicalLocale, defaultLocaleFor } from './account-locale';
export type { AccountLocale } from './account-locale';
export { DOCUMENT_LANGUAGES, documentLocale } from './document-locale';
export type { DocumentLanguage, DocumentLocale } from './document-locale';
export { EU_COUNTRIES, isEuCountry } from './eu-countries.table';
export { MAX_LOGO_BYTES, checkLogoImage } from './logo-image.check';
export type { LogoCheck, LogoContentType } from './logo-image.check';
export { missingSellerFieldMessage, missingSellerFields } from './seller-fields.rules';
export type {
  SellerDocument,
  SellerDocumentKind,
  SellerField,
  SellerFieldValues,
} from './seller-fields.rules';
