import {
  formatAmount,
  formatAmountNumber,
  formatDate,
  formatFixed,
  formatPercent,
  formatQuantity,
  formatTotal,
} from './document-format';

// Intl separates with no-break spaces: U+00A0 (NBSP) and U+202F (narrow NBSP).
const NBSP = '\u00a0';
const NNBSP = '\u202f';
const day = new Date('2026-11-23');

describe('document formats', () => {
  it.each([
    ['de-DE', '23.11.2026'],
    ['de-CH', '23.11.2026'],
    ['fr-CH', '23.11.2026'],
    ['it-IT', '23/11/2026'],
    ['en-GB', '23/11/2026'],
  ])('writes a date in %s as %s', (locale, expected) => {
    expect(formatDate(day, locale)).toBe(expected);
  });

  it('takes a date column as the calendar day it stores, whatever the time zone', () => {
    expect(formatDate(new Date('2026-01-01T00:00:00Z'), 'de-DE')).toBe('01.01.2026');
  });

  it.each([
    ['de-DE', 'EUR', `5.570,00${NBSP}€`],
    ['de-CH', 'CHF', `CHF${NBSP}5'570.00`],
    ['fr-CH', 'CHF', `5${NNBSP}570.00${NBSP}CHF`],
    ['it-IT', 'EUR', `5570,00${NBSP}€`],
    ['en-GB', 'EUR', '€5,570.00'],
    ['en-GB', 'CHF', `CHF${NBSP}5,570.00`],
  ])('writes an amount in %s %s as %s', (locale, currency, expected) => {
    expect(formatAmount('5570.00', currency, locale)).toBe(expected);
  });

  it('keeps the minor unit, more decimals only where the value has them', () => {
    expect(formatAmount('12', 'EUR', 'de-DE')).toBe(`12,00${NBSP}€`);
    expect(formatAmount('0.125', 'EUR', 'de-DE')).toBe(`0,125${NBSP}€`);
    expect(formatAmount('1500', 'JPY', 'en-GB')).toBe('JP¥1,500');
    expect(formatAmount('-1234.5', 'EUR', 'de-DE')).toBe(`-1.234,50${NBSP}€`);
  });

  it.each([
    ['de-DE', 'EUR', '5570', '5.570,00'],
    ['de-CH', 'CHF', '5570', "5'570.00"],
    ['fr-CH', 'CHF', '5570', `5${NNBSP}570.00`],
    ['en-GB', 'EUR', '-5570.5', '-5,570.50'],
    ['de-DE', 'JPY', '-1500', '-1.500'],
  ])(
    'writes an amount in %s %s without the currency: %s as %s',
    (locale, currency, value, expected) => {
      expect(formatAmountNumber(value, currency, locale)).toBe(expected);
    },
  );

  it('rounds a total to the minor unit before formatting it', () => {
    expect(formatTotal('1140.005', 'EUR', 'de-DE')).toBe(`1.140,01${NBSP}€`);
    expect(formatTotal('5570', 'CHF', 'de-CH')).toBe(`CHF${NBSP}5'570.00`);
  });

  it('formats from the decimal string, exact beyond what a float holds', () => {
    expect(formatAmount('123456789012.345678901', 'EUR', 'de-DE')).toBe(
      `123.456.789.012,345678901${NBSP}€`,
    );
    expect(formatQuantity('0.1000000000000000055', 'en-GB')).toBe('0.1000000000000000055');
  });

  it.each([
    ['de-DE', '1234.5', '1.234,5'],
    ['de-CH', '1234.5', "1'234.5"],
    ['fr-CH', '1234.5', `1${NNBSP}234,5`],
    ['it-IT', '2.25', '2,25'],
    ['en-GB', '3', '3'],
  ])('writes a quantity in %s: %s as %s', (locale, value, expected) => {
    expect(formatQuantity(value, locale)).toBe(expected);
  });

  it('writes hours with a fixed number of decimals', () => {
    expect(formatFixed('7.5', 2, 'de-DE')).toBe('7,50');
    expect(formatFixed('1234', 2, 'de-CH')).toBe("1'234.00");
  });

  it.each([
    ['de-DE', '19', `19${NBSP}%`],
    ['de-CH', '8.1', '8.1%'],
    ['fr-CH', '8.1', '8,1%'],
    ['it-IT', '22', '22%'],
    ['en-GB', '2.5', '2.5%'],
  ])('writes a percentage in %s: %s as %s', (locale, value, expected) => {
    expect(formatPercent(value, locale)).toBe(expected);
  });
});
