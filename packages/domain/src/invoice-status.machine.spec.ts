import fc from 'fast-check';
import { DomainError } from './domain-error.js';
import {
  INVOICE_STATUSES,
  InvoiceEvent,
  InvoiceState,
  InvoiceStatus,
  invoiceTransition,
  isInvoiceStatus,
} from './invoice-status.machine.js';
import { initialInvoiceState } from './invoice.rules.js';

const REGULAR = INVOICE_STATUSES.filter((s) => s !== 'draft');
const state = (status: InvoiceStatus, extra: Partial<InvoiceState> = {}): InvoiceState => ({
  status,
  locked: false,
  ever_sent: false,
  reversed: false,
  is_reversal: false,
  ...extra,
});
const refused = (code = 'invalid_transition') => expect.objectContaining({ code });

describe('invoiceTransition: update_status', () => {
  const allowed = REGULAR.flatMap((from) =>
    (['created', 'overdue', 'ignored'] as const).map((to) => [from, to] as const),
  );
  it.each(allowed)('%s -> %s', (from, to) => {
    expect(invoiceTransition(state(from), { type: 'update_status', status: to })).toEqual(
      state(to),
    );
  });

  it.each(REGULAR)('%s -> sent marks the invoice sent and locks it', (from) => {
    expect(invoiceTransition(state(from), { type: 'update_status', status: 'sent' })).toEqual(
      state('sent', { ever_sent: true, locked: true }),
    );
  });

  const forbidden = REGULAR.flatMap((from) =>
    (['paid', 'partially_paid', 'draft'] as const).map((to) => [from, to] as const),
  );
  it.each(forbidden)('%s -> %s is refused', (from, to) => {
    expect(() => invoiceTransition(state(from), { type: 'update_status', status: to })).toThrow(
      refused(),
    );
  });

  it.each(INVOICE_STATUSES)('a draft refuses update_status to %s', (to) => {
    expect(() => invoiceTransition(state('draft'), { type: 'update_status', status: to })).toThrow(
      expect.objectContaining({
        code: 'invalid_transition',
        message: expect.stringMatching(/draft/),
      }),
    );
  });

  it('refuses unknown statuses as a validation error on status', () => {
    expect(() =>
      invoiceTransition(state('sent'), { type: 'update_status', status: 'gone' }),
    ).toThrow(
      expect.objectContaining({
        code: 'validation_failed',
        fieldErrors: { status: [expect.any(String)] },
      }),
    );
  });
});

describe('invoiceTransition: sent_by_email', () => {
  it('moves created to sent, marks it sent and locks it', () => {
    expect(invoiceTransition(state('created'), { type: 'sent_by_email' })).toEqual(
      state('sent', { ever_sent: true, locked: true }),
    );
  });

  it.each(REGULAR.filter((s) => s !== 'created'))(
    'keeps %s but marks it sent and locked',
    (from) => {
      expect(invoiceTransition(state(from), { type: 'sent_by_email' })).toEqual(
        state(from, { ever_sent: true, locked: true }),
      );
    },
  );

  it('refuses to send a draft', () => {
    expect(() => invoiceTransition(state('draft'), { type: 'sent_by_email' })).toThrow(refused());
  });
});

describe('invoiceTransition: payments_changed', () => {
  const pay = (paid: number | string, gross: number | string = 100): InvoiceEvent => ({
    type: 'payments_changed',
    paid_total: paid,
    gross_total: gross,
  });

  it.each(REGULAR)('%s with part paid -> partially_paid, locked', (from) => {
    expect(invoiceTransition(state(from), pay(40))).toEqual(
      state('partially_paid', { locked: true }),
    );
  });

  it.each(REGULAR.flatMap((from) => [[from, 100] as const, [from, 120] as const]))(
    '%s with %i of 100 paid -> paid, locked',
    (from, paid) => {
      expect(invoiceTransition(state(from), pay(paid))).toEqual(state('paid', { locked: true }));
    },
  );

  it.each(['paid', 'partially_paid'] as const)(
    '%s with nothing paid -> sent when it was sent',
    (from) => {
      const sent = state(from, { ever_sent: true, locked: true });
      expect(invoiceTransition(sent, pay(0))).toEqual(
        state('sent', { ever_sent: true, locked: true }),
      );
    },
  );

  it.each(['paid', 'partially_paid'] as const)(
    '%s with nothing paid -> created when never sent',
    (from) => {
      expect(invoiceTransition(state(from, { locked: true }), pay(0))).toEqual(
        state('created', { locked: true }),
      );
    },
  );

  it.each(['created', 'sent', 'overdue', 'ignored'] as const)(
    '%s with nothing paid is kept',
    (from) => {
      expect(invoiceTransition(state(from), pay(0))).toEqual(state(from));
    },
  );

  it('compares by magnitude for negative (reversal) invoices', () => {
    expect(invoiceTransition(state('created'), pay(-40, -100)).status).toBe('partially_paid');
    expect(invoiceTransition(state('created'), pay('-100', '-100')).status).toBe('paid');
  });

  it('refuses payments on a draft', () => {
    expect(() => invoiceTransition(state('draft'), pay(10))).toThrow(refused());
  });

  it('rejects non-numeric sums', () => {
    expect(() => invoiceTransition(state('sent'), pay('x'))).toThrow(refused('validation_failed'));
  });
});

