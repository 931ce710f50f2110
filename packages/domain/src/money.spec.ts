import fc from 'fast-check';
import { Decimal as ForeignDecimal } from 'decimal.js';
import { DomainError } from './domain-error.js';
import {
  Decimal,
  formatMoney,
  isCurrencyCode,
  minorUnits,
  roundMoney,
  sumDecimals,
  toApiNumber,
  toDecimal,
  toPercentage,
} from './money.js';

function validationFields(run: () => unknown): Record<string, readonly string[]> {
  try {
    run();
  } catch (error) {
    if (DomainError.is(error) && error.code === 'validation_failed') return error.fieldErrors;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('Decimal', () => {
  it('is a clone configured for money, independent of the global decimal.js settings', () => {
    expect(Decimal).not.toBe(ForeignDecimal);
    expect(Decimal.precision).toBe(40);
    expect(Decimal.rounding).toBe(Decimal.ROUND_HALF_UP);
    expect(new Decimal('1e-30').toString()).toBe('0.000000000000000000000000000001');
  });
});

describe('toDecimal', () => {
  it.each([
    ['12.5', '12.5'],
    [' 7 ', '7'],
    ['-3', '-3'],
    ['.5', '0.5'],
    ['1e3', '1000'],
    [0.1, '0.1'],
    [1944, '1944'],
    [-0, '0'],
    [1e-7, '0.0000001'],
  ])('parses %p exactly', (input, expected) => {
    expect(toDecimal(input).toString()).toBe(expected);
  });

  it('never goes through float arithmetic: 0.1 + 0.2 is 0.3', () => {
    expect(toDecimal(0.1).plus(toDecimal(0.2)).toString()).toBe('0.3');
  });

  it('accepts Decimals from another decimal.js copy', () => {
    const value = toDecimal(new ForeignDecimal('2.25'));
    expect(value).toBeInstanceOf(Decimal);
    expect(value.toString()).toBe('2.25');
  });

  it.each([
    NaN,
    Infinity,
    -Infinity,
    '',
    'abc',
    '.',
    '1.',
    '1e',
    '0x10',
    'NaN',
    'Infinity',
    '1,5',
    '1.2.3',
    '--1',
  ])('rejects %p', (input) => {
    expect(validationFields(() => toDecimal(input, 'quantity'))).toEqual({
      quantity: ['must be a number'],
    });
  });

  it('rejects non-finite Decimals and values of other types', () => {
    expect(() => toDecimal(new Decimal(NaN))).toThrow(DomainError);
    expect(() => toDecimal(null as unknown as string)).toThrow(DomainError);
    expect(() => toDecimal(true as unknown as string)).toThrow(DomainError);
  });

  it('rejects absurd exponents even where larger intermediate values are fine', () => {
    expect(validationFields(() => toDecimal('1e9000000000000000', 'q'))).toEqual({
      q: ['is too large'],
    });
    expect(() => roundMoney('1e900000', 'EUR')).toThrow(DomainError);
    expect(roundMoney('1e20', 'EUR').toString()).toBe('100000000000000000000');
  });

  it('rejects magnitudes of 1e15 and more', () => {
    expect(validationFields(() => toDecimal('1e15', 'total'))).toEqual({ total: ['is too large'] });
    expect(toDecimal('999999999999999.99').toString()).toBe('999999999999999.99');
  });

  it('round-trips any finite double through String(n)', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e14, max: 1e14 }),
        (n) => {
          expect(Number(toDecimal(n).toString())).toBe(n === 0 ? 0 : n);
        },
      ),
    );
  });
});

describe('toPercentage', () => {
  it.each([0, 100, '21.5', 8])('accepts %p', (value) => {
    expect(toPercentage(value).lte(100)).toBe(true);
  });

  it.each([-0.01, 100.01, 'x'])('rejects %p', (value) => {
    expect(Object.keys(validationFields(() => toPercentage(value, 'discount')))).toEqual([
      'discount',
    ]);
  });
});

