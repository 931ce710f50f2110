import { type ComparedResponse, firstDifference, identityVerdict } from './identity';

const response = (body: string, headers: Record<string, string> = {}): ComparedResponse => ({
  status: 200,
  headers: { 'x-total': '2', 'x-page': '1', 'x-per-page': '100', ...headers },
  body: Buffer.from(body),
});

describe('the identity check', () => {
  it('finds the first differing byte, or the end of the shorter body', () => {
    expect(firstDifference(Buffer.from('[1,2]'), Buffer.from('[1,2]'))).toBeNull();
    expect(firstDifference(Buffer.from('[1,2]'), Buffer.from('[1,3]'))).toBe(3);
    expect(firstDifference(Buffer.from('[1]'), Buffer.from('[1]\n'))).toBe(3);
  });

  it('compares bytes, not characters: ü is two bytes', () => {
    expect(firstDifference(Buffer.from('"ü",1'), Buffer.from('"ü",2'))).toBe(5);
  });

  it('says yes for the same status, paging headers and body', () => {
    expect(identityVerdict(response('[{"id":1}]'), response('[{"id":1}]'))).toBe('yes');
  });

  it('names the status, a paging header or the body offset that differs', () => {
    expect(identityVerdict(response('[]'), { ...response('[]'), status: 404 })).toBe(
      'no (status 200 vs 404)',
    );
    expect(identityVerdict(response('[]'), response('[]', { 'x-total': '3' }))).toBe(
      'no (x-total: 2 vs 3)',
    );
    expect(identityVerdict(response('{"a":1.5}'), response('{"a":1.50}'))).toBe(
      'no (body differs at byte 8: "}" vs "0}")',
    );
  });

  it('ignores headers that carry no data, like the Link host or the date', () => {
    const faktura = response('[]', { link: '<http://a/x?page=1>', date: 'Mon' });
    const baseline = response('[]', { link: '<http://b/x?page=1>', date: 'Tue' });
    expect(identityVerdict(faktura, baseline)).toBe('yes');
  });
});
