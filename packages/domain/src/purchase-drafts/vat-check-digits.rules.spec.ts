import { vatIdentifierCheckDigits } from './vat-check-digits.rules.js';

describe('vatIdentifierCheckDigits', () => {
  // Published VAT IDs of real companies, one per country whose algorithm is implemented.
  it.each([
    'DE136695976',
    'DE 811 907 980',
    'ATU13585627',
    'BE0202239951',
    'DK13585628',
    'EL094259216',
    'FI20774740',
    'FR40303265045',
    'IT00743110157',
    'LU15027442',
    'PL5260250274',
    'PT501964843',
    'SE556188840401',
  ])('accepts %s', (id) => {
    expect(vatIdentifierCheckDigits(id)).toBe(true);
  });

  it.each([
    'DE136695977',
    'DE123456789',
    'ATU13585628',
    'BE0202239952',
    'DK13585629',
    'EL094259217',
    'FI20774741',
    'FR41303265045',
    'IT00743110158',
    'LU15027443',
    'PL5260250275',
    'PT501964844',
    'SE556188840501',
  ])('refuses %s, one digit off', (id) => {
    expect(vatIdentifierCheckDigits(id)).toBe(false);
  });

  it('does not judge countries whose algorithm it does not know, nor French letter keys', () => {
    expect(vatIdentifierCheckDigits('NL123456789B01')).toBeNull();
    expect(vatIdentifierCheckDigits('GB123456789')).toBeNull();
    expect(vatIdentifierCheckDigits('FRK7399859412')).toBeNull();
  });
});
