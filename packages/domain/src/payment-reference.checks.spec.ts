import fc from 'fast-check';
import {
  creditorReferenceFor,
  isValidCreditorReference,
  isValidQrReference,
  mod10RecursiveCheckDigit,
  printedPaymentReference,
  qrReferenceFor,
} from './payment-reference.checks.js';

describe('ISO 11649 creditor references', () => {
  it('accepts valid references with or without spaces', () => {
    expect(isValidCreditorReference('RF18539007547034')).toBe(true);
    expect(isValidCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidCreditorReference('RF712348231')).toBe(true);
  });

  it('refuses wrong check digits, prefixes and lengths', () => {
    expect(isValidCreditorReference('RF18539007547035')).toBe(false);
    expect(isValidCreditorReference('RF19539007547034')).toBe(false);
    expect(isValidCreditorReference('XX18539007547034')).toBe(false);
    expect(isValidCreditorReference('RF18')).toBe(false);
    expect(isValidCreditorReference(`RF18${'1'.repeat(22)}`)).toBe(false);
    expect(isValidCreditorReference('210000000003139471430009017')).toBe(false);
  });
});

describe('QR references (recursive modulo 10)', () => {
  it('computes the check digit of the guidelines example', () => {
    expect(mod10RecursiveCheckDigit('21000000000313947143000901')).toBe(7);
    expect(mod10RecursiveCheckDigit('')).toBe(0);
    expect(() => mod10RecursiveCheckDigit('12a')).toThrow('digits');
  });

  it('accepts valid 27-digit references and refuses the rest', () => {
    expect(isValidQrReference('210000000003139471430009017')).toBe(true);
    expect(isValidQrReference('21 00000 00003 13947 14300 09017')).toBe(true);
    expect(isValidQrReference('210000000003139471430009018')).toBe(false);
    expect(isValidQrReference('21000000000313947143000901')).toBe(false);
    expect(isValidQrReference('RF18539007547034')).toBe(false);
    expect(isValidQrReference('0'.repeat(27))).toBe(false);
  });

  it('derives a valid reference from a document number', () => {
    const reference = qrReferenceFor(4711);
    expect(reference).toHaveLength(27);
    expect(reference.startsWith('00000000000000000000004711')).toBe(true);
    expect(isValidQrReference(reference)).toBe(true);
    expect(qrReferenceFor(4712)).not.toBe(reference);
    expect(() => qrReferenceFor(0)).toThrow();
    expect(() => qrReferenceFor(1.5)).toThrow();
  });
});

describe('reference properties', () => {
  it('derives a valid QR reference ending in the number from any document number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const reference = qrReferenceFor(n);
        expect(reference).toMatch(/^[0-9]{27}$/);
        expect(BigInt(reference.slice(0, 26))).toBe(BigInt(n));
        expect(isValidQrReference(reference)).toBe(true);
      }),
    );
  });

  it('catches every single wrong digit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.nat(26),
        fc.integer({ min: 1, max: 9 }),
        (n, at, shift) => {
          const digits = [...qrReferenceFor(n)];
          const changed = [...digits];
          changed[at] = String((Number(digits[at]) + shift) % 10);
          expect(isValidQrReference(changed.join(''))).toBe(false);
        },
      ),
    );
  });

  it('derives a valid ISO 11649 reference from any document number of 1-21 letters and digits', () => {
    const alphanumeric = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/ ');
    fc.assert(
      fc.property(fc.array(alphanumeric, { minLength: 1, maxLength: 21 }), (chars) => {
        const number = chars.join('');
        const body = number.replace(/[^A-Z0-9]/g, '');
        const reference = creditorReferenceFor(number.toLowerCase());
        if (body === '') return expect(reference).toBeNull();
        expect(reference).toMatch(new RegExp(`^RF[0-9]{2}${body}$`));
        expect(isValidCreditorReference(reference!)).toBe(true);
        const wrong = `${reference!.slice(0, 3)}${(Number(reference![3]) + 1) % 10}${body}`;
        expect(isValidCreditorReference(wrong)).toBe(false);
      }),
    );
  });

  it('gives the known check digits and refuses numbers beyond 21 characters', () => {
    expect(creditorReferenceFor('539007547034')).toBe('RF18539007547034');
    expect(creditorReferenceFor('x'.repeat(22))).toBeNull();
    expect(creditorReferenceFor('--')).toBeNull();
  });
});

describe('printed references', () => {
  it('groups an ISO 11649 reference by four and a QR reference as the Swiss guidelines do', () => {
    expect(printedPaymentReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
    expect(printedPaymentReference('rf69r260001')).toBe('RF69 R260 001');
    expect(printedPaymentReference('210000000003139471430009017')).toBe(
      '21 00000 00003 13947 14300 09017',
    );
    expect(printedPaymentReference('R260001 / 4711')).toBe('R260001 / 4711');
  });
});
