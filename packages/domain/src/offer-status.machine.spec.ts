import fc from 'fast-check';
import { DomainError } from './domain-error.js';
import {
  OFFER_STATUSES,
  OfferEvent,
  OfferStatus,
  initialOfferState,
  isOfferStatus,
  offerTransition,
} from './offer-status.machine.js';

const move = (from: OfferStatus, event: OfferEvent) =>
  offerTransition({ status: from }, event).status;

describe('offerTransition', () => {
  describe('update_status sets any of the six statuses from any status', () => {
    const table = OFFER_STATUSES.flatMap((from) => OFFER_STATUSES.map((to) => [from, to] as const));
    it.each(table)('%s -> %s', (from, to) => {
      expect(move(from, { type: 'update_status', status: to })).toBe(to);
    });

    it.each(['paid', '', 'CREATED', 'draft'])('refuses the unknown status %p', (status) => {
      expect(() => move('created', { type: 'update_status', status })).toThrow(
        expect.objectContaining({
          code: 'validation_failed',
          fieldErrors: { status: [expect.any(String)] },
        }),
      );
    });
  });

  const cases: Array<[string, OfferEvent, Record<OfferStatus, OfferStatus>]> = [
    [
      'sent_by_email',
      { type: 'sent_by_email' },
      {
        created: 'sent',
        sent: 'sent',
        accepted: 'accepted',
        partially_billed: 'partially_billed',
        billed: 'billed',
        archived: 'archived',
      },
    ],
    [
      'customer_approved',
      { type: 'customer_approved' },
      {
        created: 'accepted',
        sent: 'accepted',
        accepted: 'accepted',
        partially_billed: 'partially_billed',
        billed: 'billed',
        archived: 'archived',
      },
    ],
    [
      'confirmed',
      { type: 'confirmed' },
      {
        created: 'accepted',
        sent: 'accepted',
        accepted: 'accepted',
        partially_billed: 'partially_billed',
        billed: 'billed',
        archived: 'archived',
      },
    ],
    [
      'billed (full)',
      { type: 'billed', partial: false },
      {
        created: 'billed',
        sent: 'billed',
        accepted: 'billed',
        partially_billed: 'billed',
        billed: 'billed',
        archived: 'billed',
      },
    ],
    [
      'billed (partial)',
      { type: 'billed', partial: true },
      {
        created: 'partially_billed',
        sent: 'partially_billed',
        accepted: 'partially_billed',
        partially_billed: 'partially_billed',
        billed: 'billed',
        archived: 'partially_billed',
      },
    ],
  ];
  describe.each(cases)('%s', (_name, event, expected) => {
    it.each(OFFER_STATUSES)('from %s', (from) => {
      expect(move(from, event)).toBe(expected[from]);
    });
  });

  it('refuses unknown events with invalid_transition', () => {
    expect(() =>
      offerTransition({ status: 'created' }, { type: 'nope' } as unknown as OfferEvent),
    ).toThrow(expect.objectContaining({ code: 'invalid_transition' }));
  });

  it('does not mutate its input', () => {
    const offer = Object.freeze({ status: 'created' as const });
    expect(offerTransition(offer, { type: 'sent_by_email' })).toEqual({ status: 'sent' });
  });

  it('property: random event sequences always end in a valid status', () => {
    const eventArb: fc.Arbitrary<OfferEvent> = fc.oneof(
      fc.record({
        type: fc.constant('update_status' as const),
        status: fc.oneof(fc.constantFrom(...OFFER_STATUSES), fc.string()),
      }),
      fc.constant({ type: 'sent_by_email' as const }),
      fc.constant({ type: 'customer_approved' as const }),
      fc.constant({ type: 'confirmed' as const }),
      fc.record({ type: fc.constant('billed' as const), partial: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...OFFER_STATUSES), fc.array(eventArb), (start, events) => {
        let state = { status: start };
        for (const event of events) {
          try {
            state = offerTransition(state, event);
          } catch (error) {
            expect(DomainError.is(error)).toBe(true);
          }
          expect(isOfferStatus(state.status)).toBe(true);
        }
      }),
    );
  });
});

describe('initialOfferState', () => {
  it('starts every offer as created, from where sending moves it on', () => {
    expect(initialOfferState()).toEqual({ status: 'created' });
    expect(offerTransition(initialOfferState(), { type: 'sent_by_email' })).toEqual({
      status: 'sent',
    });
  });
});
