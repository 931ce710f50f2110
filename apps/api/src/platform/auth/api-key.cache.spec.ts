import { ApiKeyCache, type ApiKeyRecord } from './api-key.cache';

const KEY: ApiKeyRecord = {
  id: 7,
  accountId: 1,
  userId: 2,
  kind: 'full',
  revokedAt: null,
  lastUsedAt: null,
};

/** A key table of one row the test changes, counting the reads. */
function table() {
  const state = { row: KEY as ApiKeyRecord | null, reads: 0 };
  const load = (hash: string) => {
    state.reads += 1;
    return Promise.resolve(hash === 'h' ? state.row : null);
  };
  return { state, load };
}

describe('ApiKeyCache', () => {
  it('reads a key once within the time and again after it: a revocation counts then', async () => {
    let now = 1000;
    const cache = new ApiKeyCache(5000, () => now);
    const { state, load } = table();
    expect(await cache.get('h', load)).toEqual(KEY);
    state.row = { ...KEY, revokedAt: new Date() };
    now += 4999;
    expect((await cache.get('h', load))?.revokedAt).toBeNull();
    expect(state.reads).toBe(1);
    now += 1;
    expect((await cache.get('h', load))?.revokedAt).toBeInstanceOf(Date);
    expect(state.reads).toBe(2);
  });

  it('forgets nothing it never found: a deleted key is read again, a new key works at once', async () => {
    const cache = new ApiKeyCache(5000, () => 0);
    const { state, load } = table();
    state.row = null;
    expect(await cache.get('h', load)).toBeNull();
    state.row = KEY;
    expect(await cache.get('h', load)).toEqual(KEY);
    expect(await cache.get('other', load)).toBeNull();
    expect(await cache.get('other', load)).toBeNull();
    expect(state.reads).toBe(4);
  });

  it('reads every time with a time of 0', async () => {
    const cache = new ApiKeyCache(0, () => 0);
    const { state, load } = table();
    await cache.get('h', load);
    await cache.get('h', load);
    expect(state.reads).toBe(2);
  });
});
