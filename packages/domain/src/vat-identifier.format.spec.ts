import fc from 'fast-check';
import { compactVatIdentifier, isValidVatIdentifier } from './vat-identifier.format.js';

describe('isValidVatIdentifier', () => {
  it.each([
    'DE123456789',
    'DE 123 456 789',
    'ATU12345678',
    'CHE-123.456.789 MWST',
    'CHE-123.456.789 TVA',
    'CHE-123.456.789 IVA',
    'CHE123456789',
    'FR40303265045',
    'FRK7399859412',
    'IT12345678901',
    'NL123456789B01',
    'BE0123456789',
    'LU12345678',
    'ESA1234567B',
    'ESX12345678',
    'GB123456789',
    'GB123456789012',
    'GBGD001',
    'IE6388047V',
    'IE1234567WA',
    'PL1234567890',
    'EL123456789',
    'NO123456789MVA',
  ])('accepts %s', (id) => {
    expect(isValidVatIdentifier(id)).toBe(true);
  });

  it.each([
    'DE12345678',
    'DE1234567890',
    'DEX23456789',
    'AT12345678',
    'CHE-123.456.78 MWST',
    'CHE-123.456.789 VAT',
    'CH123456789',
    'FRI0303265045',
    'IT1234567890',
    'NL123456789A01',
    'BE2123456789',
    'LU1234567',
    'ES12345678',
    'GB12345678',
    '123456789',
    'X1',
    'DE',
    '',
  ])('refuses %s', (id) => {
    expect(isValidVatIdentifier(id)).toBe(false);
  });

  it('accepts every German number of nine digits, however spaced', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{9}$/), (digits) => {
        expect(isValidVatIdentifier(`DE${digits}`)).toBe(true);
        expect(isValidVatIdentifier(`de ${digits.slice(0, 3)} ${digits.slice(3)}`)).toBe(true);
      }),
    );
  });

  it('accepts an unknown country by the general shape only', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('NO', 'RS', 'TR', 'IS'),
        fc.stringMatching(/^[A-Z0-9]{1,16}$/),
        (country, rest) => {
          expect(isValidVatIdentifier(`${country}${rest}`)).toBe(
            rest.length >= 2 && rest.length <= 12,
          );
        },
      ),
    );
  });

  it('never accepts text without a letter prefix', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^[A-Za-z]{2}/.test(compactVatIdentifier(text)));
        expect(isValidVatIdentifier(text)).toBe(false);
      }),
    );
  });
});
