export { DomainError } from './domain-error.js';
export type { DomainErrorCode, FieldErrors, RuleCheck } from './domain-error.js';
export { FieldErrorCollector } from './field-errors.collector.js';
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
} from './money.js';
export type { Numeric } from './money.js';
export { DEFAULT_MINOR_UNITS, NON_DEFAULT_MINOR_UNITS } from './currency-minor-units.table.js';
export {
  VAT_KINDS,
  calculatePurchaseItem,
  calculatePurchaseTotals,
  effectiveTaxRate,
  isVatKind,
  taxAmount,
  vatKindFromFlags,
} from './vat.calculator.js';
export type { PurchaseItemInput, TaxedAmounts, VatKind } from './vat.calculator.js';
export {
  DEFAULT_SUBTOTAL_TYPE,
  INVOICE_SUBTOTAL_TYPES,
  OFFER_SUBTOTAL_TYPES,
  POSITION_TYPES,
  calculatePositions,
} from './position-totals.calculator.js';
export type {
  CalculatedPosition,
  DocumentKind,
  PositionInput,
  PositionType,
  SubtotalType,
} from './position-totals.calculator.js';
export { calculateDocumentTotals } from './document-totals.calculator.js';
export type { DocumentInput, DocumentTotals } from './document-totals.calculator.js';
export {
  OFFER_STATUSES,
  initialOfferState,
  isOfferStatus,
  offerTransition,
} from './offer-status.machine.js';
export type { OfferEvent, OfferState, OfferStatus } from './offer-status.machine.js';
export { initialProjectState, projectTransition } from './project-status.machine.js';
export type { ProjectEvent, ProjectState } from './project-status.machine.js';
export {
  EMAIL_DELIVERY_STATUSES,
  emailDeliveryStatusesBefore,
  emailDeliveryTransition,
  initialEmailDeliveryState,
  isEmailDeliveryStatus,
} from './email-delivery-status.machine.js';
export type {
  EmailDeliveryEvent,
  EmailDeliveryEventType,
  EmailDeliveryState,
  EmailDeliveryStatus,
} from './email-delivery-status.machine.js';
export {
  WEBHOOK_DELIVERY_STATUSES,
  webhookDeliveryTransition,
} from './webhook-delivery-status.machine.js';
export type {
  WebhookDeliveryEvent,
  WebhookDeliveryState,
  WebhookDeliveryStatus,
} from './webhook-delivery-status.machine.js';
export {
  INVOICE_MANUAL_STATUSES,
  INVOICE_STATUSES,
  invoiceTransition,
  isInvoiceStatus,
} from './invoice-status.machine.js';
export type { InvoiceEvent, InvoiceState, InvoiceStatus } from './invoice-status.machine.js';
export {
  assertRule,
  canDeleteInvoice,
  canEditInvoicePositions,
  initialInvoiceState,
  isLocked,
} from './invoice.rules.js';
export type { NewInvoiceOptions } from './invoice.rules.js';
export {
  DOCUMENT_WRITES,
  assertExportUnlocked,
  exportLockCheck,
  isExportLocked,
} from './export-lock.rule.js';
export type { DocumentWrite, ExportLockSubject, ExportLockedKind } from './export-lock.rule.js';
export {
  BOOKKEEPING_EXPORT_STATUSES,
  bookkeepingExportStatusesBefore,
  bookkeepingExportTransition,
  initialBookkeepingExportStatus,
} from './bookkeeping-export-status.machine.js';
export type {
  BookkeepingExportEvent,
  BookkeepingExportStatus,
} from './bookkeeping-export-status.machine.js';
export { formatServicePeriod } from './service-period.format.js';
export { RETENTION_YEARS, retentionExpired, retentionUntil } from './document-retention.rule.js';
export type { RetainedKind } from './document-retention.rule.js';
export { withSurcharge } from './expense-surcharge.js';
export {
  checkPaymentScheduleChange,
  checkPaymentScheduleDeletion,
  paymentScheduleNetTotal,
} from './payment-schedule.rules.js';
export type { PaymentScheduleAmountInput, PaymentScheduleState } from './payment-schedule.rules.js';
export {
  PURCHASE_STATUSES,
  approvalStatus,
  approvalRequestTransition,
  canDeletePurchase,
  initialPurchaseState,
  isPurchasePartiallyPaid,
  isPurchaseStatus,
  purchaseTransition,
} from './purchase-status.machine.js';
export type {
  ApprovalRequestState,
  ApprovalStatus,
  PurchaseEvent,
  PurchaseState,
  PurchaseStatus,
} from './purchase-status.machine.js';
export {
  INVOICE_PLACEHOLDERS,
  OFFER_PLACEHOLDERS,
  escapeHtmlText,
  moneyPlaceholderValues,
  substitutePlaceholders,
  substitutePlainPlaceholders,
} from './placeholder.substitution.js';
export type {
  InvoicePlaceholder,
  MoneyPlaceholder,
  MoneyTotalField,
  OfferPlaceholder,
  PlaceholderValue,
} from './placeholder.substitution.js';
export { IDENTIFIER_PREFIXES, formatIdentifier, parseIdentifier } from './identifier.format.js';
export type { IdentifierKind, ParsedIdentifier } from './identifier.format.js';
export {
  IBAN_LENGTHS,
  compactBankCode,
  isQrIban,
  isSwissIban,
  isValidBic,
  isValidIban,
  iso7064Mod97,
} from './bank-account.checks.js';
export {
  creditorReferenceFor,
  isValidCreditorReference,
  isValidQrReference,
  mod10RecursiveCheckDigit,
  printedPaymentReference,
  qrReferenceFor,
} from './payment-reference.checks.js';
export { invoicePaymentReference } from './invoice-payment-reference.rule.js';
export type { PaymentReferenceSubject } from './invoice-payment-reference.rule.js';
export { compactVatIdentifier, isValidVatIdentifier } from './vat-identifier.format.js';
export { SUPPORTED_LOCALES, canonicalLocale, defaultLocaleFor } from './account-locale.js';
export type { AccountLocale } from './account-locale.js';
export { DOCUMENT_LANGUAGES, documentLocale } from './document-locale.js';
export type { DocumentLanguage, DocumentLocale } from './document-locale.js';
export { EU_COUNTRIES, isEuCountry } from './eu-countries.table.js';
export { MAX_LOGO_BYTES, checkLogoImage } from './logo-image.check.js';
export type { LogoCheck, LogoContentType } from './logo-image.check.js';
export { missingSellerFieldMessage, missingSellerFields } from './seller-fields.rules.js';
export type {
  SellerDocument,
  SellerDocumentKind,
  SellerField,
  SellerFieldValues,
} from './seller-fields.rules.js';
export {
  calculateProjectReport,
  countsAsInvoiced,
  reportBudget,
} from './project-report.calculator.js';
export type {
  ProjectReport,
  ProjectReportInput,
  ReportActivityHours,
  ReportExpense,
  ReportInvoice,
  ReportTaskCosts,
} from './project-report.calculator.js';
export {
  CASHFLOW_REPORT_KINDS,
  FINANCE_REPORT_KINDS,
  REPORTED_INVOICE_STATUSES,
  countsInAccountCurrency,
  isCashflowReportKind,
  isFinanceReportKind,
  isReportedInvoiceStatus,
  reportSign,
  signedReportAmount,
} from './finance-report.rules.js';
export type { CashflowReportKind, FinanceReportKind, ReportKind } from './finance-report.rules.js';
export {
  activityTimerTransition,
  assertTimerKeepsUser,
  elapsedSeconds,
} from './activity-timer.machine.js';
export type {
  ActivityTimerChange,
  ActivityTimerEvent,
  ActivityTimerState,
} from './activity-timer.machine.js';
export { mayChangeBillableSeconds } from './activity-billable-seconds.rule.js';
export type { BillableSecondsActor, ProjectLeaders } from './activity-billable-seconds.rule.js';
export { disregardRefusal } from './activity-disregard.rule.js';
export type { DisregardCandidate, DisregardScope } from './activity-disregard.rule.js';
export {
  RECURRENCE_PERIODS,
  dueRecurrenceDates,
  nextRecurrenceDate,
  recurrenceDate,
  recurrenceServicePeriod,
} from './recurrence.calendar.js';
export type { RecurrencePeriod, ServicePeriodDirection } from './recurrence.calendar.js';
export { planRecurringExpensePeriods } from './recurring-expense.plan.js';
export type { RecurringExpensePeriod, RecurringExpenseSeries } from './recurring-expense.plan.js';
export {
  checkRecurrenceSpan,
  rescheduledRecurrence,
  servicePeriodDirectionOf,
} from './recurring-expense.rules.js';
export type { ServicePeriodDirectionInput } from './recurring-expense.rules.js';
export { RECEIPT_MAX_ITEMS, calculateReceiptTotals, receiptRefundStatus } from './receipt.rules.js';
export type { ReceiptItemInput, ReceiptRefundStatus, ReceiptTotals } from './receipt.rules.js';
export {
  BOOKING_TAX_CASES,
  DATEV_BOOKINGS_FORMAT_VERSION,
  DATEV_CATEGORY_BOOKINGS,
  DATEV_COLUMNS,
  DATEV_HEADER_VERSION,
  datevBookingText,
  datevDocumentField,
  datevFiscalYearStart,
  datevHeaderText,
  datevText,
  decodeWindows1252,
  defaultBookkeepingAccounts,
  encodeWindows1252,
  planDatevBookings,
  readDatevFile,
  toWindows1252Text,
} from './bookkeeping/index.js';
export type {
  BookableDocument,
  BookableLine,
  BookingTaxCase,
  BookkeepingAccounts,
  ChartOfAccounts,
  DatevBooking,
  DatevHeader,
  DatevPlanOptions,
  ParsedDatevFile,
  ParsedDatevHeader,
  SelfAssessedTaxCase,
} from './bookkeeping/index.js';
export {
  matchPrefillSupplier,
  readDraftPrefill,
  vatIdentifierCheckDigits,
} from './purchase-drafts/index.js';
export type {
  DocumentPages,
  DraftPrefill,
  OwnIdentifiers,
  PrefillExcluded,
  PrefillField,
  PrefillSource,
  PrefillSupplier,
  PrefillTaxRate,
  SupplierCandidate,
} from './purchase-drafts/index.js';
export {
  PLANNED_PURCHASE_FREQUENCIES,
  normalizePlannedPurchaseSeries,
  plannedPurchaseOccurrences,
  plannedPurchaseSchedule,
  plannedPurchaseVariant,
} from './planned-purchase.schedule.js';
export type {
  PlannedPurchaseFrequency,
  PlannedPurchaseSeries,
} from './planned-purchase.schedule.js';
export {
  amountInAccountCurrency,
  plannedPurchaseExhausted,
  purchaseBudgetFigures,
  purchaseBudgetOf,
} from './purchase-budget.figures.js';
export type {
  BudgetDefinition,
  BudgetFigures,
  BudgetPlannedPurchase,
  BudgetPurchase,
} from './purchase-budget.figures.js';
export {
  CREDITOR_IDENTIFIER_LENGTHS,
  isValidCreditorIdentifier,
} from './creditor-identifier.checks.js';
export {
  MANDATE_EXPIRY_MONTHS,
  SEPA_SCHEMES,
  describeMandate,
  endsMandate,
  initialSepaMandateState,
  mandateExpiresOn,
  mandateStatus,
  nextSequenceType,
  sepaMandateTransition,
} from './sepa-mandate.rules.js';
export type {
  MandateCollection,
  MandateState,
  SepaMandateEvent,
  SepaMandateState,
  SepaMandateStatus,
  SepaScheme,
  SepaSequenceType,
  StoredMandateStatus,
} from './sepa-mandate.rules.js';
export {
  collectionSequenceTypes,
  directDebitRunProblems,
  invoiceOpenAmount,
} from './sepa-mandate-collection.rules.js';
export type { DirectDebitCandidate, PlannedCollection } from './sepa-mandate-collection.rules.js';
export { directDebitNotice, maskedIban } from './sepa-pre-notification.rules.js';
export type {
  DirectDebitNotice,
  DirectDebitNoticeInput,
  NoticeMandate,
} from './sepa-pre-notification.rules.js';
export { SEPA_TRANSFER_STATUSES, sepaTransferTransition } from './sepa-transfer-status.machine.js';
export type { SepaTransferEvent, SepaTransferStatus } from './sepa-transfer-status.machine.js';
export { paymentRunProblems, purchaseOpenAmount } from './purchase-payment-run.rules.js';
export type { PaymentRunCandidate } from './purchase-payment-run.rules.js';
export {
  BANK_TRANSACTION_STATUSES,
  bankTransactionTransition,
  compactKey,
  describeReturn,
  documentNumberKey,
  initialBankTransactionState,
  isBankTransactionStatus,
  isStatementOfAccount,
  matchBankTransactions,
  planManualMatch,
  remittanceKeys,
  returnAllocations,
  returnReasonText,
} from './bank-matching/index.js';
export type {
  Allocation,
  BankTransactionEvent,
  BankTransactionState,
  BankTransactionStatus,
  IssuedPayment,
  ManualAllocationInput,
  ManualMatchParents,
  MatchContext,
  MatchOutcome,
  MatchRule,
  MatchableTransaction,
  OpenInvoice,
  OpenPurchase,
} from './bank-matching/index.js';
export {
  BASE_RATES,
  DEFAULT_DUNNING_LEVELS,
  DEFAULT_INTEREST_POINTS,
  DUNNED_STATUSES,
  DUNNING_LEVEL_LIMITS,
  DUNNING_PAYMENT_DAYS,
  baseRateOn,
  checkDunningLevels,
  defaultInterest,
  dunningInterestLine,
  dunningLetterDates,
  dunningTextFor,
  parseBaseRates,
  planDunning,
} from './dunning/index.js';
export type {
  BaseRatePeriod,
  DefaultInterest,
  DefaultInterestInput,
  DunnedInvoice,
  DunningLevel,
  DunningPlan,
  DunningSchedule,
  DunningText,
  InterestLineValues,
  InterestSegment,
} from './dunning/index.js';
export {
  PEPPOL_EAS_CODES,
  PEPPOL_SCHEME_RULES,
  checkPeppolId,
  defaultPeppolId,
  formatPeppolId,
  isPeppolIdProblem,
  isValidLeitwegId,
  normalizePeppolId,
  parsePeppolId,
} from './peppol/index.js';
export type { PeppolIdProblem, PeppolParticipantId, PeppolSchemeRule } from './peppol/index.js';
