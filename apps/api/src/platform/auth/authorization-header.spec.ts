import { apiKeyFromHeader } from './authorization-header';

const KEY = 'fk_Ab3-x_9ZqQ0rT5uV7wX1yZ2aB4cD6eF8gH0iJ2kL4m';

describe('apiKeyFromHeader (RFC 9110 credentials)', () => {
  it.each([
    ['Token token=KEY', 'the documented form'],
    ['Token token="KEY"', 'a quoted value'],
    ['Bearer KEY', 'a bearer token'],
    ['token token=KEY', 'the scheme in lower case (schemes are case-insensitive)'],
    ['TOKEN TOKEN=KEY', 'scheme and parameter name in upper case'],
    ['bearer KEY', 'bearer in lower case'],
    ['Token  token=KEY', 'two spaces after the scheme (1*SP)'],
    ['Bearer   KEY', 'several spaces after bearer'],
    ['Token token = KEY', 'whitespace around = (BWS)'],
    ['Token token=\t"KEY"', 'a tab before a quoted value'],
    ['  Token token=KEY  ', 'whitespace around the field value'],
  ])('accepts %j: %s', (header) => {
    expect(apiKeyFromHeader(header.replace('KEY', KEY))).toBe(KEY);
  });

  it.each([
    ['', 'an empty header'],
    ['KEY', 'a bare key'],
    ['Token KEY', 'Token without the token parameter'],
    ['Token token=', 'an empty value'],
    ['Token token=""', 'an empty quoted value'],
    ['Token token="KEY', 'an opening quote without its closing one'],
    ['Token token=KEY"', 'a closing quote without its opening one'],
    ['Token\ttoken=KEY', 'a tab instead of a space after the scheme'],
    ['Tokentoken=KEY', 'no space after the scheme'],
    ['Token token=KEY, token=KEY', 'a second parameter'],
    ['Token key=KEY', 'another parameter name'],
    ['Token token=KEY extra', 'trailing text'],
    ['Token token="K\\"EY"', 'an escaped quote (no key contains one)'],
    ['Token token=KE Y', 'a space inside the key'],
    ['Bearer', 'bearer without a key'],
    ['Bearer KEY KEY', 'two bearer keys'],
    ['Bearer\tKEY', 'a tab after bearer'],
    ['Basic dXNlcjpwYXNz', 'another scheme'],
    ['Bearer K\u0000EY', 'a control character'],
  ])('refuses %j: %s', (header) => {
    expect(apiKeyFromHeader(header.replace(/KEY/g, KEY))).toBeNull();
  });

  it('refuses a missing header', () => {
    expect(apiKeyFromHeader(undefined)).toBeNull();
  });
});
