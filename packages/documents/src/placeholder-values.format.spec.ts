import { calculateDocumentTotals } from '@faktura/domain';
import {
  datePlaceholderValues,
  localMoneyPlaceholderValues,
  percentPlaceholderValue,
} from './placeholder-values.format';

// Intl groups amounts in fr-CH with U+202F (narrow NBSP) and, unlike its plain numbers
// (`9 942,45`), with a decimal point, as the document's totals print them.
const NNBSP = '\u202f';

// Net 8355.00 at 19 %: tax 1587.45, gross 9942.45; 2 % cash discount 198.85.
const totals = calculateDocumentTotals({
  kind: 'invoice',
  currency: 'EUR',
  tax: '19',
  vat_kind: 'tax',
  discount: '0',
  cash_discount: '2',
  items: [{ type: 'item', quantity: '1', unit_price: '8355', net_total: '8355', optional: false }],
});

describe('placeholder values in the document locale', () => {
  it.each([
    ['de-DE', '9.942,45', '02.03.2026'],
    ['de-CH', "9'942.45", '02.03.2026'],
    ['fr-CH', `9${NNBSP}942.45`, '02.03.2026'],
    ['en-GB', '9,942.45', '02/03/2026'],
  ])('writes an amount and a date in %s as %s and %s', (locale, amount, date) => {
    expect(localMoneyPlaceholderValues(totals, 'EUR', locale).gross_total).toBe(amount);
    const dates = { date: new Date('2026-03-02'), dueDate: new Date('2026-04-24') };
    expect(datePlaceholderValues(dates, locale).date).toBe(date);
  });

  it('writes every amount variable without a currency, with the minor unit of decimals', () => {
    expect(localMoneyPlaceholderValues(totals, 'EUR', 'de-DE')).toEqual({
      net_total: '8.355,00',
      net_total_plus_options: '8.355,00',
      tax: '1.587,45',
      gross_total: '9.942,45',
      cash_discount_total: '198,85',
      gross_total_with_cash_discount: '9.743,60',
    });
  });

  it('keeps the decimals of the currency and the sign of a reversal', () => {
    const yen = calculateDocumentTotals({
      kind: 'invoice',
      currency: 'JPY',
      tax: '10',
      vat_kind: 'tax',
      discount: '0',
      cash_discount: null,
      items: [
        { type: 'item', quantity: '-1', unit_price: '1000', net_total: '-1000', optional: false },
      ],
    });
    expect(localMoneyPlaceholderValues(yen, 'JPY', 'de-DE').gross_total).toBe('-1.100');
  });

  it('writes an exact amount beyond the precision of a float', () => {
    const large = { ...totals, gross_total: totals.gross_total.plus('90071992547409.91') };
    expect(localMoneyPlaceholderValues(large, 'EUR', 'en-GB').gross_total).toBe(
      '90,071,992,557,352.36',
    );
  });

  it.each([
    ['2', 'de-DE', '2'],
    ['2.50', 'de-DE', '2,5'],
    ['2.5', 'en-GB', '2.5'],
  ])('writes the percentage %s in %s as %s', (percent, locale, expected) => {
    expect(percentPlaceholderValue(percent, locale)).toBe(expected);
  });
});
