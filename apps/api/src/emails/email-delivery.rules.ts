import { DomainError, type RuleCheck } from '@faktura/domain';

/** The statuses an operator may send again: the worker never does so by itself. */
export const RESENDABLE_STATUSES: readonly string[] = ['uncertain', 'failed'];

/**
 * Whether a delivery may be queued again. `uncertain` (maybe delivered: the receiver sees the
 * same Message-ID twice at worst) and `failed` (not delivered) may; `queued` and `sending` are on
 * their way already, and a `sent` one was accepted (send the document again instead).
 */
export function canResendDelivery(status: string): RuleCheck {
  if (RESENDABLE_STATUSES.includes(status)) return { ok: true };
  return {
    ok: false,
    error: DomainError.rule(
      `Only uncertain or failed e-mail deliveries can be resent; this one is ${status}`,
    ),
  };
}
