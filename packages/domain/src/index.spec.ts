import * as domain from './index.js';

describe('entry point', () => {
  it('exports the public API', () => {
    const functions = [
      'toDecimal',
      'toPercentage',
      'roundMoney',
      'formatMoney',
      'minorUnits',
      'isCurrencyCode',
      'toApiNumber',
      'sumDecimals',
      'calculatePositions',
      'calculateDocumentTotals',
      'missingSellerFields',
      'missingSellerFieldMessage',
      'calculatePurchaseItem',
      'calculatePurchaseTotals',
      'effectiveTaxRate',
      'taxAmount',
      'vatKindFromFlags',
      'offerTransition',
      'projectTransition',
      'initialProjectState',
      'invoiceTransition',
      'purchaseTransition',
      'emailDeliveryTransition',
      'webhookDeliveryTransition',
      'emailDeliveryStatusesBefore',
      'initialEmailDeliveryState',
      'initialInvoiceState',
      'canDeleteInvoice',
      'canEditInvoicePositions',
      'isLocked',
      'approvalStatus',
      'approvalRequestTransition',
      'canDeletePurchase',
      'initialPurchaseState',
      'isPurchasePartiallyPaid',
      'substitutePlaceholders',
      'substitutePlainPlaceholders',
      'formatServicePeriod',
      'withSurcharge',
      'paymentScheduleNetTotal',
      'checkPaymentScheduleChange',
      'checkPaymentScheduleDeletion',
      'moneyPlaceholderValues',
      'formatIdentifier',
      'parseIdentifier',
      'isValidIban',
      'isQrIban',
      'isValidBic',
      'isValidVatIdentifier',
      'canonicalLocale',
      'defaultLocaleFor',
      'isEuCountry',
      'checkLogoImage',
      'calculateProjectReport',
      'countsAsInvoiced',
      'reportBudget',
      'activityTimerTransition',
      'elapsedSeconds',
      'assertTimerKeepsUser',
      'mayChangeBillableSeconds',
      'disregardRefusal',
      'recurrenceDate',
      'nextRecurrenceDate',
      'dueRecurrenceDates',
      'recurrenceServicePeriod',
      'planRecurringExpensePeriods',
      'servicePeriodDirectionOf',
      'checkRecurrenceSpan',
      'rescheduledRecurrence',
      'defaultBookkeepingAccounts',
      'planDatevBookings',
      'datevHeaderText',
      'datevBookingText',
      'encodeWindows1252',
      'decodeWindows1252',
      'readDatevFile',
      'datevFiscalYearStart',
    ] as const;
    for (const name of functions) expect(typeof domain[name]).toBe('function');
    expect(new domain.DomainError('conflict', 'x')).toBeInstanceOf(Error);
    expect(new domain.Decimal('1.10').toFixed(2)).toBe('1.10');
  });

  it('works end to end: totals, API numbers, placeholders, numbering', () => {
    const totals = domain.calculateDocumentTotals({
      kind: 'invoice',
      currency: 'EUR',
      tax: 8,
      items: [{ type: 'item', quantity: 2, unit_price: 65 }],
    });
    expect(domain.toApiNumber(totals.gross_total, 'EUR')).toBe(140.4);
    const footer = domain.substitutePlaceholders(
      'Total {gross_total} EUR, {identifier}',
      {
        ...domain.moneyPlaceholderValues(totals, 'EUR'),
        identifier: domain.formatIdentifier('invoice', 2026, 1),
      },
      domain.INVOICE_PLACEHOLDERS,
    );
    expect(footer).toBe('Total 140.40 EUR, R260001');
  });
});
