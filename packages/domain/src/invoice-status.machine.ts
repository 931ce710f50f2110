import { DomainError } from './domain-error.js';
import { Numeric, toDecimal } from './money.js';

/** Invoice statuses. */
export type InvoiceStatus =
  'draft' | 'created' | 'sent' | 'partially_paid' | 'paid' | 'overdue' | 'ignored';

/** Every invoice status. */
export const INVOICE_STATUSES: readonly InvoiceStatus[] = Object.freeze([
  'draft',
  'created',
  'sent',
  'partially_paid',
  'paid',
  'overdue',
  'ignored',
]);

/** The statuses `update_status` may set (interface rule 3 excludes draft and the paid ones). */
export const INVOICE_MANUAL_STATUSES: readonly InvoiceStatus[] = Object.freeze([
  'created',
  'sent',
  'overdue',
  'ignored',
]);

/** Type guard for invoice statuses. */
export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return typeof value === 'string' && (INVOICE_STATUSES as readonly string[]).includes(value);
}

/** The part of an invoice the status machine reads and writes. */
export interface InvoiceState {
  status: InvoiceStatus;
  /** Positions frozen; deletion needs a reason. Never goes back to false. */
  locked: boolean;
  /** Whether the invoice was ever sent; decides where removing all payments leads. */
  ever_sent: boolean;
  /** This invoice has been reversed (cancelled) by a reversal invoice. */
  reversed: boolean;
  /** This invoice is itself a reversal invoice. */
  is_reversal: boolean;
}

/** Things that happen to an invoice. `status` is a raw string: the machine validates it. */
export type InvoiceEvent =
  | { type: 'update_status'; status: string }
  | { type: 'sent_by_email' }
  | { type: 'payments_changed'; paid_total: Numeric; gross_total: Numeric }
  | { type: 'due_date_passed' }
  | { type: 'reversed' };

/**
 * Applies an event to an invoice and returns its new state; refused moves throw
 * `invalid_transition`. A draft never becomes a regular invoice and vice versa: no event leads
 * into or out of `draft`.
 *
 * - `update_status`: regular invoices only, to created/sent/overdue/ignored from any regular
 *   status. Setting `sent` counts as sending (marks sent and locks).
 * - `sent_by_email`: `created` -> `sent`; other regular statuses are kept; always marks sent and
 *   locks.
 * - `payments_changed`: by the paid sum against the gross (compared by magnitude, so negative
 *   reversal invoices work): nothing paid -> a `paid`/`partially_paid` invoice returns to `sent`,
 *   or `created` if never sent, other statuses are kept; part paid -> `partially_paid`; all paid ->
 *   `paid`. Any payment locks.
 * - `due_date_passed`: `created`/`sent` -> `overdue`, except reversed and reversal invoices;
 *   everything else is kept.
 * - `reversed`: marks the invoice reversed and locks it; refused for drafts, reversal invoices
 *   and invoices already reversed.
 */
export function invoiceTransition(invoice: InvoiceState, event: InvoiceEvent): InvoiceState {
  switch (event.type) {
    case 'update_status':
      return updateStatus(invoice, event.status);
    case 'sent_by_email':
      refuseDraft(invoice, 'A draft invoice cannot be sent');
      return markSent(invoice, invoice.status === 'created' ? 'sent' : invoice.status);
    case 'payments_changed':
      refuseDraft(invoice, 'Payments cannot be recorded on a draft invoice');
      return applyPayments(invoice, event.paid_total, event.gross_total);
    case 'due_date_passed':
      // A reversed invoice is cancelled and a reversal invoice is a credit: neither is owed.
      return (invoice.status === 'created' || invoice.status === 'sent') &&
        !invoice.reversed &&
        !invoice.is_reversal
        ? { ...invoice, status: 'overdue' }
        : { ...invoice };
    case 'reversed':
      refuseDraft(invoice, 'A draft invoice cannot be reversed');
      if (invoice.is_reversal) {
        throw DomainError.invalidTransition('A reversal invoice cannot be reversed');
      }
      if (invoice.reversed) {
        throw DomainError.invalidTransition('The invoice has already been reversed');
      }
      return { ...invoice, reversed: true, locked: true };
    default:
      return unknownEvent(event);
  }
}

function updateStatus(invoice: InvoiceState, target: string): InvoiceState {
  if (!isInvoiceStatus(target)) {
    throw DomainError.validation({
      status: [`must be one of ${INVOICE_MANUAL_STATUSES.join(', ')}`],
    });
  }
  refuseDraft(invoice, 'The status of a draft invoice cannot be changed; only regular invoices');
  if (target === 'draft') {
    throw DomainError.invalidTransition('A regular invoice cannot be turned into a draft');
  }
  if (target === 'paid' || target === 'partially_paid') {
    throw DomainError.invalidTransition(
      `Status ${target} cannot be set directly; it follows from the payments`,
    );
  }
  return target === 'sent' ? markSent(invoice, 'sent') : { ...invoice, status: target };
}

function applyPayments(invoice: InvoiceState, paid: Numeric, gross: Numeric): InvoiceState {
  let paidTotal = toDecimal(paid, 'paid_total');
  let grossTotal = toDecimal(gross, 'gross_total');
  if (grossTotal.isNegative()) {
    paidTotal = paidTotal.negated();
    grossTotal = grossTotal.negated();
  }
  if (paidTotal.lte(0)) {
    if (invoice.status !== 'paid' && invoice.status !== 'partially_paid') return { ...invoice };
    return { ...invoice, status: invoice.ever_sent ? 'sent' : 'created' };
  }
  const status = paidTotal.gte(grossTotal) ? 'paid' : 'partially_paid';
  return { ...invoice, status, locked: true };
}

function markSent(invoice: InvoiceState, status: InvoiceStatus): InvoiceState {
  return { ...invoice, status, ever_sent: true, locked: true };
}

function refuseDraft(invoice: InvoiceState, message: string): void {
  if (invoice.status === 'draft') throw DomainError.invalidTransition(message);
}

function unknownEvent(event: never): never {
  const type = (event as { type?: unknown }).type;
  throw DomainError.invalidTransition(`Unknown invoice event: ${String(type)}`);
}
