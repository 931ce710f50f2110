import { findIdentifiers } from './prefill-identifiers.reader.js';

const read = (...lines: string[]) =>
  findIdentifiers([lines]).map(({ kind, value, buyerLabel }) => ({ kind, value, buyerLabel }));

describe('findIdentifiers', () => {
  it('reads IBANs printed in groups, with what follows on the line left alone', () => {
    expect(read('IBAN: DE89 3704 0044 0532 0130 00 BIC: COBADEFFXXX')).toEqual([
      { kind: 'iban', value: 'DE89370400440532013000', buyerLabel: false },
    ]);
    expect(read('IBAN GB29NWBK60161331926819')).toEqual([
      { kind: 'iban', value: 'GB29NWBK60161331926819', buyerLabel: false },
    ]);
  });

  it('ignores an IBAN whose mod-97 check fails and one with the wrong length', () => {
    expect(read('IBAN: DE89 3704 0044 0532 0130 01')).toEqual([]);
    expect(read('IBAN: DE89 3704 0044 0532 0130 0')).toEqual([]);
  });

  it('reads VAT IDs with spaces, dots and hyphens, checking the German check digit', () => {
    expect(read('USt-IdNr.: DE 136 695 976')).toEqual([
      { kind: 'vat_identifier', value: 'DE136695976', buyerLabel: false },
    ]);
    expect(read('UID: CHE-116.281.710 MWST')).toEqual([
      { kind: 'vat_identifier', value: 'CHE116281710MWST', buyerLabel: false },
    ]);
    expect(read('USt-IdNr.: DE 136 695 977')).toEqual([]);
  });

  it('takes no VAT ID out of an IBAN, an invoice number or a longer token', () => {
    expect(read('DE89 3704 0044 0532 0130 00').map((hit) => hit.kind)).toEqual(['iban']);
    expect(read('Rechnung RE2026001', 'Ref DE1366959761')).toEqual([]);
    expect(read('DE136695976abc')).toEqual([]);
  });

  it('marks identifiers printed as the buyer’s, and only those', () => {
    expect(read('Ihre USt-IdNr.: DE136695976, unsere USt-IdNr.: DE811907980')).toEqual([
      { kind: 'vat_identifier', value: 'DE136695976', buyerLabel: true },
      { kind: 'vat_identifier', value: 'DE811907980', buyerLabel: false },
    ]);
    expect(read('Wir buchen von Ihrem Konto DE89 3704 0044 0532 0130 00 ab')[0].buyerLabel).toBe(
      true,
    );
    expect(read('Ihre Zahlung an IBAN DE89 3704 0044 0532 0130 00')[0].buyerLabel).toBe(false);
  });

  it('lists each identifier once, where it first appears', () => {
    const found = findIdentifiers([['VAT DE136695976'], ['x', 'VAT DE 136695976']]);
    expect(found).toHaveLength(1);
    expect(found[0].found).toEqual({ page: 1, line: 1, text: 'VAT DE136695976' });
  });
});
