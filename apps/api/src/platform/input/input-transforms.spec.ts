import {
  containsPattern,
  formatEmailList,
  normalizeTags,
  parseEmailList,
} from './input-transforms';

describe('input transforms', () => {
  it('reads ;-separated recipient lists and writes them back', () => {
    expect(parseEmailList(' a@example.com; ;b@example.com ')).toEqual([
      'a@example.com',
      'b@example.com',
    ]);
    expect(parseEmailList(null)).toEqual([]);
    expect(formatEmailList(['a@example.com', 'b@example.com'])).toBe('a@example.com;b@example.com');
    expect(formatEmailList([])).toBeNull();
  });

  it('stores tags trimmed, without blanks and duplicates', () => {
    expect(normalizeTags([' vip', 'vip', '', 'b2b '])).toEqual(['vip', 'b2b']);
  });

  it('takes LIKE wildcards in search terms literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
