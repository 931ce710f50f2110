import { DomainError } from './domain-error.js';
import { INVOICE_STATUSES, InvoiceStatus } from './invoice-status.machine.js';
import {
  assertRule,
  canDeleteInvoice,
  canEditInvoicePositions,
  initialInvoiceState,
  isLocked,
} from './invoice.rules.js';

describe('initialInvoiceState', () => {
  it('defaults to a regular, unlocked created invoice', () => {
    expect(initialInvoiceState()).toEqual({
      status: 'created',
      locked: false,
      ever_sent: false,
      reversed: false,
      is_reversal: false,
    });
    expect(initialInvoiceState({ status: null }).status).toBe('created');
  });

  it('creates drafts on request', () => {
    expect(initialInvoiceState({ status: 'draft' }).status).toBe('draft');
  });

  it.each(['sent', 'paid', 'bogus'])('refuses %s as the initial status', (status) => {
    expect(() => initialInvoiceState({ status })).toThrow(
      expect.objectContaining({
        code: 'validation_failed',
        fieldErrors: { status: [expect.any(String)] },
      }),
    );
  });

  it('creates reversal invoices locked and never as drafts', () => {
    expect(initialInvoiceState({ is_reversal: true })).toMatchObject({
      is_reversal: true,
      locked: true,
    });
    expect(() => initialInvoiceState({ status: 'draft', is_reversal: true })).toThrow(
      expect.objectContaining({ code: 'rule_violation' }),
    );
  });
});

describe('isLocked', () => {
  it.each<[InvoiceStatus, boolean, boolean]>([
    ['created', false, false],
    ['created', true, true],
    ['sent', false, false],
    ['paid', false, true],
    ['partially_paid', false, true],
    ['draft', false, false],
  ])('%s with locked=%p -> %p', (status, locked, expected) => {
    expect(isLocked({ status, locked })).toBe(expected);
  });
});

describe('canDeleteInvoice', () => {
  it.each([undefined, null, '', '   '])('deletes a draft without reason (%p)', (reason) => {
    expect(canDeleteInvoice({ status: 'draft' }, reason)).toEqual({ ok: true });
  });

  const regular = INVOICE_STATUSES.filter((s) => s !== 'draft');
  it.each(regular)('%s needs a non-blank reason', (status) => {
    for (const reason of [undefined, null, '', ' \n ']) {
      const check = canDeleteInvoice({ status }, reason);
      expect(check.ok).toBe(false);
      if (!check.ok) {
        expect(check.error.code).toBe('validation_failed');
        expect(Object.keys(check.error.fieldErrors)).toEqual(['reason']);
      }
    }
    expect(canDeleteInvoice({ status }, 'Duplicate')).toEqual({ ok: true });
  });
});

describe('canEditInvoicePositions', () => {
  it('allows editing unlocked invoices and refuses locked ones', () => {
    expect(canEditInvoicePositions({ status: 'created', locked: false })).toEqual({ ok: true });
    const check = canEditInvoicePositions({ status: 'sent', locked: true });
    expect(check.ok || check.error.code).toBe('rule_violation');
  });
});

describe('assertRule', () => {
  it('throws the error of a failed check only', () => {
    expect(() => assertRule({ ok: true })).not.toThrow();
    const error = DomainError.rule('no');
    expect(() => assertRule({ ok: false, error })).toThrow(error);
  });
});
