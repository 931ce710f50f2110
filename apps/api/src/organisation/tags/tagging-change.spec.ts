import { changedTags, sameTags } from './tagging-change';

describe('tagging changes', () => {
  const current = ['b2b', 'vip'];

  it('adds names the record lacks, after its own, once each', () => {
    expect(changedTags(current, ['new', 'vip', 'later'], 'add')).toEqual([
      'b2b',
      'vip',
      'new',
      'later',
    ]);
    expect(changedTags(current, [], 'add')).toEqual(current);
  });

  it('replaces every name, or clears them', () => {
    expect(changedTags(current, ['other'], 'replace')).toEqual(['other']);
    expect(changedTags(current, [], 'replace')).toEqual([]);
  });

  it('removes the names sent and ignores names the record lacks', () => {
    expect(changedTags(current, ['vip', 'unknown'], 'remove')).toEqual(['b2b']);
    expect(changedTags(current, ['VIP'], 'remove')).toEqual(current);
  });

  it('tells whether anything changed, order included', () => {
    expect(sameTags(current, ['b2b', 'vip'])).toBe(true);
    expect(sameTags(current, ['vip', 'b2b'])).toBe(false);
    expect(sameTags(current, ['b2b'])).toBe(false);
  });
});
