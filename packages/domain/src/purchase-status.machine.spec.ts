import fc from 'fast-check';
import {
  approvalRequestTransition,
  ApprovalRequestState,
  PURCHASE_STATUSES,
  PurchaseEvent,
  approvalStatus,
  canDeletePurchase,
  initialPurchaseState,
  isPurchasePartiallyPaid,
  isPurchaseStatus,
  purchaseTransition,
} from './purchase-status.machine.js';

describe('purchaseTransition', () => {
  const table = PURCHASE_STATUSES.flatMap((from) =>
    PURCHASE_STATUSES.map((to) => [from, to] as const),
  );
  it.each(table)('%s -> %s', (from, to) => {
    expect(purchaseTransition({ status: from }, { type: 'update_status', status: to })).toEqual({
      status: to,
    });
  });

  it.each(['deleted', '', 'Pending'])('refuses %p', (status) => {
    expect(() =>
      purchaseTransition({ status: 'pending' }, { type: 'update_status', status }),
    ).toThrow(expect.objectContaining({ code: 'validation_failed' }));
  });

  it.each(['pending', 'archived'] as const)(
    "takes the reference's legacy 'approved' as archived, from %s",
    (from) => {
      expect(
        purchaseTransition({ status: from }, { type: 'update_status', status: 'approved' }),
      ).toEqual({ status: 'archived' });
    },
  );

  it('refuses unknown events', () => {
    const event = { type: 'approve' } as unknown as PurchaseEvent;
    expect(() => purchaseTransition({ status: 'pending' }, event)).toThrow(
      expect.objectContaining({ code: 'invalid_transition' }),
    );
  });

  it('property: any sequence of status strings keeps a valid status', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...PURCHASE_STATUSES), fc.string())),
        (targets) => {
          let purchase = { status: 'pending' as const } as { status: 'pending' | 'archived' };
          for (const status of targets) {
            try {
              purchase = purchaseTransition(purchase, { type: 'update_status', status });
            } catch {
              // refused moves leave the purchase as it was
            }
            expect(isPurchaseStatus(purchase.status)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('isPurchasePartiallyPaid', () => {
  it.each([
    [[], '1190', false],
    [['100'], '1190', true],
    [['1189.99'], '1190', true],
    [['1190'], '1190', false],
    [['1000', '190'], '1190', false],
    [['1300'], '1190', false],
    [['100', '-100'], '1190', false],
    [['-100'], '1190', false],
    [['-50'], '-119', true],
    [['-119'], '-119', false],
    [['50'], '-119', false],
    [['10'], '0', false],
  ])('payments %j of a gross total of %s: %s', (payments, gross, expected) => {
    expect(isPurchasePartiallyPaid(payments, gross)).toBe(expected);
  });

  it('property: partial exactly when the paid share is strictly between none and all', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -100_000, max: 100_000 }), { maxLength: 5 }),
        fc.integer({ min: -100_000, max: 100_000 }),
        (cents, grossCents) => {
          const paid = cents.reduce((sum, value) => sum + value, 0);
          const sign = grossCents < 0 ? -1 : 1;
          const expected = cents.length > 0 && sign * paid > 0 && sign * paid < sign * grossCents;
          const amounts = cents.map((value) => (value / 100).toFixed(2));
          expect(isPurchasePartiallyPaid(amounts, (grossCents / 100).toFixed(2))).toBe(expected);
        },
      ),
    );
  });
});

describe('approvalStatus', () => {
  it.each<[ApprovalRequestState[], string]>([
    [[], 'none'],
    [['approved'], 'approved'],
    [['approved', 'approved'], 'approved'],
    [['denied'], 'denied'],
    [['approved', 'denied'], 'denied'],
    [['pending'], 'pending'],
    [['denied', 'pending'], 'pending'],
    [['approved', 'pending', 'denied'], 'pending'],
  ])('%p -> %s', (requests, expected) => {
    expect(approvalStatus(requests)).toBe(expected);
  });

  it('does not depend on the order of the requests', () => {
    const requestArb = fc.array(
      fc.constantFrom<ApprovalRequestState>('approved', 'denied', 'pending'),
    );
    fc.assert(
      fc.property(requestArb, (requests) => {
        expect(approvalStatus([...requests].reverse())).toBe(approvalStatus(requests));
      }),
    );
  });
});

describe('approvalRequestTransition', () => {
  it('approves or denies a pending request', () => {
    expect(approvalRequestTransition('pending', 'approve')).toBe('approved');
    expect(approvalRequestTransition('pending', 'deny')).toBe('denied');
  });

  it.each(['approved', 'denied'] as const)('refuses to decide a %s request again', (state) => {
    for (const decision of ['approve', 'deny'] as const) {
      expect(() => approvalRequestTransition(state, decision)).toThrow(
        expect.objectContaining({ code: 'invalid_transition' }),
      );
    }
  });
});

describe('canDeletePurchase', () => {
  it.each([
    ['pending', 0, true],
    ['pending', 1, false],
    ['archived', 0, false],
    ['archived', 2, false],
  ] as const)('%s with %i payments -> %p', (status, payments, ok) => {
    const check = canDeletePurchase({ status, payment_count: payments });
    expect(check.ok).toBe(ok);
    if (!check.ok) expect(check.error.code).toBe('rule_violation');
  });

  it('refuses a purchase whose SEPA transfer is on its way', () => {
    const check = canDeletePurchase({
      status: 'pending',
      payment_count: 0,
      transfer_pending: true,
    });
    expect(check.ok).toBe(false);
  });
});

describe('initialPurchaseState', () => {
  it('starts a purchase pending when no status is sent', () => {
    expect(initialPurchaseState()).toEqual({ status: 'pending' });
  });

  it('takes a sent status exactly as update_status from pending would', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom('pending', 'archived', 'approved', 'Pending', ''), fc.string()),
        (status) => {
          let expected: unknown;
          try {
            expected = purchaseTransition({ status: 'pending' }, { type: 'update_status', status });
          } catch (error) {
            expect(() => initialPurchaseState(status)).toThrow(error as Error);
            return;
          }
          expect(initialPurchaseState(status)).toEqual(expected);
        },
      ),
    );
  });
});
