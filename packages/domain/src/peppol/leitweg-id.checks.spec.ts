import { isValidLeitwegId } from './leitweg-id.checks';

describe('isValidLeitwegId', () => {
  // KoSIT's published examples, with and without fine address, letters included.
  it.each([
    '04011000-1234512345-06',
    '991-33333TEST-33',
    ' 991-33333test-33 ',
    '04011000-45',
    '97-98',
  ])('takes %p', (value) => expect(isValidLeitwegId(value)).toBe(true));

  it.each([
    ['wrong check digits', '04011000-1234512345-07'],
    ['check digits 01 where 98 belong', '97-01'],
    ['no check digits', '04011000-12345'],
    ['a coarse address too long', '1234567890123-00'],
    ['other characters', '04011000_12345-06'],
    ['empty', ''],
  ])('refuses %s', (_, value) => expect(isValidLeitwegId(value)).toBe(false));
});
