import { DomainError } from './domain-error.js';
import {
  WEBHOOK_DELIVERY_STATUSES,
  webhookDeliveryTransition,
  type WebhookDeliveryEvent,
} from './webhook-delivery-status.machine.js';

describe('webhookDeliveryTransition', () => {
  const pending = { status: 'pending' as const };

  it('moves a pending delivery by the outcome of its attempt', () => {
    expect(webhookDeliveryTransition(pending, { type: 'attempt_succeeded' })).toEqual({
      status: 'succeeded',
    });
    expect(webhookDeliveryTransition(pending, { type: 'attempt_failed', retry: true })).toEqual(
      pending,
    );
    expect(webhookDeliveryTransition(pending, { type: 'attempt_failed', retry: false })).toEqual({
      status: 'failed',
    });
  });

  it.each([
    ['succeeded', { type: 'attempt_succeeded' }],
    ['succeeded', { type: 'attempt_failed', retry: true }],
    ['failed', { type: 'attempt_failed', retry: false }],
    ['failed', { type: 'attempt_succeeded' }],
  ] as const)('refuses attempts of a %s delivery', (status, event) => {
    expect(() => webhookDeliveryTransition({ status }, event)).toThrow(DomainError);
  });

  it('redelivers from every status', () => {
    for (const status of WEBHOOK_DELIVERY_STATUSES) {
      expect(webhookDeliveryTransition({ status }, { type: 'redeliver' })).toEqual(pending);
    }
  });

  it('refuses an unknown event', () => {
    const unknown = { type: 'bounced' } as unknown as WebhookDeliveryEvent;
    expect(() => webhookDeliveryTransition(pending, unknown)).toThrow(DomainError);
  });
});
