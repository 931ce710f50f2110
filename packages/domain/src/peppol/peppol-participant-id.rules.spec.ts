import {
  checkPeppolId,
  defaultPeppolId,
  formatPeppolId,
  normalizePeppolId,
  parsePeppolId,
} from './peppol-participant-id.rules';
import { PEPPOL_EAS_CODES } from './peppol-scheme.checks';

const check = (input: string) => checkPeppolId(normalizePeppolId(input));

describe('checkPeppolId', () => {
  // Real numbers: GS1's and registers' published examples, companies' registered numbers.
  it.each([
    ['0088', '4000001123452'],
    ['0088', '5790000435975'],
    ['0192', '974760673'],
    ['0192', '923609016'],
    ['0208', '0123456749'],
    ['0208', '0403170701'],
    ['0007', '5560360793'],
    ['0007', '2021005489'],
    ['0151', '51824753556'],
    ['0151', '53004085616'],
    ['0002', '732829320'],
    ['0002', '552081317'],
    ['0009', '73282932000074'],
    ['0009', '35600000049837'],
    ['0204', '04011000-1234512345-06'],
    ['0204', '991-33333TEST-33'],
    ['0184', '12345678'],
    ['0184', 'DK12345678'],
    ['0060', '150483782'],
    ['0106', '17087985'],
    ['0190', '00000001003214345000'],
    ['9925', 'BE0123456749'],
    ['9930', 'DE123456789'],
    ['9914', 'ATU12345678'],
    ['9944', 'NL123456789B01'],
    ['9957', 'FR40303265045'],
    ['0037', 'ANY-VALUE/OF_A.SCHEME:UNCHECKED'],
  ])('accepts %s:%s', (scheme, value) => {
    expect(check(`${scheme}:${value}`)).toEqual({ scheme, value });
  });

  it.each([
    ['0088', '4000001123453'],
    ['0192', '974760672'],
    ['0208', '0123456748'],
    ['0007', '5560360794'],
    ['0151', '51824753557'],
    ['0002', '732829321'],
    ['0009', '73282932000075'],
    ['0009', '35600000012345'],
    ['0204', '04011000-1234512345-07'],
    ['9925', 'BE0123456748'],
  ])('refuses wrong check digits in %s:%s', (scheme, value) => {
    expect(check(`${scheme}:${value}`)).toMatchObject({ problem: 'check_digits' });
  });

  it.each([
    ['a GLN of 12 digits', '0088:400000112345'],
    ['letters in a Norwegian number', '0192:97476067A'],
    ['a Belgian number starting with 2', '0208:2123456749'],
    ['a Leitweg-ID without check digits', '0204:04011000-12345'],
    ['a German VAT ID of 8 digits', '9930:DE12345678'],
    ['an Austrian VAT ID in 9930', '9930:ATU12345678'],
    ['a Belgian VAT ID without BE', '9925:0123456749'],
    ['a Danish CVR of 7 digits', '0184:1234567'],
  ])('refuses %s as the wrong format', (_why, input) => {
    expect(check(input)).toMatchObject({ problem: 'format' });
  });

  it.each(['1234:5678', '9999:DE123456789', '0000:1'])(
    'refuses the unknown scheme of %s',
    (input) => {
      expect(check(input)).toMatchObject({ problem: 'scheme' });
    },
  );

  it.each([
    ['no scheme', '0123456749'],
    ['no value', '0208:'],
    ['a short scheme', '208:0123456749'],
    ['another separator', '0208-0123456749'],
    ['a value of 51 characters', `0037:${'A'.repeat(51)}`],
    ['a non-ASCII value', '0037:MÜLLER'],
  ])('refuses %s as the wrong shape', (_why, input) => {
    expect(check(input)).toMatchObject({ problem: 'shape' });
  });

  it('says what the value must be, naming the scheme', () => {
    expect(check('0208:0123456748')).toEqual({
      problem: 'check_digits',
      must: 'a Belgian enterprise number of 10 digits with valid check digits for scheme 0208',
    });
  });

  it('knows the schemes of the brief and none of the retired ones', () => {
    expect(PEPPOL_EAS_CODES).toEqual(expect.arrayContaining(['0088', '0208', '9930', '0204']));
    expect(PEPPOL_EAS_CODES).not.toContain('9901');
  });
});

describe('normalizePeppolId', () => {
  it.each([
    [' 0208 : 0403.170.701 ', '0208:0403170701'],
    ['9930:de 123 456 789', '9930:DE123456789'],
    ['9925:be0123.456.749', '9925:BE0123456749'],
    ['0060:15-048-3782', '0060:150483782'],
    ['0204:991-33333test-33', '0204:991-33333TEST-33'],
    ['0037:a.b-c', '0037:A.B-C'],
    ['no colon', 'NOCOLON'],
  ])('reads %p as %p', (input, normalised) => {
    expect(normalizePeppolId(input)).toBe(normalised);
  });
});

describe('parsePeppolId and formatPeppolId', () => {
  it('round-trips a stored identifier', () => {
    const id = parsePeppolId('0088:4000001123452');
    expect(id).toEqual({ scheme: '0088', value: '4000001123452' });
    expect(id && formatPeppolId(id)).toBe('0088:4000001123452');
  });

  it.each([null, undefined, '', '0088:4000001123453', 'garbage'])(
    'gives nothing for %p',
    (stored) => {
      expect(parsePeppolId(stored)).toBeUndefined();
    },
  );
});

describe('defaultPeppolId', () => {
  it('takes a German VAT ID as the value of scheme 9930', () => {
    expect(defaultPeppolId('DE 123 456 789')).toEqual({ scheme: '9930', value: 'DE123456789' });
  });

  it('takes the enterprise number of a Belgian VAT ID for scheme 0208', () => {
    expect(defaultPeppolId('BE 0403.170.701')).toEqual({ scheme: '0208', value: '0403170701' });
  });

  it.each([
    ['a Belgian VAT ID with wrong check digits', 'BE0123456748'],
    ['a German VAT ID of the wrong length', 'DE12345678'],
    ['an Austrian VAT ID', 'ATU12345678'],
    ['a Dutch VAT ID', 'NL123456789B01'],
    ['none', null],
  ])('derives nothing from %s', (_why, vatId) => {
    expect(defaultPeppolId(vatId)).toBeUndefined();
  });
});
