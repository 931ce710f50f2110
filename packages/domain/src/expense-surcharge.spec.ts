import { withSurcharge } from './expense-surcharge.js';

describe('withSurcharge', () => {
  it('adds the percentage and keeps four decimals, rounding half up', () => {
    expect(withSurcharge('100', '15').toFixed()).toBe('115');
    expect(withSurcharge('19.99', '12.5').toFixed()).toBe('22.4888');
    expect(withSurcharge('0.00005', '0').toFixed()).toBe('0.0001');
  });

  it('leaves the amount as it is at 0 % and works for credits', () => {
    expect(withSurcharge('42.5', 0).toFixed()).toBe('42.5');
    expect(withSurcharge('-100', '10').toFixed()).toBe('-110');
  });

  it('refuses a percentage outside 0..100, naming it', () => {
    expect(() => withSurcharge('100', '-1')).toThrow();
    expect(() => withSurcharge('100', 'x')).toThrow();
  });
});
