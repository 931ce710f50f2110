import { DomainError } from '@faktura/domain';
import { canResendDelivery } from './email-delivery.rules';

describe('canResendDelivery', () => {
  it.each(['uncertain', 'failed'])('allows %s', (status) => {
    expect(canResendDelivery(status)).toEqual({ ok: true });
  });

  it.each(['queued', 'sending', 'sent'])('refuses %s with a rule violation naming it', (status) => {
    const check = canResendDelivery(status);
    expect(check.ok).toBe(false);
    const error = (check as { ok: false; error: DomainError }).error;
    expect(error.code).toBe('rule_violation');
    expect(error.message).toContain(`this one is ${status}`);
  });
});