describe('invoiceTransition: due_date_passed', () => {
  const expected: Record<InvoiceStatus, InvoiceStatus> = {
    draft: 'draft',
    created: 'overdue',
    sent: 'overdue',
    partially_paid: 'partially_paid',
    paid: 'paid',
    overdue: 'overdue',
    ignored: 'ignored',
  };
  it.each(INVOICE_STATUSES)('%s', (from) => {
    expect(invoiceTransition(state(from), { type: 'due_date_passed' })).toEqual(
      state(expected[from]),
    );
  });

  it.each(['created', 'sent'] as const)('keeps a reversed or reversal invoice %s', (from) => {
    for (const extra of [
      { reversed: true, locked: true },
      { is_reversal: true, locked: true },
    ]) {
      expect(invoiceTransition(state(from, extra), { type: 'due_date_passed' })).toEqual(
        state(from, extra),
      );
    }
  });
});

describe('invoiceTransition: reversed', () => {
  it.each(REGULAR)('%s can be reversed once, which locks it', (from) => {
    const reversed = invoiceTransition(state(from), { type: 'reversed' });
    expect(reversed).toEqual(state(from, { reversed: true, locked: true }));
    expect(() => invoiceTransition(reversed, { type: 'reversed' })).toThrow(refused());
  });

  it('refuses drafts and reversal invoices', () => {
    expect(() => invoiceTransition(state('draft'), { type: 'reversed' })).toThrow(refused());
    expect(() =>
      invoiceTransition(state('created', { is_reversal: true }), { type: 'reversed' }),
    ).toThrow(refused());
  });
});

describe('invoiceTransition: general', () => {
  it('refuses unknown events', () => {
    expect(() =>
      invoiceTransition(state('sent'), { type: 'x' } as unknown as InvoiceEvent),
    ).toThrow(refused());
  });

  it('does not mutate its input', () => {
    const invoice = Object.freeze(state('created'));
    invoiceTransition(invoice, { type: 'sent_by_email' });
    expect(invoice).toEqual(state('created'));
  });

  const eventArb: fc.Arbitrary<InvoiceEvent> = fc.oneof(
    fc.record({
      type: fc.constant('update_status' as const),
      status: fc.oneof(fc.constantFrom<string>(...INVOICE_STATUSES), fc.string()),
    }),
    fc.constant({ type: 'sent_by_email' as const }),
    fc.record({
      type: fc.constant('payments_changed' as const),
      paid_total: fc.integer({ min: -200, max: 300 }),
      gross_total: fc.integer({ min: -200, max: 300 }),
    }),
    fc.constant({ type: 'due_date_passed' as const }),
    fc.constant({ type: 'reversed' as const }),
  );

  it('property: random sequences keep a valid status, never cross the draft line, never unlock', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('draft', 'created'),
        fc.boolean(),
        fc.array(eventArb),
        (status, reversal, events) => {
          let invoice = initialInvoiceState({
            status,
            is_reversal: reversal && status === 'created',
          });
          const startedAsDraft = invoice.status === 'draft';
          for (const event of events) {
            const before = invoice;
            try {
              invoice = invoiceTransition(invoice, event);
            } catch (error) {
              expect(DomainError.is(error)).toBe(true);
            }
            expect(isInvoiceStatus(invoice.status)).toBe(true);
            expect(invoice.status === 'draft').toBe(startedAsDraft);
            if (before.locked) expect(invoice.locked).toBe(true);
            if (before.reversed) expect(invoice.reversed).toBe(true);
            if (before.ever_sent) expect(invoice.ever_sent).toBe(true);
            expect(invoice.is_reversal).toBe(before.is_reversal);
            if (invoice.status === 'paid' || invoice.status === 'partially_paid') {
              expect(invoice.locked).toBe(true);
            }
          }
        },
      ),
    );
  });
});
