import { DomainError } from './domain-error.js';

/** Web hook delivery statuses (`delivery_status`). */
export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** Every web hook delivery status. */
export const WEBHOOK_DELIVERY_STATUSES: readonly WebhookDeliveryStatus[] = Object.freeze([
  'pending',
  'succeeded',
  'failed',
]);

/** The part of a web hook delivery the status machine reads and writes. */
export interface WebhookDeliveryState {
  status: WebhookDeliveryStatus;
}

/**
 * Things that happen to a delivery:
 * - `attempt_succeeded`: the receiver answered 2xx in time;
 * - `attempt_failed`: anything else; `retry` says whether the schedule has another attempt;
 * - `redeliver`: an operator sends it again (also one that succeeded: the receiver lost it).
 */
export type WebhookDeliveryEvent =
  | { type: 'attempt_succeeded' }
  | { type: 'attempt_failed'; retry: boolean }
  | { type: 'redeliver' };

/**
 * Applies an event to a delivery and returns its new state. Attempts happen only to pending
 * deliveries; a redelivery starts from any status.
 */
export function webhookDeliveryTransition(
  delivery: WebhookDeliveryState,
  event: WebhookDeliveryEvent,
): WebhookDeliveryState {
  if (event.type === 'redeliver') return { ...delivery, status: 'pending' };
  if (event.type !== 'attempt_succeeded' && event.type !== 'attempt_failed')
    throw DomainError.invalidTransition(`Unknown web hook delivery event: ${String(event)}`);
  if (delivery.status !== 'pending') {
    throw DomainError.invalidTransition(
      `A web hook delivery that is ${delivery.status} cannot take the event ${event.type}`,
    );
  }
  if (event.type === 'attempt_succeeded') return { ...delivery, status: 'succeeded' };
  return { ...delivery, status: event.retry ? 'pending' : 'failed' };
}
