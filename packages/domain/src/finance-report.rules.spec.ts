import {
  CASHFLOW_REPORT_KINDS,
  countsInAccountCurrency,
  FINANCE_REPORT_KINDS,
  isCashflowReportKind,
  isFinanceReportKind,
  isReportedInvoiceStatus,
  reportSign,
  signedReportAmount,
} from './finance-report.rules.js';

describe('finance and cash-flow report rules', () => {
  it('counts revenue and money received positive, costs and money paid negative', () => {
    expect(reportSign('invoice')).toBe(1);
    expect(reportSign('reminder')).toBe(1);
    expect(reportSign('invoice_payment')).toBe(1);
    expect(reportSign('purchase')).toBe(-1);
    expect(reportSign('expense')).toBe(-1);
    expect(reportSign('fixed_cost')).toBe(-1);
    expect(reportSign('purchase_payment')).toBe(-1);
  });

  it('signs and rounds amounts exactly to the currency', () => {
    expect(signedReportAmount('invoice', '1234.5050', 'EUR').toString()).toBe('1234.51');
    expect(signedReportAmount('purchase', '0.1', 'EUR').plus('0.2').toString()).toBe('0.1');
    expect(signedReportAmount('purchase_payment', '99.9949', 'EUR').toString()).toBe('-99.99');
    expect(signedReportAmount('fixed_cost', '1500', 'JPY').toString()).toBe('-1500');
    // A reversal's own net total is negative: it stays negative as revenue.
    expect(signedReportAmount('invoice', '-800.00', 'EUR').toString()).toBe('-800');
    // Zero has no sign.
    expect(Object.is(signedReportAmount('purchase', '0', 'EUR').toNumber(), -0)).toBe(false);
  });

  it('leaves drafts out and keeps every issued invoice', () => {
    expect(isReportedInvoiceStatus('draft')).toBe(false);
    for (const status of ['created', 'sent', 'partially_paid', 'paid', 'overdue', 'ignored'])
      expect(isReportedInvoiceStatus(status)).toBe(true);
  });

  it('counts only amounts in the account currency (no exchange rates)', () => {
    expect(countsInAccountCurrency('EUR', 'EUR')).toBe(true);
    expect(countsInAccountCurrency('eur', 'EUR')).toBe(true);
    expect(countsInAccountCurrency('CHF', 'EUR')).toBe(false);
  });

  it('tells the kinds of each report apart', () => {
    for (const kind of FINANCE_REPORT_KINDS) {
      expect(isFinanceReportKind(kind)).toBe(true);
      expect(isCashflowReportKind(kind)).toBe(false);
    }
    for (const kind of CASHFLOW_REPORT_KINDS) {
      expect(isCashflowReportKind(kind)).toBe(true);
      expect(isFinanceReportKind(kind)).toBe(false);
    }
    expect(isFinanceReportKind('Invoice')).toBe(false);
  });
});
