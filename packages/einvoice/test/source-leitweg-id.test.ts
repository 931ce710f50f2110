import { isLeitwegId } from '../src';

describe('isLeitwegId', () => {
  // KoSIT's published examples, with and without fine address, letters included.
  it.each(['04011000-1234512345-06', '991-33333TEST-33', ' 991-33333test-33 '])(
    'takes %p',
    (value) => expect(isLeitwegId(value)).toBe(true),
  );

  it.each([
    ['wrong check digits', '04011000-1234512345-07'],
    ['an order number of the same shape', '4711-12'],
    ['no check digits', '04011000-12345'],
    ['a coarse address too long', '1234567890123-00'],
    ['other characters', '04011000_12345-06'],
    ['empty', ''],
  ])('refuses %s', (_, value) => expect(isLeitwegId(value)).toBe(false));
});
