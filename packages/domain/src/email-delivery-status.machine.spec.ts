import fc from 'fast-check';
import {
  EMAIL_DELIVERY_STATUSES,
  EmailDeliveryEvent,
  EmailDeliveryStatus,
  emailDeliveryStatusesBefore,
  emailDeliveryTransition,
  initialEmailDeliveryState,
  isEmailDeliveryStatus,
} from './email-delivery-status.machine.js';

const EVENTS: EmailDeliveryEvent['type'][] = [
  'attempt_started',
  'accepted',
  'not_delivered',
  'connection_lost',
  'given_up',
  'resend',
];

// Each event's result from each status; `null` = refused.
const TABLE: Record<
  EmailDeliveryEvent['type'],
  Record<EmailDeliveryStatus, EmailDeliveryStatus | null>
> = {
  attempt_started: {
    queued: 'sending',
    sending: 'sending',
    sent: null,
    uncertain: null,
    failed: null,
  },
  accepted: { queued: 'sent', sending: 'sent', sent: 'sent', uncertain: 'sent', failed: 'sent' },
  not_delivered: { queued: null, sending: 'queued', sent: null, uncertain: null, failed: null },
  connection_lost: {
    queued: null,
    sending: 'uncertain',
    sent: null,
    uncertain: null,
    failed: null,
  },
  given_up: { queued: 'failed', sending: 'failed', sent: null, uncertain: null, failed: null },
  resend: { queued: null, sending: null, sent: null, uncertain: 'queued', failed: 'queued' },
};

describe('emailDeliveryTransition', () => {
  const cases = EVENTS.flatMap((event) =>
    EMAIL_DELIVERY_STATUSES.map((from) => [event, from, TABLE[event][from]] as const),
  );

  it.each(cases)('%s from %s -> %s', (event, from, to) => {
    const apply = () => emailDeliveryTransition({ status: from }, { type: event });
    if (to === null) {
      const code = event === 'resend' ? 'rule_violation' : 'invalid_transition';
      expect(apply).toThrow(expect.objectContaining({ code }));
    } else {
      expect(apply()).toEqual({ status: to });
    }
  });

  it('names the status when a resend is refused', () => {
    expect(() => emailDeliveryTransition({ status: 'sent' }, { type: 'resend' })).toThrow(
      'Only uncertain or failed e-mail deliveries can be resent; this one is sent',
    );
  });

  it('starts queued', () => {
    expect(initialEmailDeliveryState()).toEqual({ status: 'queued' });
  });

  it('fences each event with exactly the statuses it accepts', () => {
    for (const event of EVENTS) {
      const allowed = EMAIL_DELIVERY_STATUSES.filter((from) => TABLE[event][from] !== null);
      expect([...emailDeliveryStatusesBefore(event)].sort()).toEqual([...allowed].sort());
    }
  });

  it('never leaves the known statuses and only `accepted` reaches `sent`', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EMAIL_DELIVERY_STATUSES),
        fc.array(fc.constantFrom(...EVENTS), { maxLength: 20 }),
        (start, events) => {
          let state = { status: start };
          for (const type of events) {
            let next;
            try {
              next = emailDeliveryTransition(state, { type });
            } catch {
              continue;
            }
            expect(isEmailDeliveryStatus(next.status)).toBe(true);
            if (next.status === 'sent' && state.status !== 'sent') expect(type).toBe('accepted');
            state = next;
          }
        },
      ),
    );
  });
});
