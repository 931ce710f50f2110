import { MemoryRateLimitStore } from './rate-limit.store';

describe('MemoryRateLimitStore', () => {
  it('counts hits per bucket inside a fixed window', async () => {
    const store = new MemoryRateLimitStore();
    expect(await store.hit('a', 1000, 0)).toEqual({ count: 1, resetAt: 1000 });
    expect(await store.hit('a', 1000, 400)).toEqual({ count: 2, resetAt: 1000 });
    expect(await store.hit('b', 1000, 500)).toEqual({ count: 1, resetAt: 1500 });
  });

  it('starts a new window once the last one ended', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('a', 1000, 0);
    await store.hit('a', 1000, 999);
    expect(await store.hit('a', 1000, 1000)).toEqual({ count: 1, resetAt: 2000 });
  });

  it('forgives one counted request of the current window, never below 0', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('a', 1000, 0);
    await store.hit('a', 1000, 10);
    await store.forgive('a', 20);
    expect(await store.hit('a', 1000, 30)).toEqual({ count: 2, resetAt: 1000 });
    await store.forgive('a', 40);
    await store.forgive('a', 40);
    await store.forgive('a', 40);
    expect(await store.hit('a', 1000, 50)).toEqual({ count: 1, resetAt: 1000 });
    // An ended window is not touched: the next hit starts a new one.
    await store.forgive('a', 1000);
    expect(await store.hit('a', 1000, 1000)).toEqual({ count: 1, resetAt: 2000 });
  });

  it('drops ended windows on the next sweep', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('old', 1000, 0);
    await store.hit('other', 1000, 0);
    expect(store.size).toBe(2);
    await store.hit('new', 1000, 120_000);
    expect(store.size).toBe(1);
  });
});
