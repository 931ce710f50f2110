import { DomainError } from '../domain-error.js';
import { BASE_RATES, baseRateOn, parseBaseRates } from './base-rates.table.js';
import { defaultInterest } from './default-interest.js';

const across = { amount: '1000.00', currency: 'EUR', dueDate: '2024-06-15', until: '2024-07-15' };

describe('defaultInterest', () => {
  it('splits a stretch spanning two base-rate periods and counts each with its rate (business)', () => {
    const interest = defaultInterest({ ...across, business: true });
    expect(interest.segments.map((s) => [s.from, s.to, s.days, s.rate.toString()])).toEqual([
      ['2024-06-16', '2024-06-30', 15, '12.62'],
      ['2024-07-01', '2024-07-15', 15, '12.37'],
    ]);
    // 1000 * (12.62 * 15 + 12.37 * 15) / 36500 = 10.2698...
    expect(interest.amount.toString()).toBe('10.27');
    expect(interest.days).toBe(30);
  });

  it('charges consumers 5 points over the base rate instead of 9', () => {
    // 1000 * (8.62 * 15 + 8.37 * 15) / 36500 = 6.9821...
    expect(defaultInterest({ ...across, business: false }).amount.toString()).toBe('6.98');
  });

  it('rounds only the sum, to the currency', () => {
    const interest = defaultInterest({
      amount: '100',
      currency: 'JPY',
      dueDate: '2025-01-01',
      until: '2025-12-31',
      business: true,
    });
    // 100 * ((2.27 + 9) * 181 + (1.27 + 9) * 183) / 36500 = 10.7407... yen
    expect(interest.amount.toString()).toBe('11');
  });

  it('owes nothing before the day after the due date or on nothing open', () => {
    expect(defaultInterest({ ...across, until: '2024-06-15', business: true }).days).toBe(0);
    const nothing = defaultInterest({ ...across, amount: '-5', business: true });
    expect(nothing.amount.toString()).toBe('0');
  });

  it('keeps the last known rate after the table ends', () => {
    const late = defaultInterest({
      amount: '365',
      currency: 'EUR',
      dueDate: '2030-01-01',
      until: '2030-01-02',
      business: false,
    });
    expect(late.segments[0].rate.toString()).toBe('6.27');
    expect(late.amount.toString()).toBe('0.06');
  });
});

describe('base rates', () => {
  it('answers the rate of the period a date lies in', () => {
    expect(baseRateOn('2023-06-30').toString()).toBe('1.62');
    expect(baseRateOn('2023-07-01').toString()).toBe('3.12');
    expect(baseRateOn('2026-03-01').toString()).toBe('1.27');
    expect(() => baseRateOn('2010-01-01')).toThrow(DomainError);
  });

  it('adds and replaces operator rates, in date order', () => {
    const table = parseBaseRates(' 2027-01-01=1.52, 2026-01-01=1.30 ,');
    expect(table.at(-1)).toEqual({ from: '2027-01-01', rate: '1.52' });
    expect(table.find((period) => period.from === '2026-01-01')?.rate).toBe('1.30');
    expect(table).toHaveLength(BASE_RATES.length + 1);
    expect(parseBaseRates(undefined)).toEqual([...BASE_RATES]);
  });

  it('refuses an entry that is not on 1 January or 1 July or has no rate', () => {
    for (const bad of ['2027-02-01=1.5', '2027-01-01', '2027-01-01=abc', '27-01-01=1']) {
      expect(() => parseBaseRates(bad)).toThrow(/FAKTURA_BASE_RATES|validation/);
    }
  });
});
