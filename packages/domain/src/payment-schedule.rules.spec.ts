import { DomainError } from './domain-error.js';
import { Decimal } from './money.js';
import {
  checkPaymentScheduleChange,
  checkPaymentScheduleDeletion,
  paymentScheduleNetTotal,
} from './payment-schedule.rules.js';

/** The field errors (or the rule message) `work` throws. */
function refusal(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    if (DomainError.is(error))
      return error.code === 'validation_failed' ? error.fieldErrors : error.message;
    throw error;
  }
  throw new Error('no error thrown');
}

const BILLED = { billed: true, date: '2026-12-01', netTotal: '1000.0000' };

describe('paymentScheduleNetTotal', () => {
  it("rounds the net total to the project's currency", () => {
    expect(paymentScheduleNetTotal({ netTotal: 1000.005 }, 'EUR')?.toString()).toBe('1000.01');
    expect(paymentScheduleNetTotal({ netTotal: '1234.5' }, 'JPY')?.toString()).toBe('1235');
    expect(paymentScheduleNetTotal({ netTotal: -250 }, 'CHF')?.toString()).toBe('-250');
  });

  it('answers null when no net total was sent, and accepts the project currency', () => {
    expect(paymentScheduleNetTotal({ currency: 'EUR' }, 'EUR')).toBeNull();
    expect(paymentScheduleNetTotal({ netTotal: 5, currency: 'EUR' }, 'EUR')?.toString()).toBe('5');
  });

  it("refuses another currency than the project's, naming the project's", () => {
    expect(refusal(() => paymentScheduleNetTotal({ netTotal: 5, currency: 'USD' }, 'EUR'))).toEqual(
      { currency: ["must be EUR: a payment schedule is always in its project's currency"] },
    );
  });

  it('refuses an amount past the limit', () => {
    expect(refusal(() => paymentScheduleNetTotal({ netTotal: '1e16' }, 'EUR'))).toEqual({
      net_total: ['is too large'],
    });
  });
});

describe('checkPaymentScheduleChange', () => {
  it('lets an unbilled schedule change anything', () => {
    const unbilled = { ...BILLED, billed: false };
    expect(() =>
      checkPaymentScheduleChange(unbilled, { date: '2027-01-01', netTotal: new Decimal(5) }),
    ).not.toThrow();
  });

  it('keeps date and net total of a billed schedule, accepting the same values again', () => {
    expect(() =>
      checkPaymentScheduleChange(BILLED, { date: '2026-12-01', netTotal: new Decimal(1000) }),
    ).not.toThrow();
    expect(() => checkPaymentScheduleChange(BILLED, {})).not.toThrow();
    expect(
      refusal(() =>
        checkPaymentScheduleChange(BILLED, { date: '2026-12-02', netTotal: new Decimal(999) }),
      ),
    ).toEqual({
      date: ['cannot change: the payment schedule is billed'],
      net_total: ['cannot change: the payment schedule is billed'],
    });
  });
});

describe('checkPaymentScheduleDeletion', () => {
  it('refuses to delete a billed schedule only', () => {
    expect(() => checkPaymentScheduleDeletion({ billed: false })).not.toThrow();
    expect(refusal(() => checkPaymentScheduleDeletion({ billed: true }))).toBe(
      'A billed payment schedule cannot be deleted',
    );
  });
});
