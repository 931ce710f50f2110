import fc from 'fast-check';
import { IdentifierKind, formatIdentifier, parseIdentifier } from './identifier.format.js';

describe('formatIdentifier', () => {
  it.each<[IdentifierKind, number, number, string]>([
    ['invoice', 2026, 1, 'R260001'],
    ['invoice', 2026, 2, 'R260002'],
    ['offer', 2026, 42, 'A260042'],
    ['purchase', 2031, 9999, 'E319999'],
    ['project', 2026, 7, 'P260007'],
    ['offer_confirmation', 2026, 3, 'AB260003'],
    ['invoice', 2026, 10000, 'R2610000'],
    ['offer', 2000, 1, 'A000001'],
    ['offer', 2099, 123456, 'A99123456'],
  ])('%s %i #%i -> %s', (kind, year, sequence, expected) => {
    expect(formatIdentifier(kind, year, sequence)).toBe(expected);
  });

  it.each([
    [2026, 0, 'sequence'],
    [2026, -1, 'sequence'],
    [2026, 1.5, 'sequence'],
    [2026, Number.MAX_SAFE_INTEGER + 1, 'sequence'],
    [1999, 1, 'year'],
    [2100, 1, 'year'],
    [2026.5, 1, 'year'],
  ])('rejects year %p and sequence %p (%s)', (year, sequence, field) => {
    expect(() => formatIdentifier('invoice', year, sequence)).toThrow(
      expect.objectContaining({
        code: 'validation_failed',
        fieldErrors: { [field]: [expect.any(String)] },
      }),
    );
  });

  it('rejects unknown kinds', () => {
    expect(() => formatIdentifier('credit' as IdentifierKind, 2026, 1)).toThrow(
      expect.objectContaining({ fieldErrors: { kind: [expect.any(String)] } }),
    );
  });
});

describe('parseIdentifier', () => {
  it('reads numbers back', () => {
    expect(parseIdentifier('R260001')).toEqual({ kind: 'invoice', year: 2026, sequence: 1 });
    expect(parseIdentifier('A2610000')).toEqual({ kind: 'offer', year: 2026, sequence: 10000 });
    expect(parseIdentifier('E000123')).toEqual({ kind: 'purchase', year: 2000, sequence: 123 });
    expect(parseIdentifier('AB260012')).toEqual({
      kind: 'offer_confirmation',
      year: 2026,
      sequence: 12,
    });
  });

  it.each([
    '',
    'R26001',
    'X260001',
    'r260001',
    'R260000',
    'R2601000',
    ' R260001',
    'R26-001',
    'R260001x',
    'AB26001',
    'BA260001',
  ])('returns null for %p', (text) => {
    expect(parseIdentifier(text)).toBeNull();
  });

  it('property: parse(format(x)) = x and the format is unique', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<IdentifierKind>(
          'offer',
          'invoice',
          'purchase',
          'project',
          'offer_confirmation',
        ),
        fc.integer({ min: 2000, max: 2099 }),
        fc.integer({ min: 1, max: 1e9 }),
        (kind, year, sequence) => {
          const identifier = formatIdentifier(kind, year, sequence);
          expect(parseIdentifier(identifier)).toEqual({ kind, year, sequence });
          expect(identifier).toMatch(/^(AB|[AREP])\d{6,}$/);
        },
      ),
    );
  });

  it('property: numbers of one kind and year sort like their sequence up to 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 9999 }), (a, b) => {
        const [x, y] = [formatIdentifier('invoice', 2026, a), formatIdentifier('invoice', 2026, b)];
        expect(x < y).toBe(a < b);
        expect(x === y).toBe(a === b);
      }),
    );
  });
});
