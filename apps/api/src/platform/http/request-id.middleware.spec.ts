import { requestIdFrom } from './request-id.middleware';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it('keeps 1 to 128 characters of letters, digits, dot, underscore and dash', () => {
    expect(requestIdFrom('a')).toBe('a');
    expect(requestIdFrom('Req_1.2-3')).toBe('Req_1.2-3');
    expect(requestIdFrom('x'.repeat(128))).toBe('x'.repeat(128));
  });

  it('replaces anything else by a new UUID', () => {
    for (const header of [undefined, '', 'x'.repeat(129), 'a b', 'a\nb', 'a"b', 'a,b']) {
      expect(requestIdFrom(header)).toMatch(UUID);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });

  it('takes the first of repeated headers', () => {
    expect(requestIdFrom(['first', 'second'])).toBe('first');
  });
});
