import { EU_COUNTRIES, isEuCountry } from './eu-countries.table.js';

describe('isEuCountry', () => {
  it('knows the 27 member states, in any case', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(isEuCountry('DE')).toBe(true);
    expect(isEuCountry('at')).toBe(true);
  });

  it('refuses countries outside the EU', () => {
    for (const country of ['CH', 'LI', 'GB', 'NO', 'US', 'EL', '']) {
      expect(isEuCountry(country)).toBe(false);
    }
  });
});