describe('currencies', () => {
  it.each([
    ['EUR', 2],
    ['CHF', 2],
    ['USD', 2],
    ['GBP', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['ISK', 0],
    ['BHD', 3],
    ['KWD', 3],
    ['CLF', 4],
    ['QQQ', 2],
  ])('%s has %i minor-unit digits', (currency, digits) => {
    expect(minorUnits(currency)).toBe(digits);
  });

  it.each(['eur', 'EU', 'EURO', '', '12A'])('rejects %p as a currency code', (code) => {
    expect(isCurrencyCode(code)).toBe(false);
    expect(validationFields(() => minorUnits(code))).toEqual({
      currency: ['must be a three-letter ISO 4217 code'],
    });
  });

  it('accepts upper-case three-letter codes', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode(42)).toBe(false);
  });
});

describe('roundMoney', () => {
  it.each([
    ['1.005', 'EUR', '1.01'],
    ['1.004', 'EUR', '1'],
    ['-1.005', 'EUR', '-1.01'],
    ['2.5', 'JPY', '3'],
    ['-2.5', 'JPY', '-3'],
    ['1.0005', 'KWD', '1.001'],
    ['-0.001', 'EUR', '0'],
  ])('rounds %s %s half away from zero to %s', (amount, currency, expected) => {
    expect(roundMoney(amount, currency).toString()).toBe(expected);
  });

  it('is symmetric: round(-x) = -round(x)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.constantFrom('EUR', 'JPY', 'KWD'),
        (n, c) => {
          const x = new Decimal(n).div(10000);
          expect(roundMoney(x.negated(), c).eq(roundMoney(x, c).negated())).toBe(true);
        },
      ),
    );
  });

  it('never leaves more than the minor-unit digits and moves by at most half a unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom('EUR', 'JPY', 'BHD'),
        (n, c) => {
          const x = new Decimal(n).div(100000);
          const rounded = roundMoney(x, c);
          expect(rounded.decimalPlaces()).toBeLessThanOrEqual(minorUnits(c));
          expect(
            rounded
              .minus(x)
              .abs()
              .lte(new Decimal(10).pow(-minorUnits(c)).div(2)),
          ).toBe(true);
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    ['1944', 'EUR', '1944.00'],
    ['-0.004', 'EUR', '0.00'],
    ['1234.5', 'JPY', '1235'],
    ['1.2', 'KWD', '1.200'],
  ])('formats %s %s as %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });
});

describe('sumDecimals', () => {
  it('sums exactly and gives 0 for an empty list', () => {
    expect(sumDecimals([]).toString()).toBe('0');
    expect(sumDecimals([new Decimal('0.1'), new Decimal('0.2')]).toString()).toBe('0.3');
  });
});

describe('toApiNumber', () => {
  it('rounds to the currency and returns a JSON number', () => {
    expect(toApiNumber(new Decimal('1944.004'), 'EUR')).toBe(1944);
    expect(toApiNumber('121.5', 'EUR')).toBe(121.5);
    expect(toApiNumber('2.5', 'JPY')).toBe(3);
    expect(JSON.stringify({ v: toApiNumber('-0.001', 'EUR') })).toBe('{"v":0}');
  });

  it('passes percentages through without rounding when no currency is given', () => {
    expect(toApiNumber('21.55')).toBe(21.55);
  });

  it('refuses amounts that a double cannot hold exactly', () => {
    expect(() => toApiNumber(new Decimal('999999999999999.99'), 'EUR')).toThrow(DomainError);
  });

  it('gives the double whose shortest spelling is the rounded decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const amount = new Decimal(cents).div(100);
        expect(String(toApiNumber(amount, 'EUR'))).toBe(amount.toString());
      }),
    );
  });

  // Database numerics arrive as strings and take a path without decimal.js; it must answer
  // exactly what the Decimal path answers, or throw where that one throws.
  it('answers a decimal string as it answers the same Decimal', () => {
    const answer = (run: () => number) => {
      try {
        return run();
      } catch (error) {
        return DomainError.is(error) ? error.code : 'other';
      }
    };
    const decimalText = fc
      .tuple(
        fc.boolean(),
        fc.stringMatching(/^\d{1,17}$/),
        fc.option(fc.stringMatching(/^\d{1,5}$/), { nil: undefined }),
      )
      .map(
        ([negative, whole, fraction]) =>
          `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`,
      );
    fc.assert(
      fc.property(
        decimalText,
        fc.constantFrom(undefined, 'EUR', 'JPY', 'KWD'),
        (text, currency) => {
          const viaString = answer(() => toApiNumber(text, currency));
          const viaDecimal = answer(() => toApiNumber(new Decimal(text), currency));
          expect(Object.is(viaString, viaDecimal)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
