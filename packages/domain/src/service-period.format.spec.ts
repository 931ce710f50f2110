import { DomainError } from './domain-error.js';
import { formatServicePeriod } from './service-period.format.js';

describe('formatServicePeriod', () => {
  it('prints a whole calendar month as MM/YYYY, leap years included', () => {
    expect(formatServicePeriod('2026-03-01', '2026-03-31')).toBe('03/2026');
    expect(formatServicePeriod('2028-02-01', '2028-02-29')).toBe('02/2028');
    expect(formatServicePeriod('2026-11-01', '2026-11-30')).toBe('11/2026');
  });

  it('prints every other span as a date range', () => {
    expect(formatServicePeriod('2026-02-01', '2026-02-27')).toBe('01.02.2026 - 27.02.2026');
    expect(formatServicePeriod('2026-03-02', '2026-03-31')).toBe('02.03.2026 - 31.03.2026');
    expect(formatServicePeriod('2026-01-01', '2026-02-28')).toBe('01.01.2026 - 28.02.2026');
    expect(formatServicePeriod('2026-05-04', '2026-05-04')).toBe('04.05.2026 - 04.05.2026');
  });

  it('refuses a period that ends before it starts, naming the field', () => {
    try {
      formatServicePeriod('2026-03-31', '2026-03-01');
      throw new Error('no error');
    } catch (error) {
      expect(DomainError.is(error)).toBe(true);
      expect((error as DomainError).fieldErrors).toEqual({
        service_period_to: ['must not be before service_period_from'],
      });
    }
  });
});
