import { DomainError } from './domain-error.js';
import {
  checkRecurrenceSpan,
  rescheduledRecurrence,
  servicePeriodDirectionOf,
} from './recurring-expense.rules.js';

const fieldsOf = (work: () => unknown): string[] => {
  try {
    work();
  } catch (error) {
    if (DomainError.is(error)) return Object.keys(error.fieldErrors);
    throw error;
  }
  return [];
};

describe('servicePeriodDirectionOf', () => {
  it('takes the direction as sent, and none when neither field is sent', () => {
    expect(servicePeriodDirectionOf({ service_period_direction: 'none' })).toBe('none');
    expect(servicePeriodDirectionOf({ service_period_direction: 'backward' })).toBe('backward');
    expect(servicePeriodDirectionOf({})).toBeUndefined();
  });

  it('reads the deprecated billing_in_advance: true is forward, false is backward', () => {
    expect(servicePeriodDirectionOf({ billing_in_advance: true })).toBe('forward');
    expect(servicePeriodDirectionOf({ billing_in_advance: false })).toBe('backward');
  });

  it('accepts both when they agree', () => {
    const input = { service_period_direction: 'forward', billing_in_advance: true } as const;
    expect(servicePeriodDirectionOf(input)).toBe('forward');
  });

  it('refuses both when they contradict, naming billing_in_advance', () => {
    for (const input of [
      { service_period_direction: 'backward', billing_in_advance: true },
      { service_period_direction: 'none', billing_in_advance: false },
    ] as const) {
      expect(fieldsOf(() => servicePeriodDirectionOf(input))).toEqual(['billing_in_advance']);
    }
  });
});

describe('checkRecurrenceSpan', () => {
  it('accepts no finish, a finish on the start and one after it', () => {
    for (const finish of [null, '2026-01-31', '2027-01-01']) {
      expect(fieldsOf(() => checkRecurrenceSpan('2026-01-31', finish))).toEqual([]);
    }
  });

  it('refuses a finish before the start, naming finish_date', () => {
    expect(fieldsOf(() => checkRecurrenceSpan('2026-01-31', '2026-01-30'))).toEqual([
      'finish_date',
    ]);
  });
});

describe('rescheduledRecurrence', () => {
  it('starts on the new start while no period was created', () => {
    expect(rescheduledRecurrence('2026-03-15', 'monthly', null)).toBe('2026-03-15');
  });

  it('continues the new series after the last period created', () => {
    expect(rescheduledRecurrence('2026-01-31', 'monthly', '2026-03-31')).toBe('2026-04-30');
    expect(rescheduledRecurrence('2026-01-01', 'weekly', '2026-03-31')).toBe('2026-04-02');
    expect(rescheduledRecurrence('2026-01-15', 'quarterly', '2026-01-15')).toBe('2026-04-15');
  });

  it('never goes back to the start once a later period was created', () => {
    expect(rescheduledRecurrence('2026-01-01', 'annual', '2026-06-30')).toBe('2027-01-01');
  });
});
