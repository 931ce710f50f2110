import { DomainError, FieldErrorCollector } from '@faktura/domain';
import { canRemindInvoice, checkReminderDates, reminderFee } from './invoice-reminder.rules';

const invoice = (status: string, extra: { reversed?: boolean; is_reversal?: boolean } = {}) => ({
  status,
  reversed: false,
  is_reversal: false,
  ...extra,
});

describe('canRemindInvoice', () => {
  it.each(['created', 'sent', 'overdue', 'partially_paid', 'ignored'])('allows %s', (status) => {
    expect(canRemindInvoice(invoice(status))).toEqual({ ok: true });
  });

  it.each([
    invoice('draft'),
    invoice('paid'),
    invoice('sent', { reversed: true }),
    invoice('sent', { is_reversal: true }),
  ])('refuses %o as a rule violation', (refused) => {
    const check = canRemindInvoice(refused);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.error.code).toBe('rule_violation');
  });
});

describe('checkReminderDates', () => {
  const errorsOf = (date: string, dueDate: string) => {
    const errors = new FieldErrorCollector();
    checkReminderDates(date, dueDate, errors);
    try {
      errors.throwIfAny();
      return {};
    } catch (error) {
      if (!DomainError.is(error)) throw error;
      return error.fieldErrors;
    }
  };

  it('accepts a due date on or after the date and names due_date otherwise', () => {
    expect(errorsOf('2026-06-10', '2026-06-10')).toEqual({});
    expect(errorsOf('2026-06-10', '2027-01-01')).toEqual({});
    expect(errorsOf('2026-06-10', '2026-06-09')).toEqual({
      due_date: ['must not be before date'],
    });
  });
});

describe('reminderFee', () => {
  it("rounds half up to the currency's minor unit", () => {
    expect(reminderFee(12.345, 'EUR').toString()).toBe('12.35');
    expect(reminderFee(0.1, 'EUR').plus(reminderFee(0.2, 'EUR')).toString()).toBe('0.3');
    expect(reminderFee(500.5, 'JPY').toString()).toBe('501');
    expect(reminderFee(0, 'CHF').toString()).toBe('0');
  });

  it('refuses negative and oversized fees on the fee field', () => {
    for (const fee of [-0.01, 1e16]) {
      let error: unknown;
      try {
        reminderFee(fee, 'EUR');
      } catch (caught) {
        error = caught;
      }
      expect(DomainError.is(error) && Object.keys(error.fieldErrors)).toEqual(['fee']);
    }
  });
});
