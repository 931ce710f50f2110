import { isVatKind, toPercentage } from '@faktura/domain';
import { accountDefaultsFor } from './account-defaults.catalog';

describe('accountDefaultsFor', () => {
  it('gives EUR accounts the German rates, including reverse charge and intra-EU', () => {
    const defaults = accountDefaultsFor('EUR');
    expect(defaults).toMatchObject({ countryCode: 'DE', euMember: true });
    expect(defaults.salesVatCodes.map((vat) => [vat.code, vat.tax, vat.kind])).toEqual([
      ['USt19', '19', 'tax'],
      ['USt7', '7', 'tax'],
      ['RC0', '0', 'reverse_charge'],
      ['IG0', '0', 'intra_eu'],
    ]);
  });

  it('gives CHF accounts the Swiss rates and no intra-EU code', () => {
    const defaults = accountDefaultsFor('CHF');
    expect(defaults).toMatchObject({ countryCode: 'CH', euMember: false });
    expect(defaults.salesVatCodes.map((vat) => vat.tax)).toEqual(['8.1', '2.6', '3.8', '0']);
    const kinds = [...defaults.salesVatCodes, ...defaults.purchaseVatCodes].map((vat) => vat.kind);
    expect(kinds).not.toContain('intra_eu');
  });

  it('falls back to the German set for other currencies', () => {
    expect(accountDefaultsFor('USD')).toBe(accountDefaultsFor('EUR'));
  });

  it.each(['EUR', 'CHF'])('has unique codes, valid rates and notices on exempt %s sales', (cur) => {
    const defaults = accountDefaultsFor(cur);
    for (const codes of [defaults.salesVatCodes, defaults.purchaseVatCodes]) {
      expect(new Set(codes.map((vat) => vat.code)).size).toBe(codes.length);
      for (const vat of codes) {
        expect(isVatKind(vat.kind)).toBe(true);
        expect(() => toPercentage(vat.tax)).not.toThrow();
      }
    }
    for (const vat of defaults.salesVatCodes.filter((code) => code.kind !== 'tax')) {
      expect(vat.noticeTaxExemption).toBeTruthy();
    }
  });
});
