import { DomainError } from '../domain-error.js';
import { datevFiscalYearStart, isWithinFiscalYear } from './datev-fiscal-year.rules.js';

describe('the fiscal year of a DATEV batch', () => {
  it('begins on the first of the first month at or before the date', () => {
    expect(datevFiscalYearStart('2026-11-15', 1)).toBe('2026-01-01');
    expect(datevFiscalYearStart('2026-11-15', 7)).toBe('2026-07-01');
    expect(datevFiscalYearStart('2027-03-01', 7)).toBe('2026-07-01');
    expect(datevFiscalYearStart('2026-07-01', 7)).toBe('2026-07-01');
    expect(() => datevFiscalYearStart('2026-11-15', 13)).toThrow(DomainError);
    expect(() => datevFiscalYearStart('15.11.2026', 1)).toThrow(DomainError);
  });

  it('holds a range only inside it', () => {
    expect(isWithinFiscalYear('2026-01-01', '2026-01-01', '2026-12-31')).toBe(true);
    expect(isWithinFiscalYear('2026-07-01', '2026-12-01', '2027-06-30')).toBe(true);
    expect(isWithinFiscalYear('2026-07-01', '2026-06-30', '2026-07-31')).toBe(false);
    expect(isWithinFiscalYear('2026-01-01', '2026-12-01', '2027-01-01')).toBe(false);
  });
});
