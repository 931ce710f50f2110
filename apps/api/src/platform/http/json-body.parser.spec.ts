import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-body.parser';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('exceedsJsonDepth', () => {
  it('allows exactly MAX_JSON_DEPTH levels and refuses one more', () => {
    expect(MAX_JSON_DEPTH).toBe(32);
    expect(exceedsJsonDepth(bytes(nested(32)), 32)).toBe(false);
    expect(exceedsJsonDepth(bytes(nested(33)), 32)).toBe(true);
    expect(exceedsJsonDepth(bytes(`{"a":${nested(31)}}`), 32)).toBe(false);
    expect(exceedsJsonDepth(bytes(`{"a":${nested(32)}}`), 32)).toBe(true);
  });

  it('counts depth, not the number of containers', () => {
    const wide = `[${Array.from({ length: 10_000 }, () => '{"a":[1]}').join(',')}]`;
    expect(exceedsJsonDepth(bytes(wide), 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(bytes(`{"a":"${'['.repeat(100)}"}`), 2)).toBe(false);
    expect(exceedsJsonDepth(bytes(`{"a":"\\"${'{'.repeat(100)}"}`), 2)).toBe(false);
    expect(exceedsJsonDepth(bytes(`{"a":"\\\\","b":[[[]]]}`), 3)).toBe(true);
  });

  it('reads multi-byte characters without mistaking their bytes for brackets', () => {
    expect(exceedsJsonDepth(bytes(`{"ä😀":["ü"]}`), 2)).toBe(false);
  });
});
