import { isValidCreditorIdentifier } from './creditor-identifier.checks';

describe('isValidCreditorIdentifier', () => {
  it.each([
    'DE98ZZZ09999999999',
    'de98 zzz0 9999 9999 99',
    'DE98ABC09999999999',
    'AT61ZZZ01234567890',
    'FR72ZZZ123456',
    'NL79ZZZ999999990000',
    'ES50ZZZM23456789',
    'IT66ZZZA1B2C3D4E5F6G7H8',
    'BE69ZZZ050D000000008',
    'LU27ZZZ0000000000123456789',
    'CH51ZZZ12345678901',
  ])('accepts %s', (id) => {
    expect(isValidCreditorIdentifier(id)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'DE97ZZZ09999999999'],
    ['a changed national id', 'DE98ZZZ09999999998'],
    ['the wrong length for Germany', 'DE98ZZZ0999999999'],
    ['the wrong length for France', 'FR72ZZZ1234567'],
    ['no business code', 'DE98'],
    ['letters in the check digits', 'DEXXZZZ09999999999'],
    ['other characters', 'DE98ZZZ09999-99999'],
    ['an IBAN', 'DE02100500000054540402'],
  ])('refuses %s', (_why, id) => {
    expect(isValidCreditorIdentifier(id)).toBe(false);
  });
});
