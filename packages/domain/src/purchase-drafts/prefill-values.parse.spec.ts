import { findAmounts, findPercents, leadingAmount, leadingDate } from './prefill-values.parse.js';

const values = (text: string) => findAmounts(text).map((amount) => amount.value);

describe('findAmounts', () => {
  it('reads German and English forms with their thousands separators', () => {
    expect(values('1.234,56 €')).toEqual(['1234.56']);
    expect(values('$1,234.56')).toEqual(['1234.56']);
    expect(values('1234,56 and 1234.56')).toEqual(['1234.56', '1234.56']);
    expect(values("CHF 12'345.60")).toEqual(['12345.60']);
    expect(values('1\u00a0234,56')).toEqual(['1234.56']);
    expect(values('1.234.567,89')).toEqual(['1234567.89']);
    expect(values('Rabatt -10,00')).toEqual(['-10.00']);
    expect(values('0,50')).toEqual(['0.50']);
  });

  it('takes no date, percentage, mixed separators or plain-space group for an amount', () => {
    expect(values('17.09.2026')).toEqual([]);
    expect(values('19,00 %')).toEqual([]);
    expect(values('1,234,56')).toEqual([]);
    expect(values('1.234')).toEqual([]);
    expect(values('2 100,00')).toEqual(['100.00']);
    expect(values('12.3456')).toEqual([]);
  });

  it('leadingAmount only takes the amount the text starts with', () => {
    expect(leadingAmount('  119,00 EUR')?.value).toBe('119.00');
    expect(leadingAmount('net 100,00')).toBeNull();
  });
});

describe('findPercents', () => {
  it('reads whole and decimal rates', () => {
    expect(findPercents('zzgl. 19 % USt, 7% und 5,5 % sowie 19,00%')).toEqual([
      '19',
      '7',
      '5.5',
      '19',
    ]);
    expect(findPercents('100 %')).toEqual([]);
  });
});

describe('leadingDate', () => {
  it.each([
    ['17.09.2026', '2026-09-17'],
    ['1.9.2026', '2026-09-01'],
    ['2026-09-17', '2026-09-17'],
    ['17. September 2026', '2026-09-17'],
    ['3. März 2026', '2026-03-03'],
    ['17 Sept. 2026', '2026-09-17'],
    ['September 17, 2026', '2026-09-17'],
    ['Dec 1st, 2026', '2026-12-01'],
    ['17/09/2026', '2026-09-17'],
    ['09/17/2026', '2026-09-17'],
  ])('reads %s', (text, iso) => {
    expect(leadingDate(`  ${text} rest`)).toMatchObject({ iso, unambiguous: true });
  });

  it('refuses days that do not exist and text that does not start with a date', () => {
    expect(leadingDate('31.02.2026')).toBeNull();
    expect(leadingDate('2026-13-01')).toBeNull();
    expect(leadingDate('vom 17.09.2026')).toBeNull();
    expect(leadingDate('17.09.26')).toBeNull();
  });

  it('reads 03/04/2026 as day first but calls it ambiguous', () => {
    expect(leadingDate('03/04/2026')).toMatchObject({ iso: '2026-04-03', unambiguous: false });
    expect(leadingDate('04/04/2026')).toMatchObject({ iso: '2026-04-04', unambiguous: true });
  });
});
