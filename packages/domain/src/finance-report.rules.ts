import { type Decimal, type Numeric, roundMoney, toDecimal } from './money.js';

/**
 * Rows of the finance report (`GET /report/finance`), by what they book: `invoice` the net
 * total of an issued invoice (a reversal's own total is negative, so it cancels its original),
 * `reminder` a reminder's fee, `purchase` a purchase's net total, `expense` a project expense
 * bought without a purchase (one with a purchase is already counted by it), `fixed_cost` one
 * month's amount of a fixed cost.
 */
export const FINANCE_REPORT_KINDS = [
  'invoice',
  'reminder',
  'purchase',
  'expense',
  'fixed_cost',
] as const;
/** A kind of row of the finance report. */
export type FinanceReportKind = (typeof FINANCE_REPORT_KINDS)[number];

/** Rows of the cash-flow report (`GET /report/cashflow`): money received and money paid. */
export const CASHFLOW_REPORT_KINDS = ['invoice_payment', 'purchase_payment'] as const;
/** A kind of row of the cash-flow report. */
export type CashflowReportKind = (typeof CASHFLOW_REPORT_KINDS)[number];

/** Any kind of row of the two reports. */
export type ReportKind = FinanceReportKind | CashflowReportKind;

// Revenue and money received count positive, costs and money paid negative.
const SIGN: Readonly<Record<ReportKind, 1 | -1>> = {
  invoice: 1,
  reminder: 1,
  purchase: -1,
  expense: -1,
  fixed_cost: -1,
  invoice_payment: 1,
  purchase_payment: -1,
};

/**
 * Invoice statuses whose invoices (and their reminders) count in the reports: every issued
 * one. A draft is no invoice yet; `ignored` (not expected to be paid) was still issued.
 */
export const REPORTED_INVOICE_STATUSES = [
  'created',
  'sent',
  'partially_paid',
  'paid',
  'overdue',
  'ignored',
] as const;

/** Whether an invoice of `status` counts in the finance and cash-flow reports. */
export function isReportedInvoiceStatus(status: string): boolean {
  return (REPORTED_INVOICE_STATUSES as readonly string[]).includes(status);
}

/** Whether `text` names a kind of the finance report. */
export function isFinanceReportKind(text: string): text is FinanceReportKind {
  return (FINANCE_REPORT_KINDS as readonly string[]).includes(text);
}

/** Whether `text` names a kind of the cash-flow report. */
export function isCashflowReportKind(text: string): text is CashflowReportKind {
  return (CASHFLOW_REPORT_KINDS as readonly string[]).includes(text);
}

/** +1 for revenue and money received, -1 for costs and money paid. */
export function reportSign(kind: ReportKind): 1 | -1 {
  return SIGN[kind];
}

/**
 * Whether a row in `currency` counts in a report in the account's currency. Faktura keeps no
 * exchange rates, so a document or payment in another currency cannot be converted: it is left
 * out rather than counted at a made-up rate.
 */
export function countsInAccountCurrency(currency: string, accountCurrency: string): boolean {
  return currency.toUpperCase() === accountCurrency.toUpperCase();
}

/**
 * A report row's amount in the account's currency: the source's own amount (as stored, e.g. a
 * purchase's positive net total) with the kind's sign, rounded to the currency.
 */
export function signedReportAmount(
  kind: ReportKind,
  amount: Numeric,
  accountCurrency: string,
): Decimal {
  return roundMoney(toDecimal(amount).times(reportSign(kind)), accountCurrency);
}
