import { DomainError, RuleCheck } from './domain-error.js';
import { InvoiceState, InvoiceStatus } from './invoice-status.machine.js';

/** Options for a new invoice: `status` as sent by the client (`created` or `draft`). */
export interface NewInvoiceOptions {
  status?: string | null;
  /** True for the reversal invoice that cancels another one. */
  is_reversal?: boolean;
}

/**
 * State of a newly created invoice: `created` by default or `draft` on request. A reversal
 * invoice is regular and locked from the start, since it must mirror the invoice it cancels.
 */
export function initialInvoiceState(options: NewInvoiceOptions = {}): InvoiceState {
  const status = options.status ?? 'created';
  if (status !== 'created' && status !== 'draft') {
    throw DomainError.validation({ status: ['must be created or draft'] });
  }
  const isReversal = options.is_reversal === true;
  if (isReversal && status === 'draft') {
    throw DomainError.rule('A reversal invoice cannot be a draft');
  }
  return { status, locked: isReversal, ever_sent: false, reversed: false, is_reversal: isReversal };
}

/** True when positions are frozen: locked flag set, or money already received. */
export function isLocked(invoice: { status: InvoiceStatus; locked: boolean }): boolean {
  return invoice.locked || invoice.status === 'paid' || invoice.status === 'partially_paid';
}

/** Drafts may always be deleted; any other invoice only with a non-blank reason. */
export function canDeleteInvoice(
  invoice: { status: InvoiceStatus },
  reason?: string | null,
): RuleCheck {
  if (invoice.status === 'draft') return { ok: true };
  if (typeof reason === 'string' && reason.trim() !== '') return { ok: true };
  return {
    ok: false,
    error: DomainError.validation({
      reason: ['is required to delete an invoice that is not a draft'],
    }),
  };
}

/** Positions of a locked invoice never change. */
export function canEditInvoicePositions(invoice: {
  status: InvoiceStatus;
  locked: boolean;
}): RuleCheck {
  if (!isLocked(invoice)) return { ok: true };
  return {
    ok: false,
    error: DomainError.rule('The invoice is locked; its positions can no longer be changed'),
  };
}

/** Throws the check's error when it failed; convenient where a rule must simply hold. */
export function assertRule(check: RuleCheck): void {
  if (!check.ok) throw check.error;
}
