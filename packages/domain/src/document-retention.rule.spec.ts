import { RETENTION_YEARS, retentionExpired, retentionUntil } from './document-retention.rule.js';

describe('retentionUntil', () => {
  it('keeps invoices, reminders and timesheets 8 years from the end of the document year', () => {
    expect(retentionUntil('invoice', '2026-03-05')).toBe('2034-12-31');
    expect(retentionUntil('invoice_reminder', '2026-12-31')).toBe('2034-12-31');
    expect(retentionUntil('invoice_timesheet', '2026-01-01')).toBe('2034-12-31');
  });

  it('keeps offers and confirmations 6 years (Handelsbriefe)', () => {
    expect(retentionUntil('offer', '2025-07-14')).toBe('2031-12-31');
    expect(retentionUntil('offer_confirmation', '2025-01-01')).toBe('2031-12-31');
  });

  it('keeps bookkeeping exports 10 years', () => {
    expect(retentionUntil('bookkeeping_export', '2026-12-06')).toBe('2036-12-31');
  });

  it('counts every document of one calendar year to the same day', () => {
    const days = ['2027-01-01', '2027-06-30', '2027-12-31'].map((d) =>
      retentionUntil('invoice', d),
    );
    expect(new Set(days)).toEqual(new Set(['2035-12-31']));
    expect(retentionUntil('invoice', '2028-01-01')).toBe('2036-12-31');
  });

  it('has a period for every kind', () => {
    expect(RETENTION_YEARS).toEqual({
      invoice: 8,
      invoice_reminder: 8,
      invoice_timesheet: 8,
      offer: 6,
      offer_confirmation: 6,
      bookkeeping_export: 10,
    });
  });

  it('refuses what is not a date', () => {
    expect(() => retentionUntil('invoice', '05.03.2026')).toThrow(/YYYY-MM-DD/);
  });
});

describe('retentionExpired', () => {
  it('keeps a record through its last day and frees it the day after', () => {
    expect(retentionExpired('2034-12-31', '2034-12-31')).toBe(false);
    expect(retentionExpired('2034-12-31', '2035-01-01')).toBe(true);
    expect(retentionExpired('2034-12-31', '2030-05-01')).toBe(false);
  });
});
