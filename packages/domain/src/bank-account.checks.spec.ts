import fc from 'fast-check';
import {
  IBAN_LENGTHS,
  compactBankCode,
  isQrIban,
  isSwissIban,
  isValidBic,
  isValidIban,
  iso7064Mod97,
} from './bank-account.checks.js';

/** An IBAN of `country` with `bban`, its check digits computed. */
function ibanOf(country: string, bban: string): string {
  const check = 98 - iso7064Mod97(`${bban}${country}00`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const bbanOf = (length: number) =>
  fc
    .array(fc.constantFrom(...ALNUM), { minLength: length, maxLength: length })
    .map((chars) => chars.join(''));
const knownIban = fc
  .constantFrom(...Object.entries(IBAN_LENGTHS))
  .chain(([country, length]) => bbanOf(length - 4).map((bban) => ibanOf(country, bban)));

describe('isValidIban', () => {
  it.each([
    'DE89370400440532013000',
    'DE89 3704 0044 0532 0130 00',
    'de89370400440532013000',
    'AT611904300234573201',
    'CH9300762011623852957',
    'LI21088100002324013AA',
    'FR1420041010050500013M02606',
    'IT60X0542811101000000123456',
    'NL91ABNA0417164300',
    'BE68539007547034',
    'LU280019400644750000',
    'ES9121000418450200051332',
    'GB29NWBK60161331926819',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'DE88370400440532013000'],
    ['a DE IBAN one character short', ibanOf('DE', '3704004405320130')],
    ['a CH IBAN one character long', ibanOf('CH', '00762011623852957X')],
    ['a country that is not letters', '1289370400440532013000'],
    ['punctuation', 'DE89-3704-0044-0532-0130-00'],
    ['too short for any country', ibanOf('XK', '1234567890')],
    ['empty', ''],
  ])('refuses %s', (_case, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('accepts other countries by the general shape and check digits', () => {
    expect(isValidIban(ibanOf('NO', '86011117947'))).toBe(true);
  });

  it('accepts every IBAN with correct check digits, however it is spaced and cased', () => {
    fc.assert(
      fc.property(knownIban, (iban) => {
        expect(isValidIban(iban)).toBe(true);
        expect(isValidIban(iban.toLowerCase().replace(/(.{4})/g, '$1 '))).toBe(true);
      }),
    );
  });

  it('refuses every IBAN with one character of its account changed', () => {
    fc.assert(
      fc.property(knownIban, fc.nat(), fc.constantFrom(...ALNUM), (iban, at, replacement) => {
        const position = 4 + (at % (iban.length - 4));
        fc.pre(
          iban[position] !== replacement &&
            /[0-9]/.test(replacement) &&
            /[0-9]/.test(iban[position]!),
        );
        const changed = iban.slice(0, position) + replacement + iban.slice(position + 1);
        expect(isValidIban(changed)).toBe(false);
      }),
    );
  });

  it('refuses a known country with any other length', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.entries(IBAN_LENGTHS)),
        fc.integer({ min: 11, max: 30 }),
        ([country, length], bbanLength) => {
          fc.pre(bbanLength !== length - 4);
          expect(isValidIban(ibanOf(country, '1'.repeat(bbanLength)))).toBe(false);
        },
      ),
    );
  });
});

describe('isQrIban', () => {
  it('accepts a Swiss IBAN whose institution id is 30000-31999', () => {
    expect(isQrIban('CH44 3199 9123 0008 8901 2')).toBe(true);
    expect(isQrIban(ibanOf('CH', '30000123456789012'))).toBe(true);
    expect(isQrIban(ibanOf('LI', '31999123456789012'))).toBe(true);
  });

  it('refuses ordinary Swiss IBANs, other countries and invalid ones', () => {
    expect(isQrIban('CH9300762011623852957')).toBe(false);
    expect(isQrIban(ibanOf('CH', '29999123456789012'))).toBe(false);
    expect(isQrIban(ibanOf('CH', '32000123456789012'))).toBe(false);
    expect(isQrIban(ibanOf('DE', '31000123456789012'))).toBe(false);
    expect(isQrIban('CH4531999123000889012')).toBe(false);
  });

  it('is exactly a valid CH/LI IBAN with the institution id in range', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('CH', 'LI'),
        fc.integer({ min: 0, max: 99999 }),
        bbanOf(12),
        (country, iid, rest) => {
          const iban = ibanOf(country, `${String(iid).padStart(5, '0')}${rest}`);
          expect(isSwissIban(iban)).toBe(true);
          expect(isQrIban(iban)).toBe(iid >= 30000 && iid <= 31999);
        },
      ),
    );
  });
});

describe('isValidBic', () => {
  it.each(['COBADEFFXXX', 'COBADEFF', 'UBSWCHZH80A', 'ubsw ch zh 80a'])('accepts %s', (bic) => {
    expect(isValidBic(bic)).toBe(true);
  });

  it.each(['COBADEF', 'COBADEFFXX', 'C0BADEFF', 'COBA1EFF', 'COBADEFFXXXX', ''])(
    'refuses %s',
    (bic) => {
      expect(isValidBic(bic)).toBe(false);
    },
  );
});

describe('compactBankCode', () => {
  it('removes every kind of whitespace and upper-cases', () => {
    expect(compactBankCode(' de89\t3704\n0044 ')).toBe('DE8937040044');
  });
});
