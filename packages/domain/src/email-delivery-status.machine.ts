import { DomainError } from './domain-error.js';

/** E-mail delivery statuses, in their usual order of progress. */
export type EmailDeliveryStatus = 'queued' | 'sending' | 'sent' | 'uncertain' | 'failed';

/** Every e-mail delivery status. */
export const EMAIL_DELIVERY_STATUSES: readonly EmailDeliveryStatus[] = Object.freeze([
  'queued',
  'sending',
  'sent',
  'uncertain',
  'failed',
]);

/** Type guard for e-mail delivery statuses. */
export function isEmailDeliveryStatus(value: unknown): value is EmailDeliveryStatus {
  return (
    typeof value === 'string' && (EMAIL_DELIVERY_STATUSES as readonly string[]).includes(value)
  );
}

/** The part of an e-mail delivery the status machine reads and writes. */
export interface EmailDeliveryState {
  status: EmailDeliveryStatus;
}

/** The state of a new delivery: `queued`, waiting for the worker. */
export function initialEmailDeliveryState(): EmailDeliveryState {
  return { status: 'queued' };
}

/**
 * Things that happen to a delivery:
 * - `attempt_started`: the worker begins an SMTP attempt (also after a crash left `sending`);
 * - `accepted`: the server accepted the whole message;
 * - `not_delivered`: the attempt failed before the server had the whole message, or the server
 *   refused it: nothing was delivered, the next attempt may try again;
 * - `connection_lost`: the connection broke after the end of DATA, so the message may or may not
 *   have been delivered;
 * - `given_up`: the last attempt failed and nothing was delivered;
 * - `resend`: an operator queues an uncertain or failed delivery again.
 */
export type EmailDeliveryEvent =
  | { type: 'attempt_started' }
  | { type: 'accepted' }
  | { type: 'not_delivered' }
  | { type: 'connection_lost' }
  | { type: 'given_up' }
  | { type: 'resend' };

/** The kinds of e-mail delivery events. */
export type EmailDeliveryEventType = EmailDeliveryEvent['type'];

// Where each event may start and where it leads. `accepted` starts anywhere: once the server has
// taken the message, that fact wins over whatever another attempt wrote meanwhile.
const MOVES: Readonly<
  Record<EmailDeliveryEventType, { from: readonly EmailDeliveryStatus[]; to: EmailDeliveryStatus }>
> = {
  attempt_started: { from: ['queued', 'sending'], to: 'sending' },
  accepted: { from: EMAIL_DELIVERY_STATUSES, to: 'sent' },
  not_delivered: { from: ['sending'], to: 'queued' },
  connection_lost: { from: ['sending'], to: 'uncertain' },
  given_up: { from: ['queued', 'sending'], to: 'failed' },
  resend: { from: ['uncertain', 'failed'], to: 'queued' },
};

/** The statuses `event` may move a delivery from: the fence of a conditional update. */
export function emailDeliveryStatusesBefore(
  event: EmailDeliveryEventType,
): readonly EmailDeliveryStatus[] {
  return MOVES[event].from;
}

/**
 * Applies an event to a delivery and returns its new state. An event its status does not allow
 * is an `invalid_transition`, except `resend`, whose refusal is a rule violation an operator reads
 * (`sent` deliveries are sent again by sending the document again, `queued` and `sending` ones are
 * on their way already).
 */
export function emailDeliveryTransition(
  delivery: EmailDeliveryState,
  event: EmailDeliveryEvent,
): EmailDeliveryState {
  const move = MOVES[event.type];
  if (!move) throw DomainError.invalidTransition(`Unknown e-mail delivery event: ${event.type}`);
  if (move.from.includes(delivery.status)) return { ...delivery, status: move.to };
  if (event.type === 'resend') {
    throw DomainError.rule(
      `Only uncertain or failed e-mail deliveries can be resent; this one is ${delivery.status}`,
    );
  }
  throw DomainError.invalidTransition(
    `An e-mail delivery that is ${delivery.status} cannot take the event ${event.type}`,
  );
}
